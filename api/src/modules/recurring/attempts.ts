import { type Kysely } from 'kysely';
import { type Database } from '../../database/schema';

export type AttemptOutcome = 'purchased' | 'skipped' | 'soft_failure' | 'hard_failure';

export interface AttemptRecord {
  recurringId: string;
  drawId: string | null;
  drawNo: number;
  outcome: AttemptOutcome;
  reason: string | null;
  at: Date;
}

/** One draw of a recurring purchase's history, newest first. */
export interface AttemptEntry {
  drawNo: number;
  drawDate: Date | null;
  outcome: AttemptOutcome;
  reason: string | null;
  attemptedAt: Date;
}

/** How many attempts the history shows. */
export const attemptsShown = 10;

/**
 * Records what became of a draw (the latest attempt of a draw replaces the one before). A
 * purchase or a failure is also the purchase's last attempt; a skipped draw is not an attempt to
 * pay, so it leaves that alone. A purchase marks its draw as the last one bought.
 */
export async function recordAttempt(
  database: Kysely<Database>,
  attempt: AttemptRecord,
): Promise<void> {
  await database
    .insertInto('recurring_attempts')
    .values({
      recurring_purchase_id: attempt.recurringId,
      draw_id: attempt.drawId,
      draw_no: attempt.drawNo,
      outcome: attempt.outcome,
      reason: attempt.reason,
      attempted_at: attempt.at,
    })
    .onConflict((conflict) =>
      conflict.columns(['recurring_purchase_id', 'draw_no']).doUpdateSet({
        draw_id: attempt.drawId,
        outcome: attempt.outcome,
        reason: attempt.reason,
        attempted_at: attempt.at,
      }),
    )
    .execute();
  if (attempt.outcome === 'skipped') return;
  await database
    .updateTable('recurring_purchases')
    .set({
      last_attempt_status: attempt.outcome,
      last_attempt_at: attempt.at,
      ...(attempt.outcome === 'purchased' ? { last_draw_no: attempt.drawNo } : {}),
    })
    .where('id', '=', attempt.recurringId)
    .execute();
}

/**
 * Soft failures in a row of the draws before `beforeDrawNo`, back to the last purchase or hard
 * failure (skipped draws are not payments and are passed over).
 */
export async function softFailuresInRow(
  database: Kysely<Database>,
  recurringId: string,
  beforeDrawNo: number,
): Promise<number> {
  const rows = await database
    .selectFrom('recurring_attempts')
    .select('outcome')
    .where('recurring_purchase_id', '=', recurringId)
    .where('draw_no', '<', beforeDrawNo)
    .where('outcome', '!=', 'skipped')
    .orderBy('draw_no', 'desc')
    .limit(attemptsShown)
    .execute();
  const firstOther = rows.findIndex((row) => row.outcome !== 'soft_failure');
  return firstOther === -1 ? rows.length : firstOther;
}

/** The last draws of each purchase, newest first. */
export async function recentAttempts(
  database: Kysely<Database>,
  recurringIds: readonly string[],
): Promise<Map<string, AttemptEntry[]>> {
  const byPurchase = new Map<string, AttemptEntry[]>();
  if (recurringIds.length === 0) return byPurchase;
  const rows = await database
    .selectFrom('recurring_attempts')
    .leftJoin('draws', 'draws.id', 'recurring_attempts.draw_id')
    .select([
      'recurring_attempts.recurring_purchase_id',
      'recurring_attempts.draw_no',
      'recurring_attempts.outcome',
      'recurring_attempts.reason',
      'recurring_attempts.attempted_at',
      'draws.stop',
    ])
    .where('recurring_attempts.recurring_purchase_id', 'in', recurringIds)
    .orderBy('recurring_attempts.draw_no', 'desc')
    .execute();
  for (const row of rows) {
    const list = byPurchase.get(row.recurring_purchase_id) ?? [];
    if (list.length >= attemptsShown) continue;
    list.push({
      drawNo: row.draw_no,
      drawDate: row.stop === null ? null : new Date(row.stop),
      outcome: row.outcome,
      reason: row.reason,
      attemptedAt: new Date(row.attempted_at),
    });
    byPurchase.set(row.recurring_purchase_id, list);
  }
  return byPurchase;
}
