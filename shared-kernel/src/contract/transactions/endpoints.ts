import { type CamelCased, type CallOptions, clientOf, type Page, pageOf } from '../call';
import { toMoney } from '../money/money';
import { type Transaction, type TransactionFilter } from './model';
import { type WalletTransactionWire } from './wire';

export type TransactionsPage = Page<Transaction>;

export interface TransactionsQuery extends TransactionFilter {
  limit?: number;
  offset?: number;
}

export function transactionFromWire(line: CamelCased<WalletTransactionWire>): Transaction {
  return {
    ...line,
    amount: toMoney(line.amount),
    balance: line.balance ? toMoney(line.balance) : null,
  };
}

const filterQuery = (filter: TransactionFilter) => ({
  type: filter.type,
  from: filter.from,
  to: filter.to,
});

/** GET /v2/transactions (api.md §7.4): a page of the customer's ledger lines, newest first. */
export async function fetchTransactions(
  query: TransactionsQuery,
  options: CallOptions = {},
): Promise<TransactionsPage> {
  const response = await clientOf(options).request<unknown, CamelCased<WalletTransactionWire>>({
    path: '/transactions',
    query: { limit: query.limit, offset: query.offset, ...filterQuery(query) },
    cache: false,
    ...(options.signal ? { signal: options.signal } : {}),
  });
  return pageOf(response.entities.map(transactionFromWire), response.pageInfo, query);
}

/**
 * GET /v2/transactions?format=csv: every line of the filter, all pages, as a CSV file. Answers a
 * link to the file (an object URL the caller revokes once saved).
 */
export async function fetchTransactionsCsv(
  filter: TransactionFilter,
  options: CallOptions = {},
): Promise<string> {
  const response = await clientOf(options).request<string>({
    path: '/transactions',
    query: { format: 'csv', ...filterQuery(filter) },
    cache: false,
    ...(options.signal ? { signal: options.signal } : {}),
  });
  return response.result;
}
