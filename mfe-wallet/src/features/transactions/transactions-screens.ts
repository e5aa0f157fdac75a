import { type RemoteFeature } from 'remote-kit';
import { kernelTransactionsApi } from './transactions-api';
import { watchTransactions } from './transactions-sagas';
import { transactionsReducer, type TransactionsState } from './transactions-slice';

export { TransactionsPage } from './transactions-page';

/** The transactions' state and workflows, loaded with their screen. */
export const transactionsFeature: RemoteFeature<TransactionsState> = {
  key: 'transactions',
  reducer: transactionsReducer,
  saga: watchTransactions,
  context: { transactionsApi: kernelTransactionsApi },
};
