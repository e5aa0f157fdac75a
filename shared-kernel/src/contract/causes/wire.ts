import { type Static, Type } from '@sinclair/typebox';
import { EntitiesEnvelopeWire, ResultEnvelopeWire } from '../envelope/wire';

/** Charity causes as the services send them (snake_case, api.md §7.6). */

export const CauseDetailWire = Type.Object({
  key: Type.String(),
  url_slug: Type.String(),
  name: Type.String(),
  description: Type.String(),
  category: Type.String(),
  state: Type.String(),
  logo: Type.Union([Type.String(), Type.Null()]),
  website: Type.Union([Type.String(), Type.Null()]),
  /** Offers that support this cause. */
  product_offer_keys: Type.Array(Type.String()),
});
export type CauseDetailWire = Static<typeof CauseDetailWire>;

export const CausesEnvelopeWire = EntitiesEnvelopeWire(CauseDetailWire);

export const CauseEnvelopeWire = ResultEnvelopeWire(CauseDetailWire);

/** `GET /v2/causes`: `slug` narrows to one cause; page size default 10. */
export const CausesQueryWire = Type.Object({
  slug: Type.Optional(Type.String({ maxLength: 200 })),
  product_offer_key: Type.Optional(Type.String({ maxLength: 100 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
  offset: Type.Optional(Type.Integer({ minimum: 0 })),
  clear_cache: Type.Optional(Type.String()),
});
export type CausesQueryWire = Static<typeof CausesQueryWire>;
