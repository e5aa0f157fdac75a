import { DateTime } from 'luxon';
import { ApiError } from '../../http/envelope';
import {
  type CustomerDrawTicket,
  type Dividend,
  type Draw,
  type DrawRepository,
  type NumberFrequency,
  type OfferSummary,
  type RaffleDrawData,
  type RafflePrize,
  type RaffleWinner,
} from './repository';

/** api.md §9: past draw results are listed 5 to a page. */
export const pastDrawsPageSizeDefault = 5;

/** Draw dates are Sydney dates (archived months are Sydney months). */
export const drawZone = 'Australia/Sydney';

/** Results lists may be narrowed to lotteries, raffles or one lottery category. */
export type ResultCategory = 'lotteries' | 'raffles' | 'Lotto' | 'Raffle' | 'Jackpot' | 'Strike';

export interface PastDrawsQuery {
  /** An offer key, or null for every offer. */
  offerKey: string | null;
  category?: ResultCategory | undefined;
  limit?: number | undefined;
  offset?: number | undefined;
  month?: { year: number; month: number };
}

export interface DrawDetails extends Draw {
  dividends: Dividend[];
}

export interface OfferResultKeys extends OfferSummary {
  resultKeys: string[];
}

export interface SetStatistics {
  name: string;
  frequencies: Array<{ number: number; count: number; lastDrawnDrawNo: number | null }>;
  hot: number[];
  cold: number[];
}

export interface Statistics {
  lotteryKey: string;
  drawsCounted: number;
  firstDrawNo: number | null;
  lastDrawNo: number | null;
  numberSets: SetStatistics[];
}

export interface DrawPreview {
  draw: Draw;
  raffle: RaffleDrawData | null;
  prizes: RafflePrize[];
  firstPrizeWinner: RaffleWinner | null;
}

const drawNotFound = (offerKey: string, drawNo: number) =>
  new ApiError(404, 'draw_not_found', `There is no draw ${drawNo} of "${offerKey}".`);

/** How many hot and cold numbers a set lists: its pick count, at least 3. */
const hotCountOf = (pickCount: number) => Math.max(3, pickCount);

export class DrawService {
  constructor(private readonly repository: DrawRepository) {}

  /**
   * Offers and the offer keys their results are kept under: a syndicate's results are those of
   * its lottery (`powerball_syndicate` → `powerball`).
   */
  async findResultKeys(): Promise<OfferResultKeys[]> {
    const offers = await this.repository.findOffers();
    const keys = new Set(offers.map((offer) => offer.key));
    return offers.map((offer) => {
      const lotteryKey = offer.key.replace(/_syndicate$/, '');
      const resultKeys =
        offer.type === 'syndicate_share' && keys.has(lotteryKey) ? [lotteryKey] : [offer.key];
      return { ...offer, resultKeys };
    });
  }

  private async resultKeysOf(offerKey: string): Promise<string[]> {
    const offer = (await this.findResultKeys()).find((candidate) => candidate.key === offerKey);
    if (!offer) {
      throw new ApiError(
        404,
        'product_offer_not_found',
        `There is no product offer "${offerKey}".`,
      );
    }
    return offer.resultKeys;
  }

  async assertPricingExists(pricingId: string): Promise<void> {
    if (!(await this.repository.pricingExists(pricingId))) {
      throw new ApiError(404, 'pricing_not_found', `There is no pricing "${pricingId}".`);
    }
  }

  /** A page of past draws, the latest first, with the total for the client's page numbers. */
  async findPast(
    query: PastDrawsQuery,
  ): Promise<{ draws: Draw[]; total: number; limit: number; offset: number }> {
    const limit = query.limit ?? pastDrawsPageSizeDefault;
    const offset = query.offset ?? 0;
    let from: Date | null = null;
    let before: Date | null = null;
    if (query.month) {
      const start = DateTime.fromObject(
        { year: query.month.year, month: query.month.month, day: 1 },
        { zone: drawZone },
      );
      from = start.toJSDate();
      before = start.plus({ months: 1 }).toJSDate();
    }
    const category = query.category;
    const { draws, total } = await this.repository.findPast({
      offerKeys: query.offerKey === null ? null : await this.resultKeysOf(query.offerKey),
      offerTypes:
        category === 'lotteries'
          ? ['lottery_ticket', 'syndicate_share']
          : category === 'raffles'
            ? ['raffle_ticket']
            : null,
      displayCategories:
        category === undefined || category === 'lotteries' || category === 'raffles'
          ? null
          : [category],
      from,
      before,
      limit,
      offset,
    });
    return { draws, total, limit, offset };
  }

  private async withDividends(draws: Draw[]): Promise<DrawDetails[]> {
    const dividends = await this.repository.findDividendsByDrawIds(draws.map((draw) => draw.id));
    return draws.map((draw) => ({ ...draw, dividends: dividends.get(draw.id) ?? [] }));
  }

