import {
  applyMiddleware,
  legacy_createStore as createStore,
  type Action,
  type Reducer,
  type Store,
} from 'redux';
import createSagaMiddleware, { type Saga, type Task } from 'redux-saga';
import { all, cancel, spawn, take } from 'redux-saga/effects';

export interface RemoteStoreOptions<State, PreloadedState = Partial<State>> {
  reducer: Reducer<State, Action, PreloadedState>;
  /** Watchers started when the store is made; each is spawned so one failing stops no other. */
  sagas?: readonly Saga[];
  /** What sagas reach with getContext (the API, the bus); tests pass their own. */
  context?: Record<string, unknown>;
  preloadedState?: PreloadedState;
}

/** A remote's Redux store; `close()` stops its sagas, and with them their subscriptions. */
export type RemoteStore<State> = Store<State> & { close(): void };

/**
 * The store every remote creates on mount: redux with saga middleware. Spawned watchers outlive
 * their parent, so the root saga waits and cancels them itself when the store is closed.
 */
export function createRemoteStore<State, PreloadedState = Partial<State>>({
  reducer,
  sagas = [],
  context = {},
  preloadedState,
}: RemoteStoreOptions<State, PreloadedState>): RemoteStore<State> {
  const sagaMiddleware = createSagaMiddleware({ context });
  const store = createStore(reducer, preloadedState, applyMiddleware(sagaMiddleware));
  function* rootSaga() {
    const watchers = (yield all(sagas.map((saga) => spawn(saga)))) as Task[];
    try {
      yield take(() => false);
    } finally {
      yield cancel(watchers);
    }
  }
  const rootTask = sagaMiddleware.run(rootSaga);
  return Object.assign(store, { close: () => rootTask.cancel() });
}
