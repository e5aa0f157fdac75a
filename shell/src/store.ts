import {
  applyMiddleware,
  combineReducers,
  legacy_createStore as createStore,
  type Store,
} from 'redux';
import createSagaMiddleware, { type SagaIterator } from 'redux-saga';
import { spawn } from 'redux-saga/effects';
import {
  getApiClient,
  mayRunAnalytics,
  queryParameterCookies,
  readRuntimeConfig,
  sessionStore,
  type Bus,
  type SessionStore,
} from 'shared-kernel';
import { createCollectorAnalytics, type AnalyticsPort } from './analytics/analytics-port';
import { watchAnalytics } from './analytics/analytics-sagas';
import { compositionReducer } from './composition/composition-slice';
import {
  releaseCheckSecondsDefault,
  watchRelease,
  type ReleaseSagaDependencies,
} from './composition/release-sagas';
import { appErrorReducer } from './layout/error-pages/app-error-slice';
import { watchAppErrors } from './layout/error-pages/app-error-sagas';
import { watchFeedback } from './layout/feedback/feedback-sagas';
import { feedbackReducer } from './layout/feedback/feedback-slice';
import { lottoPartyModalReducer } from './layout/lotto-party-modal/create-group-request';
import {
  watchCreateGroupRequests,
  type CompositionPort,
} from './layout/lotto-party-modal/create-group-sagas';
import { watchQueryParameters } from './query-parameters/query-parameter-sagas';
import { watchMarket } from './layout/site-data/market-sagas';
import { marketReducer } from './layout/site-data/market-slice';
import { watchVisitorChanges } from './layout/navigation/navigation-sagas';
import { navigationReducer } from './layout/navigation/navigation-slice';
import { watchNotifications } from './layout/notifications/notifications-sagas';
import { notificationsReducer } from './layout/notifications/notifications-slice';
import { watchRouteTransitions } from './layout/route-transition/route-transition-sagas';
import { routeTransitionReducer } from './layout/route-transition/route-transition-slice';
import { announceGrantedCapabilities } from './layout/site-data/capability-announcements';
import { watchSiteDataLoadRequested } from './layout/site-data/site-data-sagas';
import { siteDataReducer } from './layout/site-data/site-data-slice';
import { pageStorage } from './page-storage';
import { type RootState } from './root-state';
import { watchElevation } from './session/elevation/elevation-sagas';
import { elevationReducer } from './session/elevation/elevation-slice';
import { watchMigration } from './session/migration/migration-sagas';
import { watchSegmentChanges } from './session/segment-change-sagas';
import { migrationReducer } from './session/migration/migration-slice';
import {
  documentCookieJar,
  readCookie,
  readCookieConsent,
  type CookieJar,
} from './session/session-cookies';
import { fetchBlankPage, watchHeartbeat } from './session/heartbeat-sagas';
import { watchAboutPages } from './shell-pages/about-pages-sagas';
import { aboutPagesReducer } from './shell-pages/about-pages-slice';
import { watchSession, type SessionDependencies } from './session/session-sagas';
import { sessionReducer } from './session/session-slice';
import { type ShellApi } from './shell-api';

export interface ShellDependencies {
  api: ShellApi;
  bus: Bus;
  /** Where single-spa announces its routing (window in the page). */
  routingEvents: EventTarget;
  /** The session snapshot the API client reads; default the page's. */
  session?: SessionStore;
  /** Default the page's cookies. */
  cookies?: CookieJar;
  /** Where the visitor's activity is heard for idle expiry; default `routingEvents`. */
  activityEvents?: EventTarget;
  now?: () => number;
  /** Where analytics events go; default the collector (POST /v2/analytics/events). */
  analytics?: AnalyticsPort;
  /** Where the favourite numbers flag is kept; default the page's session storage. */
  storage?: Pick<Storage, 'setItem'> | null;
  /**
   * What the site's tabs share and a reload keeps (device id, last activity); default the page's
   * local storage.
   */
  persistentStorage?: Pick<Storage, 'getItem' | 'setItem'> | null;
  /** Where other tabs' writes to `persistentStorage` are heard; default the page's window. */
  storageEvents?: EventTarget | null;
  /** The heartbeat's call; default GET /blank.html. */
  heartbeat?: () => Promise<unknown>;
  /** The checks for a newer release; default the page's environment, document and reload. */
  release?: Partial<ReleaseSagaDependencies>;
  /** What single-spa says of the remotes and is asked to do; default nothing is mounted. */
  composition?: CompositionPort;
  /** Forgets the API client's cached answers; default the page's client. */
  clearApiCache?: () => void;
  /** Lets remotes' text categories load (the page sets the kernel's loader); default nothing. */
  startTextCategories?: () => void;
}

