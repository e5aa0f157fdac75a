import { type Static, Type } from '@sinclair/typebox';
import { MoneyWire, ResultEnvelopeWire } from './envelope';
import { CartItemWire, GameNumbersWire, NumDrawsWire } from './cart';

/**
 * Checkout, purchase, receipts, payment methods, deposits and partner purchase as they travel
 * (snake_case; api.md §7.5, §7.7). Amounts are decimal strings computed by the server. Every call
 * that moves money takes an `Idempotency-Key` header: a retry with the same key answers the first
 * result and moves no more money.
 */

/** The header every money-moving call carries (a UUID or another unique string, 8–128 chars). */
export const idempotencyKeyHeader = 'idempotency-key';

// --- Promotions (vouchers) -----------------------------------------------------------------------

/** `POST /v2/cart/promotion` and `/v2/anon-cart/{token}/promotion`; answers the cart. */
export const PromotionAddWire = Type.Object({
  promotion_code: Type.String({ minLength: 1, maxLength: 40 }),
});
export type PromotionAddWire = Static<typeof PromotionAddWire>;

// --- Purchase ------------------------------------------------------------------------------------

/** Where a purchase comes from: APP when utm_source is app, otherwise web. */
export const ChannelKeyWire = Type.Union([Type.Literal('web'), Type.Literal('APP')]);
export type ChannelKeyWire = Static<typeof ChannelKeyWire>;

/** Purchase data (product.md §3): channel, partner and free-form metadata. */
export const PurchaseDataWire = Type.Object({
  channel_key: ChannelKeyWire,
  partner_key: Type.Optional(Type.Union([Type.Null(), Type.String({ maxLength: 64 })])),
  metadata: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
});
export type PurchaseDataWire = Static<typeof PurchaseDataWire>;

export const PurchaseStatusWire = Type.Union([Type.Literal('standard'), Type.Literal('pre_order')]);
export type PurchaseStatusWire = Static<typeof PurchaseStatusWire>;

/** One ticket bought: enough to show it on a receipt and to rebuild it (`/cart/replay/{id}`). */
export const ReceiptTicketWire = Type.Object({
  id: Type.String(),
  product_type: Type.String(),
  description: Type.String(),
  lottery_key: Type.String(),
  lottery_name: Type.String(),
  game_type: Type.String(),
  game_offer: Type.String(),
  draw_no: Type.Union([Type.Integer(), Type.Null()]),
  draw_date: Type.Union([Type.String(), Type.Null()]),
  num_draws: Type.Integer({ minimum: 1 }),
  num_weeks: Type.Integer({ minimum: 1 }),
  num_games: Type.Integer({ minimum: 0 }),
  games: Type.Array(GameNumbersWire),
  quickpick: Type.Boolean(),
  cause_key: Type.Union([Type.String(), Type.Null()]),
  day: Type.Union([Type.String(), Type.Null()]),
  num_raffle_tickets: Type.Union([Type.Integer(), Type.Null()]),
  num_shares: Type.Union([Type.Integer(), Type.Null()]),
  has_favourite_numbers: Type.Boolean(),
  recurring_purchase_enabled: Type.Boolean(),
  recurring_purchase_type: Type.Union([Type.String(), Type.Null()]),
  purchase_status: PurchaseStatusWire,
  price: MoneyWire,
});
export type ReceiptTicketWire = Static<typeof ReceiptTicketWire>;

/** Analytics product of a receipt (product.md §3 Receipt trackingData). */
export const ReceiptProductWire = Type.Object({
  brand: Type.String(),
  analytics_product_type: Type.String(),
  cause_key: Type.Union([Type.String(), Type.Null()]),
  product_description: Type.String(),
  draw_date: Type.Union([Type.String(), Type.Null()]),
  draw_no: Type.Union([Type.Integer(), Type.Null()]),
  has_favourite_numbers: Type.Boolean(),
  analytics_name: Type.String(),
  num_draws: Type.Integer(),
  num_games: Type.Integer(),
  /** Dollars as a number, for analytics only (never used for money). */
  purchase_price: Type.Number(),
  prize_pool: Type.Union([Type.Number(), Type.Null()]),
  lottery_key: Type.String(),
  recurring_purchase_enabled: Type.Boolean(),
  recurring_purchase_type: Type.Union([Type.String(), Type.Null()]),
  analytics_variant: Type.Union([Type.String(), Type.Null()]),
  purchase_status: PurchaseStatusWire,
  days_of_week: Type.Union([Type.Array(Type.String()), Type.Null()]),
});
export type ReceiptProductWire = Static<typeof ReceiptProductWire>;

