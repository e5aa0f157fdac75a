import { type Money } from '../money/money';
import { type SpendLimitPeriodWire } from './wire';

/**
 * Spend, deposit and precommitment limits (product.md §3 Limits): remaining = limit − spent.
 * `spend_*` periods count purchases, `deposit_*` periods count deposits; a weekly deposit limit is
 * the maximum deposit in any 7-day period (api.md §9).
 */
export type SpendLimitPeriod = SpendLimitPeriodWire;

export const spendLimitPeriods: readonly SpendLimitPeriod[] = [
  'spend_daily',
  'spend_weekly',
  'spend_monthly',
  'deposit_daily',
  'deposit_weekly',
  'deposit_monthly',
];

export const spendLimitPeriodNames: Record<SpendLimitPeriod, string> = {
  spend_daily: 'Daily spend limit',
  spend_weekly: 'Weekly spend limit',
  spend_monthly: 'Monthly spend limit',
  deposit_daily: 'Daily deposit limit',
  deposit_weekly: 'Weekly deposit limit',
  deposit_monthly: 'Monthly deposit limit',
};

export interface SpendLimit {
  id: string;
  period: SpendLimitPeriod;
  amount: Money;
  /** Spent (or deposited) in the current window of the period. */
  spent: Money;
  remaining: Money;
  /** A raise waiting for the cooling-off time; null with `pendingFrom` set: being removed. */
  pendingAmount: Money | null;
  /** When the waiting raise or removal takes effect (ISO), else null. */
  pendingFrom: string | null;
  /** When the window resets (ISO); null for a rolling window ("the last 7 days"). */
  periodEndsAt: string | null;
}

export interface SpendLimits {
  availablePeriods: SpendLimitPeriod[];
  customerLimits: SpendLimit[];
  /** Limits every customer has (the A$5,000 weekly spend limit). */
  systemLimits: SpendLimit[];
  spendLimitRequired: boolean;
}

/** The monthly precommitment (calendar month, Australia/Sydney). */
export interface Precommitment {
  limit: Money | null;
  spent: Money;
  pendingLimit: Money | null;
  pendingFrom: string | null;
  periodEndsAt: string | null;
}

/** Raising or removing a limit takes effect after this many days; a new or lower one at once. */
export const limitCoolingOffDays = 7;

/** The most a limit may be, in dollars: the system spend limit every customer has. */
export const limitAmountMax = 5000;

export const limitMessages = {
  notFound: 'You have no such limit.',
} as const;