  /** The latest result of every offer. */
  async findLatestResults(): Promise<DrawDetails[]> {
    return this.withDividends(await this.repository.findLatestDrawnPerOffer());
  }

  private async findDraw(offerKey: string, drawNo: number): Promise<Draw> {
    for (const key of [offerKey, ...(await this.resultKeysOf(offerKey))]) {
      const draw = await this.repository.findByOfferAndDrawNo(key, drawNo);
      if (draw) return draw;
    }
    throw drawNotFound(offerKey, drawNo);
  }

  /** A drawn draw with its numbers and dividends; 404 until the draw is drawn. */
  async findDetails(offerKey: string, drawNo: number): Promise<DrawDetails> {
    const draw = await this.findDraw(offerKey, drawNo);
    if (draw.drawnAt === null && draw.purchaseStatus !== 'past_draw') {
      throw new ApiError(
        404,
        'draw_not_drawn',
        `Draw ${drawNo} of "${offerKey}" has not been drawn yet.`,
      );
    }
    const [details] = await this.withDividends([draw]);
    if (!details) throw drawNotFound(offerKey, drawNo);
    return details;
  }

  /**
   * The full result of a draw (as `findDetails`) and, for a signed-in customer, their tickets
   * in it; `customerTickets` is null without a customer.
   */
  async findCustomerResult(
    offerKey: string,
    drawNo: number,
    customerId: string | null,
  ): Promise<{ details: DrawDetails; customerTickets: CustomerDrawTicket[] | null }> {
    const details = await this.findDetails(offerKey, drawNo);
    const customerTickets =
      customerId === null
        ? null
        : await this.repository.findCustomerTicketsOfDraw(
            customerId,
            details.productOfferKey,
            details.drawNo,
          );
    return { details, customerTickets };
  }

  async findPrizes(offerKey: string, drawNo: number): Promise<RafflePrize[]> {
    const draw = await this.findDraw(offerKey, drawNo);
    return this.repository.findPrizesByDrawId(draw.id);
  }

  async findWinners(offerKey: string, drawNo: number): Promise<RaffleWinner[]> {
    const draw = await this.findDraw(offerKey, drawNo);
    return this.repository.findWinnersByDrawId(draw.id);
  }

  /** Any draw, upcoming or past, as a draw page or a terms preview shows it. */
  async findPreview(offerKey: string, drawNo: number): Promise<DrawPreview> {
    const draw = await this.findDraw(offerKey, drawNo);
    const [raffle, prizes, winners] = await Promise.all([
      this.repository.findRaffleDrawData(draw.id),
      this.repository.findPrizesByDrawId(draw.id),
      this.repository.findWinnersByDrawId(draw.id),
    ]);
    return { draw, raffle, prizes, firstPrizeWinner: winners[0] ?? null };
  }

  /** Number frequencies per set over the offer's past draws, with the hot and cold numbers. */
  async findStatistics(offerKey: string): Promise<Statistics> {
    const [lotteryKey] = await this.resultKeysOf(offerKey);
    if (lotteryKey === undefined) throw drawNotFound(offerKey, 0);
    const [ranges, frequencies, drawn] = await Promise.all([
      this.repository.findNumberSetRanges(lotteryKey),
      this.repository.findNumberFrequencies(lotteryKey),
      this.repository.findDrawnRange(lotteryKey),
    ]);
    const bySet = new Map<string, NumberFrequency[]>();
    for (const frequency of frequencies) {
      bySet.set(frequency.setName, [...(bySet.get(frequency.setName) ?? []), frequency]);
    }
    const numberSets = ranges.map((range) => {
      const counted = new Map((bySet.get(range.name) ?? []).map((item) => [item.number, item]));
      const all = [];
      for (let number = range.min; number <= range.max; number += 1) {
        const found = counted.get(number);
        all.push({
          number,
          count: found?.count ?? 0,
          lastDrawnDrawNo: found?.lastDrawnDrawNo ?? null,
        });
      }
      const byCount = [...all].sort(
        (first, second) => second.count - first.count || first.number - second.number,
      );
      const hotCount = Math.min(hotCountOf(range.count), all.length);
      const cold = [...all]
        .sort((first, second) => first.count - second.count || first.number - second.number)
        .slice(0, hotCount);
      return {
        name: range.name,
        frequencies: all,
        hot: byCount.slice(0, hotCount).map((item) => item.number),
        cold: cold.map((item) => item.number),
      };
    });
    return {
      lotteryKey,
      drawsCounted: drawn.count,
      firstDrawNo: drawn.firstDrawNo,
      lastDrawNo: drawn.lastDrawNo,
      numberSets,
    };
  }
}
