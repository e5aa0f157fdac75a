import { type Static, Type } from '@sinclair/typebox';
import { EntitiesEnvelopeWire, MoneyWire } from '../envelope/wire';
import { WithdrawalStatusWire } from '../withdrawals/wire';

/**
 * What kind of movement a line is. The ledger transfer's kind, except that money coming back to
 * the customer on a purchase or a withdrawal (a cancelled purchase, a returned withdrawal) is a
 * `refund`.
 */
export const TransactionTypeWire = Type.Union([
  Type.Literal('deposit'),
  Type.Literal('purchase'),
  Type.Literal('prize'),
  Type.Literal('withdrawal'),
  Type.Literal('refund'),
  Type.Literal('promo_credit'),
  Type.Literal('adjustment'),
]);
export type TransactionTypeWire = Static<typeof TransactionTypeWire>;

/** A day of the customer's transaction filter, in Australia/Sydney: `2026-11-28`. */
export const TransactionDayWire = Type.String({ pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' });

/**
 * `GET /v2/transactions` (api.md §7.4): `limit` and `offset` of the page, and the filter: one
 * `type`, and the days `from` and `to` (both included). `format=csv` answers every line of the
 * filter, all pages, as a CSV file instead.
 */
export const TransactionsQueryWire = Type.Object({
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 10 })),
  offset: Type.Optional(Type.Integer({ minimum: 0, default: 0 })),
  type: Type.Optional(TransactionTypeWire),
  from: Type.Optional(TransactionDayWire),
  to: Type.Optional(TransactionDayWire),
  format: Type.Optional(Type.Union([Type.Literal('json'), Type.Literal('csv')])),
});
export type TransactionsQueryWire = Static<typeof TransactionsQueryWire>;

/**
 * One movement of the customer's cash wallet or promo credit, newest first. `amount` is negative
 * when money left the account. `balance` is the cash wallet after the line, null while the line
 * is pending and when it was voided (neither moved the wallet).
 */
export const WalletTransactionWire = Type.Object({
  id: Type.String(),
  type: TransactionTypeWire,
  status: Type.Union([Type.Literal('pending'), Type.Literal('posted'), Type.Literal('voided')]),
  account: Type.Union([Type.Literal('cash'), Type.Literal('promo_credit')]),
  /** Names the products of a purchase, the method of a deposit, the draw of a prize. */
  description: Type.String(),
  /** The checkout, deposit or withdrawal the movement belongs to. */
  reference: Type.Union([Type.String(), Type.Null()]),
  amount: MoneyWire,
  balance: Type.Union([MoneyWire, Type.Null()]),
  created_at: Type.String(),
  /**
   * Where the withdrawal is, on the line that took a withdrawal out of the wallet (the ledger
   * line stays `posted` while the withdrawal waits, is paid, or comes back); null on every other
   * line.
   */
  withdrawal_status: Type.Optional(Type.Union([WithdrawalStatusWire, Type.Null()])),
});
export type WalletTransactionWire = Static<typeof WalletTransactionWire>;

export const TransactionsEnvelopeWire = EntitiesEnvelopeWire(WalletTransactionWire);
