import { type Kysely, sql } from 'kysely';
import { type Database } from '../../database/schema';

/** Statuses of a draw whose numbers (or winners) are known. */
export const drawnStatuses = [
  'DRAW_DRAWN',
  'DRAW_SCORED',
  'DRAW_PAID',
  'DRAW_EMAILED',
  'DRAW_CAPPED',
] as const;

export interface OfferSummary {
  key: string;
  name: string;
  url: string;
  type: string;
  displayCategory: string;
}

export interface DrawnNumberSet {
  name: string;
  numbers: number[];
}

export interface Draw {
  id: string;
  productOfferKey: string;
  offerName: string;
  offerType: string;
  displayCategory: string;
  drawNo: number;
  stop: Date;
  status: string;
  prizePoolCents: number | null;
  prizePoolSuffix: string | null;
  isPrizePoolUnknown: boolean;
  purchaseStatus: string | null;
  /** When it was drawn; null until it is. */
  drawnAt: Date | null;
  numberSets: DrawnNumberSet[];
  supplementaries: number[];
}

export interface Dividend {
  division: number;
  description: string;
  winners: number;
  prizePerWinnerCents: number | null;
}

export interface RaffleDrawData {
  name: string;
  featureImage: string | null;
  preOrderStartsAt: Date | null;
}

export interface RafflePrize {
  ranking: number;
  name: string;
  valueCents: number | null;
  image: string | null;
  quantity: number;
}

export interface RaffleWinner {
  prizeRanking: number;
  prizeName: string;
  name: string;
  location: string;
  ticketNumber: string;
}

/** A customer's ticket that plays a draw. */
export interface CustomerDrawTicket {
  id: string;
  checkoutId: string;
  description: string;
  gameType: string;
  gameOffer: string;
  games: Array<Record<string, number[]>>;
  numGames: number;
  firstDrawNo: number | null;
  numDraws: number;
  day: string | null;
  causeKey: string | null;
  priceCents: number;
  purchaseStatus: 'standard' | 'pre_order';
}

export interface PastDrawFilter {
  offerKeys: readonly string[] | null;
  offerTypes: readonly string[] | null;
  displayCategories: readonly string[] | null;
  /** Drawn on or after, and before. */
  from: Date | null;
  before: Date | null;
  limit: number;
  offset: number;
}

export interface NumberFrequency {
  setName: string;
  number: number;
  count: number;
  lastDrawnDrawNo: number;
}

const numberOrNull = (value: string | number | bigint | null): number | null =>
  value === null ? null : Number(value);

/**
 * Draws and their results. The result lists and number statistics, the heavy reads every visitor
 * of the results pages makes, come from `readDatabase` (a read replica, a moment behind at most);
 * a single draw, its prizes and a customer's tickets from the primary `database`.
 */
export class DrawRepository {
  constructor(
    private readonly database: Kysely<Database>,
    private readonly readDatabase: Kysely<Database> = database,
  ) {}

  private selectDraws(database = this.database) {
    return database
      .selectFrom('draws')
      .innerJoin('product_offers', 'product_offers.key', 'draws.product_offer_key')
      .leftJoin('draw_results', 'draw_results.draw_id', 'draws.id')
      .select([
        'draws.id',
        'draws.product_offer_key',
        'draws.draw_no',
        'draws.stop',
        'draws.status',
        'draws.prize_pool_cents',
        'draws.prize_pool_suffix',
        'draws.is_prize_pool_unknown',
        'draws.purchase_status',
        'product_offers.name as offer_name',
        'product_offers.type as offer_type',
        'product_offers.display_category',
        'draw_results.drawn_at',
        'draw_results.number_sets',
        'draw_results.supplementaries',
      ]);
  }

  private static toDraw(
    row: Awaited<ReturnType<ReturnType<DrawRepository['selectDraws']>['executeTakeFirstOrThrow']>>,
  ): Draw {
    return {
      id: row.id,
      productOfferKey: row.product_offer_key,
      offerName: row.offer_name,
      offerType: row.offer_type,
      displayCategory: row.display_category,
      drawNo: row.draw_no,
      stop: new Date(row.stop),
      status: row.status,
      prizePoolCents: numberOrNull(row.prize_pool_cents),
      prizePoolSuffix: row.prize_pool_suffix,
      isPrizePoolUnknown: row.is_prize_pool_unknown,
      purchaseStatus: row.purchase_status,
      drawnAt: row.drawn_at === null ? null : new Date(row.drawn_at),
      numberSets: row.number_sets ?? [],
      supplementaries: row.supplementaries ?? [],
    };
  }

  async findOffers(): Promise<OfferSummary[]> {
    const rows = await this.database
      .selectFrom('product_offers')
      .select(['key', 'name', 'url', 'type', 'display_category'])
      .orderBy('ranking')
      .orderBy('key')
      .execute();
    return rows.map((row) => ({
      key: row.key,
      name: row.name,
      url: row.url,
      type: row.type,
      displayCategory: row.display_category,
    }));
  }

