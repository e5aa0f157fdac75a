import { type Static, Type } from '@sinclair/typebox';
import { EntitiesEnvelopeWire, MoneyWire } from '../envelope/wire';

// Placements (recommend service, version 1.0) and recommended orders (api.md §7.2, §7.6).

const keyList = Type.Array(Type.String({ pattern: '^[a-z][a-z0-9_]{0,63}$' }), { maxItems: 10 });
const idList = Type.Array(Type.String({ maxLength: 64 }), { maxItems: 20 });
const offerKeys = Type.Array(Type.String({ maxLength: 64 }), { maxItems: 50 });

/**
 * GET /recommend/placement: which placements (`keys`), for whom (`customer_key`: the signed-in
 * customer's id; another id is not personalised), the product offers in the cart (`cart`), the
 * segments, branding and pricing. Lists arrive in bracket form (`keys[]=a`) or plain.
 */
export const PlacementQueryWire = Type.Object({
  'keys[]': Type.Optional(keyList),
  keys: Type.Optional(keyList),
  'cart[]': Type.Optional(offerKeys),
  cart: Type.Optional(offerKeys),
  'segment_ids[]': Type.Optional(idList),
  segment_ids: Type.Optional(idList),
  customer_key: Type.Optional(Type.String({ maxLength: 64 })),
  branding_key: Type.Optional(Type.String({ maxLength: 64 })),
  pricing_id: Type.Optional(Type.String({ maxLength: 64 })),
  clear_cache: Type.Optional(Type.String()),
});
export type PlacementQueryWire = Static<typeof PlacementQueryWire>;

/** POST /recommend/placement/cart/prime: the cart changed; its placements without the cache. */
export const CartPrimeBodyWire = Type.Object({
  segment_ids: Type.Optional(idList),
  cart: Type.Optional(offerKeys),
});
export type CartPrimeBodyWire = Static<typeof CartPrimeBodyWire>;

/** One recommended draw: the offer, its next draw on sale and its jackpot. */
export const PlacementEntryWire = Type.Object({
  product_offer_key: Type.String(),
  name: Type.String(),
  /** The offer's page path, e.g. `/powerball`. */
  url: Type.String(),
  draw_no: Type.Integer(),
  /** When sales stop, ISO 8601 UTC. */
  draw_date: Type.String(),
  /** Null while the jackpot is not announced. */
  jackpot: Type.Union([MoneyWire, Type.Null()]),
});
export type PlacementEntryWire = Static<typeof PlacementEntryWire>;

export const PlacementWire = Type.Object({
  key: Type.String(),
  entries: Type.Array(PlacementEntryWire),
});
export type PlacementWire = Static<typeof PlacementWire>;

export const PlacementsEnvelopeWire = EntitiesEnvelopeWire(PlacementWire);

/** One of the customer's most-bought offers, to buy again (GET /v2/orders/recommended). */
export const RecommendedOrderWire = Type.Object({
  product_offer_key: Type.String(),
  name: Type.String(),
  url: Type.String(),
  /** How many of the customer's orders had this offer. */
  times_bought: Type.Integer({ minimum: 1 }),
  last_bought_at: Type.String(),
  /** The latest order with the offer: /cart/replay/{checkout_id} buys it again. */
  checkout_id: Type.String(),
  description: Type.String(),
  price: MoneyWire,
  next_draw: Type.Union([
    Type.Object({
      draw_no: Type.Integer(),
      draw_date: Type.String(),
      jackpot: Type.Union([MoneyWire, Type.Null()]),
    }),
    Type.Null(),
  ]),
});
export type RecommendedOrderWire = Static<typeof RecommendedOrderWire>;

export const RecommendedOrdersQueryWire = Type.Object({
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 20, default: 3 })),
});
export type RecommendedOrdersQueryWire = Static<typeof RecommendedOrdersQueryWire>;

export const RecommendedOrdersEnvelopeWire = EntitiesEnvelopeWire(RecommendedOrderWire);
