import { DateTime } from 'luxon';
import { type CustomerUsage, type UsageWindow } from '../ledger/repository';
import { type LimitPeriod } from './repository';

/** The windows of the customer's ledger that limits count, and what the customer used in each. */

const dayMs = 24 * 60 * 60 * 1000;

/** Customer limits are set and shown by these periods; precommitment has its own calls. */
export const availablePeriods = [
  'spend_daily',
  'spend_weekly',
  'spend_monthly',
  'deposit_daily',
  'deposit_weekly',
  'deposit_monthly',
] as const;
export type CustomerLimitPeriod = (typeof availablePeriods)[number];

/** Every period a limit can have: each counts its own window of the customer's ledger. */
export const limitPeriods = [...availablePeriods, 'precommitment_monthly'] as const;

/** The customer's balances, and what they spent or deposited in the window of each period. */
export interface Usage {
  cashCents: number;
  promoCreditCents: number;
  usedCents: Record<LimitPeriod, number>;
}

const precommitmentZone = 'Australia/Sydney';

/** The Sydney month of the last call, [start, end) in ms: time zone arithmetic is not cheap. */
let sydneyMonth = { start: 0, end: 0 };

function sydneyMonthStartOf(now: Date): Date {
  const at = now.getTime();
  if (at < sydneyMonth.start || at >= sydneyMonth.end) {
    const start = DateTime.fromJSDate(now, { zone: precommitmentZone }).startOf('month');
    sydneyMonth = { start: start.toMillis(), end: start.plus({ months: 1 }).toMillis() };
  }
  return new Date(sydneyMonth.start);
}

/**
 * Where the window of a period starts. Spend and deposit limits count the rolling window up to
 * now (a weekly limit is the most in any 7-day period); precommitment counts the calendar month
 * in Sydney.
 */
export function windowStartOf(period: LimitPeriod | 'spend_weekly', now: Date): Date {
  if (period === 'precommitment_monthly') return sydneyMonthStartOf(now);
  const days = period.endsWith('_daily') ? 1 : period.endsWith('_weekly') ? 7 : 30;
  return new Date(now.getTime() - days * dayMs);
}

/**
 * When the current window of a period resets: the end of the Sydney month for the precommitment;
 * null for the rolling windows, which never reset all at once.
 */
export function windowEndOf(period: LimitPeriod | 'spend_weekly', now: Date): Date | null {
  if (period !== 'precommitment_monthly') return null;
  sydneyMonthStartOf(now);
  return new Date(sydneyMonth.end);
}

/** The window of each period (in the order of `limitPeriods`). */
export function usageWindowsOf(now: Date): UsageWindow[] {
  return limitPeriods.map((period) => ({
    kind: period.startsWith('deposit_') ? 'deposit' : 'purchase',
    from: windowStartOf(period, now),
  }));
}

export function usageByPeriod({ cashCents, promoCreditCents, usedCents }: CustomerUsage): Usage {
  return {
    cashCents,
    promoCreditCents,
    usedCents: Object.fromEntries(
      limitPeriods.map((period, index) => [period, usedCents[index] ?? 0]),
    ) as Record<LimitPeriod, number>,
  };
}
