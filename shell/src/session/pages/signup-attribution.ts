import { isUtmValue } from 'shared-kernel/contract/validation';

export const utmKeys = ['source', 'medium', 'term', 'content', 'campaign'] as const;
export type UtmKey = (typeof utmKeys)[number];

/**
 * The visit's campaign values (api.md §9): utm_* query parameters, else the utm cookie (JSON of
 * the same keys). Values other than letters, digits, underscore, hyphen and plus are dropped.
 */
export function attributionFrom(search: string, utmCookie: string | null): Record<string, string> {
  const attribution: Record<string, string> = {};
  let stored: Record<string, unknown> = {};
  if (utmCookie) {
    try {
      const parsed: unknown = JSON.parse(utmCookie);
      if (parsed && typeof parsed === 'object') stored = parsed as Record<string, unknown>;
    } catch {
      stored = {};
    }
  }
  const query = new URLSearchParams(search);
  for (const key of utmKeys) {
    const value = query.get(`utm_${key}`) ?? stored[key] ?? stored[`utm_${key}`];
    if (typeof value === 'string' && isUtmValue(value)) attribution[key] = value;
  }
  return attribution;
}

/** Favourite numbers kept in session storage when the visitor arrived with favourite_numbers=true. */
export function favouriteNumbersFrom(
  stored: string | null,
): Record<string, number[][]> | undefined {
  if (!stored) return undefined;
  try {
    const parsed: unknown = JSON.parse(stored);
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return undefined;
    const numbers: Record<string, number[][]> = {};
    for (const [lottery, games] of Object.entries(parsed as Record<string, unknown>)) {
      if (!Array.isArray(games)) continue;
      const valid = games.filter(
        (game): game is number[] =>
          Array.isArray(game) && game.every((value) => Number.isInteger(value)),
      );
      if (valid.length > 0) numbers[lottery] = valid;
    }
    return Object.keys(numbers).length > 0 ? numbers : undefined;
  } catch {
    return undefined;
  }
}
