import { combineReducers } from 'redux';
import { createRemoteStore } from 'remote-kit';
import { bus, type Bus } from 'shared-kernel';
import { kernelSecurityApi, type SecurityApi } from './features/login-and-security/security-api';
import {
  defaultSecurityContext,
  watchLoginAndSecurity,
} from './features/login-and-security/security-sagas';
import { loginAndSecurityReducer } from './features/login-and-security/security-slice';
import {
  kernelPreferencesApi,
  type PreferencesApi,
} from './features/communication-preferences/preferences-api';
import {
  defaultPreferencesContext,
  watchCommunicationPreferences,
} from './features/communication-preferences/preferences-sagas';
import { communicationPreferencesReducer } from './features/communication-preferences/preferences-slice';
import { kernelUnsubscribeApi, type UnsubscribeApi } from './features/unsubscribe/unsubscribe-api';
import { watchUnsubscribe } from './features/unsubscribe/unsubscribe-sagas';
import { unsubscribeReducer } from './features/unsubscribe/unsubscribe-slice';
import { kernelMyDetailsApi, type MyDetailsApi } from './features/my-details/my-details-api';
import { watchMyDetails } from './features/my-details/my-details-sagas';
import { myDetailsReducer } from './features/my-details/my-details-slice';
import { kernelOrdersApi, type OrdersApi } from './features/tickets/tickets-api';
import { watchTickets } from './features/tickets/tickets-sagas';
import { ticketsReducer } from './features/tickets/tickets-slice';
import { kernelDashboardApi, type DashboardApi } from './features/dashboard/dashboard-api';
import { watchDashboard } from './features/dashboard/dashboard-sagas';
import { dashboardReducer } from './features/dashboard/dashboard-slice';
import {
  kernelVerificationApi,
  type VerificationApi,
} from './features/verification/verification-api';
import { watchVerification } from './features/verification/verification-sagas';
import { verificationReducer } from './features/verification/verification-slice';
import {
  kernelFavouriteNumbersApi,
  type FavouriteNumbersApi,
} from './features/favourite-numbers/favourite-numbers-api';
import { watchFavouriteNumbers } from './features/favourite-numbers/favourite-numbers-sagas';
import { favouriteNumbersReducer } from './features/favourite-numbers/favourite-numbers-slice';

const rootReducer = combineReducers({
  loginAndSecurity: loginAndSecurityReducer,
  communicationPreferences: communicationPreferencesReducer,
  unsubscribe: unsubscribeReducer,
  myDetails: myDetailsReducer,
  tickets: ticketsReducer,
  dashboard: dashboardReducer,
  verification: verificationReducer,
  favouriteNumbers: favouriteNumbersReducer,
});

export type RootState = ReturnType<typeof rootReducer>;

/** What the sagas reach through their context; tests pass their own. */
export interface StoreDependencies {
  security: SecurityApi;
  bus: Bus;
  now: () => number;
  isSignedIn: () => boolean;
  preferences: PreferencesApi;
  /** The signed-in customer's id, or null when signed out. */
  signedInCustomerId: () => string | null;
  unsubscribeApi: UnsubscribeApi;
  myDetails: MyDetailsApi;
  orders: OrdersApi;
  dashboard: DashboardApi;
  verification: VerificationApi;
  favouriteNumbersApi: FavouriteNumbersApi;
}

export function makeStore(
  preloadedState?: Partial<RootState>,
  dependencies: Partial<StoreDependencies> = {},
) {
  const context: StoreDependencies = {
    security: kernelSecurityApi,
    bus,
    ...defaultSecurityContext,
    preferences: kernelPreferencesApi,
    ...defaultPreferencesContext,
    unsubscribeApi: kernelUnsubscribeApi,
    myDetails: kernelMyDetailsApi,
    orders: kernelOrdersApi,
    dashboard: kernelDashboardApi,
    verification: kernelVerificationApi,
    favouriteNumbersApi: kernelFavouriteNumbersApi,
    ...dependencies,
  };
  return createRemoteStore({
    reducer: rootReducer,
    sagas: [
      watchLoginAndSecurity,
      watchCommunicationPreferences,
      watchUnsubscribe,
      watchMyDetails,
      watchTickets,
      watchDashboard,
      watchVerification,
      watchFavouriteNumbers,
    ],
    context: { ...context },
    preloadedState,
  });
}
