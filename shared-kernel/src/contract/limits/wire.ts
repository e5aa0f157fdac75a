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
  /**
   * When the current window resets (ISO). Null for a rolling window, which never resets all at
   * once: a weekly limit counts the last 7 days up to now.
   */
  period_ends_at: Type.Union([Type.String(), Type.Null()]),
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

/**
 * A dollar amount as a form or JSON body gives it (`"12.50"` or `12.5`). The services check it
 * and answer product.md §5's messages on the field: the format (at most two decimals, not
 * negative), at least A$0.01 and at most the system spend limit.
 */
const LimitAmountWire = Type.Union([Type.Number(), Type.String({ maxLength: 64 })]);

/**
 * `POST /v2/spend-limits/{period}` (create) and `PUT` (change), form-encoded. Raising or removing
 * a limit takes effect after a cooling-off time of 7 days; a new or lower limit at once.
 */
export const SpendLimitFormWire = Type.Object({
  amount: Type.Optional(LimitAmountWire),
});
export type SpendLimitFormWire = Static<typeof SpendLimitFormWire>;

/** `POST /v2/precommitment` (form `limit`, dollars per calendar month) and `DELETE`. */
export const PrecommitmentFormWire = Type.Object({
  limit: Type.Optional(LimitAmountWire),
});
export type PrecommitmentFormWire = Static<typeof PrecommitmentFormWire>;

export const PrecommitmentWire = Type.Object({
  limit: Type.Union([MoneyWire, Type.Null()]),
  spent: MoneyWire,
  /** A raised limit waiting for its cooling-off time (null limit with a date: being removed). */
  pending_limit: Type.Optional(Type.Union([MoneyWire, Type.Null()])),
  pending_from: Type.Optional(Type.Union([Type.String(), Type.Null()])),
  /** When the calendar month (Australia/Sydney) the precommitment counts ends (ISO). */
  period_ends_at: Type.Optional(Type.Union([Type.String(), Type.Null()])),
});
export type PrecommitmentWire = Static<typeof PrecommitmentWire>;
export const PrecommitmentEnvelopeWire = ResultEnvelopeWire(PrecommitmentWire);

/**
 * `DELETE /v2/spend-limits/{id}` (remove after the cooling-off time) and
 * `DELETE /v2/spend-limits/{id}/pending` (cancel a raise or removal still waiting): the limit's id.
 * `DELETE /v2/precommitment/pending` cancels the precommitment's. Both answer as their GET does;
 * 404 `limit_not_found` when the limit is not the caller's or nothing is waiting.
 */
export const SpendLimitIdParamsWire = Type.Object({ id: Type.String({ format: 'uuid' }) });
export type SpendLimitIdParamsWire = Static<typeof SpendLimitIdParamsWire>;
