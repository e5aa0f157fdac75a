import { type Money } from '../money/money';
import { type WithdrawalStatusWire } from '../withdrawals/wire';
import { type TransactionTypeWire } from './wire';

/** What kind of movement a transaction is (see `TransactionTypeWire`). */
export type TransactionType = TransactionTypeWire;

export const transactionTypes: readonly TransactionType[] = [
  'deposit',
  'purchase',
  'prize',
  'withdrawal',
  'refund',
  'promo_credit',
  'adjustment',
];

/** product.md §2 /my-account/transactions/{page}: api.md §9's default page size. */
export const transactionPageSize = 10;

/** A movement of the customer's cash wallet or promo credit (money as numbers of dollars). */
export interface Transaction {
  id: string;
  type: TransactionType;
  status: 'pending' | 'posted' | 'voided';
  account: 'cash' | 'promo_credit';
  description: string;
  reference: string | null;
  /** Negative when money left the account. */
  amount: Money;
  /** The cash wallet after the line; null while pending and when voided. */
  balance: Money | null;
  /** ISO 8601 UTC. */
  createdAt: string;
  /** Where the withdrawal is, on the line that took it out of the wallet; else null or absent. */
  withdrawalStatus?: WithdrawalStatusWire | null;
}

/** Which transactions to list: one type, and the days (Australia/Sydney, `YYYY-MM-DD`) between. */
export interface TransactionFilter {
  type?: TransactionType;
  from?: string;
  to?: string;
}

/** A filter day that is not a real `YYYY-MM-DD` day. */
export const transactionDayFormatMessage = 'Enter a date as YYYY-MM-DD.';
/** A filter whose last day comes before its first. */
export const transactionDayOrderMessage = 'The end date must be on or after the start date.';
