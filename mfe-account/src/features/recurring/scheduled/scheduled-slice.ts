import type { UnknownAction } from 'redux';
import { type ScheduledPurchase } from 'shared-kernel/contract/scheduled-purchases';
import { type LoadStatus } from '../shared/records';

export interface ScheduledState {
  /** The customer's scheduled purchases still to come; cancelled ones are not kept. */
  list: {
    status: LoadStatus;
    scheduledPurchases: ScheduledPurchase[];
    failureStatus: number | null;
  };
  /** The one a detail page shows, cancelled or not. */
  detail: {
    id: string | null;
    status: LoadStatus;
    scheduledPurchase: ScheduledPurchase | null;
    failureStatus: number | null;
  };
  cancellingId: string | null;
  cancelError: string | null;
}

export const initialScheduledState: ScheduledState = {
  list: { status: 'loading', scheduledPurchases: [], failureStatus: null },
  detail: { id: null, status: 'loading', scheduledPurchase: null, failureStatus: null },
  cancellingId: null,
  cancelError: null,
};

export type ScheduledAction =
  | { type: 'scheduledPurchases/listRequested' }
  | { type: 'scheduledPurchases/listLoaded'; payload: { scheduledPurchases: ScheduledPurchase[] } }
  | { type: 'scheduledPurchases/listLoadFailed'; payload: { status: number | null } }
  | { type: 'scheduledPurchases/detailRequested'; payload: { id: string } }
  | { type: 'scheduledPurchases/detailLoaded'; payload: { scheduledPurchase: ScheduledPurchase } }
  | { type: 'scheduledPurchases/detailLoadFailed'; payload: { status: number | null } }
  | { type: 'scheduledPurchases/cancelRequested'; payload: { id: string } }
  | { type: 'scheduledPurchases/cancelled'; payload: { scheduledPurchase: ScheduledPurchase } }
  | { type: 'scheduledPurchases/cancelFailed'; payload: { message: string } };

export const scheduledListRequested = (): ScheduledAction => ({
  type: 'scheduledPurchases/listRequested',
});
export const scheduledListLoaded = (scheduledPurchases: ScheduledPurchase[]): ScheduledAction => ({
  type: 'scheduledPurchases/listLoaded',
  payload: { scheduledPurchases },
});
export const scheduledListLoadFailed = (status: number | null): ScheduledAction => ({
  type: 'scheduledPurchases/listLoadFailed',
  payload: { status },
});
export const scheduledDetailRequested = (id: string): ScheduledAction => ({
  type: 'scheduledPurchases/detailRequested',
  payload: { id },
});
export const scheduledDetailLoaded = (scheduledPurchase: ScheduledPurchase): ScheduledAction => ({
  type: 'scheduledPurchases/detailLoaded',
  payload: { scheduledPurchase },
});
export const scheduledDetailLoadFailed = (status: number | null): ScheduledAction => ({
  type: 'scheduledPurchases/detailLoadFailed',
  payload: { status },
});
export const scheduledCancelRequested = (id: string): ScheduledAction => ({
  type: 'scheduledPurchases/cancelRequested',
  payload: { id },
});
export const scheduledCancelled = (scheduledPurchase: ScheduledPurchase): ScheduledAction => ({
  type: 'scheduledPurchases/cancelled',
  payload: { scheduledPurchase },
});
export const scheduledCancelFailed = (message: string): ScheduledAction => ({
  type: 'scheduledPurchases/cancelFailed',
  payload: { message },
});

const isActive = (scheduled: ScheduledPurchase) => scheduled.status === 'scheduled_status_active';

function isScheduledAction(action: UnknownAction): action is ScheduledAction {
  return action.type.startsWith('scheduledPurchases/');
}

export function scheduledReducer(
  state: ScheduledState = initialScheduledState,
  action: UnknownAction,
): ScheduledState {
  if (!isScheduledAction(action)) return state;
  switch (action.type) {
    case 'scheduledPurchases/listRequested':
      return { ...state, list: initialScheduledState.list };
    case 'scheduledPurchases/listLoaded':
      return {
        ...state,
        list: {
          status: 'loaded',
          scheduledPurchases: action.payload.scheduledPurchases.filter(isActive),
          failureStatus: null,
        },
      };
    case 'scheduledPurchases/listLoadFailed':
      return {
        ...state,
        list: { ...state.list, status: 'failed', failureStatus: action.payload.status },
      };
    case 'scheduledPurchases/detailRequested':
      return {
        ...state,
        detail: { ...initialScheduledState.detail, id: action.payload.id },
        cancelError: null,
      };
    case 'scheduledPurchases/detailLoaded':
      return {
        ...state,
        detail: { ...state.detail, status: 'loaded', ...action.payload },
      };
    case 'scheduledPurchases/detailLoadFailed':
      return {
        ...state,
        detail: { ...state.detail, status: 'failed', failureStatus: action.payload.status },
      };
    case 'scheduledPurchases/cancelRequested':
      return { ...state, cancellingId: action.payload.id, cancelError: null };
    case 'scheduledPurchases/cancelled': {
      const { scheduledPurchase } = action.payload;
      const isShown = state.detail.id === scheduledPurchase.encodedId;
      return {
        ...state,
        // product.md §4: a cancelled entry leaves the stored list.
        list: {
          ...state.list,
          scheduledPurchases: state.list.scheduledPurchases.filter(
            (scheduled) => scheduled.encodedId !== scheduledPurchase.encodedId,
          ),
        },
        detail: isShown ? { ...state.detail, scheduledPurchase } : state.detail,
        cancellingId: null,
      };
    }
    case 'scheduledPurchases/cancelFailed':
      return { ...state, cancellingId: null, cancelError: action.payload.message };
    default:
      return state;
  }
}
