import {
  type AccessTokenRefresher,
  ApiError,
  apiVersions,
  assertRefreshedTokens,
  assertStoredIdentity,
  isApiError,
  isAuthValidationError,
  refreshBodyOf,
  type RefreshResult,
  type SessionAccessor,
  type TokenIntegrityOptions,
} from 'shared-kernel';
import { clientOf, sessionCall, type CallOptions } from '../call';
import { type FavouriteNumbers } from '../customer/favourite-numbers';
import { type LoginResult, type TwoFactorMethod, twoFactorMethods } from '../customer/model';

// The session calls (api.md §7.3, §7.4): sign-in, sign-up, autologin, logout, passwords, refresh.

/** api.md §8.2: what a failed refresh that carried a one-time code rejects with. */
export const authRefreshFailedCode = 'AUTH_REFRESH_FAILED';

export const authRefreshFailedMessage = 'Authentication refresh failed. Please try again.';

export interface LoginInput {
  email: string;
  password: string;
  saveDevice?: boolean;
  /** Six-digit code when the first attempt answered 2fa_required. */
  code?: string;
  /** The token the 2fa_required answer carried, sent back with the code. */
  token?: string;
}

/** Where the code of a sign-in that answered 2fa_required went. */
export interface TwoFactorChallenge {
  method: TwoFactorMethod;
  /** The masked email address an emailed code went to; null for the authenticator app. */
  identifier: string | null;
  /** When signing in again without a code sends another code; null when it never does. */
  resendAvailableAtMs: number | null;
}

/** The challenge a 2fa_required answer to a sign-in carries as its result, if any. */
export function twoFactorChallengeOf(error: unknown): TwoFactorChallenge | null {
  if (!isApiError(error) || error.errorId !== '2fa_required') return null;
  const result = error.result as
    { method?: unknown; identifier?: unknown; resendAvailableAt?: unknown } | null | undefined;
  const method = twoFactorMethods.find((name) => name === result?.method);
  if (!result || !method) return null;
  const resendAvailableAtMs =
    typeof result.resendAvailableAt === 'string' ? Date.parse(result.resendAvailableAt) : NaN;
  return {
    method,
    identifier: typeof result.identifier === 'string' ? result.identifier : null,
    resendAvailableAtMs: Number.isFinite(resendAvailableAtMs) ? resendAvailableAtMs : null,
  };
}

/**
 * POST /v2/login (v3.3). A 2FA-required answer rejects with errorId `2fa_required` and the
 * challenge as its result (see `twoFactorChallengeOf`); signing in again without a code asks for
 * another emailed code.
 */
export async function login(input: LoginInput, options: CallOptions = {}): Promise<LoginResult> {
  const body: Record<string, unknown> = {
    email: input.email,
    password: input.password,
    saveDevice: input.saveDevice ?? false,
  };
  if (input.code) body.code = input.code;
  if (input.token) body.token = input.token;
  const response = await clientOf(options).request<LoginResult>(
    sessionCall({ method: 'POST', path: '/login', version: apiVersions.login, body }, options),
  );
  return response.result;
}

export interface SignupInput {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  /** ISO date, e.g. 1990-01-31. */
  dateOfBirth: string;
  phoneNumber: string;
  address: string;
  suburb: string;
  state: string;
  postcode: string;
  country: string;
  acceptTerms: boolean;
  emailOptIn: boolean;
  saveDevice?: boolean;
  /** utm values read on arrival (campaign, medium, source, term, content). */
  attribution?: Record<string, string>;
  favouriteNumbers?: FavouriteNumbers;
}

/** POST /v2/signup (v3.5): the form, saveDevice, utm attribution and metadata platform Web. */
export async function signup(input: SignupInput, options: CallOptions = {}): Promise<LoginResult> {
  const { attribution, favouriteNumbers, saveDevice, ...form } = input;
  const body: Record<string, unknown> = {
    ...form,
    saveDevice: saveDevice ?? false,
    attribution: attribution ?? {},
    metadata: { platform: 'Web' },
  };
  if (favouriteNumbers) body.favouriteNumbers = favouriteNumbers;
  const response = await clientOf(options).request<LoginResult>(
    sessionCall({ method: 'POST', path: '/signup', version: apiVersions.signup, body }, options),
  );
  return response.result;
}

/** GET /v2/autologin?token=…: starts a new session; a code is sent when two-factor asks for one. */
export async function autologin(
  input: { token: string; code?: string; saveDevice?: boolean },
  options: CallOptions = {},
): Promise<LoginResult> {
  const query: Record<string, string> = { token: input.token };
  if (input.code) query.code = input.code;
  if (input.saveDevice) query.save_device = 'true';
  const response = await clientOf(options).request<LoginResult>(
    sessionCall({ path: '/autologin', query }, options),
  );
  return response.result;
}

