import { type ColumnType } from 'kysely';

/** The membership programme's tables (migration 0027). */

type Timestamp = ColumnType<Date, Date | string, Date | string>;
type NullableTimestamp = ColumnType<
  Date | null,
  Date | string | null | undefined,
  Date | string | null
>;
type Nullable<Value> = ColumnType<Value | null, Value | null | undefined, Value | null>;

export type MembershipStatusColumn = 'member' | 'non-member' | 'pending-deposit';
export type MembershipTierColumn = 'free' | 'premium';
export type GiveawayTypeColumn = 'daily' | 'major' | 'monthly' | 'preview' | 'special';
export type GiveawayAvailabilityColumn = 'all_members' | 'premium_only' | 'unlock_required';

export interface MembershipsTable {
  customer_id: string;
  program: string;
  status: MembershipStatusColumn;
  /** Null exactly when the status is non-member. */
  tier: Nullable<MembershipTierColumn>;
  joined_at: NullableTimestamp;
  updated_at: Timestamp;
  premium_until: NullableTimestamp;
  premium_renews: ColumnType<boolean, boolean | undefined, boolean>;
}

export interface GiveawayTypesTable {
  type: GiveawayTypeColumn;
  product_offer_key: string;
  title: string;
  description: string;
  availability: GiveawayAvailabilityColumn;
  pill: Nullable<string>;
  image: Nullable<string>;
  /** The sentence a locked entry shows (how to unlock it, or why it cannot be). */
  unlock_rule: Nullable<string>;
}

export interface GiveawayUnlocksTable {
  draw_id: string;
  customer_id: string;
  unlocked_at: Timestamp;
}

export interface MembershipRenewalsTable {
  customer_id: string;
  period_start: Timestamp;
  status: 'purchased' | 'failed';
  checkout_id: Nullable<string>;
  reason: Nullable<string>;
  created_at: Timestamp;
}

export interface MembershipTables {
  memberships: MembershipsTable;
  giveaway_types: GiveawayTypesTable;
  giveaway_unlocks: GiveawayUnlocksTable;
  membership_renewals: MembershipRenewalsTable;
}
