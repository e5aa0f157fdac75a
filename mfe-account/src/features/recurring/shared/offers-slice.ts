import type { UnknownAction } from 'redux';
import { call, getContext, put, takeEvery, type StrictEffect } from 'redux-saga/effects';
import { type ProductOffer } from 'shared-kernel/contract/product-offers';
import { type RecurringApi } from '../recurring-api';
import { type LoadStatus } from './records';

// The product offers the edit forms need (game offers, number sets, causes), by key, loaded when
// a form first opens.

export interface OfferLoad {
  status: LoadStatus;
  /** Null when the offer is no longer on sale. */
  offer: ProductOffer | null;
}

export type OffersState = Record<string, OfferLoad>;

export type OffersAction =
  | { type: 'recurringOffers/requested'; payload: { productOfferKey: string } }
  | {
      type: 'recurringOffers/loaded';
      payload: { productOfferKey: string; offer: ProductOffer | null };
    }
  | { type: 'recurringOffers/loadFailed'; payload: { productOfferKey: string } };

export const offerRequested = (productOfferKey: string): OffersAction => ({
  type: 'recurringOffers/requested',
  payload: { productOfferKey },
});
const offerLoaded = (productOfferKey: string, offer: ProductOffer | null): OffersAction => ({
  type: 'recurringOffers/loaded',
  payload: { productOfferKey, offer },
});
const offerLoadFailed = (productOfferKey: string): OffersAction => ({
  type: 'recurringOffers/loadFailed',
  payload: { productOfferKey },
});

function isOffersAction(action: UnknownAction): action is OffersAction {
  return action.type.startsWith('recurringOffers/');
}

export function offersReducer(state: OffersState = {}, action: UnknownAction): OffersState {
  if (!isOffersAction(action)) return state;
  const { productOfferKey } = action.payload;
  switch (action.type) {
    case 'recurringOffers/requested':
      return state[productOfferKey]?.status === 'loaded'
        ? state
        : { ...state, [productOfferKey]: { status: 'loading', offer: null } };
    case 'recurringOffers/loaded':
      return { ...state, [productOfferKey]: { status: 'loaded', offer: action.payload.offer } };
    case 'recurringOffers/loadFailed':
      return { ...state, [productOfferKey]: { status: 'failed', offer: null } };
    default:
      return state;
  }
}

function* loadOffer(
  action: Extract<OffersAction, { type: 'recurringOffers/requested' }>,
): Generator<StrictEffect, void, unknown> {
  const api = (yield getContext('recurringApi')) as RecurringApi;
  const { productOfferKey } = action.payload;
  try {
    const offer = (yield call(api.fetchProductOffer, productOfferKey)) as ProductOffer | null;
    yield put(offerLoaded(productOfferKey, offer));
  } catch {
    yield put(offerLoadFailed(productOfferKey));
  }
}

/** Every offer asked for loads (the client caches the offers call). */
export function* watchOffers(): Generator<StrictEffect, void, unknown> {
  yield takeEvery('recurringOffers/requested', loadOffer);
}
