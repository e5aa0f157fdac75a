import { randomInt } from 'node:crypto';
import { type Kysely } from 'kysely';
import { emptyGame, quickpickGame, type TicketOffer } from 'shared-kernel/contract/tickets';
import { type Database } from '../../database/schema';
import { oneItemBasket } from '../purchase/one-item-basket';
import { type PurchaseBasket } from '../purchase/service';
import { type Games, type RecurringRow } from './recurring-row';

/** A draw a recurring purchase is bought for. */
export interface DrawToBuy {
  id: string;
  product_offer_key: string;
  draw_no: number;
  stop: Date | string;
  prize_pool_cents: string | number | bigint | null;
}

const secureRandom = () => randomInt(0, 1_000_000) / 1_000_000;

/**
 * The games a draw buys: the stored ones, or with quickpick on, as many games of fresh random
 * numbers drawn from the game offer's number sets (as the cart's quickpick fills them).
 */
export async function gamesToBuy(
  database: Kysely<Database>,
  recurring: RecurringRow,
): Promise<Games> {
  if (!recurring.quickpick || recurring.games.length === 0) return recurring.games;
  const gameOffer = await database
    .selectFrom('game_offers')
    .select(['number_sets', 'min_games', 'max_games'])
    .where('product_offer_key', '=', recurring.product_offer_key)
    .where('game_type_key', '=', recurring.game_type)
    .where('key', '=', recurring.game_offer)
    .executeTakeFirst();
  if (!gameOffer || gameOffer.number_sets.length === 0) return recurring.games;
  const offer: TicketOffer = {
    gameType: recurring.game_type,
    minGames: gameOffer.min_games,
    maxGames: gameOffer.max_games,
    numberSets: gameOffer.number_sets,
    prices: [],
    causeKeys: [],
    selectableDays: [],
  };
  return recurring.games.map(() => {
    const game = quickpickGame(emptyGame(offer), offer, secureRandom);
    return Object.fromEntries(
      Object.entries(game).map(([name, slots]) => [
        name,
        slots.filter((slot): slot is number => slot !== null),
      ]),
    );
  });
}

/** The one-item basket of a recurring purchase's ticket in `draw`. */
export function recurringBasket(
  recurring: RecurringRow,
  draw: Omit<DrawToBuy, 'product_offer_key'>,
  games: Games,
): PurchaseBasket {
  return oneItemBasket({
    productType: recurring.product_type,
    productOfferKey: recurring.product_offer_key,
    gameType: recurring.game_type,
    gameOffer: recurring.game_offer,
    drawId: draw.id,
    description: recurring.description,
    quantity: 1,
    unitPriceCents: Number(recurring.price_cents),
    numDraws: recurring.num_draws,
    numWeeks: recurring.num_weeks,
    numGames: recurring.num_games,
    games,
    quickpick: recurring.quickpick,
    causeKey: recurring.cause_key,
    day: recurring.day,
    numRaffleTickets: recurring.num_raffle_tickets === null ? null : recurring.num_games,
    numShares: recurring.num_shares === null ? null : recurring.num_games,
    hasFavouriteNumbers: recurring.has_favourite_numbers,
    recurringPurchaseType: recurring.recurring_type,
    recurringPurchaseAvailability: 'optional',
    // The ticket of a later draw belongs to the same recurring purchase; it starts none.
    recurringPurchaseEnabled: false,
    scheduledPurchaseType: null,
    affiliateCode: null,
    drawNo: draw.draw_no,
    drawStop: new Date(draw.stop),
    drawPrizePoolCents: draw.prize_pool_cents === null ? null : Number(draw.prize_pool_cents),
  });
}
