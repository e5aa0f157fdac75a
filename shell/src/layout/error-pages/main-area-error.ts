import { createSelector } from 'reselect';
import { pageErrorMessages } from 'shared-kernel/contract/format';
import { type RootState } from '../../root-state';
import { type PageErrorKind } from './page-error-content';

/** The pages that list products: with none on sale they show the 418 page instead. */
export const productListingPaths: readonly string[] = [
  '/',
  '/lotto-tickets',
  '/charity-tickets',
  '/social-play',
  '/syndicates',
];

export interface MainAreaError {
  kind: PageErrorKind;
  /** Words of the API to show under the page's own (the operator's maintenance message). */
  detail: string | null;
}

const selectAppError = (state: RootState) => state.appError;
const selectHasNoProducts = (state: RootState) =>
  state.siteData.productOffersStatus === 'loaded' && state.siteData.productOffers.length === 0;

function isProductListingPath(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return productListingPaths.includes(path.toLowerCase());
}

/**
 * What replaces the main area, if anything (product.md §2 Error pages): an unrecoverable API
 * failure shows the page of its status (503 maintenance with the operator's message, any other
 * the server-busy page) or, without a status, the generic reload fallback; a product listing with
 * no products on sale shows the 418 page.
 */
export const selectMainAreaError = createSelector(
  [selectAppError, selectHasNoProducts, (_state: RootState, pathname: string) => pathname],
  (appError, hasNoProducts, pathname): MainAreaError | null => {
    if (appError.isUnrecoverable) {
      const kind: PageErrorKind = appError.status ?? 'generic';
      const detail =
        kind === 503 && appError.message && appError.message !== pageErrorMessages.maintenance
          ? appError.message
          : null;
      return { kind, detail };
    }
    if (hasNoProducts && isProductListingPath(pathname)) return { kind: 418, detail: null };
    return null;
  },
);
