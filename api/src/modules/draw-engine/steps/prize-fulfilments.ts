import { type Kysely, sql } from 'kysely';
import { type PrizePayoutAccount } from '../../../database/draw-engine-schema';
import { type Database } from '../../../database/schema';

/**
 * How a prize reaches its winner: paid into the cash wallet, paid as bonus credit, or a physical
 * prize the operators deliver (never paid through the ledger).
 */
export type PrizePayout = PrizePayoutAccount | 'physical';

/** A physical prize a drawn position won. */
export interface PhysicalPrizeWon {
  drawOrder: number;
  ticketId: string;
  customerId: string;
  prizeRanking: number;
}

/**
 * Replaces the draw's physical prizes still to fulfil by `prizes`, in the score step's
 * transaction; one already marked fulfilled is kept as it is.
 */
export async function writePhysicalPrizes(
  database: Kysely<Database>,
  drawId: string,
  prizes: readonly PhysicalPrizeWon[],
  now: Date,
): Promise<void> {
  await database
    .deleteFrom('prize_fulfilments')
    .where('draw_id', '=', drawId)
    .where('status', '=', 'to_fulfil')
    .execute();
  if (prizes.length === 0) return;
  await sql`insert into prize_fulfilments
      (draw_id, draw_order, ticket_id, prize_ranking, customer_id, status, created_at)
    select ${drawId}::uuid, won.draw_order, won.ticket_id, won.prize_ranking, won.customer_id,
      'to_fulfil', ${now.toISOString()}::timestamptz
    from unnest(
      ${prizes.map((prize) => prize.drawOrder)}::int[],
      ${prizes.map((prize) => prize.ticketId)}::uuid[],
      ${prizes.map((prize) => prize.prizeRanking)}::int[],
      ${prizes.map((prize) => prize.customerId)}::text[]
    ) as won (draw_order, ticket_id, prize_ranking, customer_id)
    on conflict (draw_id, draw_order) do nothing`.execute(database);
}
