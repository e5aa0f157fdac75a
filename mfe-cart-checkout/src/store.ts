import { combineReducers } from 'redux';
import { bus, createRemoteStore, type Bus } from 'shared-kernel';
import { watchCartChanged } from './features/cart/cart-sagas';
import { cartReducer } from './features/cart/cart-slice';

const rootReducer = combineReducers({ cart: cartReducer });

export type RootState = ReturnType<typeof rootReducer>;

/** What the sagas reach through their context; tests pass their own. */
export interface StoreDependencies {
  bus: Bus;
}

export function makeStore(
  preloadedState?: Partial<RootState>,
  dependencies: StoreDependencies = { bus },
) {
  return createRemoteStore({
    reducer: rootReducer,
    sagas: [watchCartChanged],
    context: { ...dependencies },
    preloadedState,
  });
}
