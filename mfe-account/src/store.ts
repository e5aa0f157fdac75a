import { combineReducers } from 'redux';
import { createRemoteStore } from 'remote-kit';
import { bus, type Bus } from 'shared-kernel';
import { kernelSecurityApi, type SecurityApi } from './features/login-and-security/security-api';
import {
  defaultSecurityContext,
  watchLoginAndSecurity,
} from './features/login-and-security/security-sagas';
import { loginAndSecurityReducer } from './features/login-and-security/security-slice';

const rootReducer = combineReducers({
  loginAndSecurity: loginAndSecurityReducer,
});

export type RootState = ReturnType<typeof rootReducer>;

/** What the sagas reach through their context; tests pass their own. */
export interface StoreDependencies {
  security: SecurityApi;
  bus: Bus;
  now: () => number;
  isSignedIn: () => boolean;
}

export function makeStore(
  preloadedState?: Partial<RootState>,
  dependencies: Partial<StoreDependencies> = {},
) {
  const context: StoreDependencies = {
    security: kernelSecurityApi,
    bus,
    ...defaultSecurityContext,
    ...dependencies,
  };
  return createRemoteStore({
    reducer: rootReducer,
    sagas: [watchLoginAndSecurity],
    context: { ...context },
    preloadedState,
  });
}
