import { combineReducers } from 'redux';
import { createRemoteStore, type AnyRemoteFeature, type RemoteStore } from 'remote-kit';
import { type CartApi } from './features/cart/cart-api';
import { kernelHomeApi, type HomeApi } from './features/home/home-api';
import { watchHomePageOpened } from './features/home/home-sagas';
import { homeReducer } from './features/home/home-slice';
import { type FavouriteNumbersApi } from './features/play/favourite-numbers-api';
import { type FavouriteNumbersState } from './features/play/favourite-numbers-slice';
import { type PlayState } from './features/play/play-slice';
import { kernelResourceFetchers, type ResourceFetchers } from './features/resources/resources-api';
import { watchResourceRequested } from './features/resources/resources-sagas';
import { watchSegmentChanges } from './features/resources/segment-change-sagas';
import { resourcesReducer } from './features/resources/resources-slice';

// The home page's state comes with the remote; the play page's (the ticket being built, the
// favourite numbers) loads with it (`features/play/play-screens.ts`, `lazyFeatureScreen`).
const ownReducer = combineReducers({
  home: homeReducer,
  resources: resourcesReducer,
});

/** The store's state once the play page's features have joined. */
export type RootState = ReturnType<typeof ownReducer> & {
  play: PlayState;
  favouriteNumbers: FavouriteNumbersState;
};

/** What the sagas reach through their context; tests pass their own. */
export interface StoreDependencies {
  api: HomeApi;
  cart: CartApi;
  favourites: FavouriteNumbersApi;
  resources: ResourceFetchers;
}

/**
 * The remote's store. `features` join at once (tests render a screen without its route); on the
 * page they join when their screen first loads.
 */
export function makeStore(
  preloadedState?: Partial<RootState>,
  dependencies: Partial<StoreDependencies> = {},
  features: readonly AnyRemoteFeature[] = [],
) {
  const store = createRemoteStore({
    reducer: ownReducer,
    sagas: [watchHomePageOpened, watchResourceRequested, watchSegmentChanges],
    context: { api: kernelHomeApi, resources: kernelResourceFetchers, ...dependencies },
    preloadedState,
  });
  for (const feature of features) store.addFeature(feature);
  // Typed as it is once the play page's features have joined: its screens only render then.
  return store as unknown as RemoteStore<RootState>;
}
