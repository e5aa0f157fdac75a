import { type Kysely, sql } from 'kysely';
import { type Database } from '../../../database/schema';
import { ticketsPlaying } from '../steps/entries-of-draw';

/**
 * The raffle side of the schedule (raffles and giveaways): a new draw's page and prizes, sold-out
 * draws, pre-orders.
 */

export interface NewRaffleDraw {
  id: string;
  draw_no: number;
  purchase_status: string | null;
}

/**
 * Gives new raffle draws their raffle record (named after the offer and draw number, with the
 * feature image of the offer's latest draw) and a copy of the prizes of the offer's latest draw
 * that has prizes, each with its payout. A pre-order draw takes pre-orders from now.
 */
export async function addRaffleRecords(
  database: Kysely<Database>,
  offer: { key: string; name: string },
  draws: readonly NewRaffleDraw[],
  now: Date,
): Promise<void> {
  if (draws.length === 0) return;
  const template = await database
    .selectFrom('raffle_prizes')
    .innerJoin('draws', 'draws.id', 'raffle_prizes.draw_id')
    .leftJoin('raffle_draws', 'raffle_draws.draw_id', 'draws.id')
    .select(['draws.id', 'raffle_draws.feature_image'])
    .where('draws.product_offer_key', '=', offer.key)
    .where(
      'draws.id',
      'not in',
      draws.map((draw) => draw.id),
    )
    .orderBy('draws.draw_no', 'desc')
    .limit(1)
    .executeTakeFirst();
  await database
    .insertInto('raffle_draws')
    .values(
      draws.map((draw) => ({
        draw_id: draw.id,
        name: `${offer.name} ${draw.draw_no}`,
        feature_image: template?.feature_image ?? null,
        pre_order_starts_at: draw.purchase_status === 'pre_order' ? now : null,
      })),
    )
    .onConflict((conflict) => conflict.column('draw_id').doNothing())
    .execute();
  if (!template) return;
  const prizes = await database
    .selectFrom('raffle_prizes')
    .select(['ranking', 'name', 'value_cents', 'image', 'quantity', 'payout'])
    .where('draw_id', '=', template.id)
    .execute();
  if (prizes.length === 0) return;
  await database
    .insertInto('raffle_prizes')
    .values(
      draws.flatMap((draw) =>
        prizes.map((prize) => ({
          draw_id: draw.id,
          ranking: prize.ranking,
          name: prize.name,
          value_cents: prize.value_cents === null ? null : Number(prize.value_cents),
          image: prize.image,
          quantity: prize.quantity,
          payout: prize.payout,
        })),
      ),
    )
    .onConflict((conflict) => conflict.columns(['draw_id', 'ranking']).doNothing())
    .execute();
}

/**
 * A raffle draw on sale whose tickets sold reached its ticket cap stops selling: DRAW_CAPPED and
 * sold out. The engine then closes and draws it straight away. (A pre-order draw waits for its
 * date to open, and is capped then.)
 */
export async function capSoldOutDraws(database: Kysely<Database>, now: Date): Promise<void> {
  const candidates = await database
    .selectFrom('draws')
    .innerJoin('product_offers', 'product_offers.key', 'draws.product_offer_key')
    .select(['draws.id', 'draws.product_offer_key', 'draws.draw_no', 'draws.ticket_cap'])
    .where('product_offers.type', '=', 'raffle_ticket')
    .where('draws.status', '=', 'DRAW_OPEN')
    .where('draws.purchase_status', '=', 'open')
    .where('draws.ticket_cap', 'is not', null)
    .where('draws.stop', '>', now)
    .execute();
  for (const draw of candidates) {
    const { sold } = await ticketsPlaying(database, draw.product_offer_key, draw.draw_no)
      .select(
        sql<string>`coalesce(sum(tickets.quantity * coalesce(tickets.num_raffle_tickets, 1)), 0)::text`.as(
          'sold',
        ),
      )
      .executeTakeFirstOrThrow();
    if (Number(sold) < (draw.ticket_cap ?? Infinity)) continue;
    await database
      .updateTable('draws')
      .set({ status: 'DRAW_CAPPED', purchase_status: 'sold_out' })
      .where('id', '=', draw.id)
      .where('status', '=', 'DRAW_OPEN')
      .execute();
  }
}

/**
 * Pre-order draws open on their date: a pre-order draw opens for sale once no earlier draw of its
 * offer is still before its close.
 */
export async function openPreOrderDraws(database: Kysely<Database>, now: Date): Promise<void> {
  await sql`update draws set purchase_status = 'open'
    where purchase_status = 'pre_order' and status = 'DRAW_OPEN'
      and not exists (
        select 1 from draws earlier
        where earlier.product_offer_key = draws.product_offer_key
          and earlier.draw_no < draws.draw_no
          and earlier.stop > ${now.toISOString()}::timestamptz
      )`.execute(database);
}
