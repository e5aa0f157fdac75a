import { type BoughtOffer, type NextDraw, RecommendRepository } from './repository';
import { type Kysely } from 'kysely';
import { type Database } from '../../database/schema';

/** Entries a placement lists at most. */
export const placementEntriesMax = 4;

export interface Placement {
  key: string;
  entries: NextDraw[];
}

export interface RecommendedOrder extends BoughtOffer {
  nextDraw: NextDraw | null;
}

/** Biggest announced jackpot first; then the draw closing soonest. */
function byJackpotThenStop(left: NextDraw, right: NextDraw): number {
  const jackpot = (right.jackpotCents ?? -1) - (left.jackpotCents ?? -1);
  return jackpot !== 0 ? jackpot : left.stop.getTime() - right.stop.getTime();
}

/** Closing soonest first; then the bigger jackpot. */
function byStopThenJackpot(left: NextDraw, right: NextDraw): number {
  const stop = left.stop.getTime() - right.stop.getTime();
  return stop !== 0 ? stop : (right.jackpotCents ?? -1) - (left.jackpotCents ?? -1);
}

/**
 * Placements (product.md §3: key, entries) computed from the shop's own data:
 * - home_featured: the biggest jackpots, then the soonest draws;
 * - recommended_for_you: the signed-in customer's most-bought offers' next draws, topped up with
 *   home_featured's;
 * - cart_recommended and pre_cart_recommended: the soonest draws of offers not in the cart.
 * An unknown key is answered with no entries (the caller shows nothing).
 */
export class RecommendService {
  private readonly repository: RecommendRepository;

  constructor(
    database: Kysely<Database>,
    private readonly now: () => Date,
  ) {
    this.repository = new RecommendRepository(database);
  }

  async placements(request: {
    keys: readonly string[];
    cart: readonly string[];
    customerId: string | null;
  }): Promise<Placement[]> {
    const draws = await this.repository.findNextDraws(this.now());
    const featured = [...draws].sort(byJackpotThenStop);
    const inCart = new Set(request.cart);
    const notInCart = draws
      .filter((draw) => !inCart.has(draw.productOfferKey))
      .sort(byStopThenJackpot);
    const placements: Placement[] = [];
    for (const key of new Set(request.keys)) {
      let entries: NextDraw[] = [];
      if (key === 'home_featured') entries = featured;
      if (key === 'cart_recommended' || key === 'pre_cart_recommended') entries = notInCart;
      if (key === 'recommended_for_you') {
        const favourites =
          request.customerId === null
            ? []
            : await this.repository.findMostBought(request.customerId, placementEntriesMax);
        const favouriteKeys = favourites.map((offer) => offer.productOfferKey);
        const theirs = favouriteKeys.flatMap((offerKey) =>
          draws.filter((draw) => draw.productOfferKey === offerKey),
        );
        entries = [
          ...theirs,
          ...featured.filter((draw) => !favouriteKeys.includes(draw.productOfferKey)),
        ];
      }
      placements.push({ key, entries: entries.slice(0, placementEntriesMax) });
    }
    return placements;
  }

  /** The customer's most-bought offers with their next draw, to buy again. */
  async recommendedOrders(customerId: string, limit: number): Promise<RecommendedOrder[]> {
    const [bought, draws] = await Promise.all([
      this.repository.findMostBought(customerId, limit),
      this.repository.findNextDraws(this.now()),
    ]);
    return bought.map((offer) => ({
      ...offer,
      nextDraw: draws.find((draw) => draw.productOfferKey === offer.productOfferKey) ?? null,
    }));
  }
}
