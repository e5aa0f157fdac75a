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

/** Saves a file link as a download named `fileName`, then lets the link go. */
export function saveFile(link: string, fileName: string): void {
  const anchor = document.createElement('a');
  anchor.href = link;
  anchor.download = fileName;
  anchor.hidden = true;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  if (link.startsWith('blob:')) setTimeout(() => URL.revokeObjectURL(link), 0);
}
