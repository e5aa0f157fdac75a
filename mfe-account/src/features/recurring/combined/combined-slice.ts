import type { UnknownAction } from 'redux';
import {
  type Autoplay,
  type RecurringPurchase,
  type Subscription,
} from 'shared-kernel/contract/recurring';
import { type AutoplayAction } from '../autoplay/autoplay-slice';
import { type LoadStatus } from '../shared/records';
import { type SubscriptionsAction } from '../subscriptions/subscriptions-slice';

/** The combined list of autoplays and subscriptions (one page as last asked for). */
export interface CombinedState {
  page: number;
  status: LoadStatus;
  recurringPurchases: RecurringPurchase[];
  total: number;
  failureStatus: number | null;
}

export const initialCombinedState: CombinedState = {
  page: 1,
  status: 'loading',
  recurringPurchases: [],
  total: 0,
  failureStatus: null,
};

export type CombinedAction =
  | { type: 'recurringPurchases/listRequested'; payload: { page: number } }
  | {
      type: 'recurringPurchases/listLoaded';
      payload: { recurringPurchases: RecurringPurchase[]; total: number };
    }
  | { type: 'recurringPurchases/listLoadFailed'; payload: { status: number | null } };

export const combinedListRequested = (page: number): CombinedAction => ({
  type: 'recurringPurchases/listRequested',
  payload: { page },
});
export const combinedListLoaded = (
  recurringPurchases: RecurringPurchase[],
  total: number,
): CombinedAction => ({
  type: 'recurringPurchases/listLoaded',
  payload: { recurringPurchases, total },
});
export const combinedListLoadFailed = (status: number | null): CombinedAction => ({
  type: 'recurringPurchases/listLoadFailed',
  payload: { status },
});

/** What a change of one autoplay or subscription changes of its line in the list. */
function withChange(
  state: CombinedState,
  id: string,
  changed: Autoplay | Subscription,
): CombinedState {
  if (!state.recurringPurchases.some((purchase) => purchase.id === id)) return state;
  return {
    ...state,
    recurringPurchases: state.recurringPurchases.map((purchase) =>
      purchase.id === id
        ? {
            ...purchase,
            status: changed.status,
            pausedUntil: changed.pausedUntil,
            price: changed.price,
            lastAttemptStatus: changed.lastAttemptStatus,
            ...('description' in changed ? { description: changed.description } : {}),
          }
        : purchase,
    ),
  };
}

type HandledAction =
  | CombinedAction
  | Extract<AutoplayAction, { type: 'autoplay/changed' }>
  | Extract<SubscriptionsAction, { type: 'subscriptions/changed' }>;

const handledTypes: ReadonlySet<string> = new Set<HandledAction['type']>([
  'recurringPurchases/listRequested',
  'recurringPurchases/listLoaded',
  'recurringPurchases/listLoadFailed',
  'autoplay/changed',
  'subscriptions/changed',
]);

function isHandled(action: UnknownAction): action is HandledAction {
  return handledTypes.has(action.type);
}

export function combinedReducer(
  state: CombinedState = initialCombinedState,
  action: UnknownAction,
): CombinedState {
  if (!isHandled(action)) return state;
  switch (action.type) {
    case 'recurringPurchases/listRequested':
      return { ...initialCombinedState, page: action.payload.page };
    case 'recurringPurchases/listLoaded':
      return { ...state, status: 'loaded', ...action.payload };
    case 'recurringPurchases/listLoadFailed':
      return { ...state, status: 'failed', failureStatus: action.payload.status };
    // A change made on a detail page shows in the list too.
    case 'autoplay/changed':
      return withChange(state, action.payload.autoplay.autoplayId, action.payload.autoplay);
    case 'subscriptions/changed':
      return withChange(state, action.payload.subscription.id, action.payload.subscription);
    default:
      return state;
  }
}
