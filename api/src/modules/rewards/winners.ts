import { type Kysely, sql } from 'kysely';
import { type GiveawayType } from 'shared-kernel/contract/membership';
import { type Database } from '../../database/schema';

/** A winner of a drawn giveaway (masked name, suburb and state). */
export interface GiveawayWinner {
  giveawayType: GiveawayType;
  title: string;
  number: number;
  drawnAt: Date;
  prizeName: string;
  prizeValueCents: number | null;
  name: string;
  location: string;
}

/** The programme's winners, newest draw first (a draw's winners by prize). */
export async function findWinnerPage(
  database: Kysely<Database>,
  page: { limit: number; offset: number },
): Promise<{ winners: GiveawayWinner[]; total: number }> {
  const base = database
    .selectFrom('raffle_winners')
    .innerJoin('draws', 'draws.id', 'raffle_winners.draw_id')
    .innerJoin('giveaway_types', 'giveaway_types.product_offer_key', 'draws.product_offer_key')
    .leftJoin('draw_verifications', 'draw_verifications.draw_id', 'draws.id')
    .leftJoin('raffle_prizes', (join) =>
      join
        .onRef('raffle_prizes.draw_id', '=', 'raffle_winners.draw_id')
        .onRef('raffle_prizes.ranking', '=', 'raffle_winners.prize_ranking'),
    );
  const drawnAt = sql<
    Date | string
  >`coalesce(draw_verifications.revealed_at, draws.draw_at, draws.stop)`;
  const [rows, counted] = await Promise.all([
    base
      .select([
        'giveaway_types.type',
        'giveaway_types.title',
        'draws.draw_no',
        drawnAt.as('drawn_at'),
        'raffle_prizes.name as prize_name',
        'raffle_prizes.value_cents',
        'raffle_winners.name',
        'raffle_winners.location',
      ])
      .orderBy(drawnAt, 'desc')
      .orderBy('draws.id')
      .orderBy('raffle_winners.prize_ranking')
      .orderBy('raffle_winners.draw_order')
      .orderBy('raffle_winners.ticket_number')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    base.select(sql<number>`count(*)::int`.as('total')).executeTakeFirstOrThrow(),
  ]);
  return {
    total: Number(counted.total),
    winners: rows.map((row) => ({
      giveawayType: row.type,
      title: row.title,
      number: row.draw_no,
      drawnAt: new Date(row.drawn_at),
      prizeName: row.prize_name ?? '',
      prizeValueCents: row.value_cents === null ? null : Number(row.value_cents),
      name: row.name,
      location: row.location,
    })),
  };
}
