import { formatCalendarDate, formatCurrency, pageTextsOf } from 'shared-kernel/contract/format';
import { type Money } from 'shared-kernel/contract/money';
import { limitCoolingOffDays, type SpendLimitPeriod } from 'shared-kernel/contract/limits';
import { accountTexts } from 'shared-kernel/contract/texts';

/** A limit the customer controls: one of the spend or deposit periods, or the precommitment. */
export type LimitTarget = SpendLimitPeriod | 'precommitment';

/** Looks a text up in the page's locale at the time of the call. */
const t = pageTextsOf(accountTexts);

/** How the screens name each limit, in a sentence ('weekly spend limit'). */
function limitWords(target: LimitTarget): string {
  const words: Readonly<Record<LimitTarget, string>> = {
    spend_daily: t('account.limit_words_spend_daily'),
    spend_weekly: t('account.limit_words_spend_weekly'),
    spend_monthly: t('account.limit_words_spend_monthly'),
    deposit_daily: t('account.limit_words_deposit_daily'),
    deposit_weekly: t('account.limit_words_deposit_weekly'),
    deposit_monthly: t('account.limit_words_deposit_monthly'),
    precommitment: t('account.limit_words_precommitment'),
  };
  return words[target];
}

/** The period alone, for the system limits' sentence ('A weekly limit of …'). */
function periodWords(period: SpendLimitPeriod): string {
  if (period.endsWith('_daily')) return t('account.limit_period_daily');
  if (period.endsWith('_weekly')) return t('account.limit_period_weekly');
  return t('account.limit_period_monthly');
}

/**
 * A window without an end (`periodEndsAt` null) rolls: a weekly limit is the most in any 7 days
 * (api.md §9), so it never resets all at once.
 */
function rollingWindowWords(period: SpendLimitPeriod): string {
  if (period.endsWith('_daily')) return t('account.limit_window_daily');
  if (period.endsWith('_weekly')) return t('account.limit_window_weekly');
  return t('account.limit_window_monthly');
}

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
  return limitWords(target);
}

/** 'Weekly spend limit': the heading of a limit. */
export function limitTitleOf(target: LimitTarget): string {
  const titles: Readonly<Record<LimitTarget, string>> = {
    spend_daily: t('account.limit_title_spend_daily'),
    spend_weekly: t('account.limit_title_spend_weekly'),
    spend_monthly: t('account.limit_title_spend_monthly'),
    deposit_daily: t('account.limit_title_deposit_daily'),
    deposit_weekly: t('account.limit_title_deposit_weekly'),
    deposit_monthly: t('account.limit_title_deposit_monthly'),
    precommitment: t('account.limit_title_precommitment'),
  };
  return titles[target];
}

export const moneyText = (money: Money) => formatCurrency(money.amount, money.currency);

export const limitMessages = {
  get raisingNote() {
    return t('account.limit_raising_note', { days: coolingOffDays });
  },
  get loweringNote() {
    return t('account.limit_lowering_note');
  },
  get newLimitNote() {
    return t('account.limit_new_note');
  },
  get removalNote() {
    return t('account.limit_removal_note', { days: coolingOffDays });
  },
  get precommitmentResets() {
    return t('account.limit_precommitment_resets');
  },
  systemLimit: (period: SpendLimitPeriod, amount: Money) =>
    t('account.limit_system', { period: periodWords(period), amount: moneyText(amount) }),
  pending: (amount: Money | null, from: string) =>
    amount
      ? t('account.limit_pending_amount', {
          amount: moneyText(amount),
          date: formatCalendarDate(from),
        })
      : t('account.limit_pending_removal', { date: formatCalendarDate(from) }),
  /** A deposit limit counts deposits: 'Deposited $50.00 of $200.00'. */
  spentOf: (target: LimitTarget, spent: Money, amount: Money) =>
    target.startsWith('deposit_')
      ? t('account.limit_deposited_of', {
          spent: moneyText(spent),
          amount: moneyText(amount),
        })
      : t('account.limit_spent_of', { spent: moneyText(spent), amount: moneyText(amount) }),
  left: (remaining: Money) => t('account.limit_left', { amount: moneyText(remaining) }),
  resets: (periodEndsAt: string) =>
    t('account.limit_resets', { date: formatCalendarDate(periodEndsAt) }),
  rolling: (period: SpendLimitPeriod) =>
    period.startsWith('deposit_')
      ? t('account.limit_rolling_deposited', { window: rollingWindowWords(period) })
      : t('account.limit_rolling_spent', { window: rollingWindowWords(period) }),
  saved: (target: LimitTarget, amount: Money) =>
    t('account.limit_saved', { limit: limitWords(target), amount: moneyText(amount) }),
  raiseWaiting: (target: LimitTarget, amount: Money, from: string) =>
    t('account.limit_raise_waiting', {
      limit: limitWords(target),
      amount: moneyText(amount),
      date: formatCalendarDate(from),
    }),
  removalWaiting: (target: LimitTarget, from: string) =>
    t('account.limit_removal_waiting', {
      limit: limitWords(target),
      date: formatCalendarDate(from),
    }),
  removed: (target: LimitTarget) => t('account.limit_removed', { limit: limitWords(target) }),
  changeCancelled: (target: LimitTarget) =>
    t('account.limit_change_cancelled', { limit: limitWords(target) }),
};
