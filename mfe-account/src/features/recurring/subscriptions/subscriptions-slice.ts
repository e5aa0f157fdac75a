import type { UnknownAction } from 'redux';
import { type Subscription, type SubscriptionPatch } from 'shared-kernel/contract/recurring';
import {
  type DetailLoad,
  initialDetailLoad,
  initialPagedList,
  type PagedList,
  withRecords,
} from '../shared/records';
import { type StatusChange } from '../shared/status-change';

/** What the customer may change of a subscription: its status, and what it buys how often. */
export type SubscriptionChange = StatusChange | { kind: 'details'; patch: SubscriptionPatch };

export type SubscriptionChangeKind = SubscriptionChange['kind'];

export interface SubscriptionsState {
  byId: Record<string, Subscription>;
  list: PagedList;
  detail: DetailLoad;
  /** The change on its way; one at a time. */
  pendingChange: { id: string; kind: SubscriptionChangeKind } | null;
  /** The server's refusal of the details form, shown with it. */
  detailsError: string | null;
  isEditingDetails: boolean;
}

export const initialSubscriptionsState: SubscriptionsState = {
  byId: {},
  list: initialPagedList,
  detail: initialDetailLoad,
  pendingChange: null,
  detailsError: null,
  isEditingDetails: false,
};

export type SubscriptionsAction =
  | { type: 'subscriptions/listRequested'; payload: { page: number } }
  | {
      type: 'subscriptions/listLoaded';
      payload: { subscriptions: Subscription[]; total: number };
    }
  | { type: 'subscriptions/listLoadFailed'; payload: { status: number | null } }
  | { type: 'subscriptions/detailRequested'; payload: { id: string } }
  | { type: 'subscriptions/detailLoaded'; payload: { subscription: Subscription } }
  | { type: 'subscriptions/detailLoadFailed'; payload: { status: number | null } }
  | {
      type: 'subscriptions/changeRequested';
      payload: { id: string; change: SubscriptionChange };
    }
  | {
      type: 'subscriptions/changed';
      payload: { subscription: Subscription; kind: SubscriptionChangeKind };
    }
  | {
      type: 'subscriptions/changeFailed';
      payload: { kind: SubscriptionChangeKind; message: string };
    }
  | { type: 'subscriptions/detailsEditOpened' }
  | { type: 'subscriptions/detailsEditClosed' };

export const subscriptionListRequested = (page: number): SubscriptionsAction => ({
  type: 'subscriptions/listRequested',
  payload: { page },
});
export const subscriptionListLoaded = (
  subscriptions: Subscription[],
  total: number,
): SubscriptionsAction => ({
  type: 'subscriptions/listLoaded',
  payload: { subscriptions, total },
});
export const subscriptionListLoadFailed = (status: number | null): SubscriptionsAction => ({
  type: 'subscriptions/listLoadFailed',
  payload: { status },
});
export const subscriptionDetailRequested = (id: string): SubscriptionsAction => ({
  type: 'subscriptions/detailRequested',
  payload: { id },
});
export const subscriptionDetailLoaded = (subscription: Subscription): SubscriptionsAction => ({
  type: 'subscriptions/detailLoaded',
  payload: { subscription },
});
export const subscriptionDetailLoadFailed = (status: number | null): SubscriptionsAction => ({
  type: 'subscriptions/detailLoadFailed',
  payload: { status },
});
export const subscriptionChangeRequested = (
  id: string,
  change: SubscriptionChange,
): SubscriptionsAction => ({ type: 'subscriptions/changeRequested', payload: { id, change } });
export const subscriptionChanged = (
  subscription: Subscription,
  kind: SubscriptionChangeKind,
): SubscriptionsAction => ({ type: 'subscriptions/changed', payload: { subscription, kind } });
export const subscriptionChangeFailed = (
  kind: SubscriptionChangeKind,
  message: string,
): SubscriptionsAction => ({ type: 'subscriptions/changeFailed', payload: { kind, message } });
export const subscriptionDetailsEditOpened = (): SubscriptionsAction => ({
  type: 'subscriptions/detailsEditOpened',
});
export const subscriptionDetailsEditClosed = (): SubscriptionsAction => ({
  type: 'subscriptions/detailsEditClosed',
});

const idOf = (subscription: Subscription) => subscription.id;

function isSubscriptionsAction(action: UnknownAction): action is SubscriptionsAction {
  return action.type.startsWith('subscriptions/');
}

export function subscriptionsReducer(
  state: SubscriptionsState = initialSubscriptionsState,
  action: UnknownAction,
): SubscriptionsState {
  if (!isSubscriptionsAction(action)) return state;
  switch (action.type) {
    case 'subscriptions/listRequested':
      return { ...state, list: { ...initialPagedList, page: action.payload.page } };
    case 'subscriptions/listLoaded': {
      const { subscriptions, total } = action.payload;
      return {
        ...state,
        byId: withRecords(state.byId, subscriptions, idOf),
        list: { ...state.list, status: 'loaded', ids: subscriptions.map(idOf), total },
      };
    }
    case 'subscriptions/listLoadFailed':
      return {
        ...state,
        list: { ...state.list, status: 'failed', failureStatus: action.payload.status },
      };
    case 'subscriptions/detailRequested':
      return {
        ...state,
        detail: { ...initialDetailLoad, id: action.payload.id },
        detailsError: null,
        isEditingDetails: false,
      };
    case 'subscriptions/detailLoaded':
      return {
        ...state,
        byId: withRecords(state.byId, [action.payload.subscription], idOf),
        detail: { ...state.detail, status: 'loaded' },
      };
    case 'subscriptions/detailLoadFailed':
      return {
        ...state,
        detail: { ...state.detail, status: 'failed', failureStatus: action.payload.status },
      };
    case 'subscriptions/changeRequested':
      return {
        ...state,
        pendingChange: { id: action.payload.id, kind: action.payload.change.kind },
        detailsError: null,
      };
    case 'subscriptions/changed':
      return {
        ...state,
        byId: withRecords(state.byId, [action.payload.subscription], idOf),
        pendingChange: null,
        isEditingDetails: action.payload.kind === 'details' ? false : state.isEditingDetails,
      };
    case 'subscriptions/changeFailed':
      return {
        ...state,
        pendingChange: null,
        detailsError: action.payload.kind === 'details' ? action.payload.message : null,
      };
    case 'subscriptions/detailsEditOpened':
      return { ...state, isEditingDetails: true, detailsError: null };
    case 'subscriptions/detailsEditClosed':
      return { ...state, isEditingDetails: false, detailsError: null };
    default:
      return state;
  }
}
