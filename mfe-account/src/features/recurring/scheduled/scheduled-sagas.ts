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
  type ScheduledPurchase,
  type ScheduledPurchasesPage,
} from 'shared-kernel/contract/scheduled-purchases';
import { type RecurringApi } from '../recurring-api';
import { failureStatusOf, refusalOf } from '../shared/records';
import { notify } from '../shared/status-change';
import {
  type ScheduledAction,
  scheduledCancelFailed,
  scheduledCancelled,
  scheduledDetailLoaded,
  scheduledDetailLoadFailed,
  scheduledListLoaded,
  scheduledListLoadFailed,
} from './scheduled-slice';

type ScheduledSaga = Generator<StrictEffect, void, unknown>;

/** A customer has few scheduled purchases: the list shows them all, up to the server's limit. */
const scheduledListLimit = 100;

export const scheduledNotices = {
  cancelled: 'Your scheduled purchase has been cancelled',
} as const;

function* loadList(): ScheduledSaga {
  const api = (yield getContext('recurringApi')) as RecurringApi;
  try {
    const found = (yield call(api.fetchScheduledPurchases, {
      limit: scheduledListLimit,
      offset: 0,
    })) as ScheduledPurchasesPage;
    yield put(scheduledListLoaded(found.entities));
  } catch (error) {
    yield put(scheduledListLoadFailed(failureStatusOf(error)));
  }
}

function* loadDetail(
  action: Extract<ScheduledAction, { type: 'scheduledPurchases/detailRequested' }>,
): ScheduledSaga {
  const api = (yield getContext('recurringApi')) as RecurringApi;
  try {
    const found = (yield call(api.fetchScheduledPurchase, action.payload.id)) as ScheduledPurchase;
    yield put(scheduledDetailLoaded(found));
  } catch (error) {
    yield put(scheduledDetailLoadFailed(failureStatusOf(error)));
  }
}

function* cancel(
  action: Extract<ScheduledAction, { type: 'scheduledPurchases/cancelRequested' }>,
): ScheduledSaga {
  const api = (yield getContext('recurringApi')) as RecurringApi;
  const bus = (yield getContext('bus')) as Bus;
  try {
    const cancelled = (yield call(
      api.cancelScheduledPurchase,
      action.payload.id,
    )) as ScheduledPurchase;
    yield put(scheduledCancelled(cancelled));
    notify(bus, scheduledNotices.cancelled, 'success');
  } catch (error) {
    // The page says why beside the purchase.
    yield put(scheduledCancelFailed(refusalOf(error)));
  }
}

/** Loads: the latest opening wins. Cancelling: one at a time. */
export function* watchScheduled(): ScheduledSaga {
  yield takeLatest('scheduledPurchases/listRequested', loadList);
  yield takeLatest('scheduledPurchases/detailRequested', loadDetail);
  yield takeLeading('scheduledPurchases/cancelRequested', cancel);
}
