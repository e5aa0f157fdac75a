import { call, takeLatest, takeLeading } from 'redux-saga/effects';
import {
  type RecurringPage,
  type RecurringPurchase,
  type RecurringPurchaseMethods,
} from 'shared-kernel/contract/recurring';
import { refusalOf } from '../shared/records';
import { changeAndTell, loadInto, pageQueryOf, type RecurringSaga } from '../shared/saga-steps';
import { type CombinedAction, combinedListLoaded, combinedListLoadFailed } from './combined-slice';
import {
  type MethodAction,
  methodLoaded,
  methodLoadFailed,
  methodSelected,
  methodSelectFailed,
} from './method-slice';

const loadList = (action: Extract<CombinedAction, { type: 'recurringPurchases/listRequested' }>) =>
  loadInto(
    (api) => call(api.fetchRecurringPurchases, pageQueryOf(action.payload.page)),
    (found: RecurringPage<RecurringPurchase>) =>
      combinedListLoaded(found.entities, found.pageInfo.total),
    combinedListLoadFailed,
  );

const loadMethod = () =>
  loadInto(
    (api) => call(api.fetchRecurringPurchaseMethod),
    (methods: RecurringPurchaseMethods) => methodLoaded(methods),
    methodLoadFailed,
  );

/** The form shows a refusal beside its choices. */
const selectMethod = (
  action: Extract<MethodAction, { type: 'recurringPurchaseMethod/selectRequested' }>,
) =>
  changeAndTell({
    callOf: (api) => call(api.selectRecurringPurchaseMethod, action.payload.key),
    changed: (methods: RecurringPurchaseMethods) => methodSelected(methods),
    refusalOf: (error) => ({ message: refusalOf(error), isNotified: false }),
    changeFailed: methodSelectFailed,
  });

/** Loads: the latest opening wins. Saving the method: one at a time. */
export function* watchCombined(): RecurringSaga {
  yield takeLatest('recurringPurchases/listRequested', loadList);
  yield takeLatest('recurringPurchaseMethod/requested', loadMethod);
  yield takeLeading('recurringPurchaseMethod/selectRequested', selectMethod);
}
