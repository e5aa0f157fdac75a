import { type Static, Type } from '@sinclair/typebox';
import { TicketLineWire } from '../cart/wire';
import { MoneyWire, ResultEnvelopeWire } from '../envelope/wire';
import { DepositRequestWire } from '../payments/wire';

/**
 * Checkout, purchase and receipts as they travel (snake_case; api.md §7.5, §7.7). Amounts are
 * decimal strings computed by the server. A money-moving call carries an `Idempotency-Key` header:
 * a retry with the same key answers the first result and moves no more money.
 */

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
export const ReceiptTicketWire = Type.Composite([
  TicketLineWire,
  Type.Object({
    id: Type.String(),
    product_type: Type.String(),
    recurring_purchase_enabled: Type.Boolean(),
    recurring_purchase_type: Type.Union([Type.String(), Type.Null()]),
    purchase_status: PurchaseStatusWire,
    price: MoneyWire,
  }),
]);
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
