import { type Static, Type } from '@sinclair/typebox';
import { EntitiesEnvelopeWire, MoneyWire } from '../envelope/wire';

/** Product offers of product.md §3 as `GET /v2/pricing/{pricingId}/product_offers` (v3.9) sends them. */
export const ProductTypeWire = Type.Union([
  Type.Literal('lottery_ticket'),
  Type.Literal('raffle_ticket'),
  Type.Literal('syndicate_share'),
  Type.Literal('membership'),
]);
export type ProductTypeWire = Static<typeof ProductTypeWire>;

export const DrawTypeWire = Type.Union([
  Type.Literal('lottery_ticket_draw'),
  Type.Literal('raffle_ticket_draw'),
  Type.Literal('syndicate_share_draw'),
]);
export type DrawTypeWire = Static<typeof DrawTypeWire>;

export const RafflePurchaseStatusWire = Type.Union([
  Type.Literal('open'),
  Type.Literal('sold_out'),
  Type.Literal('past_draw'),
  Type.Literal('pre_order'),
]);
export type RafflePurchaseStatusWire = Static<typeof RafflePurchaseStatusWire>;

/** A set of numbers a player picks: `count` numbers between `min` and `max`. */
export const NumberSetWire = Type.Object({
  name: Type.String(),
  count: Type.Integer({ minimum: 0 }),
  min: Type.Integer(),
  max: Type.Integer(),
});
export type NumberSetWire = Static<typeof NumberSetWire>;

/** Price of `games` games (or shares, or raffle tickets) for one draw, a decimal string. */
export const GamePriceWire = Type.Object({
  games: Type.Integer({ minimum: 1 }),
  price: Type.String({ pattern: '^[0-9]+\\.[0-9]{2}$' }),
});
export type GamePriceWire = Static<typeof GamePriceWire>;

export const GameOfferWire = Type.Object({
  key: Type.String(),
  name: Type.String(),
  min_games: Type.Integer({ minimum: 0 }),
  max_games: Type.Integer({ minimum: 0 }),
  default_games: Type.Integer({ minimum: 0 }),
  number_sets: Type.Array(NumberSetWire),
  prices: Type.Array(GamePriceWire),
  price_currency: Type.String(),
  /** mega_combo: the entry count a ticket starts at (one of the `prices` counts). */
  default_entry_count: Type.Optional(Type.Integer({ minimum: 1 })),
});
export type GameOfferWire = Static<typeof GameOfferWire>;

export const GameTypeWire = Type.Object({
  key: Type.String(),
  name: Type.String(),
  game_offers: Type.Array(GameOfferWire),
});
export type GameTypeWire = Static<typeof GameTypeWire>;

export const CauseWire = Type.Object({
  key: Type.String(),
  url_slug: Type.String(),
  name: Type.String(),
});
export type CauseWire = Static<typeof CauseWire>;

export const RecurringPurchaseWire = Type.Object({
  type: Type.Union([Type.Literal('autoplay'), Type.Literal('subscription'), Type.Null()]),
  availability: Type.Union([
    Type.Literal('never'),
    Type.Literal('optional'),
    Type.Literal('always'),
  ]),
});
export type RecurringPurchaseWire = Static<typeof RecurringPurchaseWire>;

/** An upcoming draw of an offer; `draw_offset` 0 is the next draw to close. */
export const UpcomingDrawWire = Type.Object({
  id: Type.String(),
  type: DrawTypeWire,
  /** `{product_offer_key}:{draw_no}`. */
  draw_id: Type.String(),
  draw_no: Type.Integer(),
  draw_offset: Type.Integer({ minimum: 0 }),
  /** When sales close, ISO 8601 in UTC. */
  stop: Type.String(),
  prize_pool: Type.Union([MoneyWire, Type.Null()]),
  prize_pool_suffix: Type.Union([Type.String(), Type.Null()]),
  is_prize_pool_unknown: Type.Boolean(),
  /** Raffle draws only: open, pre_order, sold_out or past_draw; null for other draws. */
  purchase_status: Type.Union([RafflePurchaseStatusWire, Type.Null()]),
});
export type UpcomingDrawWire = Static<typeof UpcomingDrawWire>;

export const ProductOfferWire = Type.Object({
  key: Type.String(),
  type: ProductTypeWire,
  name: Type.String(),
  url: Type.String(),
  availability: Type.Union([Type.Literal('available'), Type.Literal('unavailable')]),
  /** Lottery category: Lotto, Raffle, Jackpot or Strike. */
  display_category: Type.String(),
  suspended: Type.Boolean(),
  ranking: Type.Integer(),
  causes: Type.Array(CauseWire),
  game_types: Type.Array(GameTypeWire),
  recurring_purchase: RecurringPurchaseWire,
  draws: Type.Array(UpcomingDrawWire),
  /** Days a ticket chooses one of ('Monday'…); empty when the lottery has no selectable days. */
  selectable_days: Type.Array(Type.String()),
});
export type ProductOfferWire = Static<typeof ProductOfferWire>;
export const ProductOffersEnvelopeWire = EntitiesEnvelopeWire(ProductOfferWire);

/** Optional query of the product offers call. */
export const ProductOffersQueryWire = Type.Object({
  /** How many upcoming draws to list per offer (default 5). */
  draw_limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 60 })),
  clear_cache: Type.Optional(Type.String()),
});
export type ProductOffersQueryWire = Static<typeof ProductOffersQueryWire>;
