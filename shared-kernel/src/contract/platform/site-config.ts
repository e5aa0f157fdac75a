import { type PaymentLogo } from '../payments/model';

export const navigationRouteTypes = ['internal', 'external', 'internal_dynamic', 'none'] as const;
export type NavigationRouteType = (typeof navigationRouteTypes)[number];

/** Navigation items of these types open the drawer of that type. */
export const navigationItemTypes = [
  'lotto',
  'raffle',
  'social_play',
  'results',
  'subvariant',
] as const;
export type NavigationItemType = (typeof navigationItemTypes)[number];

export interface NavigationItem {
  label: string;
  route: string;
  routeType: NavigationRouteType;
  type?: NavigationItemType;
}

/** GET /v2/config result. */
export interface SiteConfig {
  siteName: string;
  hideSiteName: boolean;
  locale: string;
  currency: string;
  defaultPricingId: string;
  /** Seconds of idleness before the session expires (default 3600). */
  sessionTimeout: number;
  /** Seconds of activity within which the heartbeat runs (default 600). */
  heartbeatActiveTimeout: number;
  rememberForDays: number;
  supportNumber: string;
  supportOpeningHours: string;
  supportEmail: string;
  navigation: { primary: NavigationItem[]; secondary: NavigationItem[] };
  paymentLogos: PaymentLogo[];
  /** The Android app's store listing; null (or absent, from an older API) while there is none. */
  androidStoreUrl?: string | null;
  /** Sub-variants with their market (absent from an older API). */
  subVariants?: SubVariant[];
  /** Customer segments with a market of their own. */
  segmentLocales?: SegmentLocale[];
}

/** A sub-variant (`sv`): its name, market (null: the site's), branding region and URL aliases. */
export interface SubVariant {
  key: string;
  name: string;
  locale: string | null;
  currency: string | null;
  brandingRegion: string | null;
  urlAliases: Array<{ path: string; route: string }>;
}

export interface SegmentLocale {
  segmentName: string;
  locale: string;
  currency: string;
}

/** Footer shows at most this many payment logos. */
export const footerPaymentLogosMax = 8;
