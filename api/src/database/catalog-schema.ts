import { type ColumnType, type Generated } from 'kysely';

/** Tables of migration 0002-catalog, as Kysely sees them (rows never leave a repository). */

// The same column kinds as schema.ts (kept here so the two files do not import each other).
type Jsonb<Value> = ColumnType<Value, string, string>;
type Int8 = ColumnType<string | number | bigint, number, number>;
type Timestamp = ColumnType<Date, Date | string, Date | string>;
type Defaulted<Value> = ColumnType<Value, Value | undefined, Value>;
type CreatedAt = ColumnType<Date, Date | string | undefined, never>;

export interface DrawnNumberSetRow {
  name: string;
  numbers: number[];
}

export interface DrawResultsTable {
  draw_id: string;
  drawn_at: Timestamp;
  number_sets: Jsonb<DrawnNumberSetRow[]>;
  supplementaries: Jsonb<number[]>;
}

export interface DrawDividendsTable {
  draw_id: string;
  division: number;
  description: string;
  winners: number;
  prize_per_winner_cents: Int8 | null;
}

export interface RaffleDrawsTable {
  draw_id: string;
  name: string;
  feature_image: string | null;
  pre_order_starts_at: Timestamp | null;
}

export interface RafflePrizesTable {
  draw_id: string;
  ranking: number;
  name: string;
  value_cents: Int8 | null;
  image: string | null;
  quantity: number;
  /** Migration 0028: how the prize reaches its winner. */
  payout: Defaulted<'cash' | 'promo_credit' | 'physical'>;
}

export interface RaffleWinnersTable {
  draw_id: string;
  prize_ranking: number;
  ticket_number: string;
  name: string;
  location: string;
  /** The winning ticket, for raffle draws the engine draws (migration 0022). */
  ticket_id: ColumnType<string | null, string | null | undefined, string | null>;
  draw_order: ColumnType<number | null, number | null | undefined, number | null>;
}

export interface TipsTable {
  key: string;
  product_offer_key: string | null;
  title: string;
  text: string;
  ranking: number;
}

export interface CartsTable {
  id: Generated<string>;
  reference: string;
  anonymous_token: string | null;
  customer_id: string | null;
  created_at: CreatedAt;
  updated_at: Defaulted<Date>;
}

export interface CartItemsTable {
  id: Generated<string>;
  cart_id: string;
  product_type: string;
  product_offer_key: string;
  game_type: string;
  game_offer: string;
  draw_id: string | null;
  description: string;
  quantity: number;
  unit_price_cents: Int8;
  num_draws: number;
  num_weeks: number;
  num_games: number;
  games: Jsonb<Array<Record<string, number[]>>>;
  quickpick: boolean;
  cause_key: string | null;
  day: string | null;
  num_raffle_tickets: number | null;
  num_shares: number | null;
  has_favourite_numbers: Defaulted<boolean>;
  recurring_purchase_type: string | null;
  recurring_purchase_availability: Defaulted<string>;
  recurring_purchase_enabled: Defaulted<boolean>;
  scheduled_purchase_type: string | null;
  affiliate_code: string | null;
  created_at: CreatedAt;
}

export interface CmsItemsTable {
  collection: string;
  id: string;
  status: string;
  published_at: Timestamp | null;
  slug: string | null;
  path: string | null;
  category: string | null;
  data: Jsonb<Record<string, unknown>>;
  created_at: CreatedAt;
}

export interface CmsFilesTable {
  id: string;
  title: string;
  type: string;
  filename_download: string;
  url: string;
  width: number | null;
  height: number | null;
}

export interface ClientEventsTable {
  id: Generated<string>;
  event_type: string;
  payload: Jsonb<unknown>;
  /** The signed-in customer who sent it; null for a visitor. */
  customer_id: string | null;
  created_at: CreatedAt;
}

export interface CatalogTables {
  draw_results: DrawResultsTable;
  draw_dividends: DrawDividendsTable;
  raffle_draws: RaffleDrawsTable;
  raffle_prizes: RafflePrizesTable;
  raffle_winners: RaffleWinnersTable;
  tips: TipsTable;
  carts: CartsTable;
  cart_items: CartItemsTable;
  cms_items: CmsItemsTable;
  cms_files: CmsFilesTable;
  client_events: ClientEventsTable;
}
