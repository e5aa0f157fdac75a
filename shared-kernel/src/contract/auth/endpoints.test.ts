import { type RefreshContext } from '../../client/api-client';
import { ApiError } from '../../client/api-error';
import { createTestClient } from '../../client/recording-fetch.test-support';
import { type ApiRequest } from '../../client/types';
import { createSessionStore } from '../../session/session-store';
import { isAuthValidationError } from '../../session/token-integrity';
import { confirmTwoFactorEmailCode, turnOffTwoFactor } from '../two-factor/endpoints';
import {
  authRefreshFailedCode,
  authRefreshFailedMessage,
  createIntegrityCheckedRefresher,
  type IdentityCookies,
  login,
  twoFactorChallengeOf,
} from './endpoints';

function tokenFor(payload: Record<string, unknown>): string {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${encode({ alg: 'none' })}.${encode(payload)}.signature`;
}

const oldAccess = tokenFor({ customer_id: 'c-1', n: 1 });
const oldRefresh = tokenFor({ customer_id: 'c-1', n: 2 });
const newAccess = tokenFor({ customer_id: 'c-1', n: 3 });
const newRefresh = tokenFor({ customer_id: 'c-1', n: 4 });

function setUp(answer: (request: ApiRequest) => Promise<unknown>, cookies?: IdentityCookies) {
  const session = createSessionStore({
    customerId: 'c-1',
    accessToken: oldAccess,
    refreshToken: oldRefresh,
    deviceId: 'device-1',
    isAuthenticated: true,
  });
  const sent: ApiRequest[] = [];
  const refresher = createIntegrityCheckedRefresher(
    () => cookies ?? { customerId: 'c-1', accessToken: oldAccess, refreshToken: oldRefresh },
  );
  const run = (input: RefreshContext['input'] = {}) =>
    refresher({
      request: (async (request: ApiRequest) => {
        sent.push(request);
        return {
          status: 200,
          result: await answer(request),
          entities: [],
          messages: [],
          errors: [],
        };
      }) as RefreshContext['request'],
      session,
      input,
    });
  return { session, sent, run };
}

describe('integrity-checked session refresh', () => {
  it('sends the refresh token and stores checked new tokens', async () => {
    const { session, sent, run } = setUp(() =>
      Promise.resolve({ accessToken: newAccess, refreshToken: newRefresh, deviceUuid: 'device-2' }),
    );
    await run({ otp: '123456' });
    expect(sent[0]).toMatchObject({
      service: 'auth',
      method: 'POST',
      path: '/refresh',
      body: { refreshToken: oldRefresh, otp: '123456', saveDevice: false },
    });
    expect(session.getSession()).toMatchObject({
      accessToken: newAccess,
      refreshToken: newRefresh,
      deviceId: 'device-2',
    });
  });

  it('refuses to refresh when the customer id cookie was changed, without calling out', async () => {
    const { sent, run } = setUp(() => Promise.resolve(null), {
      customerId: 'c-2',
      accessToken: oldAccess,
      refreshToken: oldRefresh,
    });
    const failure = await run().catch((error: unknown) => error);
    expect(isAuthValidationError(failure)).toBe(true);
    expect(sent).toHaveLength(0);
  });

  it('does not store tokens that belong to another customer', async () => {
    const { session, run } = setUp(() =>
      Promise.resolve({ accessToken: tokenFor({ customer_id: 'c-2' }), refreshToken: newRefresh }),
    );
    await expect(run()).rejects.toThrow(/refreshed access token does not match/);
    expect(session.getSession().accessToken).toBe(oldAccess);
  });

  it('answers AUTH_REFRESH_FAILED for a failed refresh that carried a code', async () => {
    const { run } = setUp(() =>
      Promise.reject(
        new ApiError({ status: 403, message: 'wrong', errorId: '2fa_incorrect', isResponse: true }),
      ),
    );
    const failure = (await run({ otp: '000000' }).catch((error: unknown) => error)) as ApiError;
    expect(failure.code).toBe(authRefreshFailedCode);
    expect(failure.message).toBe(authRefreshFailedMessage);
    expect(failure.status).toBe(403);
    expect(failure.errorId).toBe('2fa_incorrect');
  });

  it('passes a failure without a code through unchanged', async () => {
    const original = new ApiError({ status: 401, message: 'expired', isResponse: true });
    const { run } = setUp(() => Promise.reject(original));
    await expect(run()).rejects.toBe(original);
  });
});

describe('two-factor settings', () => {
  const config = { enabled: true, method: 'email' };

  it('confirms an emailed code and answers the new configuration', async () => {
    const { client, calls } = createTestClient(() => ({ body: { result: { config } } }));

    await expect(confirmTwoFactorEmailCode('123456', { client })).resolves.toEqual(config);
    const call = calls.find((recorded) => recorded.target === '/v2/customer/two-factor-auth/email');
    expect(call?.method.toUpperCase()).toBe('POST');
    expect(JSON.parse(String(call?.data))).toEqual({ code: '123456' });
  });

  it('turns two-factor off with a DELETE', async () => {
    const off = { enabled: false, method: null };
    const { client, calls } = createTestClient(() => ({ body: { result: off } }));

    await expect(turnOffTwoFactor({ client })).resolves.toEqual(off);
    const call = calls.find((recorded) => recorded.target === '/v2/customer/two-factor-auth');
    expect(call?.method.toUpperCase()).toBe('DELETE');
  });
});

describe('the two-factor challenge of a sign-in', () => {
  it('reads the method, the masked address and the resend time of a 2fa_required answer', async () => {
    const test = createTestClient(() => ({
      status: 403,
      body: {
        result: {
          method: 'email',
          identifier: 'd•••@lottoshop.test',
          resend_available_at: '2030-01-01T00:01:00.000Z',
        },
        messages: [
          { code: '2fa_required', level: 'error', message: 'A 6 digit code is required.' },
        ],
        errors: [],
        error: { id: '2fa_required', message: 'A 6 digit code is required.' },
      },
    }));
    const failure: unknown = await login(
      { email: 'demo@lottoshop.test', password: 'Demo-Password-1' },
      { client: test.client },
    ).catch((error: unknown) => error);

    expect(twoFactorChallengeOf(failure)).toEqual({
      method: 'email',
      identifier: 'd•••@lottoshop.test',
      resendAvailableAtMs: Date.parse('2030-01-01T00:01:00.000Z'),
    });
  });

  it('is null for other failures and for an answer without a challenge', () => {
    const required = new ApiError({ status: 403, message: 'x', errorId: '2fa_required' });
    const incorrect = new ApiError({ status: 422, message: 'x', errorId: '2fa_incorrect' });
    expect(twoFactorChallengeOf(required)).toBeNull();
    expect(twoFactorChallengeOf(incorrect)).toBeNull();
    expect(twoFactorChallengeOf(new Error('x'))).toBeNull();
  });
});
