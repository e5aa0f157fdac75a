import { call, takeLatest, takeLeading } from 'redux-saga/effects';
import { type RecurringPage, type Subscription } from 'shared-kernel/contract/recurring';
import { refusalOf } from '../shared/records';
import { subscriptionNotices } from '../shared/recurring-text';
import { changeAndTell, loadInto, pageQueryOf, type RecurringSaga } from '../shared/saga-steps';
import { isPausing, statusUpdateOf } from '../shared/status-change';
import {
  subscriptionChanged,
  subscriptionChangeFailed,
  subscriptionDetailLoaded,
  subscriptionDetailLoadFailed,
  subscriptionListLoaded,
  subscriptionListLoadFailed,
  type SubscriptionsAction,
} from './subscriptions-slice';

type ActionOf<Type> = Extract<SubscriptionsAction, { type: Type }>;

const loadList = (action: ActionOf<'subscriptions/listRequested'>) =>
  loadInto(
    (api) => call(api.fetchSubscriptions, pageQueryOf(action.payload.page)),
    (found: RecurringPage<Subscription>) =>
      subscriptionListLoaded(found.entities, found.pageInfo.total),
    subscriptionListLoadFailed,
  );

const loadDetail = (action: ActionOf<'subscriptions/detailRequested'>) =>
  loadInto(
    (api) => call(api.fetchSubscription, action.payload.id),
    subscriptionDetailLoaded,
    subscriptionDetailLoadFailed,
  );

function changeSubscription(action: ActionOf<'subscriptions/changeRequested'>): RecurringSaga {
  const { id, change } = action.payload;
  return changeAndTell({
    callOf: (api) =>
      change.kind === 'details'
        ? call(api.updateSubscription, id, change.patch)
        : call(api.updateSubscriptionStatus, id, statusUpdateOf(change)),
    changed: (subscription: Subscription) => subscriptionChanged(subscription, change.kind),
    successNotice: isPausing(change) ? subscriptionNotices.paused : subscriptionNotices.updated,
    // The details form shows its refusal beside its fields; a status change is told.
    refusalOf: (error) =>
      change.kind === 'details'
        ? { message: refusalOf(error), isNotified: false }
        : { message: subscriptionNotices.cannotUpdateStatus, isNotified: true },
    changeFailed: (message) => subscriptionChangeFailed(change.kind, message),
  });
}

/** Loads: the latest opening wins. Changes: one at a time, others ignored meanwhile. */
export function* watchSubscriptions(): RecurringSaga {
  yield takeLatest('subscriptions/listRequested', loadList);
  yield takeLatest('subscriptions/detailRequested', loadDetail);
  yield takeLeading('subscriptions/changeRequested', changeSubscription);
}
