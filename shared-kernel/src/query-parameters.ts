import { utmKeys, type UtmKey } from './contract/content/model';
import { isUtmValue } from './contract/validation/utm';

/**
 * Query parameters read on any page (product.md §2): sv (sub-variant, upper-cased), p, act (an
 * anonymous cart token to adopt), aff (affiliate code, kept 14 days), utm_* (letters, digits,
 * underscore, hyphen and plus only) and favourite_numbers=true.
 */

/** What an anonymous cart token looks like (wire/cart.ts). */
export const anonymousCartTokenPattern = /^[A-Za-z0-9_-]{16,128}$/;

/** Cookies the parameters are kept in (api.md §9: lax, path /, secure on https). */
export const queryParameterCookies = {
  affiliateCode: { name: 'affiliate_code', maxAgeSeconds: 14 * 86_400 },
  anonymousCartToken: { name: 'anonymous_cart_token', maxAgeSeconds: 14 * 86_400 },
  subVariant: { name: 'sub_variant', maxAgeSeconds: 365 * 86_400 },
  utm: { name: 'utm', maxAgeSeconds: 30 * 60 },
} as const;

export interface ShopQueryParameters {
  /** `sv`, upper-cased. */
  subVariant: string | null;
  /** `p`, as sent. */
  p: string | null;
  /** `act`, when it looks like a token. */
  anonymousCartToken: string | null;
  /** `aff`. */
  affiliateCode: string | null;
  /** The utm values (`utm_source` as `source`…) that hold only allowed characters. */
  utm: Partial<Record<UtmKey, string>>;
  /** `favourite_numbers=true`. */
  favouriteNumbers: boolean;
}

function decode(text: string): string | null {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
}

/**
 * The values of a query string by name, the first of each name. Unlike URLSearchParams a `+`
 * stays a plus (utm values may hold one).
 */
export function readQueryString(search: string): Map<string, string> {
  const values = new Map<string, string>();
  for (const pair of search.replace(/^\?/, '').split('&')) {
    if (!pair) continue;
    const separator = pair.indexOf('=');
    const name = decode(separator < 0 ? pair : pair.slice(0, separator));
    const value = decode(separator < 0 ? '' : pair.slice(separator + 1));
    if (name === null || value === null || values.has(name)) continue;
    values.set(name, value.trim());
  }
  return values;
}

export function parseShopQueryParameters(search: string): ShopQueryParameters {
  const values = readQueryString(search);
  const text = (name: string) => {
    const value = values.get(name);
    return value ? value : null;
  };
  const utm: Partial<Record<UtmKey, string>> = {};
  for (const key of utmKeys) {
    const value = text(`utm_${key}`);
    if (value !== null && isUtmValue(value)) utm[key] = value;
  }
  const token = text('act');
  return {
    subVariant: text('sv')?.toUpperCase() ?? null,
    p: text('p'),
    anonymousCartToken: token !== null && anonymousCartTokenPattern.test(token) ? token : null,
    affiliateCode: text('aff'),
    utm,
    favouriteNumbers: text('favourite_numbers') === 'true',
  };
}

/** Whether the parameters ask for anything at all. */
export function hasShopQueryParameters(parameters: ShopQueryParameters): boolean {
  return (
    parameters.subVariant !== null ||
    parameters.p !== null ||
    parameters.anonymousCartToken !== null ||
    parameters.affiliateCode !== null ||
    Object.keys(parameters.utm).length > 0 ||
    parameters.favouriteNumbers
  );
}