/**
 * A checkout (`GET /v2/checkout/{checkoutID}`, v3.4; also the result of a purchase): what was
 * paid, from where, and the tickets bought. `purchase_status` is pre_order when every ticket is.
 */
export const CheckoutWire = Type.Object({
  checkout_id: Type.String(),
  /** What the customer quotes to support: short, readable, unique (for example `LS-7K3M-9Q2P`). */
  order_reference: Type.String(),
  status: Type.Union([Type.Literal('success'), Type.Literal('failed')]),
  purchase_status: PurchaseStatusWire,
  /** Tickets before discounts. */
  subtotal: MoneyWire,
  discount: MoneyWire,
  /** What the customer paid: subtotal minus discount. */
  total: MoneyWire,
  /** How the total was paid: promo credit first, then cash. */
  paid_from_promo_credit: MoneyWire,
  paid_from_cash: MoneyWire,
  /** Promo credit a voucher_credit_amount voucher added. */
  promo_credit_added: MoneyWire,
  channel_key: ChannelKeyWire,
  partner_key: Type.Union([Type.String(), Type.Null()]),
  created_at: Type.String(),
  tickets: Type.Array(ReceiptTicketWire),
  tracking_data: Type.Object({
    goals: Type.Array(Type.String()),
    products: Type.Array(ReceiptProductWire),
  }),
});
export type CheckoutWire = Static<typeof CheckoutWire>;
export const CheckoutEnvelopeWire = ResultEnvelopeWire(CheckoutWire);

export const CheckoutParamsWire = Type.Object({
  checkout_id: Type.String({ pattern: '^[A-Za-z0-9_-]{6,64}$' }),
});
export type CheckoutParamsWire = Static<typeof CheckoutParamsWire>;

// --- Payment methods and funds (api.md §7.7) -----------------------------------------------------

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
  gateway: Type.String(),
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

/** `POST /v2/funds/{customerFundId}/deposit` (Idempotency-Key): top up the wallet from a card. */
export const DepositRequestWire = Type.Object({
  /** Dollars, at least 0.01, two decimals at most. */
  amount: Type.Number({ minimum: 0.01 }),
  /** True when the deposit pays for the cart (the receipt then belongs to a checkout). */
  checkout: Type.Optional(Type.Boolean()),
  customer_id: Type.Optional(Type.String()),
  strong_customer_authentication: Type.Optional(StrongCustomerAuthenticationWire),
  device_data: Type.Optional(Type.String({ maxLength: 2000 })),
  gateway_key: Type.Optional(Type.String({ maxLength: 40 })),
  metadata: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
  /** Card security code, when the gateway requires it for this card brand. */
  csc: Type.Optional(Type.String({ pattern: '^[0-9]{3,4}$' })),
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
});
export type DepositWire = Static<typeof DepositWire>;
export const DepositEnvelopeWire = ResultEnvelopeWire(DepositWire);

/**
 * `POST /v2/deposits/deposit_purchase` (v3.3, Idempotency-Key): top up from a card
 * (`customer_fund_id`) or from PayPal (`deposit_method_code: 'pl'`) — exactly one of the two — and
 * buy the cart in one step. Answers the deposit; `checkout_id` is set once the purchase is made (at
 * once, after the 3-D Secure challenge, or after PayPal's approval). A purchase that fails after
 * the deposit succeeded answers 422 with code deposit_purchase_checkout_failure; the deposit stays
 * in the wallet.
 */
