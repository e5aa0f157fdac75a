import {
  call,
  cancelled,
  getContext,
  put,
  takeLatest,
  type StrictEffect,
} from 'redux-saga/effects';
import { ApiError } from 'shared-kernel';
import { type ProductOffer } from 'shared-kernel/contract/product-offers';
import { type SiteConfig } from 'shared-kernel/contract/platform';
import type { HomeApi } from './home-api';
import { productOffersLoaded, productOffersLoadFailed } from './home-slice';

function* loadProductOffers(): Generator<StrictEffect, void, unknown> {
  const api = (yield getContext('api')) as HomeApi;
  const controller = new AbortController();
  const options = { signal: controller.signal };
  try {
    let pricingId = api.currentPricingId();
    if (pricingId === null) {
      const config = (yield call(api.fetchConfig, options)) as SiteConfig;
      pricingId = config.defaultPricingId;
    }
    const productOffers = (yield call(
      api.fetchProductOffers,
      pricingId,
      options,
    )) as ProductOffer[];
    yield put(productOffersLoaded(productOffers));
  } catch (error) {
    yield put(productOffersLoadFailed({ status: error instanceof ApiError ? error.status : null }));
  } finally {
    if ((yield cancelled()) as boolean) controller.abort();
  }
}

export function* watchHomePageOpened(): Generator<StrictEffect, void, unknown> {
  // takeLatest: opening the page again (or retrying) cancels, and aborts, a load still in flight.
  yield takeLatest('home/pageOpened', loadProductOffers);
}
