import { type RemoteFeature } from 'remote-kit';
import { kernelSecurityApi } from './security-api';
import { watchLoginAndSecurity } from './security-sagas';
import { loginAndSecurityReducer, type LoginAndSecurityState } from './security-slice';

export { LoginAndSecurityPage } from './login-and-security-page';

/** Two-factor setup's state and workflows, loaded with its screen. */
export const loginAndSecurityFeature: RemoteFeature<LoginAndSecurityState> = {
  key: 'loginAndSecurity',
  reducer: loginAndSecurityReducer,
  saga: watchLoginAndSecurity,
  context: { security: kernelSecurityApi },
};
