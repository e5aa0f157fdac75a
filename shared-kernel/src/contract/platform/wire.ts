import { type Static, Type } from '@sinclair/typebox';
import { EntitiesEnvelopeWire, ResultEnvelopeWire } from '../envelope/wire';
import { capabilityNames } from './capabilities';

/** `GET {discoveryBase}/discover`: where each service lives. */
export const ServicesWire = Type.Object({
  api: Type.String(),
  auth: Type.String(),
  cms: Type.String(),
  social: Type.String(),
  rewards: Type.String(),
  customer_verify: Type.String(),
  recommend: Type.String(),
  registry: Type.String(),
});
export type ServicesWire = Static<typeof ServicesWire>;

export const DiscoveryWire = Type.Object({ services: ServicesWire });
export type DiscoveryWire = Static<typeof DiscoveryWire>;
export const DiscoveryEnvelopeWire = ResultEnvelopeWire(DiscoveryWire);

const ReachableWire = Type.Union([Type.Literal('ok'), Type.Literal('unavailable')]);

/**
 * `GET /health`: whether this process is ready to serve, with each service it needs (Redis and
 * the object store only where configured). Not enveloped: read by load balancers and scripts.
 */
export const HealthWire = Type.Object({
  status: ReachableWire,
  database: ReachableWire,
  redis: Type.Optional(ReachableWire),
  object_store: Type.Optional(ReachableWire),
});
export type HealthWire = Static<typeof HealthWire>;

export const NavigationRouteTypeWire = Type.Union([
  Type.Literal('internal'),
  Type.Literal('external'),
  Type.Literal('internal_dynamic'),
  Type.Literal('none'),
]);

/** Item types that open the primary drawer for that type (product.md "Main navigation bar"). */
export const NavigationItemTypeWire = Type.Union([
  Type.Literal('lotto'),
  Type.Literal('raffle'),
  Type.Literal('social_play'),
  Type.Literal('results'),
  Type.Literal('subvariant'),
]);

export const NavigationItemWire = Type.Object({
  label: Type.String(),
  route: Type.String(),
  route_type: NavigationRouteTypeWire,
  type: Type.Optional(NavigationItemTypeWire),
});
export type NavigationItemWire = Static<typeof NavigationItemWire>;

export const NavigationWire = Type.Object({
  primary: Type.Array(NavigationItemWire),
  secondary: Type.Array(NavigationItemWire),
});
export type NavigationWire = Static<typeof NavigationWire>;

export const PaymentLogoWire = Type.Union([
  Type.Literal('VISA'),
  Type.Literal('MASTERCARD'),
  Type.Literal('AMEX'),
  Type.Literal('PAYPAL'),
  Type.Literal('APPLE_PAY'),
  Type.Literal('GOOGLE_PAY'),
]);
export type PaymentLogoWire = Static<typeof PaymentLogoWire>;

/** `GET /v2/config`: site configuration. */
/** A sub-variant (`sv`) and its market: locale and currency null mean the site's own. */
export const SubVariantWire = Type.Object({
  key: Type.String(),
  name: Type.String(),
  locale: Type.Union([Type.String(), Type.Null()]),
  currency: Type.Union([Type.String(), Type.Null()]),
  branding_region: Type.Union([Type.String(), Type.Null()]),
  /** A path that shows `route` with the sub-variant set, e.g. `/uk` → `/`. */
  url_aliases: Type.Array(Type.Object({ path: Type.String(), route: Type.String() })),
});
export type SubVariantWire = Static<typeof SubVariantWire>;

/** The locale and currency of a customer segment. */
export const SegmentLocaleWire = Type.Object({
  segment_name: Type.String(),
  locale: Type.String(),
  currency: Type.String(),
});
export type SegmentLocaleWire = Static<typeof SegmentLocaleWire>;

