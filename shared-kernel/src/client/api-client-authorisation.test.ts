import { CanceledError } from './transport';
import { ApiError } from './api-error';
import { createTestClient, type RecordedCall } from './recording-fetch.test-support';

const session = {
  customerId: 'customer-1',
  customerToken: 'customer-token-1',
  accessToken: 'expired-access',
  refreshToken: 'refresh-1',
  deviceId: 'device-1',
  isAuthenticated: true,
};

const ok = (result: unknown = {}) => ({ body: { result, messages: [], errors: [] } });
const unauthorised = (status = 401) => ({
  status,
  body: { result: null, messages: [{ code: 'unauthorised', level: 'error', message: 'Log in' }] },
});
const refreshed = {
  body: {
    result: { access_token: 'new-access', refresh_token: 'new-refresh', device_uuid: 'device-2' },
  },
};

function isRefresh(call: RecordedCall): boolean {
  return call.target === '/auth/refresh';
}

/** Answers 401 until the new access token is used; the refresh call answers `refreshAnswer`. */
function tokenGuard(refreshAnswer: { status?: number; body?: unknown } = refreshed) {
  return (call: RecordedCall) => {
    if (isRefresh(call)) return refreshAnswer;
    return call.headers.authorization === 'Bearer new-access' ? ok({ ok: true }) : unauthorised();
  };
}

describe('token refresh on 401/403 (api.md §4, §7.3)', () => {
  it('refreshes through the auth service, stores the tokens and retries once with the new token', async () => {
    const test = createTestClient(tokenGuard(), {
      session: { ...session, saveDevice: true, fingerprint: 'fingerprint-1' },
    });

    const response = await test.client.request({ path: '/customer' });

    expect(response.result).toEqual({ ok: true });
    const calls = test.apiCalls();
    expect(calls.map((call) => `${call.method} ${call.target}`)).toEqual([
      'GET /v2/customer',
      'POST /auth/refresh',
      'GET /v2/customer',
    ]);
    const refresh = calls[1]!;
    expect(JSON.parse(refresh.data as string)).toEqual({
      refresh_token: 'refresh-1',
      save_device: true,
      fingerprint: 'fingerprint-1',
    });
    expect(refresh.headers['x-api-version']).toBe('3.0');
    expect(refresh.headers['x-device-id']).toBe('device-1');
    expect(refresh.headers.authorization).toBeUndefined();
    expect(test.session.getSession()).toMatchObject({
      accessToken: 'new-access',
      refreshToken: 'new-refresh',
      deviceId: 'device-2',
    });
    expect(test.reports).toEqual([]);
  });

  it('refreshes on 403 as well', async () => {
    const test = createTestClient(
      (call) =>
        isRefresh(call)
          ? refreshed
          : call.headers.authorization === 'Bearer new-access'
            ? ok()
            : unauthorised(403),
      { session },
    );

    await expect(test.client.request({ path: '/orders' })).resolves.toMatchObject({ status: 200 });
    expect(test.apiCalls().filter(isRefresh)).toHaveLength(1);
  });

  it('retries only once: a second 401 rejects', async () => {
    const test = createTestClient((call) => (isRefresh(call) ? refreshed : unauthorised()), {
      session,
    });

    const outcome = test.client.request({ path: '/customer' });

    await expect(outcome).rejects.toMatchObject({ status: 401, message: 'Log in' });
    expect(test.apiCalls().map((call) => call.target)).toEqual([
      '/v2/customer',
      '/auth/refresh',
      '/v2/customer',
    ]);
  });

  it.each([
    ['login', 'POST', '/login'],
    ['signup', 'POST', '/signup'],
    ['autologin', 'GET', '/autologin'],
  ] as const)('never refreshes for %s', async (_name, method, path) => {
    const test = createTestClient(tokenGuard(), { session });

    const outcome = test.client.request({ method, path, skipAuthRefresh: true });

    await expect(outcome).rejects.toMatchObject({ status: 401 });
    expect(test.apiCalls()).toHaveLength(1);
  });

  it('shares one refresh between concurrent 401s', async () => {
    const test = createTestClient(tokenGuard(), { session });
    await test.client.discover();

    await Promise.all([
      test.client.request({ path: '/customer', cache: false }),
      test.client.request({ path: '/orders', cache: false }),
      test.client.request({ path: '/autoplay', cache: false }),
    ]);

    expect(test.apiCalls().filter(isRefresh)).toHaveLength(1);
  });

  it('rejects with the original error and tells the shell when the refresh fails', async () => {
    const test = createTestClient(tokenGuard({ status: 401, body: { messages: [] } }), { session });

    const outcome = test.client.request({ path: '/customer' });

    await expect(outcome).rejects.toMatchObject({ status: 401, message: 'Log in' });
    expect(test.events('session/refreshFailed')).toEqual([{ status: 401, message: 'Log in' }]);
    expect(test.session.getSession().accessToken).toBe('expired-access');
  });

  it('does not refresh the refresh call itself', async () => {
    const test = createTestClient(tokenGuard({ status: 401, body: {} }), { session });

    await expect(test.client.refreshAccessToken()).rejects.toMatchObject({ status: 401 });
    expect(test.apiCalls()).toHaveLength(1);
  });

  it('does not try to refresh without a refresh token', async () => {
    const test = createTestClient(tokenGuard(), { session: { ...session, refreshToken: null } });

    await expect(test.client.request({ path: '/customer' })).rejects.toMatchObject({ status: 401 });
    expect(test.apiCalls().filter(isRefresh)).toHaveLength(0);
    expect(test.events('session/refreshFailed')).toEqual([]);
  });

  it('sends a one-time code with an explicit refresh', async () => {
    const test = createTestClient(tokenGuard(), { session });

    await test.client.refreshAccessToken({ otp: '123456', saveDevice: true });

    expect(JSON.parse(test.apiCalls()[0]!.data as string)).toEqual({
      refresh_token: 'refresh-1',
      save_device: true,
      otp: '123456',
    });
  });

  it('uses a refresher given in the options', async () => {
    const refresher = jest.fn(
      ({ session: store }: { session: { updateSession: (value: object) => void } }) => {
        store.updateSession({ accessToken: 'new-access' });
        return Promise.resolve();
      },
    );
    const test = createTestClient(tokenGuard(), {
      session: { ...session, refreshToken: null },
      refreshAccessToken: refresher,
    });

    await expect(test.client.request({ path: '/customer' })).resolves.toMatchObject({
      status: 200,
    });
    expect(refresher).toHaveBeenCalledTimes(1);
  });
});

