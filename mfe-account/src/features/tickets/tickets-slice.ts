import type { UnknownAction } from 'redux';
import { type Order, type OrderListStatus } from 'shared-kernel/contract/orders';

export type LoadStatus = 'loading' | 'loaded' | 'failed';

/** One list of tickets as last asked for: which list, which page. */
export interface TicketListState {
  listStatus: OrderListStatus;
  page: number;
  limit: number;
  status: LoadStatus;
  orders: Order[];
  total: number;
  failureStatus: number | null;
}

export interface TicketDetailState {
  id: string | null;
  status: LoadStatus;
  order: Order | null;
  failureStatus: number | null;
}

export interface TicketsState {
  list: TicketListState;
  detail: TicketDetailState;
}

export const initialTicketsState: TicketsState = {
  list: {
    listStatus: 'upcoming_products',
    page: 1,
    limit: 10,
    status: 'loading',
    orders: [],
    total: 0,
    failureStatus: null,
  },
  detail: { id: null, status: 'loading', order: null, failureStatus: null },
};

export type TicketsAction =
  | {
      type: 'tickets/listRequested';
      payload: { listStatus: OrderListStatus; page: number; limit: number };
    }
  | { type: 'tickets/listLoaded'; payload: { orders: Order[]; total: number } }
  | { type: 'tickets/listLoadFailed'; payload: { status: number | null } }
  | { type: 'tickets/ticketRequested'; payload: { id: string } }
  | { type: 'tickets/ticketLoaded'; payload: { order: Order } }
  | { type: 'tickets/ticketLoadFailed'; payload: { status: number | null } };

export const ticketListRequested = (
  listStatus: OrderListStatus,
  page: number,
  limit = 10,
): TicketsAction => ({ type: 'tickets/listRequested', payload: { listStatus, page, limit } });
export const ticketListLoaded = (orders: Order[], total: number): TicketsAction => ({
  type: 'tickets/listLoaded',
  payload: { orders, total },
});
export const ticketListLoadFailed = (status: number | null): TicketsAction => ({
  type: 'tickets/listLoadFailed',
  payload: { status },
});
export const ticketRequested = (id: string): TicketsAction => ({
  type: 'tickets/ticketRequested',
  payload: { id },
});
export const ticketLoaded = (order: Order): TicketsAction => ({
  type: 'tickets/ticketLoaded',
  payload: { order },
});
export const ticketLoadFailed = (status: number | null): TicketsAction => ({
  type: 'tickets/ticketLoadFailed',
  payload: { status },
});

function isTicketsAction(action: UnknownAction): action is TicketsAction {
  return action.type.startsWith('tickets/');
}

export function ticketsReducer(
  state: TicketsState = initialTicketsState,
  action: UnknownAction,
): TicketsState {
  if (!isTicketsAction(action)) return state;
  switch (action.type) {
    case 'tickets/listRequested':
      return {
        ...state,
        list: { ...initialTicketsState.list, ...action.payload, status: 'loading' },
      };
    case 'tickets/listLoaded':
      return { ...state, list: { ...state.list, status: 'loaded', ...action.payload } };
    case 'tickets/listLoadFailed':
      return {
        ...state,
        list: { ...state.list, status: 'failed', failureStatus: action.payload.status },
      };
    case 'tickets/ticketRequested':
      return { ...state, detail: { ...initialTicketsState.detail, id: action.payload.id } };
    case 'tickets/ticketLoaded':
      return {
        ...state,
        detail: { ...state.detail, status: 'loaded', order: action.payload.order },
      };
    case 'tickets/ticketLoadFailed':
      return {
        ...state,
        detail: { ...state.detail, status: 'failed', failureStatus: action.payload.status },
      };
    default:
      return state;
  }
}

export const selectTicketList = (state: { tickets: TicketsState }) => state.tickets.list;
export const selectTicketDetail = (state: { tickets: TicketsState }) => state.tickets.detail;
