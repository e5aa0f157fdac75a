import { type Static, Type } from '@sinclair/typebox';

/** Adding bank accounts and PayPal accounts, and card setup intents, as they travel (api.md §7.7). */

export const BankAccountTypeWire = Type.Union([
  Type.Literal('national'),
  Type.Literal('international'),
  Type.Literal('payid_email'),
  Type.Literal('payid_phone'),
]);

/**
 * `POST /v2/funds/bank-account`: `code` is the BSB (national, `062-000` or `062000`) or the
 * SWIFT/BIC code (international), absent for a PayID; `account_number` is the account number,
 * the IBAN, or the PayID email address or phone number. Field errors name account_number, bsb,
 * swift and account_name.
 */
export const BankAccountAddWire = Type.Object({
  type: BankAccountTypeWire,
  code: Type.Optional(Type.String({ maxLength: 20 })),
  account_number: Type.String({ maxLength: 254 }),
  account_name: Type.String({ maxLength: 100 }),
  make_default: Type.Optional(Type.Boolean()),
});
export type BankAccountAddWire = Static<typeof BankAccountAddWire>;

/**
 * `POST /v2/funds/pl/braintree`: a PayPal account vaulted from the nonce PayPal's approval gives
 * (Braintree's PayPal checkout; the built-in PayPal sandbox issues it when no Braintree account
 * is configured).
 */
export const PayPalAccountAddWire = Type.Object({
  nonce: Type.String({ minLength: 4, maxLength: 200 }),
  make_default: Type.Optional(Type.Boolean()),
});
export type PayPalAccountAddWire = Static<typeof PayPalAccountAddWire>;

/**
 * The built-in PayPal sandbox's stand-in for PayPal's login (`POST /test-gateway/paypal/account-nonces`,
 * not under /v2): the PayPal address the customer links answers a nonce for
 * `POST /v2/funds/pl/braintree`. With Braintree configured, Braintree's PayPal button gives the nonce.
 */
export const PayPalAccountNonceRequestWire = Type.Object({
  email: Type.String({ maxLength: 254 }),
});
export const PayPalAccountNonceWire = Type.Object({ nonce: Type.String() });

/**
 * `POST /v2/funds/stripe/setup`: a setup intent to save a card for later payments. With Stripe,
 * `client_secret` confirms it in the browser (Stripe.js); the built-in gateway answers the same
 * shape with its own ids.
 */
export const SetupIntentWire = Type.Object({
  id: Type.String(),
  client_secret: Type.String(),
  status: Type.String(),
  gateway: Type.String(),
  publishable_key: Type.Union([Type.String(), Type.Null()]),
});
export type SetupIntentWire = Static<typeof SetupIntentWire>;
