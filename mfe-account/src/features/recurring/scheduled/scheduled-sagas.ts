import { call, takeLatest, takeLeading } from 'redux-saga/effects';
import {
  type ScheduledPurchase,
  type ScheduledPurchasesPage,
} from 'shared-kernel/contract/scheduled-purchases';
import { refusalOf } from '../shared/records';
import { changeAndTell, loadInto, type RecurringSaga } from '../shared/saga-steps';
import {
  type ScheduledAction,
  scheduledCancelFailed,
  scheduledCancelled,
  scheduledDetailLoaded,
  scheduledDetailLoadFailed,
  scheduledListLoaded,
  scheduledListLoadFailed,
} from './scheduled-slice';

/** A customer has few scheduled purchases: the list shows them all, up to the server's limit. */
const scheduledListLimit = 100;

export const scheduledNotices = {
  cancelled: 'Your scheduled purchase has been cancelled',
} as const;

const loadList = () =>
  loadInto(
    (api) => call(api.fetchScheduledPurchases, { limit: scheduledListLimit, offset: 0 }),
    (found: ScheduledPurchasesPage) => scheduledListLoaded(found.entities),
    scheduledListLoadFailed,
  );

const loadDetail = (
  action: Extract<ScheduledAction, { type: 'scheduledPurchases/detailRequested' }>,
) =>
  loadInto(
    (api) => call(api.fetchScheduledPurchase, action.payload.id),
    (found: ScheduledPurchase) => scheduledDetailLoaded(found),
    scheduledDetailLoadFailed,
  );

/** The page says why a cancel was refused beside the purchase. */
const cancel = (action: Extract<ScheduledAction, { type: 'scheduledPurchases/cancelRequested' }>) =>
  changeAndTell({
    callOf: (api) => call(api.cancelScheduledPurchase, action.payload.id),
    changed: (cancelled: ScheduledPurchase) => scheduledCancelled(cancelled),
    successNotice: scheduledNotices.cancelled,
    refusalOf: (error) => ({ message: refusalOf(error), isNotified: false }),
    changeFailed: scheduledCancelFailed,
  });

/** Loads: the latest opening wins. Cancelling: one at a time. */
export function* watchScheduled(): RecurringSaga {
  yield takeLatest('scheduledPurchases/listRequested', loadList);
  yield takeLatest('scheduledPurchases/detailRequested', loadDetail);
  yield takeLeading('scheduledPurchases/cancelRequested', cancel);
}
