import { type SagaIterator } from 'redux-saga';
import { call, delay, select } from 'redux-saga/effects';
import { selectSiteConfig } from '../layout/site-data/site-data-selectors';
import { type RootState } from '../root-state';
import { activityEventNames } from './session-sagas';

/** api.md §9: the heartbeat runs every 60 s. */
export const heartbeatIntervalMs = 60_000;
const defaultActiveTimeoutSeconds = 600;

export interface HeartbeatDependencies {
  /** Where the visitor's activity is heard (window in the page). */
  activityEvents: EventTarget;
  now: () => number;
  /** GET /blank.html (no store). */
  beat: () => Promise<unknown>;
}

export const fetchBlankPage = () =>
  fetch('/blank.html', { cache: 'no-store', credentials: 'same-origin' });

/**
 * The heartbeat of api.md §3: once a minute, GET /blank.html while the visitor was active within
 * the site's heartbeat active timeout (600 s unless configured).
 */
export function* watchHeartbeat(dependencies: HeartbeatDependencies): SagaIterator {
  let lastActivityMs = dependencies.now();
  const onActivity = () => {
    lastActivityMs = dependencies.now();
  };
  for (const name of activityEventNames) {
    dependencies.activityEvents.addEventListener(name, onActivity, { passive: true });
  }
  try {
    while (true) {
      yield delay(heartbeatIntervalMs);
      const config = (yield select((state: RootState) => selectSiteConfig(state))) as {
        heartbeatActiveTimeout?: number;
      } | null;
      const timeoutMs = (config?.heartbeatActiveTimeout ?? defaultActiveTimeoutSeconds) * 1000;
      if (dependencies.now() - lastActivityMs > timeoutMs) continue;
      try {
        yield call(dependencies.beat);
      } catch {
        // A missed beat is not worth telling anyone about: the next one comes in a minute.
      }
    }
  } finally {
    for (const name of activityEventNames) {
      dependencies.activityEvents.removeEventListener(name, onActivity);
    }
  }
}
