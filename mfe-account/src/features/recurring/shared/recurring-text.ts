import {
  formatCalendarDate,
  formatCurrency,
  formatDrawDate,
  formatJackpot,
  type TextFunction,
} from 'shared-kernel/contract/format';
import { type Money } from 'shared-kernel/contract/money';
import {
  type AttemptOutcome,
  type FundKind,
  isPausedStatus,
  type LastAttemptStatus,
  type NextDraw,
  type RecurringAttempt,
  recurringMessages,
  type RecurringStatus,
  type SubscriptionPeriod,
} from 'shared-kernel/contract/recurring';
import { type AccountPlayTextKey } from 'shared-kernel/contract/texts';

// How the recurring purchase screens put the server's values into words.

/** The texts of the tickets and recurring purchase screens, as `useTranslation` gives them. */
export type PlayText = TextFunction<AccountPlayTextKey>;

export const money = (amount: Money) => formatCurrency(amount.amount, amount.currency);

/** 'Active', 'Paused', 'Paused until 26 March 2026' or 'Cancelled'. */
export function statusText(
  t: PlayText,
  status: RecurringStatus,
  pausedUntil: string | null,
): string {
  if (status === 'recurring_status_cancelled') return t('account_play.status_cancelled');
  if (!isPausedStatus(status)) return t('account_play.status_active');
  const isTimed = status !== 'recurring_status_paused' && pausedUntil !== null;
  return isTimed
    ? t('account_play.status_paused_until', { date: formatCalendarDate(pausedUntil) })
    : t('account_play.status_paused');
}

export function outcomeText(t: PlayText, outcome: AttemptOutcome): string {
  const labels: Readonly<Record<AttemptOutcome, string>> = {
    purchased: t('account_play.outcome_purchased'),
    skipped: t('account_play.outcome_skipped'),
    soft_failure: t('account_play.outcome_payment_failed'),
    hard_failure: t('account_play.outcome_failed'),
  };
  return labels[outcome];
}

/**
 * The last draw the purchase was tried for: its outcome and why ('Skipped: Paused'), and the draw.
 * The history is newest first; without one, the last attempt's status alone.
 */
export function lastAttemptText(
  t: PlayText,
  attempts: readonly RecurringAttempt[],
  lastAttemptStatus: LastAttemptStatus | null,
): string {
  const [latest] = attempts;
  if (!latest) {
    return lastAttemptStatus ? outcomeText(t, lastAttemptStatus) : t('account_play.no_draws_yet');
  }
  const outcome = outcomeText(t, latest.outcome);
  return latest.reason
    ? t('account_play.last_attempt_with_reason', {
        outcome,
        reason: latest.reason,
        drawNo: latest.drawNo,
      })
    : t('account_play.last_attempt', { outcome, drawNo: latest.drawNo });
}

export function fundKindText(t: PlayText, kind: FundKind): string {
  const labels: Readonly<Record<FundKind, string>> = {
    unfunded: t('account_play.fund_unfunded'),
    wallet: t('account_play.fund_wallet'),
    cc: t('account_play.fund_card'),
    paypal: t('account_play.fund_paypal'),
    bank: t('account_play.fund_bank'),
  };
  return labels[kind];
}

export function periodText(t: PlayText, period: SubscriptionPeriod): string {
  const labels: Readonly<Record<SubscriptionPeriod, string>> = {
    monthly: t('account_play.period_monthly'),
    quarterly: t('account_play.period_quarterly'),
    biannually: t('account_play.period_biannually'),
    annually: t('account_play.period_annually'),
  };
  return labels[period];
}

/** 'Draw 4512, Saturday 7 March 2026 · Jackpot 20 Million'. */
export function nextDrawText(t: PlayText, nextDraw: NextDraw | null): string {
  if (!nextDraw) return t('account_play.no_draw_open');
  return t('account_play.next_draw', {
    drawNo: nextDraw.drawNo,
    drawDate: formatDrawDate(nextDraw.drawDate),
    jackpot: formatJackpot(nextDraw.jackpot),
  });
}

/** A date the server may leave out, in words ('Not set' when it does, or the text given). */
export const optionalDateText = (t: PlayText, instant: string | null, missing?: string) =>
  instant ? formatDrawDate(instant) : (missing ?? t('account_play.date_not_set'));

/** Notifications of product.md §4: success, paused-success and failure (api.md §8.2 words). */
export const autoplayNotices = {
  updated: 'Your AutoPlay has been updated',
  paused: 'Your AutoPlay has been paused',
  cannotUpdateStatus: recurringMessages.cannotUpdateStatus,
  cannotUnpause: recurringMessages.cannotUnpause,
} as const;

/** The same three notifications for a subscription. */
export const subscriptionNotices = {
  updated: 'Your subscription has been updated',
  paused: 'Your subscription has been paused',
  cannotUpdateStatus: 'Cannot update subscription status',
} as const;
