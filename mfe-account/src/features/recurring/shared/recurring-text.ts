import {
  formatCalendarDate,
  formatCurrency,
  formatDrawDate,
  formatJackpot,
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

// How the recurring purchase screens put the server's values into words.

export const money = (amount: Money) => formatCurrency(amount.amount, amount.currency);

/** 'Active', 'Paused', 'Paused until 26 March 2026' or 'Cancelled'. */
export function statusText(status: RecurringStatus, pausedUntil: string | null): string {
  if (status === 'recurring_status_cancelled') return 'Cancelled';
  if (!isPausedStatus(status)) return 'Active';
  const isTimed = status !== 'recurring_status_paused' && pausedUntil !== null;
  return isTimed ? `Paused until ${formatCalendarDate(pausedUntil)}` : 'Paused';
}

const outcomeLabels: Readonly<Record<AttemptOutcome, string>> = {
  purchased: 'Purchased',
  skipped: 'Skipped',
  soft_failure: 'Payment failed',
  hard_failure: 'Failed',
};

export const outcomeText = (outcome: AttemptOutcome) => outcomeLabels[outcome];

/**
 * The last draw the purchase was tried for: its outcome and why ('Skipped: Paused'), and the draw.
 * The history is newest first; without one, the last attempt's status alone.
 */
export function lastAttemptText(
  attempts: readonly RecurringAttempt[],
  lastAttemptStatus: LastAttemptStatus | null,
): string {
  const [latest] = attempts;
  if (!latest) return lastAttemptStatus ? outcomeText(lastAttemptStatus) : 'No draws yet';
  const outcome = outcomeText(latest.outcome);
  const reason = latest.reason ? `: ${latest.reason}` : '';
  return `${outcome}${reason} (draw ${latest.drawNo})`;
}

const fundKindLabels: Readonly<Record<FundKind, string>> = {
  unfunded: 'No payment method',
  wallet: 'Wallet',
  cc: 'Card',
  paypal: 'PayPal',
  bank: 'Bank account',
};

export const fundKindText = (kind: FundKind) => fundKindLabels[kind];

const periodLabels: Readonly<Record<SubscriptionPeriod, string>> = {
  monthly: 'Monthly',
  quarterly: 'Quarterly',
  biannually: 'Every 6 months',
  annually: 'Annually',
};

export const periodText = (period: SubscriptionPeriod) => periodLabels[period];

/** 'Draw 4512, Saturday 7 March 2026 · Jackpot 20 Million'. */
export function nextDrawText(nextDraw: NextDraw | null): string {
  if (!nextDraw) return 'No draw open';
  const draw = `Draw ${nextDraw.drawNo}, ${formatDrawDate(nextDraw.drawDate)}`;
  return `${draw} · Jackpot ${formatJackpot(nextDraw.jackpot)}`;
}

/** A date the server may leave out, in words. */
export const optionalDateText = (instant: string | null, missing = 'Not set') =>
  instant ? formatDrawDate(instant) : missing;

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
