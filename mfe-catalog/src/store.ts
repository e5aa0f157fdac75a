import { combineReducers } from 'redux';
import { createRemoteStore } from 'shared-kernel';
import { kernelHomeApi, type HomeApi } from './features/home/home-api';
import { watchHomePageOpened } from './features/home/home-sagas';
import { homeReducer } from './features/home/home-slice';

const rootReducer = combineReducers({ home: homeReducer });

export type RootState = ReturnType<typeof rootReducer>;

/** What the sagas reach through their context; tests pass their own. */
export interface StoreDependencies {
  api: HomeApi;
}

export function makeStore(
  preloadedState?: Partial<RootState>,
  dependencies: StoreDependencies = { api: kernelHomeApi },
) {
  return createRemoteStore({
    reducer: rootReducer,
    sagas: [watchHomePageOpened],
    context: { ...dependencies },
    preloadedState,
  });
}
