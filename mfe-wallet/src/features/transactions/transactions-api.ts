import {
  fetchTransactions,
  fetchTransactionsCsv,
  type TransactionFilter,
  type TransactionsPage,
  type TransactionsQuery,
} from 'shared-kernel/contract/transactions';

/** The transaction calls of the screen (api.md §7.4); tests pass their own. */
export interface TransactionsApi {
  fetchTransactions: (query: TransactionsQuery) => Promise<TransactionsPage>;
  /** A link to the CSV file of every line of the filter. */
  fetchTransactionsCsv: (filter: TransactionFilter) => Promise<string>;
}

export const kernelTransactionsApi: TransactionsApi = {
  fetchTransactions: (query) => fetchTransactions(query),
  fetchTransactionsCsv: (filter) => fetchTransactionsCsv(filter),
};
