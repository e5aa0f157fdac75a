import { combineReducers } from 'redux';
import { createRemoteStore } from 'remote-kit';
import { bus, type Bus } from 'shared-kernel';
import { watchDepositReturns } from './features/paypal-return/deposit-return-sagas';
import { depositReturnReducer } from './features/paypal-return/deposit-return-slice';
import { kernelWalletApi, type WalletApi } from './wallet-api';

const rootReducer = combineReducers({
  depositReturn: depositReturnReducer,
});

export type RootState = ReturnType<typeof rootReducer>;

/** What the sagas reach through their context; tests pass their own. */
export interface StoreDependencies {
  wallet: WalletApi;
  bus: Bus;
}

export function makeStore(
  preloadedState?: Partial<RootState>,
  dependencies: Partial<StoreDependencies> = {},
) {
  const context: StoreDependencies = { wallet: kernelWalletApi, bus, ...dependencies };
  return createRemoteStore({
    reducer: rootReducer,
    sagas: [watchDepositReturns],
    context: { ...context },
    preloadedState,
  });
}
