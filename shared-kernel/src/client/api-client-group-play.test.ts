import { createTestClient, type RecordedCall } from './recording-fetch.test-support';

const signedIn = {
  customerId: 'customer-1',
  customerToken: 'customer-token-1',
  accessToken: 'access-1',
  refreshToken: 'refresh-1',
  isAuthenticated: true,
};

const ok = (result: unknown = {}) => ({ body: { result, messages: [], errors: [] } });
const refused = (status: number, code = 'unauthorized') => ({
  status,
  body: {
    result: null,
    messages: [{ code, level: 'error', message: 'Please log in to continue.' }],
  },
});
const refreshed = (accessToken: string) => ({
  body: { result: { access_token: accessToken, refresh_token: `${accessToken}-refresh` } },
});

const isRefresh = (call: RecordedCall) => call.target === '/auth/refresh';
const targets = (calls: RecordedCall[]) => calls.map((call) => `${call.method} ${call.target}`);

describe('group-play refusals (api.md §4)', () => {
  it('opens the two-factor prompt when new tokens did not help, then replays the call', async () => {
    let refreshCount = 0;
    const test = createTestClient(
      (call) => {
        if (isRefresh(call)) {
          refreshCount += 1;
          return refreshed(refreshCount === 1 ? 'access-2' : 'access-elevated');
        }
        return call.headers.authorization === 'Bearer access-elevated'
          ? ok({ group_name: 'Friday Night Syndicate' })
          : refused(403, 'forbidden');
      },
      { session: signedIn },
    );
    test.bus.subscribe('elevation/required', ({ requestId }) => {
      // The shell's prompt sends the code with a refresh, then lets the held call go.
      void test.client.refreshAccessToken({ otp: '123456' }).then(() => {
        test.bus.publish('elevation/succeeded', { requestId });
      });
    });

    const response = await test.client.request({
      service: 'social',
      method: 'POST',
      path: '/group',
      body: { groupName: 'Friday Night Syndicate' },
    });

    expect(response.result).toEqual({ groupName: 'Friday Night Syndicate' });
    expect(targets(test.apiCalls())).toEqual([
      'POST /social/v3/group',
      'POST /auth/refresh',
      'POST /social/v3/group',
      'POST /auth/refresh',
      'POST /social/v3/group',
    ]);
    expect(test.events('elevation/required')).toHaveLength(1);
  });

  it('needs no prompt when a refresh cures a 401 of the group-play service', async () => {
    const test = createTestClient(
      (call) =>
        isRefresh(call)
          ? refreshed('access-2')
          : call.headers.authorization === 'Bearer access-2'
            ? ok()
            : refused(401),
      { session: signedIn },
    );

    await expect(test.client.request({ service: 'social', path: '/group' })).resolves.toMatchObject(
      { status: 200 },
    );
    expect(test.events('elevation/required')).toEqual([]);
  });

  it('prompts straight away when the session has nothing to refresh with', async () => {
    let isElevated = false;
    const test = createTestClient(() => (isElevated ? ok() : refused(401)), {
      session: { ...signedIn, refreshToken: null },
    });
    test.bus.subscribe('elevation/required', ({ requestId }) => {
      isElevated = true;
      test.bus.publish('elevation/succeeded', { requestId });
    });

    await expect(
      test.client.request({ service: 'social', path: '/session/7' }),
    ).resolves.toMatchObject({ status: 200 });
    expect(test.events('elevation/required')).toHaveLength(1);
    expect(test.apiCalls().filter(isRefresh)).toEqual([]);
  });

  it('rejects with the refusal when the prompt is abandoned, replaying nothing', async () => {
    const test = createTestClient(() => refused(401), {
      session: { ...signedIn, refreshToken: null },
    });
    test.bus.subscribe('elevation/required', ({ requestId }) => {
      setTimeout(() => test.bus.publish('elevation/abandoned', { requestId }), 0);
    });

    await expect(
      test.client.request({ service: 'social', method: 'PUT', path: '/session/7' }),
    ).rejects.toMatchObject({ status: 401 });
    expect(test.apiCalls()).toHaveLength(1);
  });

  it('never prompts a visitor without a session: the 401 stands', async () => {
    const test = createTestClient(() => refused(401));

    await expect(test.client.request({ service: 'social', path: '/group' })).rejects.toMatchObject({
      status: 401,
    });
    expect(test.events('elevation/required')).toEqual([]);
    expect(test.apiCalls()).toHaveLength(1);
  });

  it('does not prompt when the refresh itself failed: the session is over', async () => {
    const test = createTestClient(
      (call) => (isRefresh(call) ? refused(401, 'invalid_refresh_token') : refused(401)),
      { session: signedIn },
    );

    await expect(test.client.request({ service: 'social', path: '/shares' })).rejects.toMatchObject(
      { status: 401 },
    );
    expect(test.events('elevation/required')).toEqual([]);
    expect(test.events('session/refreshFailed')).toHaveLength(1);
  });

  it('keeps other services to the refresh alone', async () => {
    const test = createTestClient(
      (call) => (isRefresh(call) ? refreshed('access-2') : refused(403)),
      {
        session: signedIn,
      },
    );

    await expect(test.client.request({ path: '/orders' })).rejects.toMatchObject({ status: 403 });
    expect(test.events('elevation/required')).toEqual([]);
    expect(targets(test.apiCalls())).toEqual([
      'GET /v2/orders',
      'POST /auth/refresh',
      'GET /v2/orders',
    ]);
  });
});
