import type { UnknownAction } from 'redux';
import { type Subscription, type SubscriptionPatch } from 'shared-kernel/contract/recurring';
import { type KeptRecordsAction, keptRecordsActions } from '../shared/kept-records-actions';
import {
  type ChangedRecords,
  initialChangedRecords,
  keptRecordsStep,
  type RecordNames,
} from '../shared/records-reducer';
import { type StatusChange } from '../shared/status-change';

/** What the customer may change of a subscription: its status, and what it buys how often. */
export type SubscriptionChange = StatusChange | { kind: 'details'; patch: SubscriptionPatch };

export type SubscriptionChangeKind = SubscriptionChange['kind'];

export interface SubscriptionsState extends ChangedRecords<Subscription, SubscriptionChangeKind> {
  /** The server's refusal of the details form, shown with it. */
  detailsError: string | null;
  isEditingDetails: boolean;
}

export const initialSubscriptionsState: SubscriptionsState = {
  ...initialChangedRecords<Subscription, SubscriptionChangeKind>(),
  detailsError: null,
  isEditingDetails: false,
};

export type SubscriptionsAction =
  | KeptRecordsAction<
      'subscriptions',
      'subscription',
      'subscriptions',
      Subscription,
      SubscriptionChange
    >
  | { type: 'subscriptions/detailsEditOpened' }
  | { type: 'subscriptions/detailsEditClosed' };

const actions = keptRecordsActions<Subscription, SubscriptionChange>()(
  'subscriptions',
  'subscription',
  'subscriptions',
);

export const {
  listRequested: subscriptionListRequested,
  listLoaded: subscriptionListLoaded,
  listLoadFailed: subscriptionListLoadFailed,
  detailRequested: subscriptionDetailRequested,
  detailLoaded: subscriptionDetailLoaded,
  detailLoadFailed: subscriptionDetailLoadFailed,
  changeRequested: subscriptionChangeRequested,
  changed: subscriptionChanged,
  changeFailed: subscriptionChangeFailed,
} = actions;
export const subscriptionDetailsEditOpened = (): SubscriptionsAction => ({
  type: 'subscriptions/detailsEditOpened',
});
export const subscriptionDetailsEditClosed = (): SubscriptionsAction => ({
  type: 'subscriptions/detailsEditClosed',
});

const names: RecordNames<Subscription> = {
  prefix: 'subscriptions/',
  one: 'subscription',
  many: 'subscriptions',
  idOf: (subscription) => subscription.id,
};

function isSubscriptionsAction(action: UnknownAction): action is SubscriptionsAction {
  return action.type.startsWith('subscriptions/');
}

/** The details form, and its refusal, as the loads and changes leave them. */
function detailsFormStep(state: SubscriptionsState, action: SubscriptionsAction) {
  switch (action.type) {
    case 'subscriptions/detailRequested':
      return { ...state, detailsError: null, isEditingDetails: false };
    case 'subscriptions/changeRequested':
      return { ...state, detailsError: null };
    case 'subscriptions/changed':
      return action.payload.kind === 'details' ? { ...state, isEditingDetails: false } : state;
    case 'subscriptions/changeFailed': {
      const { kind, message } = action.payload;
      return { ...state, detailsError: kind === 'details' ? message : null };
    }
    case 'subscriptions/detailsEditOpened':
      return { ...state, isEditingDetails: true, detailsError: null };
    case 'subscriptions/detailsEditClosed':
      return { ...state, isEditingDetails: false, detailsError: null };
    default:
      return state;
  }
}

export function subscriptionsReducer(
  state: SubscriptionsState = initialSubscriptionsState,
  action: UnknownAction,
): SubscriptionsState {
  if (!isSubscriptionsAction(action)) return state;
  return detailsFormStep(keptRecordsStep(state, action, names), action);
}
