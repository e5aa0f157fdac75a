import { type ColumnType, type Generated } from 'kysely';

/** The draw engine's tables (migration 0022; giveaway draws: migration 0028). */

type Jsonb<Value> = ColumnType<Value, string, string>;
type NullableJsonb<Value> = ColumnType<Value | null, string | null | undefined, string | null>;
type Int8 = ColumnType<string | number | bigint, number, number>;
type NullableInt8 = ColumnType<
  string | number | bigint | null,
  number | null | undefined,
  number | null
>;
type Timestamp = ColumnType<Date, Date | string, Date | string>;
type NullableTimestamp = ColumnType<
  Date | null,
  Date | string | null | undefined,
  Date | string | null
>;
type Nullable<Value> = ColumnType<Value | null, Value | null | undefined, Value | null>;
type Defaulted<Value> = ColumnType<Value, Value | undefined, Value>;

export interface DrawSchedulesTable {
  product_offer_key: string;
  kind: 'weekly' | 'periodic' | 'monthly';
  weekdays: ColumnType<number[], string | undefined, string>;
  period_days: Nullable<number>;
  /** Migration 0028: a monthly rule draws on the last day of every `period_months` months. */
  period_months: Nullable<number>;
  /** Sydney date, YYYY-MM-DD. */
  reference_date: string;
  first_draw_no: number;
  /** Sydney time, HH:MM. */
  close_time: string;
  draw_time: string;
  horizon_days: Nullable<number>;
  upcoming_draws: Defaulted<number>;
  base_jackpot_cents: NullableInt8;
  jackpot_step_cents: ColumnType<string | number | bigint, number | undefined, number>;
  prize_pool_suffix: Nullable<string>;
  prize_fund_basis_points: Defaulted<number>;
  ticket_cap: Nullable<number>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface DrawBeaconRow {
  key: string;
  round: number;
  value: string;
}

export interface DrawVerificationsTable {
  draw_id: string;
  algorithm_version: string;
  commitment: string;
  /** Secret until `revealed_at`. */
  seed: string;
  committed_at: Timestamp;
  tickets_root: Nullable<string>;
  ticket_lines: Nullable<number>;
  frozen_at: NullableTimestamp;
  beacon: NullableJsonb<DrawBeaconRow>;
  pools: NullableJsonb<unknown[]>;
  numbers: NullableJsonb<Array<{ name: string; numbers: number[] }>>;
  revealed_at: NullableTimestamp;
}

export interface DrawEntriesTable {
  draw_id: string;
  ticket_id: string;
  customer_id: string;
  first_position: number;
  line_count: number;
}

export type PrizePayoutStatus = 'due' | 'awaiting_claim' | 'paid' | 'rejected';

/** Migration 0028: the account a payout is paid into. */
export type PrizePayoutAccount = 'cash' | 'promo_credit';

export interface PrizePayoutsTable {
  ticket_id: string;
  draw_id: string;
  customer_id: string;
  amount_cents: Int8;
  description: string;
  status: PrizePayoutStatus;
  transfer_id: Nullable<string>;
  decided_by: Nullable<string>;
  decided_at: NullableTimestamp;
  reason: Nullable<string>;
  created_at: Timestamp;
  paid_at: NullableTimestamp;
  /** Migration 0028: cash unless the prize is bonus credit. */
  payout: Defaulted<PrizePayoutAccount>;
}

/** Migration 0028: a physical prize won, delivered by the operators. */
export interface PrizeFulfilmentsTable {
  draw_id: string;
  draw_order: number;
  ticket_id: string;
  prize_ranking: number;
  customer_id: string;
  status: 'to_fulfil' | 'fulfilled';
  fulfilled_by: Nullable<string>;
  fulfilled_at: NullableTimestamp;
  created_at: Timestamp;
}

export interface DrawResultEmailsTable {
  draw_id: string;
  customer_id: string;
  sent_at: Timestamp;
}

export interface AuditLogTable {
  id: Generated<string>;
  actor_type: 'system' | 'operator';
  actor: string;
  action: string;
  subject_type: string;
  subject_id: string;
  detail: Jsonb<Record<string, unknown>>;
  created_at: Timestamp;
}

export interface DrawEngineTables {
  draw_schedules: DrawSchedulesTable;
  draw_verifications: DrawVerificationsTable;
  draw_entries: DrawEntriesTable;
  prize_payouts: PrizePayoutsTable;
  prize_fulfilments: PrizeFulfilmentsTable;
  draw_result_emails: DrawResultEmailsTable;
  audit_log: AuditLogTable;
}
