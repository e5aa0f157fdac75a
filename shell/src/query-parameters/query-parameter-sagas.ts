import { type SagaIterator } from 'redux-saga';
import { call, takeEvery } from 'redux-saga/effects';
import {
  hasShopQueryParameters,
  parseShopQueryParameters,
  queryParameterCookies,
  type ShopQueryParameters,
} from 'shared-kernel';
import { readCookie, writeCookie } from '../session/session-cookies';
import { convertAnonymousCartAtLogin, type SessionDependencies } from '../session/session-sagas';

/** The flag the signup form reads to send the visitor's favourite numbers (session storage). */
export const favouriteNumbersFlagKey = 'favourite_numbers';

export interface QueryParameterDependencies extends SessionDependencies {
  /** The page's session storage; null where there is none (or it is refused). */
  storage: Pick<Storage, 'setItem'> | null;
}

/** The router reached a page: its query string, read on every page (product.md §2). */
export const pageQueryRead = (search: string) => ({
  type: 'page/queryRead' as const,
  payload: { search },
});

function rememberFavouriteNumbers(storage: QueryParameterDependencies['storage']): void {
  try {
    storage?.setItem(favouriteNumbersFlagKey, 'true');
  } catch {
    // Storage may be refused (private windows); the flag is a convenience only.
  }
}

/**
 * `act` names an anonymous cart: a visitor adopts it (its token kept 14 days); a signed-in
 * customer has it converted into their cart straight away, as at login.
 */
function* adoptAnonymousCart(
  dependencies: QueryParameterDependencies,
  token: string,
): SagaIterator {
  const kept = queryParameterCookies.anonymousCartToken;
  writeCookie(dependencies.cookies, kept.name, token, kept.maxAgeSeconds);
  if (dependencies.session.getSession().isAuthenticated) {
    yield call(convertAnonymousCartAtLogin, dependencies);
  }
}

/**
 * Keeps what a page's query asks for: the sub-variant (upper-cased) in the session and its
 * cookie, the affiliate code for 14 days, utm values, an anonymous cart to adopt or convert, and
 * the favourite numbers flag. Cookies follow the visitor's cookie consent.
 */
export function* applyQueryParameters(
  dependencies: QueryParameterDependencies,
  parameters: ShopQueryParameters,
): SagaIterator {
  if (!hasShopQueryParameters(parameters)) return;
  const { cookies, session } = dependencies;
  const kept = queryParameterCookies;
  if (parameters.subVariant !== null) {
    session.updateSession({ subVariant: parameters.subVariant });
    writeCookie(
      cookies,
      kept.subVariant.name,
      parameters.subVariant,
      kept.subVariant.maxAgeSeconds,
    );
  }
  if (parameters.affiliateCode !== null) {
    writeCookie(
      cookies,
      kept.affiliateCode.name,
      parameters.affiliateCode,
      kept.affiliateCode.maxAgeSeconds,
    );
  }
  if (Object.keys(parameters.utm).length > 0) {
    writeCookie(cookies, kept.utm.name, JSON.stringify(parameters.utm), kept.utm.maxAgeSeconds);
  }
  if (parameters.favouriteNumbers) rememberFavouriteNumbers(dependencies.storage);
  if (parameters.anonymousCartToken !== null) {
    yield call(adoptAnonymousCart, dependencies, parameters.anonymousCartToken);
  }
}

function* applyPageQuery(
  dependencies: QueryParameterDependencies,
  action: ReturnType<typeof pageQueryRead>,
): SagaIterator {
  yield call(applyQueryParameters, dependencies, parseShopQueryParameters(action.payload.search));
}

/**
 * A sub-variant chosen on an earlier visit (kept a year) applies from the start; then every
 * page's query is applied, in order (takeEvery: each navigation is its own).
 */
export function* watchQueryParameters(dependencies: QueryParameterDependencies): SagaIterator {
  const storedSubVariant = readCookie(dependencies.cookies, queryParameterCookies.subVariant.name);
  if (storedSubVariant && !dependencies.session.getSession().subVariant) {
    dependencies.session.updateSession({ subVariant: storedSubVariant });
  }
  yield takeEvery('page/queryRead', applyPageQuery, dependencies);
}