/** POST /v2/transfer (form): an autologin transfer from another site or app. */
export async function transferLogin(
  input: { token: string; code?: string; saveDevice?: boolean },
  options: CallOptions = {},
): Promise<LoginResult> {
  const body: Record<string, string> = { token: input.token };
  if (input.code) body.code = input.code;
  if (input.saveDevice) body.save_device = 'true';
  const response = await clientOf(options).request<LoginResult>(
    sessionCall({ method: 'POST', path: '/transfer', mode: 'form', body }, options),
  );
  return response.result;
}

/** GET /v2/logout: ends the session on the services' side. */
export async function logout(options: CallOptions = {}): Promise<void> {
  await clientOf(options).request(sessionCall({ path: '/logout' }, options));
}

/** POST /v2/check-email: whether an address is free to sign up with. */
export async function checkEmail(email: string, options: CallOptions = {}): Promise<unknown> {
  const response = await clientOf(options).request(
    sessionCall({ method: 'POST', path: '/check-email', body: { email } }, options),
  );
  return response.result;
}

/** POST /v2/password/forgot: emails a reset link (the answer never says whether the address exists). */
export async function requestPasswordReset(
  email: string,
  options: CallOptions = {},
): Promise<void> {
  await clientOf(options).request(
    sessionCall({ method: 'POST', path: '/password/forgot', body: { email } }, options),
  );
}

/** POST /v2/password/reset: sets a new password with the emailed token (usable once). */
export async function resetPassword(
  input: { token: string; password: string },
  options: CallOptions = {},
): Promise<void> {
  await clientOf(options).request(
    sessionCall(
      {
        method: 'POST',
        path: '/password/reset',
        body: { token: input.token, newPassword: input.password },
      },
      options,
    ),
  );
}

/** POST /v2/customer/change-password (form). */
export async function changePassword(
  input: { currentPassword: string; newPassword: string },
  options: CallOptions = {},
): Promise<void> {
  await clientOf(options).request({
    method: 'POST',
    path: '/customer/change-password',
    mode: 'form',
    body: { current_password: input.currentPassword, new_password: input.newPassword },
    ...(options.signal ? { signal: options.signal } : {}),
  });
}

/** POST /v2/password/force-change: the new password a flagged customer must choose. */
export async function forceChangePassword(
  input: { newPassword: string },
  options: CallOptions = {},
): Promise<void> {
  await clientOf(options).request({
    method: 'POST',
    path: '/password/force-change',
    body: { newPassword: input.newPassword },
    ...(options.signal ? { signal: options.signal } : {}),
  });
}

/** The identity cookies the token-integrity checks compare with the session (api.md §9). */
export interface IdentityCookies {
  customerId: string | null;
  accessToken: string | null;
  refreshToken: string | null;
}

/**
 * The session refresh of product.md §4: validate the stored identity, request new tokens,
 * validate them, store them. An integrity violation rejects with an `AuthValidationError`; a
 * failed refresh that carried a one-time code rejects with AUTH_REFRESH_FAILED (api.md §8.2),
 * keeping the answer's error id (e.g. 2fa_incorrect) so the code form can say why.
 */
export function createIntegrityCheckedRefresher(
  readIdentityCookies: () => IdentityCookies,
  options: TokenIntegrityOptions = {},
): AccessTokenRefresher {
  return async ({ request, session, input }) => {
    const current = session.getSession();
    const cookies = readIdentityCookies();
    const customerId = assertStoredIdentity(
      {
        customerId: current.customerId,
        customerIdCookie: cookies.customerId,
        accessTokenCookie: cookies.accessToken,
        refreshTokenCookie: cookies.refreshToken,
        accessToken: current.accessToken,
        refreshToken: current.refreshToken,
      },
      options,
    );
    const body = refreshBodyOf(current, input);
    let result: RefreshResult | null;
    try {
      ({ result } = await request<RefreshResult | null>({
        service: 'auth',
        method: 'POST',
        path: '/refresh',
        body,
      }));
    } catch (error) {
      if (!input.otp || isAuthValidationError(error)) throw error;
      const failure = error instanceof ApiError ? error : null;
      throw new ApiError({
        status: failure?.status ?? 401,
        code: authRefreshFailedCode,
        message: authRefreshFailedMessage,
        ...(failure?.errorId ? { errorId: failure.errorId } : {}),
        isResponse: failure?.isResponse ?? false,
        cause: error,
      });
    }
    assertRefreshedTokens(
      { accessToken: result?.accessToken, refreshToken: result?.refreshToken },
      customerId,
      options,
    );
    storeRefreshedTokens(session, result as RefreshResult);
  };
}

function storeRefreshedTokens(session: SessionAccessor, result: RefreshResult): void {
  const current = session.getSession();
  session.updateSession({
    accessToken: result.accessToken,
    refreshToken: result.refreshToken,
    deviceId: result.deviceUuid ?? current.deviceId,
  });
}
