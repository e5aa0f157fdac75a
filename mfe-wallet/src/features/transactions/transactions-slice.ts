import type { UnknownAction } from 'redux';
import { type Transaction, type TransactionFilter } from 'shared-kernel/contract/transactions';

export type LoadStatus = 'loading' | 'loaded' | 'failed';

/** The page of transactions last asked for, with its filter. */
export interface TransactionsState {
  page: number;
  filter: TransactionFilter;
  status: LoadStatus;
  lines: Transaction[];
  total: number;
  failureStatus: number | null;
  download: 'idle' | 'preparing' | 'failed';
}

export const initialTransactionsState: TransactionsState = {
  page: 1,
  filter: {},
  status: 'loading',
  lines: [],
  total: 0,
  failureStatus: null,
  download: 'idle',
};

export type TransactionsAction =
  | { type: 'transactions/pageRequested'; payload: { page: number; filter: TransactionFilter } }
  | { type: 'transactions/pageLoaded'; payload: { lines: Transaction[]; total: number } }
  | { type: 'transactions/pageLoadFailed'; payload: { status: number | null } }
  | { type: 'transactions/downloadRequested' }
  | { type: 'transactions/downloadSaved' }
  | { type: 'transactions/downloadFailed' };

export const transactionPageRequested = (
  page: number,
  filter: TransactionFilter,
): TransactionsAction => ({ type: 'transactions/pageRequested', payload: { page, filter } });
export const transactionPageLoaded = (lines: Transaction[], total: number): TransactionsAction => ({
  type: 'transactions/pageLoaded',
  payload: { lines, total },
});
export const transactionPageLoadFailed = (status: number | null): TransactionsAction => ({
  type: 'transactions/pageLoadFailed',
  payload: { status },
});
export const transactionDownloadRequested = (): TransactionsAction => ({
  type: 'transactions/downloadRequested',
});
export const transactionDownloadSaved = (): TransactionsAction => ({
  type: 'transactions/downloadSaved',
});
export const transactionDownloadFailed = (): TransactionsAction => ({
  type: 'transactions/downloadFailed',
});

function isTransactionsAction(action: UnknownAction): action is TransactionsAction {
  return action.type.startsWith('transactions/');
}

export function transactionsReducer(
  state: TransactionsState = initialTransactionsState,
  action: UnknownAction,
): TransactionsState {
  if (!isTransactionsAction(action)) return state;
  switch (action.type) {
    case 'transactions/pageRequested': {
      const isSamePage =
        state.page === action.payload.page &&
        JSON.stringify(state.filter) === JSON.stringify(action.payload.filter);
      // Asked again for the page shown (money moved): keep it on screen while it reloads.
      if (isSamePage && state.status === 'loaded') return state;
      return { ...state, ...action.payload, status: 'loading', lines: [], total: 0 };
    }
    case 'transactions/pageLoaded':
      return { ...state, status: 'loaded', failureStatus: null, ...action.payload };
    case 'transactions/pageLoadFailed':
      return { ...state, status: 'failed', failureStatus: action.payload.status };
    case 'transactions/downloadRequested':
      return { ...state, download: 'preparing' };
    case 'transactions/downloadSaved':
      return { ...state, download: 'idle' };
    case 'transactions/downloadFailed':
      return { ...state, download: 'failed' };
    default:
      return state;
  }
}

export const selectTransactions = (state: { transactions: TransactionsState }) =>
  state.transactions;