const rootReducer = combineReducers({
  siteData: siteDataReducer,
  navigation: navigationReducer,
  notifications: notificationsReducer,
  routeTransition: routeTransitionReducer,
  appError: appErrorReducer,
  composition: compositionReducer,
  session: sessionReducer,
  elevation: elevationReducer,
  migration: migrationReducer,
  aboutPages: aboutPagesReducer,
  lottoPartyModal: lottoPartyModalReducer,
  feedback: feedbackReducer,
  market: marketReducer,
});

/** spawn: one failing watcher does not stop the others. */
function sessionDependenciesOf(dependencies: ShellDependencies): SessionDependencies {
  return {
    api: dependencies.api.session,
    bus: dependencies.bus,
    session: dependencies.session ?? sessionStore,
    cookies: dependencies.cookies ?? documentCookieJar,
    activityEvents: dependencies.activityEvents ?? dependencies.routingEvents,
    persistentStorage:
      dependencies.persistentStorage === undefined
        ? pageStorage('localStorage')
        : dependencies.persistentStorage,
    storageEvents:
      dependencies.storageEvents === undefined
        ? typeof window === 'undefined'
          ? null
          : window
        : dependencies.storageEvents,
    now: dependencies.now ?? Date.now,
    analytics:
      dependencies.analytics ??
      createCollectorAnalytics({
        cookies: dependencies.cookies ?? documentCookieJar,
        session: dependencies.session ?? sessionStore,
      }),
  };
}

function releaseDependenciesOf(dependencies: ShellDependencies): ReleaseSagaDependencies {
  const { environment, releaseCheckSeconds } = readRuntimeConfig();
  const hasDocument = typeof document !== 'undefined';
  // The page config is read as sent: a missing or unusable interval means the default.
  const isUsable = typeof releaseCheckSeconds === 'number' && releaseCheckSeconds > 0;
  return {
    environment,
    checkRelease: (name) => dependencies.api.checkRelease(name),
    endReleasePreview: () => dependencies.api.endReleasePreview(),
    bus: dependencies.bus,
    checkEverySeconds: isUsable ? releaseCheckSeconds : releaseCheckSecondsDefault,
    visibility: hasDocument ? document : null,
    reload: () => window.location.reload(),
    ...dependencies.release,
  };
}

const noComposition: CompositionPort = { isMounted: () => false, reroute: () => undefined };

function* rootSaga(dependencies: ShellDependencies): SagaIterator {
  const sessionDependencies = sessionDependenciesOf(dependencies);
  yield spawn(watchNotifications, dependencies.bus);
  yield spawn(watchVisitorChanges, dependencies.bus);
  yield spawn(watchAppErrors, dependencies.bus);
  yield spawn(watchFeedback, { api: dependencies.api, session: sessionDependencies.session });
  // A sub-variant kept from an earlier visit may name another locale than the default.
  const marketPending =
    readCookie(sessionDependencies.cookies, queryParameterCookies.subVariant.name) !== null;
  yield spawn(watchSiteDataLoadRequested, dependencies.api, marketPending);
  yield spawn(watchMarket, {
    api: dependencies.api,
    session: sessionDependencies.session,
    cookies: sessionDependencies.cookies,
    marketPending,
    startTextCategories: dependencies.startTextCategories ?? (() => undefined),
  });
  yield spawn(announceGrantedCapabilities, dependencies.bus);
  yield spawn(watchAboutPages, dependencies.api);
  yield spawn(watchRelease, releaseDependenciesOf(dependencies));
  yield spawn(watchRouteTransitions, dependencies.routingEvents);
  yield spawn(watchSession, sessionDependencies);
  yield spawn(watchAnalytics, {
    analytics: sessionDependencies.analytics,
    routingEvents: dependencies.routingEvents,
    mayRecord: () => mayRunAnalytics(readCookieConsent(sessionDependencies.cookies)),
  });
  yield spawn(watchHeartbeat, {
    activityEvents: sessionDependencies.activityEvents,
    now: sessionDependencies.now,
    beat: dependencies.heartbeat ?? fetchBlankPage,
  });
  yield spawn(watchElevation, sessionDependencies);
  yield spawn(watchSegmentChanges, {
    ...sessionDependencies,
    clearApiCache: dependencies.clearApiCache ?? (() => getApiClient().clearCache()),
  });
  yield spawn(watchMigration, sessionDependencies);
  yield spawn(watchCreateGroupRequests, {
    bus: dependencies.bus,
    routingEvents: dependencies.routingEvents,
    composition: dependencies.composition ?? noComposition,
  });
  yield spawn(watchQueryParameters, {
    ...sessionDependencies,
    storage:
      dependencies.storage === undefined ? pageStorage('sessionStorage') : dependencies.storage,
  });
}

export type ShellStore = Store<RootState>;

export function makeStore(
  dependencies: ShellDependencies,
  preloadedState?: Partial<RootState>,
): ShellStore {
  const sagaMiddleware = createSagaMiddleware();
  const store = createStore(rootReducer, preloadedState, applyMiddleware(sagaMiddleware));
  sagaMiddleware.run(rootSaga, dependencies);
  return store;
}
