import { type Kysely } from 'kysely';
import { type Database } from '../../../database/schema';
import { messageOf, type RecurringBuyer, type RecurringBuySummary } from '../engine/engine';

/** What one run of the recurring-purchases job did. */
export interface DuePurchasesSummary {
  bought: Array<RecurringBuySummary & { drawId: string }>;
  failures: Array<{ drawId: string; error: string }>;
}

/**
 * Buys the recurring purchases of every open draw whose sales close within `leadMs` and that has
 * not had them bought (soonest first), then marks it bought. A draw whose buy throws stays
 * unmarked, so the next run tries it again while its sales are open; the others go on. Each
 * autoplay, subscription and pre-order is bought at most once per draw whoever runs this (the
 * buyer's idempotency per draw), so an operator's buy-now in between does no harm.
 */
export async function buyDueRecurringPurchases(
  database: Kysely<Database>,
  buy: RecurringBuyer,
  leadMs: number,
  now: Date,
): Promise<DuePurchasesSummary> {
  const summary: DuePurchasesSummary = { bought: [], failures: [] };
  const due = await database
    .selectFrom('draws')
    .selectAll()
    .where('status', '=', 'DRAW_OPEN')
    .where('recurring_bought_at', 'is', null)
    .where('stop', '<=', new Date(now.getTime() + leadMs))
    .where('stop', '>', now)
    .orderBy('stop')
    .execute();
  for (const draw of due) {
    try {
      const bought = (await buy(draw, now)) ?? { purchased: 0, skipped: 0, failed: 0 };
      await database
        .updateTable('draws')
        .set({ recurring_bought_at: now })
        .where('id', '=', draw.id)
        .where('recurring_bought_at', 'is', null)
        .execute();
      summary.bought.push({ drawId: draw.id, ...bought });
    } catch (error) {
      summary.failures.push({ drawId: draw.id, error: messageOf(error) });
    }
  }
  return summary;
}
