import {
  call,
  getContext,
  put,
  takeLatest,
  takeLeading,
  type StrictEffect,
} from 'redux-saga/effects';
import { type Bus } from 'shared-kernel';
import {
  type RecurringPage,
  recurringPageSize,
  type Subscription,
} from 'shared-kernel/contract/recurring';
import { type RecurringApi } from '../recurring-api';
import { failureStatusOf, refusalOf } from '../shared/records';
import { subscriptionNotices } from '../shared/recurring-text';
import { isPausing, notify, statusUpdateOf } from '../shared/status-change';
import {
  subscriptionChanged,
  subscriptionChangeFailed,
  subscriptionDetailLoaded,
  subscriptionDetailLoadFailed,
  subscriptionListLoaded,
  subscriptionListLoadFailed,
  type SubscriptionsAction,
} from './subscriptions-slice';

type SubscriptionsSaga = Generator<StrictEffect, void, unknown>;

function* loadList(
  action: Extract<SubscriptionsAction, { type: 'subscriptions/listRequested' }>,
): SubscriptionsSaga {
  const api = (yield getContext('recurringApi')) as RecurringApi;
  try {
    const found = (yield call(api.fetchSubscriptions, {
      limit: recurringPageSize,
      offset: (action.payload.page - 1) * recurringPageSize,
    })) as RecurringPage<Subscription>;
    yield put(subscriptionListLoaded(found.entities, found.pageInfo.total));
  } catch (error) {
    yield put(subscriptionListLoadFailed(failureStatusOf(error)));
  }
}

function* loadDetail(
  action: Extract<SubscriptionsAction, { type: 'subscriptions/detailRequested' }>,
): SubscriptionsSaga {
  const api = (yield getContext('recurringApi')) as RecurringApi;
  try {
    const subscription = (yield call(api.fetchSubscription, action.payload.id)) as Subscription;
    yield put(subscriptionDetailLoaded(subscription));
  } catch (error) {
    yield put(subscriptionDetailLoadFailed(failureStatusOf(error)));
  }
}

function* changeSubscription(
  action: Extract<SubscriptionsAction, { type: 'subscriptions/changeRequested' }>,
): SubscriptionsSaga {
  const api = (yield getContext('recurringApi')) as RecurringApi;
  const bus = (yield getContext('bus')) as Bus;
  const { id, change } = action.payload;
  try {
    const subscription = (yield change.kind === 'details'
      ? call(api.updateSubscription, id, change.patch)
      : call(api.updateSubscriptionStatus, id, statusUpdateOf(change))) as Subscription;
    yield put(subscriptionChanged(subscription, change.kind));
    const message = isPausing(change) ? subscriptionNotices.paused : subscriptionNotices.updated;
    notify(bus, message, 'success');
  } catch (error) {
    if (change.kind === 'details') {
      // The form shows the refusal beside its fields.
      yield put(subscriptionChangeFailed(change.kind, refusalOf(error)));
    } else {
      const message = subscriptionNotices.cannotUpdateStatus;
      yield put(subscriptionChangeFailed(change.kind, message));
      notify(bus, message, 'error');
    }
  }
}

/** Loads: the latest opening wins. Changes: one at a time, others ignored meanwhile. */
export function* watchSubscriptions(): SubscriptionsSaga {
  yield takeLatest('subscriptions/listRequested', loadList);
  yield takeLatest('subscriptions/detailRequested', loadDetail);
  yield takeLeading('subscriptions/changeRequested', changeSubscription);
}
