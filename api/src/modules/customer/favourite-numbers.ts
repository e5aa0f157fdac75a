import { type Kysely } from 'kysely';
import { type FavouriteNumbersWire } from 'shared-kernel/wire/customer';
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
  repeatedLottery: 'Each lottery can have one set of favourite numbers.',
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

/** One lottery's favourite numbers as the api reads them off the wire. */
export interface LotteryFavouriteNumbers {
  lotteryKey: string;
  numbers: number[][];
}

/** The stored map (lottery key → number lists) as the wire's list, ordered by lottery key. */
export function favouriteNumbersToWire(
  favouriteNumbers: Record<string, number[][]>,
): FavouriteNumbersWire {
  return Object.keys(favouriteNumbers)
    .sort()
    .map((lotteryKey) => ({ lottery_key: lotteryKey, numbers: favouriteNumbers[lotteryKey] ?? [] }))
    .filter((entry) => entry.numbers.length > 0);
}

export function favouriteNumbersFromWire(wire: FavouriteNumbersWire): LotteryFavouriteNumbers[] {
  return wire.map((entry) => ({ lotteryKey: entry.lottery_key, numbers: entry.numbers }));
}

/** The wire's list as the stored map (signup keeps what it is sent; the last entry of a lottery wins). */
export function favouriteNumbersRecordOf(wire: FavouriteNumbersWire): Record<string, number[][]> {
  return Object.fromEntries(
    wire
      .filter((entry) => entry.numbers.length > 0)
      .map((entry) => [entry.lottery_key, entry.numbers]),
  );
}

/**
 * PUT /v2/favourite-numbers: the customer's favourite numbers per lottery, one list per number set
 * of its standard game; a lottery left out (or with an empty list) has none. All or nothing: a
 * refused entry answers its field (`favourite_numbers.{index}.numbers` or `.lottery_key`).
 */
export async function saveFavouriteNumbers(
  database: Kysely<Database>,
  customerId: string,
  favouriteNumbers: readonly LotteryFavouriteNumbers[],
): Promise<Record<string, number[][]>> {
  const setsByLottery = await numberSetsByLottery(database);
  const errors: Record<string, string[]> = {};
  const kept: Record<string, number[][]> = {};
  const seen = new Set<string>();
  for (const [index, { lotteryKey, numbers }] of favouriteNumbers.entries()) {
    const sets = setsByLottery.get(lotteryKey);
    const field = `favourite_numbers.${index}`;
    if (!sets) errors[`${field}.lottery_key`] = [favouriteNumbersMessages.unknownLottery];
    else if (seen.has(lotteryKey)) {
      errors[`${field}.lottery_key`] = [favouriteNumbersMessages.repeatedLottery];
    } else {
      const problem = problemOf(numbers, sets);
      if (problem) errors[`${field}.numbers`] = [problem];
      else if (numbers.length > 0) {
        kept[lotteryKey] = numbers.map((set) => [...set].sort((a, b) => a - b));
      }
    }
    seen.add(lotteryKey);
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
