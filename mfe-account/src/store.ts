import { combineReducers } from 'redux';
import { createRemoteStore, type AnyRemoteFeature } from 'remote-kit';
import { bus, getSession, type Bus } from 'shared-kernel';
import { type CommunicationPreferencesState } from './features/communication-preferences/preferences-slice';
import { type PreferencesApi } from './features/communication-preferences/preferences-api';
import { kernelDashboardApi, type DashboardApi } from './features/dashboard/dashboard-api';
import { watchDashboard } from './features/dashboard/dashboard-sagas';
import { dashboardReducer } from './features/dashboard/dashboard-slice';
import { type FavouriteNumbersApi } from './features/favourite-numbers/favourite-numbers-api';
import { type FavouriteNumbersState } from './features/favourite-numbers/favourite-numbers-slice';
import { type SecurityApi } from './features/login-and-security/security-api';
import { type LoginAndSecurityState } from './features/login-and-security/security-slice';
import { type MyDetailsApi } from './features/my-details/my-details-api';
import { type MyDetailsState } from './features/my-details/my-details-slice';
import { type OrdersApi } from './features/tickets/tickets-api';
import { type TicketsState } from './features/tickets/tickets-slice';
import { type UnsubscribeApi } from './features/unsubscribe/unsubscribe-api';
import { type UnsubscribeState } from './features/unsubscribe/unsubscribe-slice';
import { type VerificationApi } from './features/verification/verification-api';
import { type VerificationState } from './features/verification/verification-slice';

// The dashboard is the remote's landing page: its state comes with the remote. Every other
// feature's state and sagas load with its screens (`*-screens.ts`, `lazyFeatureScreen`).
const ownReducer = combineReducers({ dashboard: dashboardReducer });

/** The store's state once every feature has joined. */
export type RootState = ReturnType<typeof ownReducer> & {
  loginAndSecurity: LoginAndSecurityState;
  communicationPreferences: CommunicationPreferencesState;
  unsubscribe: UnsubscribeState;
  myDetails: MyDetailsState;
  tickets: TicketsState;
  verification: VerificationState;
  favouriteNumbers: FavouriteNumbersState;
};

/** What the sagas reach through their context; tests pass their own. */
export interface StoreDependencies {
  bus: Bus;
  now: () => number;
  isSignedIn: () => boolean;
  dashboard: DashboardApi;
  security: SecurityApi;
  preferences: PreferencesApi;
  /** The signed-in customer's id, or null when signed out. */
  signedInCustomerId: () => string | null;
  unsubscribeApi: UnsubscribeApi;
  myDetails: MyDetailsApi;
  orders: OrdersApi;
  verification: VerificationApi;
  favouriteNumbersApi: FavouriteNumbersApi;
}

/**
 * The remote's store. `features` join at once (tests render a feature's screen without its
 * route); on the page they join when their screen first loads.
 */
export function makeStore(
  preloadedState?: Partial<RootState>,
  dependencies: Partial<StoreDependencies> = {},
  features: readonly AnyRemoteFeature[] = [],
) {
  const store = createRemoteStore({
    reducer: ownReducer,
    sagas: [watchDashboard],
    context: {
      bus,
      now: Date.now,
      isSignedIn: () => getSession().isAuthenticated,
      dashboard: kernelDashboardApi,
      ...dependencies,
    },
    preloadedState,
  });
  for (const feature of features) store.addFeature(feature);
  return store;
}
