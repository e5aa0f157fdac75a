import { type Static, Type } from '@sinclair/typebox';
import { MoneyWire, ResultEnvelopeWire } from '../envelope/wire';

/** Payment methods, funds, card gateways and deposits as they travel (snake_case; api.md §7.7). */

export const FundWire = Type.Object({
  id: Type.String(),
  default: Type.Boolean(),
  type: Type.Union([Type.Literal('cc'), Type.Literal('bank'), Type.Literal('paypal')]),
  flags: Type.Object({
    cart: Type.Boolean(),
    withdraw: Type.Boolean(),
    digital_wallets: Type.Boolean(),
    failed_verification: Type.Boolean(),
  }),
  brand: Type.Union([
    Type.Literal('AmericanExpress'),
    Type.Literal('MasterCard'),
    Type.Literal('Visa'),
    Type.Literal('bank'),
    Type.Literal('paypal'),
  ]),
  name: Type.String(),
  /** Masked: '•••• 4242'. Card numbers are never stored, only the gateway's token. */
  number: Type.String(),
  /** 'MM/YY'. */
  expiry: Type.Union([Type.String(), Type.Null()]),
  /** Card gateway of a card, payment gateway of a PayPal account, 'bank' for a bank account. */
  gateway: Type.String(),
  /** Bank accounts: payment address type, BSB ('062-000') or SWIFT code, holder, verification. */
  bank_type: Type.Optional(
    Type.Union([
      Type.Literal('national'),
      Type.Literal('international'),
      Type.Literal('payid_email'),
      Type.Literal('payid_phone'),
    ]),
  ),
  bank_code: Type.Optional(Type.Union([Type.String(), Type.Null()])),
  account_name: Type.Optional(Type.String()),
  verification_status: Type.Optional(
    Type.Union([
      Type.Literal('Failed Verification'),
      Type.Literal('Pending Verification'),
      Type.Literal('Unverified'),
      Type.Literal('Verified'),
    ]),
  ),
  /** PayPal accounts: the PayPal login address. */
  email: Type.Optional(Type.String()),
});
export type FundWire = Static<typeof FundWire>;

export const PaymentMethodRulesWire = Type.Object({
  enabled: Type.Boolean(),
  min_amount: Type.Union([Type.Number(), Type.Null()]),
  max_amount: Type.Union([Type.Number(), Type.Null()]),
  /** Card security code required, per gateway, per card brand. */
  gateway: Type.Record(
    Type.String(),
    Type.Object({ csc_required: Type.Record(Type.String(), Type.Boolean()) }),
  ),
});

/** `GET /v2/payment_methods` (v3.2, `filter[]=funds.cart eq true` …): entities of this shape. */
export const PaymentMethodWire = Type.Object({
  code: Type.String(),
  funds: Type.Array(FundWire),
  available_gateways: Type.Array(Type.String()),
  attributes: Type.Record(Type.String(), Type.Unknown()),
  rules: PaymentMethodRulesWire,
});
export type PaymentMethodWire = Static<typeof PaymentMethodWire>;

/** `GET /v2/funds/card_gateways`: the gateways cards can be added with, preferred first. */
export const CardGatewaysWire = Type.Object({
  available_card_gateways: Type.Array(Type.String()),
});
export type CardGatewaysWire = Static<typeof CardGatewaysWire>;

/**
 * `GET /v2/funds/{gateway}`: what the browser needs to tokenise a card with that gateway
 * (the built-in test gateway's tokenisation URL, or Stripe's publishable key). The test gateway's
 * URL names this customer's card form: a token made there can be saved by this customer only.
 */
export const CardGatewayWire = Type.Object({
  gateway: Type.String(),
  tokenisation_url: Type.Union([Type.String(), Type.Null()]),
  publishable_key: Type.Union([Type.String(), Type.Null()]),
  test_cards: Type.Array(Type.Object({ number: Type.String(), behaviour: Type.String() })),
});
export type CardGatewayWire = Static<typeof CardGatewayWire>;

/**
 * `POST /v2/funds/cc/{gateway}`: add a card from the gateway's token. The browser sends the card
 * itself only to the gateway (built-in: `POST /test-gateway/tokens`), never to the shop.
 */
export const CardAddWire = Type.Object({
  token: Type.String({ minLength: 4, maxLength: 200 }),
  /** Name on the card; a name with 13 or more digits is refused (a card number typed by mistake). */
  name: Type.String({ minLength: 1, maxLength: 100 }),
  make_default: Type.Optional(Type.Boolean()),
});
export type CardAddWire = Static<typeof CardAddWire>;

/** The built-in test gateway's tokenisation call (`POST /test-gateway/tokens`), not under /v2. */
export const TestGatewayTokenRequestWire = Type.Object({
  number: Type.String({ minLength: 12, maxLength: 23 }),
  expiry_month: Type.Integer({ minimum: 1, maximum: 12 }),
  expiry_year: Type.Integer({ minimum: 2000, maximum: 2100 }),
  csc: Type.String({ pattern: '^[0-9]{3,4}$' }),
});

export const TestGatewayTokenWire = Type.Object({
  token: Type.String(),
  brand: Type.String(),
  last4: Type.String(),
  expiry: Type.String(),
});

