import { type Static, Type } from '@sinclair/typebox';
import { MoneyWire, ResultEnvelopeWire } from '../envelope/wire';

/**
 * The cart of product.md §3 as the cart calls (v3.3, api.md §7.5) send and take it (snake_case).
 * Prices are decimal strings computed by the server; a price sent by the client is ignored.
 */

export const CartProductTypeWire = Type.Union([
  Type.Literal('lottery_ticket'),
  Type.Literal('multi_draw_ticket'),
  Type.Literal('raffle_ticket'),
  Type.Literal('syndicate_share'),
  Type.Literal('social_syndicate_share'),
  Type.Literal('membership'),
]);
export type CartProductTypeWire = Static<typeof CartProductTypeWire>;

export const CartRecurringPurchaseWire = Type.Object({
  type: Type.Union([Type.Literal('autoplay'), Type.Literal('subscription')]),
  availability: Type.Union([
    Type.Literal('never'),
    Type.Literal('optional'),
    Type.Literal('always'),
  ]),
  enabled: Type.Boolean(),
});
export type CartRecurringPurchaseWire = Static<typeof CartRecurringPurchaseWire>;

// Null comes first in the unions a request carries: the API's validator coerces types, and would
// otherwise read a null slot as 0 or a null cause as "".

/**
 * One game: picked numbers by set name (`Numbers`, `Favourites`, `Powerball`; the client may
 * send them lower-cased); null is an empty slot.
 */
export const GameNumbersWire = Type.Record(
  Type.String({ maxLength: 30 }),
  Type.Array(Type.Union([Type.Null(), Type.Integer({ minimum: 0, maximum: 999 })]), {
    maxItems: 50,
  }),
);
export type GameNumbersWire = Static<typeof GameNumbersWire>;

/**
 * What a cart item and a bought ticket both say about the line: the product and its draw, the
 * game and the games played (product.md §3).
 */
export const TicketLineWire = Type.Object({
  description: Type.String(),
  lottery_key: Type.String(),
  /** The lottery, raffle or syndicate by name, as the customer knows it. */
  lottery_name: Type.String(),
  draw_no: Type.Union([Type.Integer(), Type.Null()]),
  /** When sales of the first draw stop, ISO 8601 UTC. */
  draw_date: Type.Union([Type.String(), Type.Null()]),
  game_type: Type.String(),
  game_offer: Type.String(),
  num_draws: Type.Integer({ minimum: 1 }),
  num_weeks: Type.Integer({ minimum: 1 }),
  num_games: Type.Integer({ minimum: 0 }),
  /** The games bought, every slot filled. */
  games: Type.Array(GameNumbersWire),
  quickpick: Type.Boolean(),
  cause_key: Type.Union([Type.String(), Type.Null()]),
  day: Type.Union([Type.String(), Type.Null()]),
  num_raffle_tickets: Type.Union([Type.Integer(), Type.Null()]),
  num_shares: Type.Union([Type.Integer(), Type.Null()]),
  has_favourite_numbers: Type.Boolean(),
});
export type TicketLineWire = Static<typeof TicketLineWire>;

export const CartItemWire = Type.Composite([
  TicketLineWire,
  Type.Object({
    id: Type.String(),
    product_type: CartProductTypeWire,
    quantity: Type.Integer({ minimum: 1 }),
    /** Price of one item (all its games, for all its draws). */
    unit_price: MoneyWire,
    recurring_purchase: Type.Union([CartRecurringPurchaseWire, Type.Null()]),
    draw_prize_pool: Type.Union([MoneyWire, Type.Null()]),
    /** Pre-order raffle draws are bought as pre-orders. */
    scheduled_purchase: Type.Union([
      Type.Object({
        type: Type.Union([Type.Literal('scheduled_purchase'), Type.Literal('pre_order')]),
      }),
      Type.Null(),
    ]),
    affiliate_code: Type.Union([Type.String(), Type.Null()]),
    /** Membership items only (product.md §3): the programme, its offer and the offer's name. */
    membership_program: Type.Optional(Type.String()),
    membership_offer: Type.Optional(Type.String()),
    membership_offer_name: Type.Optional(Type.String()),
    /** Lotto Party shares only (social_syndicate_share): the session and its group's name. */
    social_session_id: Type.Optional(Type.String()),
    social_group_name: Type.Optional(Type.String()),
  }),
]);
export type CartItemWire = Static<typeof CartItemWire>;

/**
 * A voucher applied to the cart (product.md §3 voucher item types). Discount vouchers lower the
 * cart total by `discount`; voucher_credit_amount adds `credit` to the customer's promo credit
 * when the cart is bought. Removed with the item paths (`DELETE …/items/{id}`).
 */
export const VoucherItemWire = Type.Object({
  id: Type.String(),
  product_type: Type.Union([
    Type.Literal('voucher_fixed_discount'),
    Type.Literal('voucher_percent_discount'),
    Type.Literal('voucher_fixed_discount_expire'),
    Type.Literal('voucher_credit_amount'),
  ]),
  promotion_code: Type.String(),
  description: Type.String(),
  /** What the voucher takes off this cart now (0.00 for credit vouchers). */
  discount: MoneyWire,
  /** Promo credit added at purchase (0.00 for discount vouchers). */
  credit: MoneyWire,
  expires_at: Type.Union([Type.String(), Type.Null()]),
});
export type VoucherItemWire = Static<typeof VoucherItemWire>;

