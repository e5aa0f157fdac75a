import { randomInt } from 'node:crypto';
import { type Kysely } from 'kysely';
import { quickpickGame, type TicketOffer } from 'shared-kernel/contract/tickets';
import { type Database } from '../../../database/schema';
import { gameRulesOf } from '../scoring/game-rules';
import { salesShareOf } from './entries-of-draw';
import { lotteryKeyOf } from './offer-of-draw';

/**
 * A syndicate's games, chosen when its draw closes: standard games of its lottery, quick-picked
 * with the operating system's CSPRNG, as many as the shares sold pay for at the lottery's
 * standard game price (at least one when any share was sold).
 */

const randomScale = 2 ** 47;

/** A uniform number in [0, 1) from the CSPRNG. */
const secureRandom = () => randomInt(0, randomScale) / randomScale;

/** The price of one standard game of the lottery, in cents (the cheapest per game it sells). */
export async function standardGamePriceCents(
  database: Kysely<Database>,
  lotteryKey: string,
): Promise<number> {
  const offer = await database
    .selectFrom('game_offers')
    .select('prices')
    .where('product_offer_key', '=', lotteryKey)
    .where('game_type_key', '=', 'standard')
    .where('key', '=', 'standard')
    .executeTakeFirst();
  const perGame = (offer?.prices ?? [])
    .filter((price) => price.games > 0 && price.price_cents > 0)
    .map((price) => Math.ceil(price.price_cents / price.games));
  if (perGame.length === 0) throw new Error(`${lotteryKey} sells no standard game`);
  return Math.min(...perGame);
}

/** `count` quick-picked standard games of the offer's lottery, numbers in ascending order. */
export function quickPickedGames(offerKey: string, count: number): Array<Record<string, number[]>> {
  const rules = gameRulesOf(offerKey);
  const numberSets = [rules.main, ...(rules.powerball ? [rules.powerball] : [])];
  const offer: TicketOffer = {
    gameType: 'standard',
    minGames: 1,
    maxGames: count,
    numberSets,
    prices: [],
    causeKeys: [],
    selectableDays: [],
  };
  return Array.from({ length: count }, () => {
    const game = quickpickGame({}, offer, secureRandom);
    return Object.fromEntries(
      Object.entries(game).map(([name, numbers]) => [
        name,
        numbers.filter((number): number is number => number !== null).sort((a, b) => a - b),
      ]),
    );
  });
}

/** The games a closing syndicate draw plays, from its frozen entries' sales. */
export async function chooseSyndicateGames(
  database: Kysely<Database>,
  draw: { id: string; product_offer_key: string },
  sharesSold: number,
): Promise<Array<Record<string, number[]>>> {
  if (sharesSold === 0) return [];
  const priceCents = await standardGamePriceCents(database, lotteryKeyOf(draw.product_offer_key));
  const affordable = await salesShareOf(database, [draw.id], 1, priceCents);
  return quickPickedGames(draw.product_offer_key, Math.max(1, affordable));
}