/** 3-D Secure browser information (product.md §3 Payments). */
export const StrongCustomerAuthenticationWire = Type.Object({
  browser_javascript_enabled: Type.Boolean(),
  browser_java_enabled: Type.Boolean(),
  browser_language: Type.String({ maxLength: 35 }),
  browser_color_depth: Type.Integer(),
  browser_screen_height: Type.Integer(),
  browser_screen_width: Type.Integer(),
  browser_tz: Type.Integer(),
  challenge_window_size: Type.Union([
    Type.Literal('Small'),
    Type.Literal('Medium'),
    Type.Literal('Large'),
    Type.Literal('ExtraLarge'),
    Type.Literal('FullScreen'),
  ]),
  /**
   * Where the challenge window returns to: `{origin}/3ds/notify`. The shop always returns it to
   * its own `{public origin}/3ds/notify`, whatever address is sent here.
   */
  notification_url: Type.String({ maxLength: 500 }),
});
export type StrongCustomerAuthenticationWire = Static<typeof StrongCustomerAuthenticationWire>;

/**
 * `POST /v2/funds/{customerFundId}/deposit` (Idempotency-Key): top up the wallet from a card;
 * `POST /v2/funds/{method}/deposit` for the bank methods bd, bp, td and dd (dd names the verified
 * bank account in `customer_fund_id`); `POST /v2/funds/{ap|gp}/{gatewayKey}/deposit` for Apple Pay
 * and Google Pay, with the wallet's payment token in `metadata.payment_token`.
 */
export const DepositRequestWire = Type.Object({
  /**
   * Dollars, two decimals at most, within the method's minAmount and maxAmount: a decimal string
   * ("12.50") or a number. Anything else answers 422 with the form message on `amount`.
   */
  amount: Type.Union([Type.String({ maxLength: 20 }), Type.Number()]),
  /** True when the deposit pays for the cart (the receipt then belongs to a checkout). */
  checkout: Type.Optional(Type.Boolean()),
  customer_id: Type.Optional(Type.String()),
  strong_customer_authentication: Type.Optional(StrongCustomerAuthenticationWire),
  device_data: Type.Optional(Type.String({ maxLength: 2000 })),
  gateway_key: Type.Optional(Type.String({ maxLength: 40 })),
  metadata: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
  /** Card security code, when the gateway requires it for this card brand. */
  csc: Type.Optional(Type.String({ pattern: '^[0-9]{3,4}$' })),
  customer_fund_id: Type.Optional(Type.String({ maxLength: 64 })),
  deposit_method_code: Type.Optional(Type.String({ maxLength: 2 })),
});
export type DepositRequestWire = Static<typeof DepositRequestWire>;

/**
 * A deposit (`GET /v2/funds/{depositId}/deposit` and the answer of every deposit call).
 * `challenge_required`: open `challenge.url` in a window of `challenge.window_size`; when it
 * returns to `/3ds/notify`, fetch the deposit again until it is `success` or `failed`.
 * `approval_required` (PayPal): send the whole window to `approval.url`; PayPal returns it to
 * `/checkout/deposit/{depositId}/success` or `/cancel`, which fetch the deposit again.
 */
export const DepositWire = Type.Object({
  deposit_id: Type.String(),
  status: Type.Union([
    Type.Literal('pending'),
    Type.Literal('challenge_required'),
    Type.Literal('approval_required'),
    Type.Literal('success'),
    Type.Literal('failed'),
  ]),
  amount: MoneyWire,
  fund_id: Type.String(),
  /** Why a deposit failed, in words for the customer (the gateway's decline message). */
  failure_message: Type.Union([Type.String(), Type.Null()]),
  challenge: Type.Union([
    Type.Object({ url: Type.String(), window_size: Type.String() }),
    Type.Null(),
  ]),
  /** The provider's approval page (PayPal login and approval), set while approval_required. */
  approval: Type.Union([Type.Object({ url: Type.String() }), Type.Null()]),
  /** deposit_purchase: the checkout bought with this deposit once it succeeded. */
  checkout_id: Type.Union([Type.String(), Type.Null()]),
  /** deposit_purchase: the deposit succeeded but the purchase did not. */
  checkout_failure_message: Type.Union([Type.String(), Type.Null()]),
  created_at: Type.String(),
  /** How it is paid: cc, pl, ap, gp, bd, bp, td or dd. */
  deposit_method_code: Type.Optional(Type.String()),
  /**
   * A bank deposit (bd, bp, td, dd) while it waits, `pending`, for the money to arrive: what the
   * customer does (pay to these details quoting `reference`). bd: account_name, bsb,
   * account_number, reference; bp: biller_code, reference (the customer reference number); td:
   * pay_id, account_name, reference; dd: account_name, account_number (masked), reference.
   */
  instructions: Type.Optional(Type.Union([Type.Record(Type.String(), Type.String()), Type.Null()])),
  /** When the deposit was settled (success or failed). */
  settled_at: Type.Optional(Type.Union([Type.String(), Type.Null()])),
});
export type DepositWire = Static<typeof DepositWire>;

export const DepositEnvelopeWire = ResultEnvelopeWire(DepositWire);

// --- Payment resolutions -------------------------------------------------------------------------

/** `GET /v2/payment_resolutions` (v3.3): recurring purchases whose payment failed, to retry. */
export const PaymentResolutionWire = Type.Object({
  id: Type.String(),
  description: Type.String(),
  amount: MoneyWire,
  reason: Type.String(),
  created_at: Type.String(),
});
export type PaymentResolutionWire = Static<typeof PaymentResolutionWire>;
