import { applyMiddleware, legacy_createStore as createStore, type UnknownAction } from 'redux';
import createSagaMiddleware, { type Task } from 'redux-saga';
import { all, cancel, take, type StrictEffect } from 'redux-saga/effects';

/** No feature of this remote keeps state yet: their reducers join here through combineReducers. */
export type RootState = Record<string, never>;

function rootReducer(state: RootState = {}, _action: UnknownAction): RootState {
  return state;
}

function* rootSaga(): Generator<StrictEffect, void, unknown> {
  // Feature watchers are spawned here (spawn, not fork: one failing does not stop the others).
  // Spawned tasks outlive their parent, so the root waits and cancels them when the store closes.
  const watchers = (yield all([])) as Task[];
  try {
    yield take(() => false);
  } finally {
    yield cancel(watchers);
  }
}

/** The remote's store; `close()` stops its sagas. */
export function makeStore(preloadedState: RootState = {}) {
  const sagaMiddleware = createSagaMiddleware();
  const store = createStore(rootReducer, preloadedState, applyMiddleware(sagaMiddleware));
  const rootTask = sagaMiddleware.run(rootSaga);
  return Object.assign(store, { close: () => rootTask.cancel() });
}
