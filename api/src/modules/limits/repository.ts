import { type InferResult, type Kysely } from 'kysely';
import { jsonArrayFrom, jsonObjectFrom } from 'kysely/helpers/postgres';
import { type Database } from '../../database/schema';
import {
  type CustomerUsage,
  customerUsageOf,
  customerUsageQuery,
  type UsageWindow,
} from '../ledger/repository';
import { inForceQuery } from '../responsible-play/repository';

/** Periods of a customer's limits: spend and deposit windows, and the monthly precommitment. */
export type LimitPeriod =
  | 'spend_daily'
  | 'spend_weekly'
  | 'spend_monthly'
  | 'deposit_daily'
  | 'deposit_weekly'
  | 'deposit_monthly'
  | 'precommitment_monthly';

export interface StoredLimit {
  id: string;
  period: LimitPeriod;
  amountCents: number;
  /** A raised amount (or, when null with pendingFrom set, the removal) waiting to take effect. */
  pendingAmountCents: number | null;
  pendingFrom: Date | null;
}

const limitColumns = [
  'id',
  'period',
  'amount_cents',
  'pending_amount_cents',
  'pending_from',
] as const;

/**
 * One row: whether the customer verified their identity and when they signed up, their limits,
 * their balances and usage in each window, and the break or self-exclusion in force at `now`
 * (read it with `standingFrom`).
 */
export function standingQuery(
  database: Kysely<Database>,
  customerId: string,
  windows: readonly UsageWindow[],
  now: Date,
) {
  return database.selectNoFrom([
    jsonObjectFrom(
      database
        .selectFrom('customers')
        .select(['is_verified', 'created_at'])
        .where('id', '=', customerId),
    ).as('customer'),
    jsonArrayFrom(
      database
        .selectFrom('spend_limits')
        .select(limitColumns)
        .where('customer_id', '=', customerId)
        .orderBy('period'),
    ).as('limits'),
    jsonObjectFrom(customerUsageQuery(database, customerId, windows)).as('usage'),
    jsonObjectFrom(inForceQuery(database, customerId, now)).as('play_break'),
  ]);
}

export type StandingRow = InferResult<ReturnType<typeof standingQuery>>[number];

/** A customer's standing for the limit checks. */
export interface Standing {
  verification: { isVerified: boolean; signedUpAt: Date } | null;
  limits: StoredLimit[];
  usage: CustomerUsage;
  /** A break or self-exclusion in force: no purchase at all until it ends. */
  playBreak: { kind: 'break' | 'self_exclusion'; endsAt: Date } | null;
}

export function standingFrom(row: StandingRow): Standing {
  const { customer, usage, play_break: playBreak } = row;
  if (!usage) throw new Error('an aggregate always answers one row');
  return {
    verification: customer
      ? { isVerified: customer.is_verified, signedUpAt: new Date(customer.created_at) }
      : null,
    limits: row.limits.map(limitOf),
    usage: customerUsageOf(usage),
    playBreak: playBreak ? { kind: playBreak.kind, endsAt: new Date(playBreak.ends_at) } : null,
  };
}

function limitOf(row: {
  id: string;
  period: string;
  amount_cents: unknown;
  pending_amount_cents: unknown;
  pending_from: Date | string | null;
}): StoredLimit {
  return {
    id: row.id,
    period: row.period as LimitPeriod,
    amountCents: Number(row.amount_cents),
    pendingAmountCents: row.pending_amount_cents === null ? null : Number(row.pending_amount_cents),
    pendingFrom: row.pending_from === null ? null : new Date(row.pending_from),
  };
}

export class LimitsRepository {
  constructor(private readonly database: Kysely<Database>) {}

  async findAll(customerId: string): Promise<StoredLimit[]> {
    const rows = await this.database
      .selectFrom('spend_limits')
      .select(limitColumns)
      .where('customer_id', '=', customerId)
      .orderBy('period')
      .execute();
    return rows.map(limitOf);
  }

  async findByPeriod(customerId: string, period: LimitPeriod): Promise<StoredLimit | null> {
    const row = await this.database
      .selectFrom('spend_limits')
      .select(limitColumns)
      .where('customer_id', '=', customerId)
      .where('period', '=', period)
      .executeTakeFirst();
    return row ? limitOf(row) : null;
  }

  async findById(customerId: string, id: string): Promise<StoredLimit | null> {
    const row = await this.database
      .selectFrom('spend_limits')
      .select(limitColumns)
      .where('customer_id', '=', customerId)
      .where('id', '=', id)
      .executeTakeFirst();
    return row ? limitOf(row) : null;
  }

  async insert(customerId: string, period: LimitPeriod, amountCents: number, now: Date) {
    await this.database
      .insertInto('spend_limits')
      .values({ customer_id: customerId, period, amount_cents: amountCents, created_at: now })
      .execute();
  }

  async update(
    id: string,
    change: { amountCents: number; pendingAmountCents: number | null; pendingFrom: Date | null },
  ): Promise<void> {
    await this.database
      .updateTable('spend_limits')
      .set({
        amount_cents: change.amountCents,
        pending_amount_cents: change.pendingAmountCents,
        pending_from: change.pendingFrom,
      })
      .where('id', '=', id)
      .execute();
  }

  async delete(id: string): Promise<void> {
    await this.database.deleteFrom('spend_limits').where('id', '=', id).execute();
  }
}
