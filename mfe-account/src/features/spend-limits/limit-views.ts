import { type Money, toCents } from 'shared-kernel/contract/money';
import {
  limitAmountMax,
  type Precommitment,
  type SpendLimitPeriod,
  type SpendLimits,
} from 'shared-kernel/contract/limits';
import { type LimitTarget } from './limit-text';

/**
 * One limit as a panel shows it, whichever kind it is: a spend or deposit period, or the
 * precommitment. `id` and `amount` are null while no limit is set.
 */
export interface LimitView {
  target: LimitTarget;
  id: string | null;
  amount: Money | null;
  spent: Money;
  remaining: Money | null;
  pendingAmount: Money | null;
  pendingFrom: string | null;
  periodEndsAt: string | null;
}

const zero: Money = { amount: 0, currency: 'AUD' };

/** The panels of the periods offered, in the order given, each with its limit if one is set. */
export function periodViewsOf(
  overview: SpendLimits,
  periods: readonly SpendLimitPeriod[],
): LimitView[] {
  return periods
    .filter((period) => overview.availablePeriods.includes(period))
    .map((period) => {
      const limit = overview.customerLimits.find((item) => item.period === period);
      if (!limit) {
        return {
          target: period,
          id: null,
          amount: null,
          spent: zero,
          remaining: null,
          pendingAmount: null,
          pendingFrom: null,
          periodEndsAt: null,
        };
      }
      return { target: period, ...limit };
    });
}

/** The precommitment as a panel; it has no id of its own (a customer has one at most). */
export function precommitmentViewOf(standing: Precommitment): LimitView {
  const { limit, spent } = standing;
  return {
    target: 'precommitment',
    id: limit ? 'precommitment' : null,
    amount: limit,
    spent,
    remaining: limit
      ? {
          amount: Math.max(0, toCents(limit.amount) - toCents(spent.amount)) / 100,
          currency: limit.currency,
        }
      : null,
    pendingAmount: standing.pendingLimit,
    pendingFrom: standing.pendingFrom,
    periodEndsAt: standing.periodEndsAt,
  };
}

/** The highest amount a customer may choose: the lowest limit every customer has. */
export function amountMaximumOf(overview: SpendLimits | null): number {
  const amounts = (overview?.systemLimits ?? []).map((limit) => limit.amount.amount);
  return amounts.length > 0 ? Math.min(...amounts) : limitAmountMax;
}
