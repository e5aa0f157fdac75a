import { DateTime } from 'luxon';
import { audText } from '../ledger/aud-text';
import {
  type RecurringRow,
  type RecurringStatus,
  type SubscriptionPeriod,
  monthsOf,
  statusAt,
} from './recurring-row';

/** Dates the customer reads are Sydney dates. */
export const shopZone = 'Australia/Sydney';

/** '20 December 2026': the Sydney day of `at`. */
export function sydneyDay(at: Date): string {
  return DateTime.fromJSDate(at, { zone: shopZone }).toFormat('d MMMM yyyy');
}

/** Why a paused purchase skips a draw: 'Paused', or 'Paused until 20 December 2026'. */
export function pausedReason(status: RecurringStatus, pausedUntil: Date | null): string | null {
  if (status === 'recurring_status_paused') return 'Paused';
  if (status === 'recurring_status_timed_pause') {
    return pausedUntil ? `Paused until ${sydneyDay(pausedUntil)}` : 'Paused';
  }
  return null;
}

/** Why an autoplay with a minimum jackpot skips a draw whose jackpot is below it. */
export function jackpotReason(
  minimumJackpotCents: number | null,
  jackpotCents: number | null,
): string | null {
  if (minimumJackpotCents === null) return null;
  if (jackpotCents === null) {
    return `The jackpot for this draw has not been announced; your minimum is ${audText(minimumJackpotCents)}.`;
  }
  if (jackpotCents >= minimumJackpotCents) return null;
  return `The jackpot of ${audText(jackpotCents)} is below your minimum of ${audText(minimumJackpotCents)}.`;
}

/**
 * When a subscription buys next: its stored time, else a period after it started. Periods are
 * counted in Sydney calendar months (31 January + 1 month is 28 or 29 February).
 */
export function nextPurchaseAtOf(row: {
  next_purchase_at: Date | string | null;
  created_at: Date | string;
  period: SubscriptionPeriod | null;
}): Date {
  if (row.next_purchase_at !== null) return new Date(row.next_purchase_at);
  return addPeriod(new Date(row.created_at), row.period);
}

export function addPeriod(from: Date, period: SubscriptionPeriod | null): Date {
  return DateTime.fromJSDate(from, { zone: shopZone })
    .plus({ months: monthsOf(period) })
    .toJSDate();
}

export function subtractPeriod(from: Date, period: SubscriptionPeriod | null): Date {
  return DateTime.fromJSDate(from, { zone: shopZone })
    .minus({ months: monthsOf(period) })
    .toJSDate();
}

/** The next purchase after one made at `now`: a period on from the one due, later than `now`. */
export function advancedPurchaseAt(due: Date, period: SubscriptionPeriod | null, now: Date): Date {
  let next = addPeriod(due, period);
  while (next <= now) next = addPeriod(next, period);
  return next;
}

/** Whether the purchase buys now: an autoplay every draw, a subscription once its time came. */
export function isDue(recurring: RecurringRow, now: Date): boolean {
  return recurring.recurring_type !== 'subscription' || nextPurchaseAtOf(recurring) <= now;
}

/** Why the draw is skipped: the purchase is paused, or the jackpot is below the minimum. */
export function skipReasonOf(
  recurring: RecurringRow,
  draw: { prize_pool_cents: string | number | bigint | null },
  now: Date,
): string | null {
  const paused = pausedReason(
    statusAt(recurring, now),
    recurring.paused_until === null ? null : new Date(recurring.paused_until),
  );
  if (paused !== null || recurring.recurring_type !== 'autoplay') return paused;
  return jackpotReason(
    recurring.minimum_jackpot_cents === null ? null : Number(recurring.minimum_jackpot_cents),
    draw.prize_pool_cents === null ? null : Number(draw.prize_pool_cents),
  );
}
