import { eventChannel, type EventChannel } from 'redux-saga';
import {
  call,
  getContext,
  put,
  select,
  take,
  takeLatest,
  takeLeading,
  type StrictEffect,
} from 'redux-saga/effects';
import { saveFile } from 'remote-kit';
import { type Bus, isApiError } from 'shared-kernel';
import { transactionPageSize, type TransactionsPage } from 'shared-kernel/contract/transactions';
import { type TransactionsApi } from './transactions-api';
import {
  selectTransactions,
  transactionDownloadFailed,
  transactionDownloadSaved,
  transactionPageLoaded,
  transactionPageLoadFailed,
  transactionPageRequested,
  type TransactionsAction,
  type TransactionsState,
} from './transactions-slice';

type TransactionsSaga = Generator<StrictEffect, void, unknown>;

const failureStatusOf = (error: unknown): number | null =>
  isApiError(error) ? error.status : null;

function* loadPage(
  action: Extract<TransactionsAction, { type: 'transactions/pageRequested' }>,
): TransactionsSaga {
  const api = (yield getContext('transactionsApi')) as TransactionsApi;
  const { page, filter } = action.payload;
  try {
    const found = (yield call(api.fetchTransactions, {
      ...filter,
      limit: transactionPageSize,
      offset: (page - 1) * transactionPageSize,
    })) as TransactionsPage;
    yield put(transactionPageLoaded(found.entities, found.pageInfo.total));
  } catch (error) {
    yield put(transactionPageLoadFailed(failureStatusOf(error)));
  }
}

function* download(): TransactionsSaga {
  const api = (yield getContext('transactionsApi')) as TransactionsApi;
  const save = ((yield getContext('saveFile')) as typeof saveFile | undefined) ?? saveFile;
  const { filter } = (yield select(selectTransactions)) as TransactionsState;
  try {
    const link = (yield call(api.fetchTransactionsCsv, filter)) as string;
    yield call(save, link, 'transactions.csv');
    yield put(transactionDownloadSaved());
  } catch {
    yield put(transactionDownloadFailed());
  }
}

function walletChanges(bus: Bus): EventChannel<true> {
  return eventChannel((emit) => bus.subscribe('wallet/changed', () => emit(true)));
}

/** Money moved (a deposit, a purchase, a withdrawal): the page shown is asked for again. */
function* refreshOnWalletChange(): TransactionsSaga {
  const bus = (yield getContext('bus')) as Bus;
  const changes = (yield call(walletChanges, bus)) as EventChannel<true>;
  try {
    for (;;) {
      yield take(changes);
      const { page, filter } = (yield select(selectTransactions)) as TransactionsState;
      yield put(transactionPageRequested(page, filter));
    }
  } finally {
    changes.close();
  }
}

/**
 * The latest page asked for wins (a page or filter changed again replaces the one loading); a
 * download already preparing ignores more clicks.
 */
export function* watchTransactions(): TransactionsSaga {
  yield takeLatest('transactions/pageRequested', loadPage);
  yield takeLeading('transactions/downloadRequested', download);
  yield call(refreshOnWalletChange);
}