export const CartWire = Type.Object({
  cart_reference: Type.String(),
  /** The tickets; vouchers are in `voucher_items`. */
  cart_items: Type.Array(CartItemWire),
  voucher_items: Type.Array(VoucherItemWire),
  /** Sum of the vouchers' discounts; `cart_total` is already net of it. */
  discount_total: MoneyWire,
  auto_removed_items: Type.Array(Type.Object({ id: Type.String(), reason: Type.String() })),
  cart_total: MoneyWire,
  /** Part of the total that is paid when pre-ordered draws open. */
  pre_order_total: MoneyWire,
  requires_unattended_payment_method: Type.Boolean(),
  /** Reason id (spend_limit, verify_account_required, …) → message. */
  blocked_reasons: Type.Record(Type.String(), Type.String()),
  show_regulation: Type.Boolean(),
});
export type CartWire = Static<typeof CartWire>;
export const CartEnvelopeWire = ResultEnvelopeWire(CartWire);

/** `POST /v2/anon-cart` answers the new cart and the token that names it. */
export const AnonymousCartCreatedWire = Type.Object({
  token: Type.String(),
  cart: CartWire,
});
export type AnonymousCartCreatedWire = Static<typeof AnonymousCartCreatedWire>;
export const AnonymousCartCreatedEnvelopeWire = ResultEnvelopeWire(AnonymousCartCreatedWire);

export const AnonymousCartParamsWire = Type.Object({
  token: Type.String({ pattern: '^[A-Za-z0-9_-]{16,128}$' }),
});
export type AnonymousCartParamsWire = Static<typeof AnonymousCartParamsWire>;

/** `numDraws`: a count, or `autoplay` (one draw with the recurring purchase enabled). */
export const NumDrawsWire = Type.Union([
  Type.Integer({ minimum: 1, maximum: 52 }),
  Type.Literal('autoplay'),
]);
export type NumDrawsWire = Static<typeof NumDrawsWire>;

/**
 * The ticket being built (product.md §3) as `POST /v2/anon-cart/{token}/build` takes it.
 * `lottery` is the product offer key. `first_draw_no` or `draw_offset` choose a later draw.
 */
export const TicketBuildWire = Type.Object({
  lottery: Type.String({ minLength: 1, maxLength: 100 }),
  game_type: Type.String({ minLength: 1, maxLength: 50 }),
  game_offer: Type.String({ minLength: 1, maxLength: 50 }),
  games: Type.Optional(Type.Array(GameNumbersWire, { maxItems: 100 })),
  num_games: Type.Optional(Type.Integer({ minimum: 0, maximum: 100 })),
  quickpick: Type.Optional(Type.Boolean()),
  num_draws: Type.Optional(NumDrawsWire),
  num_weeks: Type.Optional(Type.Integer({ minimum: 1, maximum: 52 })),
  day: Type.Optional(Type.Union([Type.Null(), Type.String({ maxLength: 20 })])),
  days: Type.Optional(Type.Array(Type.String({ maxLength: 20 }), { maxItems: 7 })),
  cause_key: Type.Optional(Type.Union([Type.Null(), Type.String({ maxLength: 100 })])),
  first_draw_no: Type.Optional(Type.Integer({ minimum: 1 })),
  draw_offset: Type.Optional(Type.Integer({ minimum: 0, maximum: 60 })),
  favourite_ticket: Type.Optional(Type.Boolean()),
  has_favourite_numbers: Type.Optional(Type.Boolean()),
  /** Ignored: the server prices every ticket itself. */
  price: Type.Optional(Type.Union([Type.String(), Type.Number()])),
  syndicate: Type.Optional(
    Type.Object({
      syndicate: Type.Optional(Type.String({ maxLength: 100 })),
      num_shares: Type.Integer({ minimum: 1, maximum: 100 }),
      is_autoplay: Type.Optional(Type.Boolean()),
    }),
  ),
  num_raffle_tickets: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
  affiliate_code: Type.Optional(Type.String({ maxLength: 64 })),
});
export type TicketBuildWire = Static<typeof TicketBuildWire>;

/**
 * `POST /v2/anon-cart/{token}/items`: an item (a ticket as above), plus the affiliate code, the
 * draw count and the recurring purchase choice, which win over the item's own.
 */
export const CartItemAddWire = Type.Object({
  item: TicketBuildWire,
  affiliate_code: Type.Optional(Type.String({ maxLength: 64 })),
  num_draws: Type.Optional(NumDrawsWire),
  recurring_purchase: Type.Optional(
    Type.Object({
      type: Type.Union([Type.Literal('autoplay'), Type.Literal('subscription')]),
      enabled: Type.Boolean(),
    }),
  ),
});
export type CartItemAddWire = Static<typeof CartItemAddWire>;

/** `PUT` and `DELETE /v2/anon-cart/{token}/items/{id}`: one item of a cart. */
export const CartItemParamsWire = Type.Object({
  token: Type.String({ pattern: '^[A-Za-z0-9_-]{16,128}$' }),
  id: Type.String({
    pattern: '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$',
  }),
});
export type CartItemParamsWire = Static<typeof CartItemParamsWire>;

/** `PUT` and `DELETE /v2/cart/items/{id}`: one item (a ticket or a voucher) of the customer's cart. */
export const CustomerCartItemParamsWire = Type.Object({
  id: CartItemParamsWire.properties.id,
});
export type CustomerCartItemParamsWire = Static<typeof CustomerCartItemParamsWire>;

// --- Promotions (vouchers) -----------------------------------------------------------------------

/** `POST /v2/cart/promotion` and `/v2/anon-cart/{token}/promotion`; answers the cart. */
export const PromotionAddWire = Type.Object({
  promotion_code: Type.String({ minLength: 1, maxLength: 40 }),
});
export type PromotionAddWire = Static<typeof PromotionAddWire>;
