import { type Kysely, sql } from 'kysely';
import { type Database } from '../../../database/schema';
import { DrawEngine } from '../engine/engine';
import { type DrawEngineSettings, type DrawStep } from '../engine/step';
import { defaultDrawEngineSettings } from '../settings';
import { noBeacon } from '../verifiable/randomness-beacon';

export const testPublicUrl = 'https://shop.test';

export const testEngineSettings: DrawEngineSettings = {
  ...defaultDrawEngineSettings,
  publicUrl: testPublicUrl,
};

/** An engine of only `steps` (no schedule keeping, no recurring purchases): one step's tests. */
export function engineOf(
  database: Kysely<Database>,
  steps: readonly DrawStep[],
  now: () => Date,
): DrawEngine {
  return new DrawEngine(
    database,
    steps,
    () => Promise.resolve(),
    () => Promise.resolve(),
    testEngineSettings,
    { beacon: noBeacon, giveawayEntrants: () => Promise.resolve([]) },
    now,
  );
}

/**
 * What proves the ledger sound: every entry ever made sums to zero, and the prizes payable
 * account's total (operator accounts keep no running balance: theirs is their entries' sum).
 */
export async function ledgerTotals(
  database: Kysely<Database>,
): Promise<{ entriesCents: number; prizesPayableCents: number }> {
  const { rows } = await sql<{ entries: string; prizes: string }>`select
      coalesce(sum(amount_cents), 0)::text as entries,
      coalesce(sum(amount_cents) filter (where ledger_accounts.kind = 'prizes_payable'
        and ledger_accounts.customer_id is null), 0)::text as prizes
    from ledger_entries join ledger_accounts on ledger_accounts.id = ledger_entries.account_id`.execute(
    database,
  );
  const row = rows[0];
  return { entriesCents: Number(row?.entries ?? 0), prizesPayableCents: Number(row?.prizes ?? 0) };
}

/** How many times the audit log holds `action` for the draw. */
export async function auditCount(
  database: Kysely<Database>,
  drawId: string,
  action: string,
): Promise<number> {
  const { count } = await database
    .selectFrom('audit_log')
    .select(sql<number>`count(*)::int`.as('count'))
    .where('subject_type', '=', 'draw')
    .where('subject_id', '=', drawId)
    .where('action', '=', action)
    .executeTakeFirstOrThrow();
  return Number(count);
}

/** The cash balances of the customers, by id (0 when they have no account yet). */
export async function cashOf(
  database: Kysely<Database>,
  customerIds: readonly string[],
): Promise<Map<string, number>> {
  const rows = await database
    .selectFrom('ledger_accounts')
    .select(['customer_id', 'balance_cents'])
    .where('kind', '=', 'customer_cash')
    .where(sql<boolean>`customer_id = any(${[...customerIds]}::text[])`)
    .execute();
  const balances = new Map(customerIds.map((customerId) => [customerId, 0]));
  for (const row of rows) {
    if (row.customer_id) balances.set(row.customer_id, Number(row.balance_cents));
  }
  return balances;
}
