import { createRemoteStore } from 'remote-kit';

/** No feature of this remote keeps state yet: their reducers join here through combineReducers. */
export type RootState = Record<string, never>;

function rootReducer(state: RootState = {}): RootState {
  return state;
}

export function makeStore(preloadedState: RootState = {}) {
  return createRemoteStore({ reducer: rootReducer, preloadedState });
}
