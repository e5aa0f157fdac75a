import {
  call,
  cancelled,
  fork,
  getContext,
  put,
  select,
  take,
  type StrictEffect,
} from 'redux-saga/effects';
import type { Task } from 'redux-saga';
import { ApiError } from 'shared-kernel';
import type { ResourceFetchers } from './resources-api';
import {
  resourceLoaded,
  resourceLoadFailed,
  type ResourcesAction,
  type ResourcesState,
} from './resources-slice';

/** api.md §9: data stays fresh for the default cache duration, 60 s. */
export const resourceFreshnessMs = 60_000;

type Requested = Extract<ResourcesAction, { type: 'resources/requested' }>;

function* load(action: Requested): Generator<StrictEffect, void, unknown> {
  const fetchers = (yield getContext('resources')) as ResourceFetchers;
  const { key, kind, params } = action.payload;
  const controller = new AbortController();
  try {
    const fetcher = fetchers[kind] as (
      parameters: unknown,
      options: { signal: AbortSignal },
    ) => Promise<unknown>;
    const data = yield call(fetcher, params, { signal: controller.signal });
    yield put(resourceLoaded(key, data, Date.now()));
  } catch (error) {
    yield put(resourceLoadFailed(key, error instanceof ApiError ? error.status : null));
  } finally {
    if ((yield cancelled()) as boolean) controller.abort();
  }
}

/**
 * Loads what pages ask for. One load per key at a time (a request for a key in flight is
 * dropped), and data loaded within the freshness window is not asked for again.
 */
export function* watchResourceRequested(): Generator<StrictEffect, void, unknown> {
  const inFlight = new Map<string, Task>();
  while (true) {
    const action = (yield take('resources/requested')) as Requested;
    const { key } = action.payload;
    if (inFlight.get(key)?.isRunning()) continue;
    const entries = (yield select(
      (state: { resources: ResourcesState }) => state.resources,
    )) as ResourcesState;
    const loadedAt = entries[key]?.loadedAt ?? null;
    if (loadedAt !== null && Date.now() - loadedAt < resourceFreshnessMs) continue;
    inFlight.set(key, (yield fork(load, action)) as Task);
  }
}