describe('two-factor elevation (api.md §4)', () => {
  const elevationRequired = {
    status: 403,
    body: {
      result: null,
      messages: [{ code: 'REQUIRED', level: 'error', message: 'Verify first' }],
    },
  };

  function elevationGuard() {
    let isElevated = false;
    return {
      elevate: () => {
        isElevated = true;
      },
      script: (_call: RecordedCall) => (isElevated ? ok({ withdrawn: true }) : elevationRequired),
    };
  }

  it('publishes elevation/required and replays the request once elevation succeeds', async () => {
    const guard = elevationGuard();
    const test = createTestClient((call) => guard.script(call), { session });
    test.bus.subscribe('elevation/required', ({ requestId }) => {
      guard.elevate();
      setTimeout(() => test.bus.publish('elevation/succeeded', { requestId }), 0);
    });

    const response = await test.client.request({ method: 'POST', path: '/withdrawals/1/withdraw' });

    expect(response.result).toEqual({ withdrawn: true });
    const [first, replay] = test.apiCalls();
    expect(test.events('elevation/required')).toEqual([
      { requestId: first!.headers['x-request-id'] },
    ]);
    expect(replay!.target).toBe('/v2/withdrawals/1/withdraw');
    expect(test.apiCalls().filter(isRefresh)).toHaveLength(0);
  });

  it('recognises the error id 2fa_required, before the refresh path', async () => {
    let isElevated = false;
    const test = createTestClient(
      () =>
        isElevated
          ? ok()
          : { status: 401, body: { messages: [], error: { id: '2fa_required', message: 'Code' } } },
      { session },
    );
    test.bus.subscribe('elevation/required', ({ requestId }) => {
      isElevated = true;
      test.bus.publish('elevation/succeeded', { requestId });
    });

    await expect(test.client.request({ path: '/customer/details' })).resolves.toMatchObject({
      status: 200,
    });
    expect(test.apiCalls().filter(isRefresh)).toHaveLength(0);
  });

  it('rejects with the original error when elevation is abandoned', async () => {
    const test = createTestClient(() => elevationRequired, { session });
    test.bus.subscribe('elevation/required', ({ requestId }) => {
      setTimeout(() => test.bus.publish('elevation/abandoned', { requestId }), 0);
    });

    const error = await test.client.request({ method: 'POST', path: '/funds/cc/stripe' }).then(
      () => undefined,
      (failure: unknown) => failure,
    );

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 403, code: 'REQUIRED', message: 'Verify first' });
    expect(test.apiCalls()).toHaveLength(1);
  });

  it('ignores the outcome of another request’s elevation', async () => {
    const guard = elevationGuard();
    const test = createTestClient((call) => guard.script(call), { session });
    test.bus.subscribe('elevation/required', ({ requestId }) => {
      guard.elevate();
      test.bus.publish('elevation/abandoned', { requestId: 'someone-else' });
      setTimeout(() => test.bus.publish('elevation/succeeded', { requestId }), 0);
    });

    await expect(test.client.request({ method: 'POST', path: '/x' })).resolves.toMatchObject({
      status: 200,
    });
  });

  it('replays only once', async () => {
    const test = createTestClient(() => elevationRequired, { session });
    test.bus.subscribe('elevation/required', ({ requestId }) => {
      setTimeout(() => test.bus.publish('elevation/succeeded', { requestId }), 0);
    });

    await expect(test.client.request({ method: 'POST', path: '/x' })).rejects.toMatchObject({
      code: 'REQUIRED',
    });
    expect(test.events('elevation/required')).toHaveLength(1);
    expect(test.apiCalls().map((call) => call.target)).toEqual(['/v2/x', '/v2/x']);
  });

  it('leaves two-factor answers of login to the login form', async () => {
    const test = createTestClient(
      () => ({
        status: 401,
        body: { messages: [], error: { id: '2fa_required', message: 'Code' } },
      }),
      { session },
    );

    await expect(
      test.client.request({ method: 'POST', path: '/login', skipAuthRefresh: true }),
    ).rejects.toMatchObject({ errorId: '2fa_required' });
    expect(test.events('elevation/required')).toEqual([]);
  });

  it('stops waiting when the call is aborted', async () => {
    const test = createTestClient(() => elevationRequired, { session });
    const controller = new AbortController();
    test.bus.subscribe('elevation/required', () => {
      setTimeout(() => controller.abort(), 0);
    });

    const outcome = test.client.request({ method: 'POST', path: '/x', signal: controller.signal });

    await expect(outcome).rejects.toBeInstanceOf(CanceledError);
    expect(test.reports).toEqual([]);
  });
});
