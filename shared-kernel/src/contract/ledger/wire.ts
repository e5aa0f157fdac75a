import { type Static, Type } from '@sinclair/typebox';
import { MoneyWire } from '../envelope/wire';

/**
 * `GET /v2/transactions` (limit, offset): one movement of the customer's cash wallet or promo
 * credit, newest first. `amount` is negative when money left the account.
 */
export const WalletTransactionWire = Type.Object({
  id: Type.String(),
  type: Type.Union([
    Type.Literal('deposit'),
    Type.Literal('purchase'),
    Type.Literal('promo_credit'),
    Type.Literal('prize'),
    Type.Literal('adjustment'),
  ]),
  status: Type.Union([Type.Literal('pending'), Type.Literal('posted'), Type.Literal('voided')]),
  account: Type.Union([Type.Literal('cash'), Type.Literal('promo_credit')]),
  description: Type.String(),
  /** The checkout or deposit the movement belongs to. */
  reference: Type.Union([Type.String(), Type.Null()]),
  amount: MoneyWire,
  created_at: Type.String(),
});
export type WalletTransactionWire = Static<typeof WalletTransactionWire>;

/**
 * `GET /v2/customer/withdrawable-funds` (api.md §7.4): what the customer may withdraw, the cash
 * wallet without promo credit; nothing until the customer is verified.
 */
export const WithdrawableFundsWire = MoneyWire;
export type WithdrawableFundsWire = Static<typeof WithdrawableFundsWire>;
