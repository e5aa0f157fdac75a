import { buffers, eventChannel, type EventChannel, type SagaIterator } from 'redux-saga';
import { call, fork, put, select, take, takeEvery, takeLatest } from 'redux-saga/effects';
import { queryParameterCookies, type SessionStore } from 'shared-kernel';
import {
  activeLocale,
  setActiveLocale,
  setActiveTranslations,
} from 'shared-kernel/contract/format';
import { type RootState } from '../../root-state';
import { removeCookie, writeCookie, type CookieJar } from '../../session/session-cookies';
import { type ShellApi } from '../../shell-api';
import { marketOf, subVariantOf } from './market';
import { marketChanged, type marketRegionChosen } from './market-slice';
import { selectGrantedCapabilities } from './site-data-selectors';
import {
  siteDataTranslationsFailed,
  siteDataTranslationsLoaded,
  siteDataTranslationsRequested,
} from './site-data-slice';
import { type ContentItem } from './site-data-types';

export interface MarketDependencies {
  api: Pick<ShellApi, 'fetchLayoutTranslations'>;
  session: SessionStore;
  cookies: CookieJar;
  /**
   * Whether the page's market is unknown until the configuration and capabilities are in: a
   * sub-variant kept from an earlier visit may name another locale. The page's texts then wait
   * for the market instead of loading twice, in en-AU first.
   */
  marketPending: boolean;
  /** Lets remotes' text categories load (in the active locale); called once texts may load. */
  startTextCategories: () => void;
}

const sessionMarketChanged = () => ({ type: 'market/sessionChanged' as const });

/** Hears the session's sub-variant and segment change, whoever changes them. */
function sessionMarketChanges(session: SessionStore): EventChannel<true> {
  return eventChannel<true>(
    (emit) =>
      session.subscribeSession((next, previous) => {
        if (next.subVariant !== previous.subVariant || next.segmentName !== previous.segmentName) {
          emit(true);
        }
      }),
    buffers.sliding(1),
  );
}

function* bridgeSessionChanges(session: SessionStore): SagaIterator {
  const channel = (yield call(sessionMarketChanges, session)) as EventChannel<true>;
  try {
    for (;;) {
      yield take(channel);
      yield put(sessionMarketChanged());
    }
  } finally {
    channel.close();
  }
}

/** Keeps the sub-variant a visitor chose for a year (api.md §9), or forgets it. */
function chooseRegion(
  { session, cookies }: MarketDependencies,
  { payload }: ReturnType<typeof marketRegionChosen>,
): void {
  const kept = queryParameterCookies.subVariant;
  if (payload.subVariant) writeCookie(cookies, kept.name, payload.subVariant, kept.maxAgeSeconds);
  else removeCookie(cookies, kept.name);
  session.updateSession({ subVariant: payload.subVariant });
}

/** The page's texts as the market saga follows them. */
interface TextsState {
  /** The locale whose texts the page holds (or is loading); null while the market is pending. */
  locale: string | null;
  /** Whether remotes' text categories may load (once the locale is known). */
  categoriesStarted: boolean;
}

/** Lets remotes' text categories load, once: a second start would load them all again. */
function startCategories(dependencies: MarketDependencies, texts: TextsState): void {
  if (texts.categoriesStarted) return;
  texts.categoriesStarted = true;
  dependencies.startTextCategories();
}

/**
 * Sets the page's market from the configuration, capabilities and session, and loads the texts
 * of its locale when they are not the ones the page holds (started, succeeded, failed).
 */
function* followMarket(dependencies: MarketDependencies, texts: TextsState): SagaIterator {
  const state = (yield select()) as RootState;
  const snapshot = dependencies.session.getSession();
  const market = marketOf({
    config: state.siteData.config,
    capabilities: selectGrantedCapabilities(state),
    subVariant: snapshot.subVariant,
    segmentName: snapshot.segmentName ?? state.session.customer?.segmentName ?? null,
  });
  const subVariant = subVariantOf(state.siteData.config, snapshot.subVariant)?.key ?? null;
  setActiveLocale(market);
  const shown = state.market;
  if (
    shown.locale !== market.locale ||
    shown.currency !== market.currency ||
    shown.subVariant !== subVariant
  ) {
    yield put(marketChanged({ ...market, subVariant }));
  }
  if (texts.locale === market.locale) return;
  if (texts.locale === null) {
    // The market is pending: the first texts load once configuration and capabilities are in.
    const settled = (status: string) => status === 'loaded' || status === 'failed';
    if (!settled(state.siteData.configStatus) || !settled(state.siteData.capabilitiesStatus)) {
      return;
    }
    startCategories(dependencies, texts);
  } else if (state.siteData.translationsStatus === 'loading') {
    // The first load of the page's texts finishes first, so that it cannot land after these.
    yield take(['siteData/translationsLoaded', 'siteData/translationsFailed']);
  }
  yield put(siteDataTranslationsRequested(market.locale));
  try {
    const items = (yield call(
      dependencies.api.fetchLayoutTranslations,
      market.locale,
    )) as ContentItem[];
    texts.locale = market.locale;
    yield put(siteDataTranslationsLoaded(items));
  } catch (error) {
    console.error('Translations did not load', error);
    yield put(siteDataTranslationsFailed());
  }
}

/**
 * takeLatest: the newest of configuration, capabilities, session or region change decides the
 * market; takeEvery hands each set of loaded texts to the kernel, where every remote reads them.
 */
export function* watchMarket(dependencies: MarketDependencies): SagaIterator {
  const texts: TextsState = {
    locale: dependencies.marketPending ? null : activeLocale().locale,
    categoriesStarted: false,
  };
  if (!dependencies.marketPending) startCategories(dependencies, texts);
  yield fork(bridgeSessionChanges, dependencies.session);
  yield takeEvery(
    'siteData/translationsLoaded',
    (action: ReturnType<typeof siteDataTranslationsLoaded>) => {
      setActiveTranslations(action.payload);
    },
  );
  yield takeEvery('market/regionChosen', chooseRegion, dependencies);
  yield takeLatest(
    [
      'siteData/configLoaded',
      'siteData/configFailed',
      'siteData/capabilitiesLoaded',
      'siteData/capabilitiesFailed',
      'market/sessionChanged',
    ],
    followMarket,
    dependencies,
    texts,
  );
}