/** Site settings as stored (app_settings rows under these names). */
export const SiteSettingsWire = Type.Object({
  site_name: Type.String(),
  hide_site_name: Type.Boolean(),
  locale: Type.String(),
  currency: Type.String(),
  default_pricing_id: Type.String(),
  /** Seconds of inactivity before the session expires. */
  session_timeout: Type.Integer(),
  /** Seconds after the last activity during which the heartbeat keeps running. */
  heartbeat_active_timeout: Type.Integer(),
  remember_for_days: Type.Integer(),
  support_number: Type.String(),
  support_opening_hours: Type.String(),
  support_email: Type.String(),
  navigation: NavigationWire,
  payment_logos: Type.Array(PaymentLogoWire),
  /** The Android app's store listing (https only); null while the app is not available. */
  android_store_url: Type.Union([Type.String({ pattern: '^https://' }), Type.Null()]),
});

/** `GET /v2/config`: the settings, and the markets the page chooses its locale from. */
export const SiteConfigWire = Type.Composite([
  SiteSettingsWire,
  Type.Object({
    sub_variants: Type.Optional(Type.Array(SubVariantWire)),
    segment_locales: Type.Optional(Type.Array(SegmentLocaleWire)),
  }),
]);
export type SiteConfigWire = Static<typeof SiteConfigWire>;
export const SiteConfigEnvelopeWire = ResultEnvelopeWire(SiteConfigWire);

export const CapabilityNameWire = Type.Union(capabilityNames.map((name) => Type.Literal(name)));

export const CapabilitySegmentWire = Type.Object({
  segment_name: Type.String(),
  capabilities: Type.Array(CapabilityNameWire),
});
export type CapabilitySegmentWire = Static<typeof CapabilitySegmentWire>;

/** `GET /v2/capabilities`: every segment, and the one that applies to this caller. */
export const CapabilitiesWire = Type.Object({
  segments: Type.Array(CapabilitySegmentWire),
  current_segment: Type.String(),
});
export type CapabilitiesWire = Static<typeof CapabilitiesWire>;
export const CapabilitiesEnvelopeWire = ResultEnvelopeWire(CapabilitiesWire);

export const BrandingRegionOverrideWire = Type.Object({
  branding_regions: Type.Array(Type.String()),
  logo_text: Type.Optional(Type.String()),
});

/** `GET /v2/branding`: product branding. Colour names are snake_case, values `#rrggbb`. */
export const BrandingWire = Type.Object({
  id: Type.String(),
  name: Type.String(),
  region_overrides: Type.Array(BrandingRegionOverrideWire),
  subvariant: Type.Union([Type.String(), Type.Null()]),
  logo_text: Type.String(),
  colours: Type.Record(Type.String(), Type.String()),
});
export type BrandingWire = Static<typeof BrandingWire>;
export const BrandingEnvelopeWire = ResultEnvelopeWire(BrandingWire);

export const ContentItemTypeWire = Type.Union([
  Type.Literal('plain'),
  Type.Literal('markdown'),
  Type.Literal('image'),
  Type.Literal('seo'),
  Type.Literal('json'),
]);
export type ContentItemTypeWire = Static<typeof ContentItemTypeWire>;

/** A translation or content item (`GET /v2/{locale}/items`). */
export const ContentItemWire = Type.Object({
  id: Type.String(),
  type: ContentItemTypeWire,
  value: Type.String(),
  category: Type.String(),
});
export type ContentItemWire = Static<typeof ContentItemWire>;
export const ContentItemsEnvelopeWire = EntitiesEnvelopeWire(ContentItemWire);

const stringList = Type.Array(Type.String({ minLength: 1, maxLength: 200 }), { maxItems: 200 });

/**
 * Query of `GET /v2/{locale}/items`: bracket arrays `c[]` (categories), `id[]` (ids) and `t[]`
 * (types); a single value, with or without brackets, counts as a list of one.
 */
export const ContentItemsQueryWire = Type.Object({
  'c[]': Type.Optional(stringList),
  'id[]': Type.Optional(stringList),
  't[]': Type.Optional(Type.Array(ContentItemTypeWire, { maxItems: 5 })),
  c: Type.Optional(stringList),
  id: Type.Optional(stringList),
  t: Type.Optional(Type.Array(ContentItemTypeWire, { maxItems: 5 })),
  clear_cache: Type.Optional(Type.String()),
});
export type ContentItemsQueryWire = Static<typeof ContentItemsQueryWire>;
