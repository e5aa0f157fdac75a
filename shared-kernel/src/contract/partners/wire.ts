import { type Static, Type } from '@sinclair/typebox';
import { CartItemWire, NumDrawsWire } from '../cart/wire';
import { MoneyWire, ResultEnvelopeWire } from '../envelope/wire';
import { DepositRequestWire } from '../payments/wire';
import { PurchaseDataWire } from '../purchase/wire';

/** Partner carts and their purchase as they travel (snake_case). */

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

/** The most items one partner cart carries. */
export const partnerCartItemsMax = 10;

/** Several items a partner sends at once; `cart_item` stays the one-item form of api.md §7.5. */
const PartnerCartItemsRequestWire = Type.Optional(
  Type.Array(PartnerCartItemRequestWire, { maxItems: partnerCartItemsMax }),
);

/** `POST /v2/cart/partner/{slug}` and `/v2/anon-cart/partner/{slug}`: price the partner's items. */
export const PartnerCartRequestWire = Type.Object({
  cart_item: Type.Union([Type.Null(), PartnerCartItemRequestWire]),
  cart_items: PartnerCartItemsRequestWire,
});
export type PartnerCartRequestWire = Static<typeof PartnerCartRequestWire>;

/** A partner cart (product.md §3): the items a partner page sells, priced by the shop. */
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
 * `POST /v2/cart/partner/{slug}/purchase` (v3.2, Idempotency-Key): buy the partner's items in one
 * checkout, paid from the wallet (deposit null) or by a deposit from a saved card first. Result:
 * the checkout id.
 */
export const PartnerPurchaseRequestWire = Type.Object({
  cart_item: Type.Union([Type.Null(), PartnerCartItemRequestWire]),
  cart_items: PartnerCartItemsRequestWire,
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
