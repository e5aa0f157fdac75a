import { type RemoteFeature } from 'remote-kit';
import { kernelRecurringApi } from './recurring-api';
import { watchRecurring } from './recurring-sagas';
import { recurringReducer, type RecurringState } from './recurring-slice';

export { AutoplayDetailPage } from './autoplay/autoplay-detail-page';
export { AutoplayListPage } from './autoplay/autoplay-list-page';
export { RecurringPurchasesPage } from './combined/recurring-purchases-page';
export { ScheduledPurchasePage } from './scheduled/scheduled-purchase-page';
export { SubscriptionDetailPage } from './subscriptions/subscription-detail-page';
export { SubscriptionListPage } from './subscriptions/subscription-list-page';

/** The recurring purchases' state and workflows, loaded with their screens. */
export const recurringFeature: RemoteFeature<RecurringState> = {
  key: 'recurring',
  reducer: recurringReducer,
  saga: watchRecurring,
  context: { recurringApi: kernelRecurringApi },
};
