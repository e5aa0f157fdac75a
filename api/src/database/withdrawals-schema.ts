import { type ColumnType } from 'kysely';

/** Migration 0019: a customer's withdrawal from the wallet, its decision and its payout. */

type Int8 = ColumnType<string | number | bigint, number, number>;
type Timestamp = ColumnType<Date, Date | string, Date | string>;
type NullableTimestamp = ColumnType<
  Date | null,
  Date | string | null | undefined,
  Date | string | null
>;
type Nullable<Value> = ColumnType<Value | null, Value | null | undefined, Value | null>;

export type WithdrawalMethodCode = 'tt' | 'pl' | 'tw' | 'do';
export type WithdrawalStatus = 'awaiting_approval' | 'queued' | 'paid' | 'rejected' | 'returned';

export interface WithdrawalsTable {
  id: string;
  customer_id: string;
  method_code: WithdrawalMethodCode;
  fund_id: Nullable<string>;
  cause_key: Nullable<string>;
  bank_type: Nullable<string>;
  destination: string;
  payee: ColumnType<unknown, string, string>;
  amount_cents: Int8;
  status: WithdrawalStatus;
  payout_adapter: Nullable<string>;
  payout_reference: Nullable<string>;
  reason: Nullable<string>;
  idempotency_key: string;
  transfer_id: string;
  settlement_transfer_id: Nullable<string>;
  decided_by: Nullable<string>;
  decided_at: NullableTimestamp;
  settled_by: Nullable<string>;
  created_at: Timestamp;
  settled_at: NullableTimestamp;
}
