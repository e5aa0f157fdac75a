import {
  autologin,
  changePassword,
  forceChangePassword,
  login,
  logout,
  requestPasswordReset,
  resetPassword,
  signup,
  transferLogin,
  type LoginInput,
  type SignupInput,
} from 'shared-kernel/contract/auth';
import {
  closeAccount,
  fetchCustomerOverview,
  migrateCustomer,
  type Customer,
  type LoginResult,
  type TwoFactorConfig,
} from 'shared-kernel/contract/customer';
import {
  convertAnonymousCart,
  fetchAnonymousCart,
  fetchCustomerCart,
  type CartView,
} from 'shared-kernel/contract/cart';
import {
  fetchTwoFactorConfig,
  sendTwoFactorEmailCode,
  setUpAuthenticator,
  type AuthenticatorSetup,
} from 'shared-kernel/contract/two-factor';
import { getApiClient, type ApiClient, type RefreshInput } from 'shared-kernel';

/** The session calls the shell makes (api.md §7.3, §7.4); tests pass their own. */
export interface SessionApi {
  login: (input: LoginInput) => Promise<LoginResult>;
  signup: (input: SignupInput) => Promise<LoginResult>;
  autologin: (input: {
    token: string;
    code?: string;
    saveDevice?: boolean;
  }) => Promise<LoginResult>;
  transferLogin: (input: {
    token: string;
    code?: string;
    saveDevice?: boolean;
  }) => Promise<LoginResult>;
  logout: () => Promise<void>;
  fetchCustomerOverview: () => Promise<Customer>;
  requestPasswordReset: (email: string) => Promise<void>;
  resetPassword: (input: { token: string; password: string }) => Promise<void>;
  changePassword: (input: { currentPassword: string; newPassword: string }) => Promise<void>;
  forceChangePassword: (input: { newPassword: string }) => Promise<void>;
  closeAccount: (input: { password: string }) => Promise<void>;
  /** POST {auth}/refresh through the page's client (with `otp` for a two-factor elevation). */
  refreshAccessToken: (input: RefreshInput) => Promise<void>;
  fetchTwoFactorConfig: () => Promise<TwoFactorConfig>;
  setUpAuthenticator: (input: { code?: string }) => Promise<AuthenticatorSetup>;
  sendTwoFactorEmailCode: () => Promise<void>;
  /** POST /v2/migration/migrate: the HTTP status (202 while in progress, 200 when done). */
  migrate: () => Promise<number>;
  /** POST /v2/anon-cart/{token}/convert (v3.3): the anonymous cart joins the customer's. */
  convertAnonymousCart: (token: string) => Promise<CartView>;
  /** The customer's cart, or the anonymous cart of `token`. */
  fetchCart: (token: string | null) => Promise<CartView>;
}

export function createSessionApi(client?: ApiClient): SessionApi {
  const options = client ? { client } : {};
  const clientNow = () => client ?? getApiClient();
  return {
    login: (input) => login(input, options),
    signup: (input) => signup(input, options),
    autologin: (input) => autologin(input, options),
    transferLogin: (input) => transferLogin(input, options),
    logout: () => logout(options),
    fetchCustomerOverview: () => fetchCustomerOverview(options),
    requestPasswordReset: (email) => requestPasswordReset(email, options),
    resetPassword: (input) => resetPassword(input, options),
    changePassword: (input) => changePassword(input, options),
    forceChangePassword: (input) => forceChangePassword(input, options),
    closeAccount: (input) => closeAccount(input, options),
    refreshAccessToken: (input) => clientNow().refreshAccessToken(input),
    fetchTwoFactorConfig: () => fetchTwoFactorConfig(options),
    setUpAuthenticator: (input) => setUpAuthenticator(input, options),
    sendTwoFactorEmailCode: () => sendTwoFactorEmailCode(options),
    migrate: () => migrateCustomer(options),
    convertAnonymousCart: (token) => convertAnonymousCart(token, options),
    fetchCart: (token) =>
      token === null ? fetchCustomerCart(options) : fetchAnonymousCart(token, options),
  };
}
