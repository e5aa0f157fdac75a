import { type Static } from '@sinclair/typebox';
import { MoneyWire } from '../envelope/wire';

/** `GET /v2/transactions`: one ledger line of the customer (the transactions contract). */
export { WalletTransactionWire } from '../transactions/wire';

/**
 * `GET /v2/customer/withdrawable-funds` (api.md §7.4): what the customer may withdraw, the cash
 * wallet without promo credit; nothing until the customer is verified.
 */
export const WithdrawableFundsWire = MoneyWire;
export type WithdrawableFundsWire = Static<typeof WithdrawableFundsWire>;
