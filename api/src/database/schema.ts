import { type ColumnType, type Generated, type Insertable } from 'kysely';
import { type CustomersTable, type IdentityTables } from './identity-schema';
import { type CatalogTables } from './catalog-schema';
import { type LedgerTables, type RecurringPurchaseMethodColumn } from './ledger-schema';
import { type CartTables } from './cart-schema';
import { type OperatorTables } from './operator-schema';
import { type VerificationTables } from './verification-schema';
import { type DrawEngineTables } from './draw-engine-schema';
import { type ResponsiblePlayTables } from './responsible-play-schema';
import { type MembershipTables } from './membership-schema';
import { type SocialTables } from './social-schema';
import { type SupportTables } from './support-schema';
import { type NotificationTables } from './notifications-schema';

/**
 * Tables as Kysely sees them. Only repositories, migrations and the seed use these types;
 * rows never travel further than a repository.
 */

/** jsonb: read as the parsed value, written as a JSON string (see `jsonb()`). */
export type Jsonb<Value> = ColumnType<Value, string, string>;
/** bigint: `pg` reads int8 as a string, PGlite as a number; repositories convert with Number(). */
export type Int8 = ColumnType<string | number | bigint, number, number>;
export type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
export type Timestamp = ColumnType<Date, Date | string, Date | string>;

