import { eventChannel, type EventChannel, type SagaIterator } from 'redux-saga';
import { call, fork, take, takeEvery } from 'redux-saga/effects';
import { routingFinishedEventName } from '../layout/route-transition/route-transition-sagas';
import { type sessionCustomerLoaded } from '../session/session-slice';
import { identifyEvent, pageViewEvent, type AnalyticsPort } from './analytics-port';

export interface AnalyticsDependencies {
  analytics: AnalyticsPort;
  /** Where single-spa announces each finished navigation (window in the page). */
  routingEvents: EventTarget;
  /** Whether the visitor consented to analytics (non-essential cookies) right now. */
  mayRecord: () => boolean;
  /** The page's path and title now; default the document's. */
  currentPage?: () => { path: string; title: string | null };
}

const documentPage = () => ({
  path: typeof location === 'undefined' ? '/' : location.pathname,
  title: typeof document === 'undefined' ? null : document.title || null,
});

function routingChannel(target: EventTarget): EventChannel<true> {
  return eventChannel<true>((emit) => {
    const onRouting = () => emit(true);
    target.addEventListener(routingFinishedEventName, onRouting);
    return () => target.removeEventListener(routingFinishedEventName, onRouting);
  });
}

/** One page event per path reached (a query change on the same path is the same page). */
function* watchPageViews(dependencies: AnalyticsDependencies): SagaIterator {
  const currentPage = dependencies.currentPage ?? documentPage;
  const channel = (yield call(routingChannel, dependencies.routingEvents)) as EventChannel<true>;
  let lastPath: string | null = null;
  try {
    while (true) {
      yield take(channel);
      const page = currentPage();
      if (page.path === lastPath || !dependencies.mayRecord()) continue;
      lastPath = page.path;
      dependencies.analytics.record(pageViewEvent(page.path, page.title));
    }
  } finally {
    channel.close();
  }
}

/**
 * Customer-data events the shell knows of: a page event per navigation, identify when a customer
 * is known, only with the visitor's non-essential consent (the port checks again). Signed-out events
 * come from the session's end (session-sagas). takeEvery: each customer load is its own.
 */
export function* watchAnalytics(dependencies: AnalyticsDependencies): SagaIterator {
  yield fork(watchPageViews, dependencies);
  let identified: string | null = null;
  yield takeEvery('session/customerLoaded', (action: ReturnType<typeof sessionCustomerLoaded>) => {
    const { customerId } = action.payload.customer;
    if (customerId === identified || !dependencies.mayRecord()) return;
    identified = customerId;
    dependencies.analytics.record(identifyEvent(customerId));
  });
}
