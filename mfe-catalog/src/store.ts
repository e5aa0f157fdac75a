import { combineReducers } from 'redux';
import { createRemoteStore } from 'remote-kit';
import { kernelCartApi, type CartApi } from './features/cart/cart-api';
import { kernelHomeApi, type HomeApi } from './features/home/home-api';
import { watchHomePageOpened } from './features/home/home-sagas';
import { homeReducer } from './features/home/home-slice';
import {
  kernelFavouriteNumbersApi,
  type FavouriteNumbersApi,
} from './features/play/favourite-numbers-api';
import { watchFavouriteNumbers } from './features/play/favourite-numbers-sagas';
import { favouriteNumbersReducer } from './features/play/favourite-numbers-slice';
import { watchAddToCartRequested } from './features/play/play-sagas';
import { playReducer } from './features/play/play-slice';
import { kernelResourceFetchers, type ResourceFetchers } from './features/resources/resources-api';
import { watchResourceRequested } from './features/resources/resources-sagas';
import { resourcesReducer } from './features/resources/resources-slice';

const rootReducer = combineReducers({
  home: homeReducer,
  play: playReducer,
  favouriteNumbers: favouriteNumbersReducer,
  resources: resourcesReducer,
});

export type RootState = ReturnType<typeof rootReducer>;

/** What the sagas reach through their context; tests pass their own. */
export interface StoreDependencies {
  api: HomeApi;
  cart: CartApi;
  favourites: FavouriteNumbersApi;
  resources: ResourceFetchers;
}

export function makeStore(
  preloadedState?: Partial<RootState>,
  dependencies: Partial<StoreDependencies> = {},
) {
  const context: StoreDependencies = {
    api: kernelHomeApi,
    cart: kernelCartApi,
    favourites: kernelFavouriteNumbersApi,
    resources: kernelResourceFetchers,
    ...dependencies,
  };
  return createRemoteStore({
    reducer: rootReducer,
    sagas: [
      watchHomePageOpened,
      watchAddToCartRequested,
      watchFavouriteNumbers,
      watchResourceRequested,
    ],
    context: { ...context },
    preloadedState,
  });
}
