import { createRemoteStore, type AnyRemoteFeature } from 'remote-kit';
import { bus, type Bus } from 'shared-kernel';
import { type PremiumDepositApi } from './features/premium-deposit/premium-deposit-api';
import { type MembershipApi } from './shared/membership-api';

// Every screen's state and sagas load with it (`*-screens.ts`, `lazyFeatureScreen`): the remote's
// first load carries none of them, and the features join this store when their screen does.

/** The remote's own state: none; each feature reduces its own key. */
export type OwnState = Record<string, never>;

function ownReducer(state: OwnState = {}): OwnState {
  return state;
}

/** What the sagas reach through their context; tests pass their own. */
export interface StoreDependencies {
  bus: Bus;
  membership: MembershipApi;
  premiumDeposit: PremiumDepositApi;
}

/**
 * The remote's store. `features` join at once (tests render a feature's screen without its
 * route); on the page they join when their screen first loads, with the kernel's calls.
 */
export function makeStore(
  preloadedState?: undefined,
  dependencies: Partial<StoreDependencies> = {},
  features: readonly AnyRemoteFeature[] = [],
) {
  const store = createRemoteStore({
    reducer: ownReducer,
    context: { bus, ...dependencies },
    preloadedState,
  });
  for (const feature of features) store.addFeature(feature);
  return store;
}