  async pricingExists(pricingId: string): Promise<boolean> {
    const row = await this.database
      .selectFrom('pricings')
      .select('id')
      .where('id', '=', pricingId)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Drawn draws matching the filter, the latest first, and how many match in all. */
  async findPast(filter: PastDrawFilter): Promise<{ draws: Draw[]; total: number }> {
    let query = this.readDatabase
      .selectFrom('draws')
      .innerJoin('product_offers', 'product_offers.key', 'draws.product_offer_key')
      .where('draws.status', 'in', drawnStatuses)
      // Membership giveaways are shown on their programme's pages, not with the results.
      .where('product_offers.type', '!=', 'membership');
    if (filter.offerKeys) {
      if (filter.offerKeys.length === 0) return { draws: [], total: 0 };
      query = query.where('draws.product_offer_key', 'in', filter.offerKeys);
    }
    if (filter.offerTypes) query = query.where('product_offers.type', 'in', filter.offerTypes);
    if (filter.displayCategories) {
      query = query.where('product_offers.display_category', 'in', filter.displayCategories);
    }
    if (filter.from) query = query.where('draws.stop', '>=', filter.from);
    if (filter.before) query = query.where('draws.stop', '<', filter.before);
    const ids = query.select('draws.id');

    const [{ total }, rows] = await Promise.all([
      query.select(sql<number>`count(*)::int`.as('total')).executeTakeFirstOrThrow(),
      this.selectDraws(this.readDatabase)
        .where('draws.id', 'in', ids)
        .orderBy('draws.stop', 'desc')
        .orderBy('product_offers.ranking')
        .limit(filter.limit)
        .offset(filter.offset)
        .execute(),
    ]);
    return { draws: rows.map((row) => DrawRepository.toDraw(row)), total };
  }

  /** The latest drawn draw of every offer that has one, by offer ranking. */
  async findLatestDrawnPerOffer(): Promise<Draw[]> {
    const rows = await this.selectDraws(this.readDatabase)
      .select('product_offers.ranking')
      .distinctOn('draws.product_offer_key')
      .where('draws.status', 'in', drawnStatuses)
      .where('product_offers.type', '!=', 'membership')
      .orderBy('draws.product_offer_key')
      .orderBy('draws.stop', 'desc')
      .execute();
    return rows
      .sort((first, second) => first.ranking - second.ranking)
      .map((row) => DrawRepository.toDraw(row));
  }

  async findByOfferAndDrawNo(offerKey: string, drawNo: number): Promise<Draw | null> {
    const row = await this.selectDraws()
      .where('draws.product_offer_key', '=', offerKey)
      .where('draws.draw_no', '=', drawNo)
      .executeTakeFirst();
    return row ? DrawRepository.toDraw(row) : null;
  }

  /**
   * The customer's tickets of an offer that play draw `drawNo`: those whose first draw is that
   * draw or an earlier one still within the ticket's draw count. Oldest purchase first.
   */
  async findCustomerTicketsOfDraw(
    customerId: string,
    offerKey: string,
    drawNo: number,
  ): Promise<CustomerDrawTicket[]> {
    const rows = await this.database
      .selectFrom('tickets')
      .innerJoin('draws', 'draws.id', 'tickets.draw_id')
      .selectAll('tickets')
      .select('draws.draw_no as first_draw_no')
      .where('tickets.customer_id', '=', customerId)
      .where('tickets.product_offer_key', '=', offerKey)
      // A cancelled pre-order's ticket never played.
      .where('tickets.voided_at', 'is', null)
      .where('draws.draw_no', '<=', drawNo)
      .where(sql<boolean>`draws.draw_no + tickets.num_draws > ${drawNo}`)
      .orderBy('tickets.created_at')
      .orderBy('tickets.id')
      .execute();
    return rows.map((row) => ({
      id: row.id,
      checkoutId: row.checkout_id,
      description: row.description,
      gameType: row.game_type,
      gameOffer: row.game_offer,
      games: row.games,
      numGames: row.num_games,
      firstDrawNo: row.first_draw_no,
      numDraws: row.num_draws,
      day: row.day,
      causeKey: row.cause_key,
      priceCents: Number(row.price_cents),
      purchaseStatus: row.purchase_status,
    }));
  }

  async findDividendsByDrawIds(drawIds: readonly string[]): Promise<Map<string, Dividend[]>> {
    const byDraw = new Map<string, Dividend[]>();
    if (drawIds.length === 0) return byDraw;
    const rows = await this.database
      .selectFrom('draw_dividends')
      .selectAll()
      .where('draw_id', 'in', drawIds)
      .orderBy('draw_id')
      .orderBy('division')
      .execute();
    for (const row of rows) {
      const dividends = byDraw.get(row.draw_id) ?? [];
      dividends.push({
        division: row.division,
        description: row.description,
        winners: row.winners,
        prizePerWinnerCents: numberOrNull(row.prize_per_winner_cents),
      });
      byDraw.set(row.draw_id, dividends);
    }
    return byDraw;
  }

  async findRaffleDrawData(drawId: string): Promise<RaffleDrawData | null> {
    const row = await this.database
      .selectFrom('raffle_draws')
      .selectAll()
      .where('draw_id', '=', drawId)
      .executeTakeFirst();
    return row
      ? {
          name: row.name,
          featureImage: row.feature_image,
          preOrderStartsAt:
            row.pre_order_starts_at === null ? null : new Date(row.pre_order_starts_at),
        }
      : null;
  }

  async findPrizesByDrawId(drawId: string): Promise<RafflePrize[]> {
    const rows = await this.database
      .selectFrom('raffle_prizes')
      .selectAll()
      .where('draw_id', '=', drawId)
      .orderBy('ranking')
      .execute();
    return rows.map((row) => ({
      ranking: row.ranking,
      name: row.name,
      valueCents: numberOrNull(row.value_cents),
      image: row.image,
      quantity: row.quantity,
    }));
  }

  async findWinnersByDrawId(drawId: string): Promise<RaffleWinner[]> {
    const rows = await this.database
      .selectFrom('raffle_winners')
      .innerJoin('raffle_prizes', (join) =>
        join
          .onRef('raffle_prizes.draw_id', '=', 'raffle_winners.draw_id')
          .onRef('raffle_prizes.ranking', '=', 'raffle_winners.prize_ranking'),
      )
      .select([
        'raffle_winners.prize_ranking',
        'raffle_prizes.name as prize_name',
        'raffle_winners.name',
        'raffle_winners.location',
        'raffle_winners.ticket_number',
      ])
      .where('raffle_winners.draw_id', '=', drawId)
      .orderBy('raffle_winners.prize_ranking')
      .orderBy('raffle_winners.ticket_number')
      .execute();
    return rows.map((row) => ({
      prizeRanking: row.prize_ranking,
      prizeName: row.prize_name,
      name: row.name,
      location: row.location,
      ticketNumber: row.ticket_number,
    }));
  }

  /** How often each number of each set was drawn in the offer's drawn draws (in SQL). */
  async findNumberFrequencies(offerKey: string): Promise<NumberFrequency[]> {
    const { rows } = await sql<{
      set_name: string;
      number: number;
      count: number;
      last_drawn_draw_no: number;
    }>`
      select number_set.value->>'name' as set_name,
             drawn.value::int as number,
             count(*)::int as count,
             max(draws.draw_no)::int as last_drawn_draw_no
      from draws
      join draw_results on draw_results.draw_id = draws.id
      cross join lateral jsonb_array_elements(draw_results.number_sets) as number_set
      cross join lateral jsonb_array_elements_text(number_set.value->'numbers') as drawn
      where draws.product_offer_key = ${offerKey}
        and draws.status in (${sql.join(drawnStatuses)})
      group by set_name, number
      order by set_name, number`.execute(this.readDatabase);
    return rows.map((row) => ({
      setName: row.set_name,
      number: Number(row.number),
      count: Number(row.count),
      lastDrawnDrawNo: Number(row.last_drawn_draw_no),
    }));
  }

  /** How many drawn draws with numbers the offer has, and the first and last draw numbers. */
  async findDrawnRange(
    offerKey: string,
  ): Promise<{ count: number; firstDrawNo: number | null; lastDrawNo: number | null }> {
    const row = await this.readDatabase
      .selectFrom('draws')
      .innerJoin('draw_results', 'draw_results.draw_id', 'draws.id')
      .select([
        sql<number>`count(*)::int`.as('count'),
        sql<number | null>`min(draws.draw_no)::int`.as('first_draw_no'),
        sql<number | null>`max(draws.draw_no)::int`.as('last_draw_no'),
      ])
      .where('draws.product_offer_key', '=', offerKey)
      .where('draws.status', 'in', drawnStatuses)
      .executeTakeFirstOrThrow();
    return {
      count: Number(row.count),
      firstDrawNo: row.first_draw_no === null ? null : Number(row.first_draw_no),
      lastDrawNo: row.last_draw_no === null ? null : Number(row.last_draw_no),
    };
  }

  /** The number sets players pick in the offer's first game offer (the ranges of the statistics). */
  async findNumberSetRanges(
    offerKey: string,
  ): Promise<Array<{ name: string; count: number; min: number; max: number }>> {
    const row = await this.database
      .selectFrom('game_offers')
      .innerJoin('game_types', (join) =>
        join
          .onRef('game_types.product_offer_key', '=', 'game_offers.product_offer_key')
          .onRef('game_types.key', '=', 'game_offers.game_type_key'),
      )
      .select('game_offers.number_sets')
      .where('game_offers.product_offer_key', '=', offerKey)
      .orderBy('game_types.ranking')
      .orderBy('game_offers.ranking')
      .executeTakeFirst();
    return row?.number_sets ?? [];
  }
}
