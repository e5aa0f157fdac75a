import type { UnknownAction } from 'redux';
import { type SessionOrder } from 'shared-kernel/contract/social';

export interface OrderState {
  sessionId: string;
  /** The session order's own fetching and failed flags (product.md §4). */
  status: 'loading' | 'loaded' | 'failed' | 'unavailable';
  order: SessionOrder | null;
  failureStatus: number | null;
}

export const initialOrderState: OrderState = {
  sessionId: '',
  status: 'loading',
  order: null,
  failureStatus: null,
};

export type OrderAction =
  | { type: 'lottoPartyOrder/opened'; payload: { sessionId: string } }
  | { type: 'lottoPartyOrder/loaded'; payload: { sessionId: string; order: SessionOrder } }
  | { type: 'lottoPartyOrder/loadFailed'; payload: { sessionId: string; status: number | null } }
  | { type: 'lottoPartyOrder/unavailable'; payload: { sessionId: string } };

export const orderOpened = (sessionId: string): OrderAction => ({
  type: 'lottoPartyOrder/opened',
  payload: { sessionId },
});
export const orderLoaded = (sessionId: string, order: SessionOrder): OrderAction => ({
  type: 'lottoPartyOrder/loaded',
  payload: { sessionId, order },
});
export const orderLoadFailed = (sessionId: string, status: number | null): OrderAction => ({
  type: 'lottoPartyOrder/loadFailed',
  payload: { sessionId, status },
});
export const orderUnavailable = (sessionId: string): OrderAction => ({
  type: 'lottoPartyOrder/unavailable',
  payload: { sessionId },
});

function isOrderAction(action: UnknownAction): action is OrderAction {
  return action.type.startsWith('lottoPartyOrder/');
}

export function orderReducer(
  state: OrderState = initialOrderState,
  action: UnknownAction,
): OrderState {
  if (!isOrderAction(action)) return state;
  if (action.type === 'lottoPartyOrder/opened') {
    return { ...initialOrderState, sessionId: action.payload.sessionId };
  }
  // An answer for a session no longer shown changes nothing.
  if (action.payload.sessionId !== state.sessionId) return state;
  switch (action.type) {
    case 'lottoPartyOrder/loaded':
      return { ...state, status: 'loaded', order: action.payload.order, failureStatus: null };
    case 'lottoPartyOrder/loadFailed':
      return { ...state, status: 'failed', failureStatus: action.payload.status };
    case 'lottoPartyOrder/unavailable':
      return { ...state, status: 'unavailable' };
    default:
      return state;
  }
}

export const selectOrder = (state: { lottoPartyOrder: OrderState }) => state.lottoPartyOrder;
