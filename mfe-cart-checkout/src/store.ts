import { applyMiddleware, combineReducers, legacy_createStore as createStore } from 'redux';
import createSagaMiddleware, { type Task } from 'redux-saga';
import { all, cancel, spawn, take, type StrictEffect } from 'redux-saga/effects';
import { bus, type Bus } from 'shared-kernel';
import { watchCartChanged } from './features/cart/cart-sagas';
import { cartReducer } from './features/cart/cart-slice';

const rootReducer = combineReducers({ cart: cartReducer });

export type RootState = ReturnType<typeof rootReducer>;

/** What the sagas reach through their context; tests pass their own. */
export interface StoreDependencies {
  bus: Bus;
}

function* rootSaga(): Generator<StrictEffect, void, unknown> {
  // spawn, not fork: a watcher that fails does not stop the others. Spawned tasks outlive their
  // parent, so the root waits here and cancels them when the store is closed.
  const watchers = (yield all([spawn(watchCartChanged)])) as Task[];
  try {
    yield take(() => false);
  } finally {
    yield cancel(watchers);
  }
}

/** The remote's store; `close()` stops its sagas (and with them their bus subscriptions). */
export function makeStore(
  preloadedState?: Partial<RootState>,
  dependencies: StoreDependencies = { bus },
) {
  const sagaMiddleware = createSagaMiddleware({ context: { ...dependencies } });
  const store = createStore(rootReducer, preloadedState, applyMiddleware(sagaMiddleware));
  const rootTask = sagaMiddleware.run(rootSaga);
  return Object.assign(store, { close: () => rootTask.cancel() });
}
