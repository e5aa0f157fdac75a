import { Value } from '@sinclair/typebox/value';
import { type Kysely, sql } from 'kysely';
import {
  type CapabilityName,
  type CapabilitySegment,
  capabilityNames,
  type SegmentLocale,
  type SubVariant,
} from 'shared-kernel/contract/platform';
import { SiteSettingsWire } from 'shared-kernel/wire/platform';
import { type Database } from '../../database/schema';

export type NavigationRouteType = 'internal' | 'external' | 'internal_dynamic' | 'none';
export type NavigationItemType = 'lotto' | 'raffle' | 'social_play' | 'results' | 'subvariant';

export interface NavigationItem {
  label: string;
  route: string;
  routeType: NavigationRouteType;
  type?: NavigationItemType;
}

export interface SiteConfig {
  siteName: string;
  hideSiteName: boolean;
  locale: string;
  currency: string;
  defaultPricingId: string;
  sessionTimeoutSeconds: number;
  heartbeatActiveTimeoutSeconds: number;
  rememberForDays: number;
  supportNumber: string;
  supportOpeningHours: string;
  supportEmail: string;
  navigation: { primary: NavigationItem[]; secondary: NavigationItem[] };
  paymentLogos: string[];
  /** The Android app's store listing; null while the app is not available. */
  androidStoreUrl: string | null;
  subVariants: SubVariant[];
  segmentLocales: SegmentLocale[];
}

export interface Branding {
  id: string;
  name: string;
  logoText: string;
  colours: Record<string, string>;
  subvariant: string | null;
  regionOverrides: Array<{ brandingRegions: string[]; logoText?: string }>;
}

export type ContentItemType = 'plain' | 'markdown' | 'image' | 'seo' | 'json';

export interface ContentItem {
  id: string;
  type: ContentItemType;
  value: string;
  category: string;
}

export interface ContentItemFilter {
  locale: string;
  categories?: string[];
  ids?: string[];
  types?: ContentItemType[];
}

interface StoredNavigationItem {
  label: string;
  route: string;
  route_type: NavigationRouteType;
  type?: NavigationItemType;
}

function navigationItemOf(stored: StoredNavigationItem): NavigationItem {
  return {
    label: stored.label,
    route: stored.route,
    routeType: stored.route_type,
    ...(stored.type ? { type: stored.type } : {}),
  };
}

/** Setting rows are stored under the wire names of the site configuration (snake_case). */
const settingSchemas = SiteSettingsWire.properties;

const settingNames = {
  site_name: 'siteName',
  hide_site_name: 'hideSiteName',
  locale: 'locale',
  currency: 'currency',
  default_pricing_id: 'defaultPricingId',
  session_timeout: 'sessionTimeoutSeconds',
  heartbeat_active_timeout: 'heartbeatActiveTimeoutSeconds',
  remember_for_days: 'rememberForDays',
  support_number: 'supportNumber',
  support_opening_hours: 'supportOpeningHours',
  support_email: 'supportEmail',
  navigation: 'navigation',
  payment_logos: 'paymentLogos',
  android_store_url: 'androidStoreUrl',
} as const satisfies Record<keyof typeof settingSchemas, keyof SiteConfig>;

type SettingKey = keyof typeof settingNames;

function isSettingKey(key: string): key is SettingKey {
  return Object.hasOwn(settingNames, key);
}

export class PlatformRepository {
  constructor(private readonly database: Kysely<Database>) {}

  async isReachable(): Promise<boolean> {
    try {
      await sql`select 1`.execute(this.database);
      return true;
    } catch {
      return false;
    }
  }

  async findSubVariants(): Promise<SubVariant[]> {
    const rows = await this.database
      .selectFrom('sub_variants')
      .selectAll()
      .orderBy('ranking')
      .orderBy('key')
      .execute();
    return rows.map((row) => ({
      key: row.key,
      name: row.name,
      locale: row.locale,
      currency: row.currency,
      brandingRegion: row.branding_region,
      urlAliases: row.url_aliases.map((alias) => ({ path: alias.path, route: alias.route })),
    }));
  }

  async findSegmentLocales(): Promise<SegmentLocale[]> {
    const rows = await this.database
      .selectFrom('segment_locales')
      .selectAll()
      .orderBy('segment_name')
      .execute();
    return rows.map((row) => ({
      segmentName: row.segment_name,
      locale: row.locale,
      currency: row.currency,
    }));
  }

  /** The stored site settings; values that do not have the expected shape are left out. */
  async findSiteSettings(): Promise<Partial<SiteConfig>> {
    const rows = await this.database.selectFrom('app_settings').select(['key', 'value']).execute();
    const settings: Partial<SiteConfig> = {};
    for (const row of rows) {
      if (!isSettingKey(row.key) || !Value.Check(settingSchemas[row.key], row.value)) continue;
      if (row.key === 'navigation') {
        const navigation = row.value as Record<'primary' | 'secondary', StoredNavigationItem[]>;
        settings.navigation = {
          primary: navigation.primary.map(navigationItemOf),
          secondary: navigation.secondary.map(navigationItemOf),
        };
      } else {
        Object.assign(settings, { [settingNames[row.key]]: row.value });
      }
    }
    return settings;
  }

  async findCapabilitySegments(): Promise<CapabilitySegment[]> {
    const rows = await this.database
      .selectFrom('capability_segments')
      .select(['segment_name', 'capability'])
      .orderBy('segment_name')
      .orderBy('capability')
      .execute();
    const segments = new Map<string, CapabilityName[]>();
    for (const row of rows) {
      const capabilities = segments.get(row.segment_name) ?? [];
      if ((capabilityNames as readonly string[]).includes(row.capability)) {
        capabilities.push(row.capability as CapabilityName);
      }
      segments.set(row.segment_name, capabilities);
    }
    return [...segments].map(([segmentName, capabilities]) => ({ segmentName, capabilities }));
  }

  /** The branding without a sub-variant (the site's own). */
  async findDefaultBranding(): Promise<Branding | null> {
    const row = await this.database
      .selectFrom('brandings')
      .selectAll()
      .where('subvariant', 'is', null)
      .orderBy('id')
      .limit(1)
      .executeTakeFirst();
    if (!row) return null;
    return {
      id: row.id,
      name: row.name,
      logoText: row.logo_text,
      colours: row.colours,
      subvariant: row.subvariant,
      regionOverrides: row.region_overrides.map((override) => ({
        brandingRegions: override.branding_regions,
        ...(override.logo_text ? { logoText: override.logo_text } : {}),
      })),
    };
  }

  async findContentItems(filter: ContentItemFilter): Promise<ContentItem[]> {
    let query = this.database
      .selectFrom('content_items')
      .select(['id', 'type', 'value', 'category'])
      .where('locale', '=', filter.locale);
    if (filter.categories?.length) query = query.where('category', 'in', filter.categories);
    if (filter.ids?.length) query = query.where('id', 'in', filter.ids);
    if (filter.types?.length) query = query.where('type', 'in', filter.types);
    const rows = await query.orderBy('category').orderBy('id').execute();
    return rows.map((row) => ({
      id: row.id,
      type: row.type as ContentItemType,
      value: row.value,
      category: row.category,
    }));
  }
}
