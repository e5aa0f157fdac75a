import { type Money } from '../money/money';

/**
 * A period the services name in `availablePeriods` (e.g. `weekly`: a weekly deposit limit is the
 * maximum deposit in any 7-day period).
 */
export type SpendLimitPeriod = string;

export interface SpendLimit {
  id: string;
  period: SpendLimitPeriod;
  amount: Money;
  /** Amount spent in the current period, when the services report it. */
  spent?: Money;
}

export interface SpendLimits {
  availablePeriods: SpendLimitPeriod[];
  customerLimits: SpendLimit[];
  systemLimits: SpendLimit[];
}

export interface Precommitment {
  limit: Money | null;
}
