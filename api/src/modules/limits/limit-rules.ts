import { type LimitPeriod, type StoredLimit } from './repository';

const hourMs = 60 * 60 * 1000;

/**
 * A raised (or removed) limit takes effect after this cooling-off time, so a customer cannot lift
 * a limit in the heat of the moment; a new or lower limit applies at once.
 */
export const limitCoolingOffMs = 7 * 24 * hourMs;
/** An unverified customer may buy for this long after signing up. */
export const unverifiedPurchaseWindowMs = 72 * hourMs;
/** The system limit every customer has (blocked reason global_spend_limit). */
export const systemSpendLimit = {
  id: 'system_spend_weekly',
  period: 'spend_weekly',
  amountCents: 500_000,
} as const;

export const periodWords: Record<LimitPeriod, string> = {
  spend_daily: 'daily spend limit',
  spend_weekly: 'weekly spend limit',
  spend_monthly: 'monthly spend limit',
  deposit_daily: 'daily deposit limit',
  deposit_weekly: 'weekly deposit limit',
  deposit_monthly: 'monthly deposit limit',
  precommitment_monthly: 'monthly precommitment limit',
};

/** The amount in force now, or null when the limit has been removed (its removal matured). */
export function amountInForce(limit: StoredLimit, now: Date): number | null {
  if (limit.pendingFrom && limit.pendingFrom <= now) return limit.pendingAmountCents;
  return limit.amountCents;
}

/** Whether a raise or removal is still waiting for its cooling-off time. */
export function isPending(limit: StoredLimit, now: Date): boolean {
  return limit.pendingFrom !== null && limit.pendingFrom > now;
}
