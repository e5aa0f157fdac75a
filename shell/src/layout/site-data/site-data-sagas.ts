import { type SagaIterator } from 'redux-saga';
import { all, call, put, takeLatest } from 'redux-saga/effects';
import { ApiError } from 'shared-kernel';
import { type ShellApi } from '../../shell-api';
import {
  siteDataCapabilitiesFailed,
  siteDataCapabilitiesLoaded,
  siteDataConfigFailed,
  siteDataConfigLoaded,
  siteDataProductOffersFailed,
  siteDataProductOffersLoaded,
  type siteDataProductOffersReloadRequested,
  siteDataTranslationsFailed,
  siteDataTranslationsLoaded,
} from './site-data-slice';
import {
  type Capabilities,
  type ContentItem,
  type FooterProductOffer,
  type SiteConfig,
} from './site-data-types';

/** 418 means no products are on sale (product.md §2 Error pages): an empty list, not a failure. */
function productOffersFailureOf(error: unknown) {
  if (error instanceof ApiError && error.status === 418) return siteDataProductOffersLoaded([]);
  console.error('Product offers did not load', error);
  return siteDataProductOffersFailed();
}

const pricingIdDefault = 'default';

function* loadConfigThenProductOffers(api: ShellApi): SagaIterator {
  let pricingId = pricingIdDefault;
  try {
    const config = (yield call(api.fetchConfig)) as SiteConfig;
    pricingId = config.defaultPricingId || pricingIdDefault;
    yield put(siteDataConfigLoaded(config));
  } catch (error) {
    // api.md §8.2: config load failure.
    console.error('Failed to parse configs from consul', error);
    yield put(siteDataConfigFailed());
  }
  try {
    const offers = (yield call(api.fetchProductOffers, pricingId)) as FooterProductOffer[];
    yield put(siteDataProductOffersLoaded(offers));
  } catch (error) {
    yield put(productOffersFailureOf(error));
  }
}

function* reloadProductOffers(
  api: ShellApi,
  { payload }: ReturnType<typeof siteDataProductOffersReloadRequested>,
): SagaIterator {
  try {
    const offers = (yield call(
      api.fetchProductOffers,
      payload.pricingId ?? pricingIdDefault,
    )) as FooterProductOffer[];
    yield put(siteDataProductOffersLoaded(offers));
  } catch (error) {
    yield put(productOffersFailureOf(error));
  }
}

function* loadCapabilities(api: ShellApi): SagaIterator {
  try {
    const capabilities = (yield call(api.fetchCapabilities)) as Capabilities;
    yield put(siteDataCapabilitiesLoaded(capabilities));
  } catch (error) {
    console.error('Capabilities did not load', error);
    yield put(siteDataCapabilitiesFailed());
  }
}

function* loadLayoutTranslations(api: ShellApi): SagaIterator {
  try {
    const items = (yield call(api.fetchLayoutTranslations)) as ContentItem[];
    yield put(siteDataTranslationsLoaded(items));
  } catch (error) {
    console.error('Layout translations did not load', error);
    yield put(siteDataTranslationsFailed());
  }
}

/**
 * Each part catches its own failure, so one missing part does not keep the others away. While
 * the market is pending the texts wait for it (market-sagas.ts loads them).
 */
function* loadSiteData(api: ShellApi, marketPending: boolean): SagaIterator {
  yield all([
    call(loadConfigThenProductOffers, api),
    call(loadCapabilities, api),
    ...(marketPending ? [] : [call(loadLayoutTranslations, api)]),
  ]);
}

/** takeLatest: a new load request supersedes one still running. */
export function* watchSiteDataLoadRequested(api: ShellApi, marketPending = false): SagaIterator {
  yield all([
    takeLatest('siteData/loadRequested', loadSiteData, api, marketPending),
    takeLatest('siteData/productOffersReloadRequested', reloadProductOffers, api),
  ]);
}
