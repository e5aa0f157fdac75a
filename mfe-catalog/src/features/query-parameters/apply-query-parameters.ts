import {
  hasShopQueryParameters,
  parseShopQueryParameters,
  queryParameterCookies,
  updateSession,
  type ShopQueryParameters,
} from 'shared-kernel';
import { cookieText } from '../cart/cart-api';

/** Where the parameters are kept; the page's by default, a fake in tests. */
export interface QueryParameterSinks {
  writeCookie: (name: string, value: string, maxAgeSeconds: number) => void;
  updateSubVariant: (subVariant: string) => void;
  rememberFavouriteNumbers: () => void;
}

export const pageSinks: QueryParameterSinks = {
  writeCookie: (name, value, maxAgeSeconds) => {
    document.cookie = cookieText(name, value, maxAgeSeconds, window.location.protocol === 'https:');
  },
  updateSubVariant: (subVariant) => updateSession({ subVariant }),
  rememberFavouriteNumbers: () => {
    try {
      window.sessionStorage.setItem('favourite_numbers', 'true');
    } catch {
      // Storage may be refused (private windows); the flag is a convenience only.
    }
  },
};

/**
 * Keeps what a page's query asks for: the sub-variant in the session and its cookie, the
 * affiliate code for 14 days, utm values, an anonymous cart token to adopt, and the favourite
 * numbers flag. Returns what was read.
 */
export function applyQueryParameters(
  search: string,
  sinks: QueryParameterSinks = pageSinks,
): ShopQueryParameters {
  const parameters = parseShopQueryParameters(search);
  if (!hasShopQueryParameters(parameters)) return parameters;
  const cookies = queryParameterCookies;
  if (parameters.subVariant !== null) {
    sinks.updateSubVariant(parameters.subVariant);
    sinks.writeCookie(
      cookies.subVariant.name,
      parameters.subVariant,
      cookies.subVariant.maxAgeSeconds,
    );
  }
  if (parameters.affiliateCode !== null) {
    sinks.writeCookie(
      cookies.affiliateCode.name,
      parameters.affiliateCode,
      cookies.affiliateCode.maxAgeSeconds,
    );
  }
  if (Object.keys(parameters.utm).length > 0) {
    sinks.writeCookie(cookies.utm.name, JSON.stringify(parameters.utm), cookies.utm.maxAgeSeconds);
  }
  if (parameters.anonymousCartToken !== null) {
    sinks.writeCookie(
      cookies.anonymousCartToken.name,
      parameters.anonymousCartToken,
      cookies.anonymousCartToken.maxAgeSeconds,
    );
  }
  if (parameters.favouriteNumbers) sinks.rememberFavouriteNumbers();
  return parameters;
}
