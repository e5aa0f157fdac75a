import { type Kysely } from 'kysely';
import { type Database } from '../../database/schema';

export interface GiveawayPrizeRecord {
  drawId: string;
  ranking: number;
  name: string;
  valueCents: number | null;
  image: string | null;
  quantity: number;
  payout: 'cash' | 'promo_credit' | 'physical';
}

export interface GiveawayWinnerRecord {
  drawId: string;
  prizeRanking: number;
  prizeName: string;
  prizeValueCents: number | null;
  name: string;
  location: string;
  ticketNumber: string;
}

/** A prize the customer's entry won, with where its payout or delivery stands. */
export interface PrizeWonRecord {
  drawId: string;
  ranking: number;
  name: string;
  valueCents: number | null;
  payout: 'cash' | 'promo_credit' | 'physical';
  payoutStatus: string | null;
  fulfilmentStatus: 'to_fulfil' | 'fulfilled' | null;
}

const numberOrNull = (value: unknown): number | null =>
  value === null || value === undefined ? null : Number(value);

/**
 * What giveaway draws hold once the engine worked on them: their prizes, their winners, the
 * entry tickets it materialised at close, and what those entries won.
 */
export class GiveawayResultsRepository {
  constructor(private readonly database: Kysely<Database>) {}

  async findPrizes(drawIds: readonly string[]): Promise<GiveawayPrizeRecord[]> {
    if (drawIds.length === 0) return [];
    const rows = await this.database
      .selectFrom('raffle_prizes')
      .selectAll()
      .where('draw_id', 'in', drawIds)
      .orderBy('draw_id')
      .orderBy('ranking')
      .execute();
    return rows.map((row) => ({
      drawId: row.draw_id,
      ranking: row.ranking,
      name: row.name,
      valueCents: numberOrNull(row.value_cents),
      image: row.image,
      quantity: row.quantity,
      payout: row.payout,
    }));
  }

  async findWinners(drawIds: readonly string[]): Promise<GiveawayWinnerRecord[]> {
    if (drawIds.length === 0) return [];
    const rows = await this.database
      .selectFrom('raffle_winners')
      .leftJoin('raffle_prizes', (join) =>
        join
          .onRef('raffle_prizes.draw_id', '=', 'raffle_winners.draw_id')
          .onRef('raffle_prizes.ranking', '=', 'raffle_winners.prize_ranking'),
      )
      .select([
        'raffle_winners.draw_id',
        'raffle_winners.prize_ranking',
        'raffle_winners.name',
        'raffle_winners.location',
        'raffle_winners.ticket_number',
        'raffle_prizes.name as prize_name',
        'raffle_prizes.value_cents',
      ])
      .where('raffle_winners.draw_id', 'in', drawIds)
      .orderBy('raffle_winners.draw_id')
      .orderBy('raffle_winners.prize_ranking')
      .orderBy('raffle_winners.draw_order')
      .execute();
    return rows.map((row) => ({
      drawId: row.draw_id,
      prizeRanking: row.prize_ranking,
      prizeName: row.prize_name ?? '',
      prizeValueCents: numberOrNull(row.value_cents),
      name: row.name,
      location: row.location,
      ticketNumber: row.ticket_number,
    }));
  }

  /** The customer's entry tickets (materialised at close) among these draws: draw id → ticket. */
  async findEntryTickets(customerId: string, drawIds: readonly string[]) {
    if (drawIds.length === 0) return new Map<string, string>();
    const rows = await this.database
      .selectFrom('tickets')
      .select(['id', 'draw_id'])
      .where('customer_id', '=', customerId)
      .where('draw_id', 'in', drawIds)
      .where('product_type', '=', 'membership')
      .where('game_type', '=', 'giveaway')
      .execute();
    return new Map(rows.map((row) => [row.draw_id ?? '', row.id]));
  }

  /** What the customer's entry tickets won, with the payout or delivery of each prize. */
  async findPrizesWon(ticketIds: readonly string[]): Promise<PrizeWonRecord[]> {
    if (ticketIds.length === 0) return [];
    const rows = await this.database
      .selectFrom('raffle_winners')
      .innerJoin('raffle_prizes', (join) =>
        join
          .onRef('raffle_prizes.draw_id', '=', 'raffle_winners.draw_id')
          .onRef('raffle_prizes.ranking', '=', 'raffle_winners.prize_ranking'),
      )
      .leftJoin('prize_payouts', (join) =>
        join
          .onRef('prize_payouts.draw_id', '=', 'raffle_winners.draw_id')
          .onRef('prize_payouts.ticket_id', '=', 'raffle_winners.ticket_id'),
      )
      .leftJoin('prize_fulfilments', (join) =>
        join
          .onRef('prize_fulfilments.draw_id', '=', 'raffle_winners.draw_id')
          .onRef('prize_fulfilments.draw_order', '=', 'raffle_winners.draw_order'),
      )
      .select([
        'raffle_winners.draw_id',
        'raffle_prizes.ranking',
        'raffle_prizes.name',
        'raffle_prizes.value_cents',
        'raffle_prizes.payout',
        'prize_payouts.status as payout_status',
        'prize_fulfilments.status as fulfilment_status',
      ])
      .where('raffle_winners.ticket_id', 'in', ticketIds)
      .orderBy('raffle_prizes.ranking')
      .execute();
    return rows.map((row) => ({
      drawId: row.draw_id,
      ranking: row.ranking,
      name: row.name,
      valueCents: numberOrNull(row.value_cents),
      payout: row.payout,
      payoutStatus: row.payout_status,
      fulfilmentStatus: row.fulfilment_status,
    }));
  }
}
