import { type Static, Type } from '@sinclair/typebox';
import { EntitiesEnvelopeWire, MoneyWire, ResultEnvelopeWire } from '../envelope/wire';

/** Which of the customer's tickets `GET /v2/orders` lists (api.md §7.6). */
export const OrderStatusFilterWire = Type.Union([
  Type.Literal('upcoming_products'),
  Type.Literal('past_products'),
]);
export type OrderStatusFilterWire = Static<typeof OrderStatusFilterWire>;

export const OrdersQueryWire = Type.Object({
  status: OrderStatusFilterWire,
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 10 })),
  offset: Type.Optional(Type.Integer({ minimum: 0, default: 0 })),
});
export type OrdersQueryWire = Static<typeof OrdersQueryWire>;

export const OrderParamsWire = Type.Object({
  id: Type.String({ pattern: '^[0-9a-fA-F-]{36}$' }),
});
export type OrderParamsWire = Static<typeof OrderParamsWire>;

export const OrderQueryWire = Type.Object({
  show_details: Type.Optional(Type.Boolean()),
});
export type OrderQueryWire = Static<typeof OrderQueryWire>;

/** One game's numbers by set name (Numbers, Powerball…). */
export const GameNumbersWire = Type.Record(Type.String(), Type.Array(Type.Integer()));
export type GameNumbersWire = Static<typeof GameNumbersWire>;

export const DrawnNumberSetWire = Type.Object({
  name: Type.String(),
  numbers: Type.Array(Type.Integer()),
});
export type DrawnNumberSetWire = Static<typeof DrawnNumberSetWire>;

/**
 * One draw a ticket plays. Before the draw only its number and date are known; once drawn, the
 * drawn numbers and, game by game, the ticket's numbers that match them. `division` and `prize`
 * come from scoring and stay null until the ticket is scored (and `division` when it won nothing).
 */
export const OrderDrawWire = Type.Object({
  draw_no: Type.Integer(),
  /** When sales for the draw stop, ISO 8601 UTC. */
  draw_date: Type.String(),
  status: Type.Union([Type.Literal('upcoming'), Type.Literal('drawn')]),
  drawn_numbers: Type.Union([Type.Array(DrawnNumberSetWire), Type.Null()]),
  supplementaries: Type.Array(Type.Integer()),
  /** Per game, in the ticket's game order: the numbers of each set that were drawn. */
  matched_numbers: Type.Union([Type.Array(GameNumbersWire), Type.Null()]),
  is_scored: Type.Boolean(),
  division: Type.Union([Type.Integer({ minimum: 1 }), Type.Null()]),
  prize: Type.Union([MoneyWire, Type.Null()]),
});
export type OrderDrawWire = Static<typeof OrderDrawWire>;

export const OrderPaymentWire = Type.Object({
  paid_from_cash: MoneyWire,
  paid_from_promo_credit: MoneyWire,
  /** The card deposit the checkout was paid by, if any. */
  card: Type.Union([
    Type.Object({ amount: MoneyWire, brand: Type.String(), last4: Type.String() }),
    Type.Null(),
  ]),
});
export type OrderPaymentWire = Static<typeof OrderPaymentWire>;

export const OrderSyndicateWire = Type.Object({
  num_shares: Type.Integer(),
  /** The syndicate's shares in all, when the catalogue knows it. */
  total_shares: Type.Union([Type.Integer(), Type.Null()]),
});

/** What `show_details=true` adds: how the order was paid, its cause and syndicate share. */
export const OrderDetailsWire = Type.Object({
  payment: OrderPaymentWire,
  cause: Type.Union([Type.Object({ key: Type.String(), name: Type.String() }), Type.Null()]),
  syndicate: Type.Union([OrderSyndicateWire, Type.Null()]),
  total_prize: Type.Union([MoneyWire, Type.Null()]),
});
export type OrderDetailsWire = Static<typeof OrderDetailsWire>;

/** product.md §3 "Orders": one purchased ticket line with its draws. */
export const OrderWire = Type.Object({
  id: Type.String(),
  status: Type.Union([Type.Literal('upcoming'), Type.Literal('past'), Type.Literal('voided')]),
  product_name: Type.String(),
  product_type: Type.String(),
  product_offer_key: Type.String(),
  game_type: Type.String(),
  game_offer: Type.String(),
  description: Type.String(),
  quantity: Type.Integer(),
  price: MoneyWire,
  order_reference: Type.String(),
  checkout_id: Type.String(),
  purchased_at: Type.String(),
  num_draws: Type.Integer(),
  games: Type.Array(GameNumbersWire),
  draws: Type.Array(OrderDrawWire),
  details: Type.Union([OrderDetailsWire, Type.Null()]),
});
export type OrderWire = Static<typeof OrderWire>;
export const OrderEnvelopeWire = ResultEnvelopeWire(OrderWire);
export const OrdersEnvelopeWire = EntitiesEnvelopeWire(OrderWire);
