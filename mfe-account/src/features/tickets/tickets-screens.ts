import { type RemoteFeature } from 'remote-kit';
import { kernelOrdersApi } from './tickets-api';
import { watchTickets } from './tickets-sagas';
import { ticketsReducer, type TicketsState } from './tickets-slice';

export { PrintTicketsPage } from './print-tickets-page';
export { SyndicateSharePage } from './syndicate-share-page';
export { TicketDetailPage } from './ticket-detail-page';
export { TicketsPage } from './tickets-page';

/** The tickets' state and workflows, loaded with their screens. */
export const ticketsFeature: RemoteFeature<TicketsState> = {
  key: 'tickets',
  reducer: ticketsReducer,
  saga: watchTickets,
  context: { orders: kernelOrdersApi },
};