export interface AppSettingsTable {
  key: string;
  value: Jsonb<unknown>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface CapabilitySegmentsTable {
  segment_name: string;
  capability: string;
}

/** Every segment by name, whether or not it grants a capability yet (migration 0030). */
export interface SegmentsTable {
  segment_name: string;
  created_at: ColumnType<Date, Date | string | undefined, never>;
}

export interface BrandingRegionOverrideRow {
  branding_regions: string[];
  logo_text?: string;
}

export interface BrandingsTable {
  id: string;
  name: string;
  logo_text: string;
  colours: Jsonb<Record<string, string>>;
  subvariant: string | null;
  region_overrides: Jsonb<BrandingRegionOverrideRow[]>;
}

export interface ContentItemsTable {
  locale: string;
  category: string;
  id: string;
  type: string;
  value: string;
}

/** Migration 0031: a sub-variant's market, branding region and URL aliases. */
export interface SubVariantsTable {
  key: string;
  name: string;
  locale: string | null;
  currency: string | null;
  branding_region: string | null;
  url_aliases: Jsonb<Array<{ path: string; route: string }>>;
  ranking: ColumnType<number, number | undefined, number>;
}

/** Migration 0031: the locale and currency of a customer segment. */
export interface SegmentLocalesTable {
  segment_name: string;
  locale: string;
  currency: string;
}

export interface PricingsTable {
  id: string;
  name: string;
}

export interface ProductOffersTable {
  key: string;
  type: string;
  name: string;
  url: string;
  availability: string;
  display_category: string;
  suspended: ColumnType<boolean, boolean | undefined, boolean>;
  ranking: number;
  recurring_purchase_type: string | null;
  recurring_purchase_availability: string;
  /** Migration 0006: days a ticket chooses one of ('Monday'…); empty when there is no choice. */
  selectable_days: ColumnType<string[], string | undefined, string>;
}

export interface GameTypesTable {
  product_offer_key: string;
  key: string;
  name: string;
  ranking: number;
}

export interface NumberSetRow {
  name: string;
  count: number;
  min: number;
  max: number;
}

export interface GamePriceRow {
  games: number;
  price_cents: number;
}

export interface GameOffersTable {
  product_offer_key: string;
  game_type_key: string;
  key: string;
  name: string;
  min_games: number;
  max_games: number;
  default_games: number;
  number_sets: Jsonb<NumberSetRow[]>;
  prices: Jsonb<GamePriceRow[]>;
  price_currency: string;
  ranking: number;
  /** Migration 0006: the entry count a mega_combo ticket starts at. */
  default_entry_count: ColumnType<number | null, number | null | undefined, number | null>;
}

export interface CausesTable {
  key: string;
  url_slug: string;
  name: string;
  /** Columns of migration 0002-catalog (cause profiles). */
  description: ColumnType<string, string | undefined, string>;
  category: ColumnType<string, string | undefined, string>;
  state: ColumnType<string, string | undefined, string>;
  logo: ColumnType<string | null, string | null | undefined, string | null>;
  website: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface ProductOfferCausesTable {
  product_offer_key: string;
  cause_key: string;
  ranking: number;
}

export interface DrawsTable {
  id: Generated<string>;
  product_offer_key: string;
  draw_no: number;
  stop: Timestamp;
  status: string;
  prize_pool_cents: Int8 | null;
  prize_pool_suffix: string | null;
  is_prize_pool_unknown: ColumnType<boolean, boolean | undefined, boolean>;
  purchase_status: string | null;
  /** When the numbers are drawn (migration 0022); null only before that migration. */
  draw_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  prize_fund_cents: ColumnType<
    string | number | bigint | null,
    number | null | undefined,
    number | null
  >;
  ticket_cap: ColumnType<number | null, number | null | undefined, number | null>;
  recurring_bought_at: ColumnType<
    Date | null,
    Date | string | null | undefined,
    Date | string | null
  >;
  last_error: ColumnType<string | null, string | null | undefined, string | null>;
  last_error_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** A syndicate draw's games, chosen when it closes (migration 0022); jsonb. */
  entry_games: ColumnType<
    Array<Record<string, number[]>> | null,
    string | null | undefined,
    string | null
  >;
}

export interface ReleaseEnvironmentsTable {
  name: string;
  created_at: CreatedAt;
  /** The shell this environment serves: `{ version, provides, recordedAt }` (migration 0025). */
  shell: Jsonb<{ version: string; provides: Record<string, string>; recordedAt: string } | null>;
  /** Place in the promotion order (RELEASE_ENVIRONMENTS). */
  position: ColumnType<number, number | undefined, number>;
}

/** A build's release.json as published (camelCase, as the build writes it). */
export interface RemoteManifestColumn {
  remote: string;
  version: string;
  buildId: string;
  commit: string;
  entry: string;
  integrity: string;
  requires: Record<string, string>;
  routes: string[];
  builtAt: string;
}

export interface RemoteVersionsTable {
  remote: string;
  version: string;
  manifest: Jsonb<RemoteManifestColumn>;
  /** SHA-256 over the sorted files; empty for versions registered before digests were kept. */
  digest: string;
  published_at: CreatedAt;
  published_by: ColumnType<string, string | undefined, string>;
  withdrawn_at: Timestamp | null;
  withdrawn_by: string | null;
  withdrawn_reason: string | null;
}

/** One remote in a revision: its stable version and an optional canary. */
export interface RevisionPinColumn {
  remote: string;
  version: string;
  canary: { version: string; percent: number } | null;
}

export interface ReleaseRevisionsTable {
  environment: string;
  number: number;
  created_at: Timestamp;
  author: string;
  action: 'pin' | 'promote' | 'canary' | 'rollback' | 'auto_rollback' | 'local_build';
  reason: string;
  restored_revision: number | null;
  pins: Jsonb<RevisionPinColumn[]>;
}

export interface ReleaseReportsTable {
  environment: string;
  remote: string;
  version: string;
  page_load: string;
  outcome: 'rendered' | 'load_failed' | 'render_failed';
  reported_at: Timestamp;
}

export interface Database
  extends
    CatalogTables,
    IdentityTables,
    CartTables,
    LedgerTables,
    OperatorTables,
    VerificationTables,
    DrawEngineTables,
    ResponsiblePlayTables,
    MembershipTables,
    SocialTables,
    NotificationTables,
    SupportTables {
  /** With the recurring purchase method of migration 0024. */
  customers: CustomersTable & RecurringPurchaseMethodColumn;
  app_settings: AppSettingsTable;
  capability_segments: CapabilitySegmentsTable;
  segments: SegmentsTable;
  brandings: BrandingsTable;
  content_items: ContentItemsTable;
  sub_variants: SubVariantsTable;
  segment_locales: SegmentLocalesTable;
  pricings: PricingsTable;
  product_offers: ProductOffersTable;
  game_types: GameTypesTable;
  game_offers: GameOffersTable;
  causes: CausesTable;
  product_offer_causes: ProductOfferCausesTable;
  draws: DrawsTable;
  release_environments: ReleaseEnvironmentsTable;
  remote_versions: RemoteVersionsTable;
  release_revisions: ReleaseRevisionsTable;
  release_reports: ReleaseReportsTable;
}

export type NewDraw = Insertable<DrawsTable>;
