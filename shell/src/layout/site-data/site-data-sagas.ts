import { type SagaIterator } from 'redux-saga';
import { all, call, put, takeLatest } from 'redux-saga/effects';
import { type ShellApi } from '../../shell-api';
import {
  siteDataCapabilitiesFailed,
  siteDataCapabilitiesLoaded,
  siteDataConfigFailed,
  siteDataConfigLoaded,
  siteDataProductOffersFailed,
  siteDataProductOffersLoaded,
  siteDataTranslationsFailed,
  siteDataTranslationsLoaded,
} from './site-data-slice';
import {
  type Capabilities,
  type ContentItem,
  type FooterProductOffer,
  type SiteConfig,
} from './site-data-types';

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
    console.error('Product offers did not load', error);
    yield put(siteDataProductOffersFailed());
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

/** Each part catches its own failure, so one missing part does not keep the others away. */
function* loadSiteData(api: ShellApi): SagaIterator {
  yield all([
    call(loadConfigThenProductOffers, api),
    call(loadCapabilities, api),
    call(loadLayoutTranslations, api),
  ]);
}

/** takeLatest: a new load request supersedes one still running. */
export function* watchSiteDataLoadRequested(api: ShellApi): SagaIterator {
  yield takeLatest('siteData/loadRequested', loadSiteData, api);
}
