import { type Static, Type } from '@sinclair/typebox';
import { EntitiesEnvelopeWire, PageQueryWire, ResultEnvelopeWire } from '../envelope/wire';

// The notifications feed behind the bell (product.md §2, §3 Notification).

/** A card's action: a link in the shop, and the app's deep link when there is one. */
export const NotificationActionWire = Type.Object({
  id: Type.String(),
  text: Type.String(),
  link: Type.String(),
  deep_link: Type.Union([Type.String(), Type.Null()]),
});
export type NotificationActionWire = Static<typeof NotificationActionWire>;

/** A card of the feed: a Notification (product.md §3) with when it came and whether it was seen. */
export const NotificationCardWire = Type.Object({
  id: Type.String(),
  title: Type.String(),
  icon: Type.String(),
  message: Type.String(),
  is_auto_dismissed: Type.Boolean(),
  actions: Type.Array(NotificationActionWire),
  /** ISO 8601 UTC. */
  created_at: Type.String(),
  viewed: Type.Boolean(),
});
export type NotificationCardWire = Static<typeof NotificationCardWire>;

export const NotificationFeedQueryWire = PageQueryWire;
export type NotificationFeedQueryWire = Static<typeof NotificationFeedQueryWire>;

export const NotificationFeedEnvelopeWire = EntitiesEnvelopeWire(NotificationCardWire);

export const UnviewedCountWire = Type.Object({ count: Type.Integer({ minimum: 0 }) });
export type UnviewedCountWire = Static<typeof UnviewedCountWire>;

export const UnviewedCountEnvelopeWire = ResultEnvelopeWire(UnviewedCountWire);

export const NotificationCardParamsWire = Type.Object({
  id: Type.String({ minLength: 1, maxLength: 100 }),
});
export type NotificationCardParamsWire = Static<typeof NotificationCardParamsWire>;
