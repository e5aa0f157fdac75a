import {
  applyMiddleware,
  legacy_createStore as createStore,
  type Action,
  type Reducer,
  type Store,
} from 'redux';
import createSagaMiddleware, { type Saga, type Task } from 'redux-saga';
import { type StrictEffect } from 'redux-saga/effects';
import { all, call, cancel, getContext, setContext, spawn, take } from 'redux-saga/effects';

export interface RemoteStoreOptions<State, PreloadedState = Partial<State>> {
  reducer: Reducer<State, Action, PreloadedState>;
  /** Watchers started when the store is made; each is spawned so one failing stops no other. */
  sagas?: readonly Saga[];
  /** What sagas reach with getContext (the API, the bus); tests pass their own. */
  context?: Record<string, unknown>;
  preloadedState?: PreloadedState;
}

/**
 * A feature whose state and workflows load with its screen instead of with the remote: its
 * reducer owns `key` in the store's state, its saga runs from when it is added until the store
 * closes (with the store's context).
 */
export interface RemoteFeature<State = unknown> {
  key: string;
  reducer: (state: State | undefined, action: Action) => State;
  saga?: Saga;
  /** What its saga reaches with getContext (the kernel's calls), unless the store was given it. */
  context?: Record<string, unknown>;
}

/** A feature of any state type, as a store or a screen holds them. */
export interface AnyRemoteFeature {
  key: string;
  reducer: (state: never, action: Action) => unknown;
  saga?: Saga;
  context?: Record<string, unknown>;
}

/** Runs a feature's saga with its context under what the store was made with (tests' fakes). */
function* featureSaga(
  saga: Saga,
  context: Record<string, unknown>,
): Generator<StrictEffect, void, unknown> {
  for (const [name, value] of Object.entries(context)) {
    if ((yield getContext(name)) === undefined) yield setContext({ [name]: value });
  }
  yield call(saga);
}

/**
 * A remote's Redux store; `close()` stops its sagas, and with them their subscriptions.
 * `addFeature()` adds a feature loaded later (once per key).
 */
export type RemoteStore<State> = Store<State> & {
  close(): void;
  addFeature(feature: AnyRemoteFeature): void;
  hasFeature(key: string): boolean;
};

type StateObject = Record<string, unknown> | undefined;

/**
 * The store every remote creates on mount: redux with saga middleware. Spawned watchers outlive
 * their parent, so the root saga waits and cancels them itself when the store is closed; the
 * sagas of features added later are cancelled with it.
 */
export function createRemoteStore<State, PreloadedState = Partial<State>>({
  reducer,
  sagas = [],
  context = {},
  preloadedState,
}: RemoteStoreOptions<State, PreloadedState>): RemoteStore<State> {
  const features = new Map<string, Reducer<unknown, Action>>();
  const featureTasks: Task[] = [];

  // The remote's own reducer reduces its keys; each added feature reduces its own key. The state
  // object changes only when a part of it does.
  function rootReducer(state: StateObject, action: Action): StateObject {
    if (features.size === 0) {
      return reducer(state as State | PreloadedState | undefined, action) as StateObject;
    }
    const ownState: StateObject = state ? { ...state } : undefined;
    for (const key of features.keys()) delete ownState?.[key];
    const nextOwn = reducer(ownState as State | undefined, action) as StateObject;
    let changed = nextOwn !== ownState;
    const next: Record<string, unknown> = { ...nextOwn };
    for (const [key, featureReducer] of features) {
      const before = state?.[key];
      const after = featureReducer(before, action);
      next[key] = after;
      if (after !== before) changed = true;
    }
    return changed || !state ? next : state;
  }

  const sagaMiddleware = createSagaMiddleware({ context });
  const store = createStore(
    rootReducer as unknown as Reducer<State, Action, PreloadedState>,
    preloadedState,
    applyMiddleware(sagaMiddleware),
  );
  function* rootSaga() {
    const watchers = (yield all(sagas.map((saga) => spawn(saga)))) as Task[];
    try {
      yield take(() => false);
    } finally {
      yield cancel(watchers);
    }
  }
  const rootTask = sagaMiddleware.run(rootSaga);
  return Object.assign(store, {
    close: () => {
      rootTask.cancel();
      for (const task of featureTasks) task.cancel();
    },
    hasFeature: (key: string) => features.has(key),
    addFeature: (feature: AnyRemoteFeature) => {
      if (features.has(feature.key)) return;
      features.set(feature.key, feature.reducer as unknown as Reducer<unknown, Action>);
      store.replaceReducer(rootReducer as unknown as Reducer<State, Action>);
      if (feature.saga) {
        featureTasks.push(sagaMiddleware.run(featureSaga, feature.saga, feature.context ?? {}));
      }
    },
  });
}
