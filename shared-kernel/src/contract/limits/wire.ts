import { type Static, Type } from '@sinclair/typebox';
import { MoneyWire, ResultEnvelopeWire } from '../envelope/wire';

/**
 * Spend, deposit and precommitment limits (api.md §7.4; product.md §3 Limits, §5: remaining =
 * limit − spent; exceeded amount = cart total − remaining; a weekly deposit limit is the maximum
 * deposit in any 7-day period). Enforced by the services at purchase and deposit.
 */

/** `spend_*` limits count purchases, `deposit_*` limits count deposits, over the period named. */
export const SpendLimitPeriodWire = Type.Union([
  Type.Literal('spend_daily'),
  Type.Literal('spend_weekly'),
  Type.Literal('spend_monthly'),
  Type.Literal('deposit_daily'),
  Type.Literal('deposit_weekly'),
  Type.Literal('deposit_monthly'),
]);
export type SpendLimitPeriodWire = Static<typeof SpendLimitPeriodWire>;

export const SpendLimitWire = Type.Object({
  id: Type.String(),
  period: SpendLimitPeriodWire,
  amount: MoneyWire,
  /** Spent (or deposited) in the current window of the period. */
  spent: MoneyWire,
  remaining: MoneyWire,
  /** A raised limit takes effect only after a cooling-off time; lowering is immediate. */
  pending_amount: Type.Union([MoneyWire, Type.Null()]),
  pending_from: Type.Union([Type.String(), Type.Null()]),
});
export type SpendLimitWire = Static<typeof SpendLimitWire>;

/** `GET /v2/spend-limits`. System limits apply to every customer (blocked reason global_spend_limit). */
export const SpendLimitsWire = Type.Object({
  available_periods: Type.Array(SpendLimitPeriodWire),
  customer_limits: Type.Array(SpendLimitWire),
  system_limits: Type.Array(SpendLimitWire),
  spend_limit_required: Type.Boolean(),
});
export type SpendLimitsWire = Static<typeof SpendLimitsWire>;
export const SpendLimitsEnvelopeWire = ResultEnvelopeWire(SpendLimitsWire);

/** `POST /v2/spend-limits/{period}` (create) and `PUT` (change), form-encoded. */
export const SpendLimitFormWire = Type.Object({
  /** Dollars, at least 0.01. */
  amount: Type.Number({ minimum: 0.01, maximum: 1_000_000 }),
});
export type SpendLimitFormWire = Static<typeof SpendLimitFormWire>;

/** `POST /v2/precommitment` (form `limit`, dollars per calendar month) and `DELETE`. */
export const PrecommitmentFormWire = Type.Object({
  limit: Type.Number({ minimum: 0.01, maximum: 1_000_000 }),
});
export type PrecommitmentFormWire = Static<typeof PrecommitmentFormWire>;

export const PrecommitmentWire = Type.Object({
  limit: Type.Union([MoneyWire, Type.Null()]),
  spent: MoneyWire,
  /** A raised limit waiting for its cooling-off time (null limit with a date: being removed). */
  pending_limit: Type.Optional(Type.Union([MoneyWire, Type.Null()])),
  pending_from: Type.Optional(Type.Union([Type.String(), Type.Null()])),
});
export type PrecommitmentWire = Static<typeof PrecommitmentWire>;
