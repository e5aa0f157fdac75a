import {
  call,
  getContext,
  put,
  takeLatest,
  takeLeading,
  type StrictEffect,
} from 'redux-saga/effects';
import {
  type RecurringPage,
  type RecurringPurchase,
  type RecurringPurchaseMethods,
  recurringPageSize,
} from 'shared-kernel/contract/recurring';
import { type RecurringApi } from '../recurring-api';
import { failureStatusOf, refusalOf } from '../shared/records';
import { type CombinedAction, combinedListLoaded, combinedListLoadFailed } from './combined-slice';
import {
  type MethodAction,
  methodLoaded,
  methodLoadFailed,
  methodSelected,
  methodSelectFailed,
} from './method-slice';

type CombinedSaga = Generator<StrictEffect, void, unknown>;

function* loadList(
  action: Extract<CombinedAction, { type: 'recurringPurchases/listRequested' }>,
): CombinedSaga {
  const api = (yield getContext('recurringApi')) as RecurringApi;
  try {
    const found = (yield call(api.fetchRecurringPurchases, {
      limit: recurringPageSize,
      offset: (action.payload.page - 1) * recurringPageSize,
    })) as RecurringPage<RecurringPurchase>;
    yield put(combinedListLoaded(found.entities, found.pageInfo.total));
  } catch (error) {
    yield put(combinedListLoadFailed(failureStatusOf(error)));
  }
}

function* loadMethod(): CombinedSaga {
  const api = (yield getContext('recurringApi')) as RecurringApi;
  try {
    const methods = (yield call(api.fetchRecurringPurchaseMethod)) as RecurringPurchaseMethods;
    yield put(methodLoaded(methods));
  } catch (error) {
    yield put(methodLoadFailed(failureStatusOf(error)));
  }
}

function* selectMethod(
  action: Extract<MethodAction, { type: 'recurringPurchaseMethod/selectRequested' }>,
): CombinedSaga {
  const api = (yield getContext('recurringApi')) as RecurringApi;
  try {
    const methods = (yield call(
      api.selectRecurringPurchaseMethod,
      action.payload.key,
    )) as RecurringPurchaseMethods;
    yield put(methodSelected(methods));
  } catch (error) {
    yield put(methodSelectFailed(refusalOf(error)));
  }
}

/** Loads: the latest opening wins. Saving the method: one at a time. */
export function* watchCombined(): CombinedSaga {
  yield takeLatest('recurringPurchases/listRequested', loadList);
  yield takeLatest('recurringPurchaseMethod/requested', loadMethod);
  yield takeLeading('recurringPurchaseMethod/selectRequested', selectMethod);
}
