import { favouriteNumbersFromText, type FavouriteNumbers } from 'shared-kernel/contract/customer';
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

/**
 * Favourite numbers kept in session storage (the play pages keep those last read or saved), sent
 * with the signup; undefined when there are none.
 */
export function favouriteNumbersFrom(stored: string | null): FavouriteNumbers | undefined {
  const favourites = favouriteNumbersFromText(stored);
  return favourites && favourites.length > 0 ? favourites : undefined;
}
