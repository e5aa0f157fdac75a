import { type SessionAccessor } from '../session';
import { ApiError } from './api-error';
import { type ApiRequest, type ApiResponse } from './types';

/** Getting new tokens (api.md §7.3): what the client asks of a refresher, and the default one. */

export interface RefreshInput {
  /** One-time code when the refresh is part of a two-factor elevation. */
  otp?: string;
  fingerprint?: string;
  saveDevice?: boolean;
}

export interface RefreshResult {
  accessToken: string;
  refreshToken: string;
  deviceUuid?: string | null;
}

export interface RefreshContext {
  /** Sends a call that is never cached, refreshed or elevated, and carries no bearer header. */
  request: <Result = unknown, Entity = unknown>(
    request: ApiRequest,
  ) => Promise<ApiResponse<Result, Entity>>;
  session: SessionAccessor;
  input: RefreshInput;
}

/** Gets new tokens and stores them through `context.session`; rejects when it cannot. */
export type AccessTokenRefresher = (context: RefreshContext) => Promise<void>;

/** The Web Locks name under which one tab at a time refreshes the shared session. */
export const sessionRefreshLockName = 'session-refresh';

/** The part of the Web Locks API a refresh uses (`navigator.locks` in the page). */
export interface RefreshLockManager {
  request: (name: string, callback: () => Promise<void>) => Promise<void>;
}

/** The browser's Web Locks, when it has them. */
export function pageLockManager(): RefreshLockManager | null {
  const locks = (globalThis as { navigator?: { locks?: LockManager } }).navigator?.locks;
  if (!locks || typeof locks.request !== 'function') return null;
  return {
    request: async (name, callback) => {
      await locks.request(name, () => callback());
    },
  };
}

/** The body of `POST {auth}/refresh`: the stored refresh token and device, and the input's code. */
export function refreshBodyOf(
  current: ReturnType<SessionAccessor['getSession']>,
  input: RefreshInput,
): Record<string, unknown> {
  const body: Record<string, unknown> = {
    refreshToken: current.refreshToken,
    saveDevice: input.saveDevice ?? current.saveDevice,
  };
  const fingerprint = input.fingerprint ?? current.fingerprint;
  if (fingerprint) body.fingerprint = fingerprint;
  if (input.otp) body.otp = input.otp;
  return body;
}

/**
 * Default refresher (api.md §7.3): `POST {auth}/refresh` with the refresh token, then the new
 * access token, refresh token and device id are stored in the session.
 */
export const refreshThroughAuthService: AccessTokenRefresher = async ({
  request,
  session,
  input,
}) => {
  const current = session.getSession();
  if (!current.refreshToken) {
    throw new ApiError({
      status: 401,
      message: 'There is no refresh token to refresh the session',
    });
  }
  const { result } = await request<RefreshResult | null>({
    service: 'auth',
    method: 'POST',
    path: '/refresh',
    body: refreshBodyOf(current, input),
  });
  if (!result?.accessToken || !result.refreshToken) {
    throw new ApiError({ status: 422, message: 'The refresh answer holds no tokens' });
  }
  session.updateSession({
    accessToken: result.accessToken,
    refreshToken: result.refreshToken,
    deviceId: result.deviceUuid ?? current.deviceId,
  });
};
