import type { UnknownAction } from 'redux';
import { type ProductOffer } from 'shared-kernel/contract/product-offers';

/** Why the offers could not be loaded: the HTTP status of the failed call, when there was one. */
export interface HomeFailure {
  status: number | null;
}

export interface HomeState {
  status: 'idle' | 'loading' | 'loaded' | 'failed';
  /** In the API's order (by ranking). */
  productOffers: ProductOffer[];
  failure: HomeFailure | null;
}

export type HomeAction =
  | { type: 'home/pageOpened' }
  | { type: 'home/productOffersLoaded'; payload: { productOffers: ProductOffer[] } }
  | { type: 'home/productOffersLoadFailed'; payload: HomeFailure };

export const initialHomeState: HomeState = { status: 'idle', productOffers: [], failure: null };

export const homePageOpened = (): HomeAction => ({ type: 'home/pageOpened' });

export const productOffersLoaded = (productOffers: ProductOffer[]): HomeAction => ({
  type: 'home/productOffersLoaded',
  payload: { productOffers },
});

export const productOffersLoadFailed = (failure: HomeFailure): HomeAction => ({
  type: 'home/productOffersLoadFailed',
  payload: failure,
});

const homeActionTypes: ReadonlySet<string> = new Set<HomeAction['type']>([
  'home/pageOpened',
  'home/productOffersLoaded',
  'home/productOffersLoadFailed',
]);

function isHomeAction(action: UnknownAction): action is HomeAction {
  return homeActionTypes.has(action.type);
}

export function homeReducer(state: HomeState = initialHomeState, action: UnknownAction): HomeState {
  if (!isHomeAction(action)) return state;
  switch (action.type) {
    case 'home/pageOpened':
      // Offers already shown stay on screen while they are refreshed.
      return { ...state, status: 'loading', failure: null };
    case 'home/productOffersLoaded':
      return { status: 'loaded', productOffers: action.payload.productOffers, failure: null };
    case 'home/productOffersLoadFailed':
      return { ...state, status: 'failed', failure: action.payload };
  }
}
