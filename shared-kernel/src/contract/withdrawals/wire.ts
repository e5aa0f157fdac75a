import { type Static, Type } from '@sinclair/typebox';
import { MoneyWire } from '../envelope/wire';

/** Withdrawals as they travel (snake_case; api.md §7.7, v3.1). */

export const WithdrawalMethodCodeWire = Type.Union([
  Type.Literal('tt'),
  Type.Literal('pl'),
  Type.Literal('tw'),
  Type.Literal('do'),
]);

/**
 * `POST /v2/withdrawals/{id}/withdraw` (v3.1, Idempotency-Key): `{id}` is the customer's fund
 * (bank account for tt and tw, PayPal account for pl) or, for `do`, the key of the cause the
 * money is donated to. `amount.amount` is a number of dollars with at most two decimals; the
 * service checks it (so a bad amount answers the shop's own message, not a schema error).
 */
export const WithdrawalRequestWire = Type.Object({
  amount: Type.Object({
    amount: Type.Unknown(),
    currency: Type.Optional(Type.Literal('AUD')),
  }),
  bank_type: Type.Optional(Type.Union([Type.String({ maxLength: 40 }), Type.Null()])),
  withdrawal_method_code: WithdrawalMethodCodeWire,
});
export type WithdrawalRequestWire = Static<typeof WithdrawalRequestWire>;

/**
 * Where a withdrawal is: `awaiting_approval` (above the approval threshold, an operator decides),
 * `queued` (with the payout provider or the bank transfer queue), then `paid`, or `rejected` (by
 * an operator) or `returned` (by the bank or PayPal); the last two put the money back in the
 * wallet.
 */
export const WithdrawalStatusWire = Type.Union([
  Type.Literal('awaiting_approval'),
  Type.Literal('queued'),
  Type.Literal('paid'),
  Type.Literal('rejected'),
  Type.Literal('returned'),
]);
export type WithdrawalStatusWire = Static<typeof WithdrawalStatusWire>;

/** `GET /v2/withdrawals` (limit, offset) entities and `GET /v2/withdrawals/{id}` result. */
export const WithdrawalWire = Type.Object({
  id: Type.String(),
  status: WithdrawalStatusWire,
  amount: MoneyWire,
  withdrawal_method_code: WithdrawalMethodCodeWire,
  bank_type: Type.Union([Type.String(), Type.Null()]),
  /** The fund paid to (tt, tw, pl), else null. */
  fund_id: Type.Union([Type.String(), Type.Null()]),
  /** The cause donated to (do), else null. */
  cause_key: Type.Union([Type.String(), Type.Null()]),
  /** Where the money goes, as the customer recognises it ('Bank account •••• 6789'). */
  destination: Type.String(),
  /** Why it was rejected or returned, in words for the customer. */
  reason: Type.Union([Type.String(), Type.Null()]),
  created_at: Type.String(),
  /** When it was paid, rejected or returned. */
  settled_at: Type.Union([Type.String(), Type.Null()]),
});
export type WithdrawalWire = Static<typeof WithdrawalWire>;

/** The answer of the withdraw call: `result` is the new withdrawal's id (api.md §7.7). */
export const WithdrawalIdWire = Type.String();