export const DepositPurchaseRequestWire = Type.Object({
  type: Type.Union([
    Type.Literal('ad_hoc'),
    Type.Literal('checkout'),
    Type.Literal('membership'),
    Type.Literal('partner_purchase'),
  ]),
  deposit: Type.Intersect([
    DepositRequestWire,
    Type.Object({
      customer_fund_id: Type.Optional(Type.String({ maxLength: 64 })),
      deposit_method_code: Type.Optional(Type.Literal('pl')),
    }),
  ]),
  purchase: PurchaseDataWire,
});
export type DepositPurchaseRequestWire = Static<typeof DepositPurchaseRequestWire>;

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

// --- Partner purchase ----------------------------------------------------------------------------

/** `GET /v2/partners/{slug}`. */
export const PartnerWire = Type.Object({
  slug: Type.String(),
  key: Type.String(),
  name: Type.String(),
  channels: Type.Array(Type.Object({ channel_key: Type.String() })),
});
export type PartnerWire = Static<typeof PartnerWire>;
export const PartnerEnvelopeWire = ResultEnvelopeWire(PartnerWire);

/** The item a partner names: the shop prices it from the offer (quick pick numbers). */
export const PartnerCartItemRequestWire = Type.Object({
  lottery: Type.String({ maxLength: 100 }),
  raffle_offer: Type.Optional(Type.String({ maxLength: 100 })),
  game_type: Type.Optional(Type.String({ maxLength: 50 })),
  game_offer: Type.Optional(Type.String({ maxLength: 50 })),
  num_games: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
  num_draws: Type.Optional(NumDrawsWire),
  cause_key: Type.Optional(Type.Union([Type.Null(), Type.String({ maxLength: 100 })])),
  recurring_purchase: Type.Optional(
    Type.Object({
      type: Type.Union([Type.Literal('autoplay'), Type.Literal('subscription')]),
      enabled: Type.Boolean(),
    }),
  ),
  draw_number: Type.Optional(Type.Integer({ minimum: 1 })),
});
export type PartnerCartItemRequestWire = Static<typeof PartnerCartItemRequestWire>;

/** `POST /v2/cart/partner/{slug}` and `/v2/anon-cart/partner/{slug}`: price the partner's item. */
export const PartnerCartRequestWire = Type.Object({
  cart_item: Type.Union([Type.Null(), PartnerCartItemRequestWire]),
});
export type PartnerCartRequestWire = Static<typeof PartnerCartRequestWire>;

/** A partner cart (product.md §3): the one item a partner page sells, priced by the shop. */
export const PartnerCartWire = Type.Object({
  customer_id: Type.Union([Type.String(), Type.Null()]),
  cart_total: MoneyWire,
  pre_order_total: MoneyWire,
  cart_items: Type.Array(CartItemWire),
  blocked_reasons: Type.Record(Type.String(), Type.String()),
  requires_unattended_payment_method: Type.Boolean(),
});
export type PartnerCartWire = Static<typeof PartnerCartWire>;
export const PartnerCartEnvelopeWire = ResultEnvelopeWire(PartnerCartWire);

/**
 * `POST /v2/cart/partner/{slug}/purchase` (v3.2, Idempotency-Key): buy one item for a partner,
 * paid from the wallet (deposit null) or by a deposit first. Result: the checkout id.
 */
export const PartnerPurchaseRequestWire = Type.Object({
  cart_item: Type.Union([Type.Null(), PartnerCartItemRequestWire]),
  deposit: Type.Union([
    Type.Null(),
    Type.Intersect([
      DepositRequestWire,
      Type.Object({ deposit_method_id: Type.String({ maxLength: 64 }) }),
    ]),
  ]),
  purchase: PurchaseDataWire,
});
export type PartnerPurchaseRequestWire = Static<typeof PartnerPurchaseRequestWire>;

// --- Wallet transactions -------------------------------------------------------------------------

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

export const PageQueryWire = Type.Object({
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 10 })),
  offset: Type.Optional(Type.Integer({ minimum: 0, default: 0 })),
});
export type PageQueryWire = Static<typeof PageQueryWire>;
