import { type Kysely } from 'kysely';
import { type Database } from '../../database/schema';
import { ApiError } from '../../http/envelope';
import { type NumberSet, ProductOfferRepository } from '../product-offers/repository';
import { CustomerChanges } from './changes';
import { CustomerRepository } from './repository';

export const favouriteNumbersMessages = {
  invalid: 'Please check your favourite numbers.',
  unknownLottery: 'Favourite numbers cannot be kept for this lottery.',
  setCount: 'Each game needs one list of numbers per number set.',
  numbers: (set: NumberSet) =>
    `Choose ${set.count} ${set.name} number${set.count === 1 ? '' : 's'} from ${set.min} to ${set.max}.`,
  duplicate: 'A number cannot be chosen twice.',
} as const;

/** The number sets of a lottery's standard game, by lottery key. */
async function numberSetsByLottery(database: Kysely<Database>): Promise<Map<string, NumberSet[]>> {
  const offers = await new ProductOfferRepository(database).findAll();
  const sets = new Map<string, NumberSet[]>();
  for (const offer of offers) {
    if (offer.type !== 'lottery_ticket') continue;
    const gameOffers = offer.gameTypes.flatMap((gameType) => gameType.gameOffers);
    const standard = gameOffers.find((gameOffer) => gameOffer.key === 'standard') ?? gameOffers[0];
    if (standard && standard.numberSets.length > 0) sets.set(offer.key, standard.numberSets);
  }
  return sets;
}

/** The message for one lottery's favourites, or undefined when they fit its number sets. */
function problemOf(numbers: number[][], sets: NumberSet[]): string | undefined {
  if (numbers.length === 0) return undefined;
  if (numbers.length !== sets.length) return favouriteNumbersMessages.setCount;
  for (const [index, set] of sets.entries()) {
    const chosen = numbers[index] ?? [];
    const inRange = chosen.every((number) => number >= set.min && number <= set.max);
    if (chosen.length !== set.count || !inRange) return favouriteNumbersMessages.numbers(set);
    if (new Set(chosen).size !== chosen.length) return favouriteNumbersMessages.duplicate;
  }
  return undefined;
}

/**
 * PUT /v2/favourite-numbers: the customer's favourite numbers per lottery, one list per number set
 * of its standard game; a lottery left out (or with an empty list) has none. All or nothing.
 */
export async function saveFavouriteNumbers(
  database: Kysely<Database>,
  customerId: string,
  favouriteNumbers: Record<string, number[][]>,
): Promise<Record<string, number[][]>> {
  const setsByLottery = await numberSetsByLottery(database);
  const errors: Record<string, string[]> = {};
  const kept: Record<string, number[][]> = {};
  for (const [lotteryKey, numbers] of Object.entries(favouriteNumbers)) {
    const sets = setsByLottery.get(lotteryKey);
    const problem = sets ? problemOf(numbers, sets) : favouriteNumbersMessages.unknownLottery;
    if (problem) errors[`favourite_numbers.${lotteryKey}`] = [problem];
    else if (numbers.length > 0)
      kept[lotteryKey] = numbers.map((set) => [...set].sort((a, b) => a - b));
  }
  if (Object.keys(errors).length > 0) {
    throw new ApiError(422, 'validation_failed', favouriteNumbersMessages.invalid, errors);
  }
  await database.transaction().execute(async (transaction) => {
    const repository = new CustomerRepository(transaction);
    const before = (await repository.findById(customerId))?.favouriteNumbers ?? {};
    await repository.update(customerId, { favouriteNumbers: kept });
    await new CustomerChanges(transaction).record(customerId, {
      kind: 'favourite_numbers',
      actor: { kind: 'customer' },
      changes: { favourite_numbers: { from: before, to: kept } },
    });
  });
  return kept;
}
