import { formatCalendarDate, formatCurrency } from 'shared-kernel/contract/format';
import { type Money } from 'shared-kernel/contract/money';
import { limitCoolingOffDays, type SpendLimitPeriod } from 'shared-kernel/contract/limits';

/** A limit the customer controls: one of the spend or deposit periods, or the precommitment. */
export type LimitTarget = SpendLimitPeriod | 'precommitment';

/** How the screens name each limit, in a sentence ('weekly spend limit'). */
const limitWords: Readonly<Record<LimitTarget, string>> = {
  spend_daily: 'daily spend limit',
  spend_weekly: 'weekly spend limit',
  spend_monthly: 'monthly spend limit',
  deposit_daily: 'daily deposit limit',
  deposit_weekly: 'weekly deposit limit',
  deposit_monthly: 'monthly deposit limit',
  precommitment: 'precommitment limit',
};

/** The period alone, for the system limits' sentence ('A weekly limit of …'). */
const periodWords: Readonly<Record<SpendLimitPeriod, string>> = {
  spend_daily: 'daily',
  spend_weekly: 'weekly',
  spend_monthly: 'monthly',
  deposit_daily: 'daily',
  deposit_weekly: 'weekly',
  deposit_monthly: 'monthly',
};

/**
 * A window without an end (`periodEndsAt` null) rolls: a weekly limit is the most in any 7 days
 * (api.md §9), so it never resets all at once.
 */
const rollingWindowWords: Readonly<Record<SpendLimitPeriod, string>> = {
  spend_daily: '24 hours',
  spend_weekly: '7 days',
  spend_monthly: '30 days',
  deposit_daily: '24 hours',
  deposit_weekly: '7 days',
  deposit_monthly: '30 days',
};

export const spendPeriods: readonly SpendLimitPeriod[] = [
  'spend_daily',
  'spend_weekly',
  'spend_monthly',
];
export const depositPeriods: readonly SpendLimitPeriod[] = [
  'deposit_daily',
  'deposit_weekly',
  'deposit_monthly',
];

const coolingOffDays = limitCoolingOffDays;

export function limitWordsOf(target: LimitTarget): string {
  return limitWords[target];
}

/** 'Weekly spend limit': the heading of a limit. */
export function limitTitleOf(target: LimitTarget): string {
  const words = limitWords[target];
  return `${words.charAt(0).toUpperCase()}${words.slice(1)}`;
}

export const moneyText = (money: Money) => formatCurrency(money.amount, money.currency);

export const limitMessages = {
  raisingNote: `Raising a limit takes effect after ${coolingOffDays} days.`,
  loweringNote: 'Lowering a limit takes effect now.',
  newLimitNote: 'A new limit takes effect now.',
  removalNote: `Removing a limit takes effect after ${coolingOffDays} days. Until then it stays as it is.`,
  systemLimit: (period: SpendLimitPeriod, amount: Money) =>
    `A ${periodWords[period]} limit of ${moneyText(amount)} applies to every customer.`,
  pending: (amount: Money | null, from: string) =>
    amount
      ? `Pending: ${moneyText(amount)} from ${formatCalendarDate(from)}`
      : `Pending: removal from ${formatCalendarDate(from)}`,
  /** A deposit limit counts deposits: 'Deposited $50.00 of $200.00'. */
  spentOf: (target: LimitTarget, spent: Money, amount: Money) =>
    `${target.startsWith('deposit_') ? 'Deposited' : 'Spent'} ${moneyText(spent)} of ${moneyText(amount)}`,
  left: (remaining: Money) => `${moneyText(remaining)} left`,
  resets: (periodEndsAt: string) => `Resets on ${formatCalendarDate(periodEndsAt)}`,
  precommitmentResets: 'Resets on the 1st of each month.',
  rolling: (period: SpendLimitPeriod) =>
    `Counts what you ${period.startsWith('deposit_') ? 'deposited' : 'spent'} in the last ${rollingWindowWords[period]}.`,
  saved: (target: LimitTarget, amount: Money) =>
    `Your ${limitWords[target]} is now ${moneyText(amount)}.`,
  raiseWaiting: (target: LimitTarget, amount: Money, from: string) =>
    `Your ${limitWords[target]} will be ${moneyText(amount)} from ${formatCalendarDate(from)}.`,
  removalWaiting: (target: LimitTarget, from: string) =>
    `Your ${limitWords[target]} will be removed on ${formatCalendarDate(from)}.`,
  removed: (target: LimitTarget) => `Your ${limitWords[target]} is removed.`,
  changeCancelled: (target: LimitTarget) =>
    `The change to your ${limitWords[target]} is cancelled.`,
} as const;
