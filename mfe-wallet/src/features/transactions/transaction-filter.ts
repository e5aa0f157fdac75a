import {
  transactionDayOrderMessage,
  type TransactionFilter,
  type TransactionType,
  transactionTypes,
} from 'shared-kernel/contract/transactions';

export const transactionTypeLabels: Record<TransactionType, string> = {
  deposit: 'Deposit',
  purchase: 'Purchase',
  prize: 'Prize',
  withdrawal: 'Withdrawal',
  refund: 'Refund',
  promo_credit: 'Promo credit',
  adjustment: 'Adjustment',
};

export const transactionStatusLabels = {
  pending: 'Pending',
  posted: 'Posted',
  voided: 'Voided',
} as const;

/** A real calendar day written `YYYY-MM-DD`. */
function isDay(value: string | null): value is string {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

const isTransactionType = (value: string | null): value is TransactionType =>
  transactionTypes.includes(value as TransactionType);

/** The filter the address holds; what is not a kind or a day is left out. */
export function filterOf(search: URLSearchParams): TransactionFilter {
  const type = search.get('type');
  const from = search.get('from');
  const to = search.get('to');
  return {
    ...(isTransactionType(type) ? { type } : {}),
    ...(isDay(from) ? { from } : {}),
    ...(isDay(to) ? { to } : {}),
  };
}

/** `/my-account/transactions/{page}` with the filter in its query, so reloads and back keep it. */
export function transactionsPathOf(page: number, filter: TransactionFilter): string {
  const query = new URLSearchParams();
  if (filter.type) query.set('type', filter.type);
  if (filter.from) query.set('from', filter.from);
  if (filter.to) query.set('to', filter.to);
  const text = query.toString();
  return `/my-account/transactions/${page}${text ? `?${text}` : ''}`;
}

/** The filter form's values: '' where nothing is chosen. */
export interface FilterValues {
  type: string;
  from: string;
  to: string;
}

export const valuesOf = (filter: TransactionFilter): FilterValues => ({
  type: filter.type ?? '',
  from: filter.from ?? '',
  to: filter.to ?? '',
});

export function validateFilter(values: FilterValues): Partial<FilterValues> {
  return values.from && values.to && values.to < values.from
    ? { to: transactionDayOrderMessage }
    : {};
}

export const filterOfValues = (values: FilterValues): TransactionFilter =>
  filterOf(new URLSearchParams(Object.entries(values)));

export const hasFilter = (filter: TransactionFilter): boolean =>
  Boolean(filter.type ?? filter.from ?? filter.to);
