import { type ColumnType, type Generated } from 'kysely';
import { type Int8 } from './schema';

/** Lotto Party's tables (migration 0029). */

type Timestamp = ColumnType<Date, Date | string, Date | string>;
type NullableTimestamp = ColumnType<
  Date | null,
  Date | string | null | undefined,
  Date | string | null
>;
type Nullable<Value> = ColumnType<Value | null, Value | null | undefined, Value | null>;

export type PublicityStatusColumn = 'private' | 'promoted' | 'public';
export type AutosessionStatusColumn = 'on' | 'paused' | 'off';
/** Stored states; 'paid' is derived: a closed session whose draw is paid. */
export type SocialSessionStatusColumn = 'open' | 'closed' | 'cancelled';

export interface SocialGroupsTable {
  id: Generated<string>;
  name: string;
  owner_id: string;
  publicity_status: PublicityStatusColumn;
  /** SHA-256 (hex) of the invite token; the token itself is shown to members only. */
  invite_token_hash: string;
  invite_token_created_at: Timestamp;
  created_at: Timestamp;
}

export interface SocialGroupMembersTable {
  group_id: string;
  customer_id: string;
  joined_at: Timestamp;
}

export interface SocialSessionsTable {
  id: Generated<string>;
  group_id: string;
  draw_id: string;
  /** The lottery whose draw the session plays. */
  product_offer_key: string;
  share_price_cents: Int8;
  total_shares: number;
  autosession_status: AutosessionStatusColumn;
  invite_all_existing_members: ColumnType<boolean, boolean | undefined, boolean>;
  status: SocialSessionStatusColumn;
  created_by: Nullable<string>;
  /** The session this one followed when auto-session opened it. */
  previous_session_id: Nullable<string>;
  /** Shares bought (successful purchases), kept by the purchase under the session's row lock. */
  shares_sold: ColumnType<number, number | undefined, number>;
  /** What the shares sold paid, in cents. */
  pool_cents: ColumnType<string | number | bigint, number | undefined, number>;
  /** The session ticket's games, chosen at the draw's close. */
  games: ColumnType<Array<Record<string, number[]>>, string | undefined, string>;
  cancel_reason: Nullable<string>;
  created_at: Timestamp;
  closed_at: NullableTimestamp;
}

export interface SocialTables {
  social_groups: SocialGroupsTable;
  social_group_members: SocialGroupMembersTable;
  social_sessions: SocialSessionsTable;
}
