import { isGameComplete, type TicketGame, type TicketOffer } from 'shared-kernel/contract/tickets';

/**
 * Favourite numbers are kept per lottery as one list per number set of its standard game. They
 * fill a game only when they fit the offer being played: as many lists as it has sets, each with
 * exactly the set's count of distinct numbers in its range. Otherwise null.
 */
export function gameOfFavourites(offer: TicketOffer, numbers: number[][]): TicketGame | null {
  if (numbers.length === 0 || numbers.length !== offer.numberSets.length) return null;
  const game: TicketGame = {};
  for (const [index, set] of offer.numberSets.entries()) {
    const chosen = numbers[index] ?? [];
    const fits =
      chosen.length === set.count &&
      new Set(chosen).size === chosen.length &&
      chosen.every((number) => Number.isInteger(number) && number >= set.min && number <= set.max);
    if (!fits) return null;
    game[set.name] = [...chosen].sort((first, second) => first - second);
  }
  return isGameComplete(game, offer) ? game : null;
}

/** A complete game's numbers as favourites: one sorted list per number set of the offer. */
export function favouritesOfGame(
  offer: TicketOffer,
  game: TicketGame | undefined,
): number[][] | null {
  if (!game || !isGameComplete(game, offer)) return null;
  return offer.numberSets.map((set) =>
    (game[set.name] ?? [])
      .filter((slot): slot is number => slot !== null)
      .sort((first, second) => first - second),
  );
}

/** Two games hold the same numbers in every set, in whatever order they were picked. */
export function isSameGame(first: TicketGame, second: TicketGame): boolean {
  const names = Object.keys(first);
  if (names.length !== Object.keys(second).length) return false;
  const sorted = (slots: ReadonlyArray<number | null> = []) =>
    slots
      .filter((slot): slot is number => slot !== null)
      .sort((a, b) => a - b)
      .join(',');
  return names.every((name) => sorted(first[name]) === sorted(second[name]));
}
