/**
 * A customer's favourite numbers (product.md §3 Customer `favouriteNumbers`): per lottery, one
 * list per number set of the lottery's standard game. They travel as a list of entries, not as a
 * map keyed by lottery key, so the client's key conversion never rewrites a lottery key.
 */
export interface LotteryFavouriteNumbers {
  lotteryKey: string;
  numbers: number[][];
}

export type FavouriteNumbers = LotteryFavouriteNumbers[];

/**
 * Session storage (product.md §4 "Cookies kept"): the favourite numbers last read or saved, read
 * before the customer overview answers, and the flag that the favourite tooltip was closed.
 */
export const favouriteNumbersStorageKeys = {
  numbers: 'favourite_numbers_saved',
  tooltipClosed: 'favourite_tooltip_closed',
} as const;

/** The favourite numbers of one lottery; none (an empty list) when it has none. */
export function favouriteNumbersOf(
  favourites: readonly LotteryFavouriteNumbers[],
  lotteryKey: string,
): number[][] {
  return favourites.find((entry) => entry.lotteryKey === lotteryKey)?.numbers ?? [];
}

/** The favourites with one lottery's replaced; an empty `numbers` removes that lottery. */
export function withFavouriteNumbers(
  favourites: readonly LotteryFavouriteNumbers[],
  lotteryKey: string,
  numbers: number[][],
): FavouriteNumbers {
  const others = favourites.filter((entry) => entry.lotteryKey !== lotteryKey);
  return numbers.length > 0 ? [...others, { lotteryKey, numbers }] : others;
}

function isNumberLists(value: unknown): value is number[][] {
  return (
    Array.isArray(value) &&
    value.every((list) => Array.isArray(list) && list.every((item) => Number.isInteger(item)))
  );
}

/** Favourite numbers read back from storage (JSON); null when the text holds none. */
export function favouriteNumbersFromText(text: string | null): FavouriteNumbers | null {
  if (!text) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return null;
  }
  if (!Array.isArray(parsed)) return null;
  const favourites: FavouriteNumbers = [];
  for (const entry of parsed as unknown[]) {
    if (!entry || typeof entry !== 'object') continue;
    const { lotteryKey, numbers } = entry as Record<string, unknown>;
    if (typeof lotteryKey === 'string' && isNumberLists(numbers) && numbers.length > 0) {
      favourites.push({ lotteryKey, numbers });
    }
  }
  return favourites;
}
