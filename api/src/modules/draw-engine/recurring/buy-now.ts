import { type Kysely } from 'kysely';
import { type Database } from '../../../database/schema';
import { ApiError } from '../../../http/envelope';
import { recordAudit } from '../engine/audit';
import { type RecurringBuyer, type RecurringBuySummary } from '../engine/engine';
import { type Actor } from '../engine/step';

export interface BuyRecurringNowRequest {
  offerKey: string;
  /** Null: the offer's next open draw. */
  drawNo: number | null;
  actor: Actor;
  now: Date;
}

/**
 * Buys an open draw's recurring purchases now, as the engine does before its sales close (an
 * operator's command, for trying a change without waiting for the draw): the same buyer, so the
 * same purchases, skips and emails; the draw is marked bought so the engine does not buy it
 * again, and the audit log records who asked and what came of it. A draw not on sale is refused.
 */
export async function buyRecurringNow(
  database: Kysely<Database>,
  buy: RecurringBuyer,
  request: BuyRecurringNowRequest,
): Promise<RecurringBuySummary & { drawId: string; drawNo: number }> {
  const { offerKey, drawNo, actor, now } = request;
  let query = database.selectFrom('draws').selectAll().where('product_offer_key', '=', offerKey);
  query =
    drawNo === null
      ? query.where('status', '=', 'DRAW_OPEN').where('stop', '>', now).orderBy('stop').limit(1)
      : query.where('draw_no', '=', drawNo);
  const draw = await query.executeTakeFirst();
  if (!draw) {
    throw new ApiError(
      404,
      'draw_not_found',
      drawNo === null ? `${offerKey} has no open draw.` : `${offerKey} has no draw ${drawNo}.`,
    );
  }
  if (draw.status !== 'DRAW_OPEN' || new Date(draw.stop) <= now) {
    throw new ApiError(
      409,
      'draw_not_open',
      `${offerKey} draw ${draw.draw_no} is not on sale: only an open draw's recurring purchases can be bought.`,
    );
  }
  const summary = (await buy(draw, now)) ?? { purchased: 0, skipped: 0, failed: 0 };
  await database
    .updateTable('draws')
    .set({ recurring_bought_at: now })
    .where('id', '=', draw.id)
    .execute();
  await recordAudit(database, {
    actor,
    action: 'draw.buy_recurring',
    subjectType: 'draw',
    subjectId: draw.id,
    detail: { offerKey, drawNo: draw.draw_no, ...summary },
    at: now,
  });
  return { drawId: draw.id, drawNo: draw.draw_no, ...summary };
}
