import { createBus } from '../bus';
import {
  createSessionStore,
  type SessionStore,
  type SharedSessionSource,
  type SharedSessionValues,
} from '../session';
import { createApiClient, type ApiClient, type RefreshLockManager } from './api-client';
import {
  createRecordingFetch,
  testRuntimeConfig,
  withDiscovery,
  type RecordedCall,
} from './recording-fetch.test-support';

/**
 * Two tabs of one browser: each has its own page (session store, API client), both share the
 * cookies and take turns under the Web Locks API. The services rotate the refresh token on every
 * use and end the whole session when a rotated token comes back.
 */

const signedIn = {
  customerId: 'customer-1',
  customerToken: 'customer-token-1',
  accessToken: 'access-0',
  refreshToken: 'refresh-0',
  sessionId: 'session-1',
  isAuthenticated: true,
};

function createSharedCookies(initial: SharedSessionValues): SharedSessionSource {
  let values = { ...initial };
  return {
    read: () => ({ ...values }),
    write: (session) => {
      values = {
        customerId: session.customerId,
        customerToken: session.customerToken,
        accessToken: session.accessToken,
        refreshToken: session.refreshToken,
        sessionId: session.sessionId,
      };
    },
  };
}

/** Web Locks as a browser grants them: one holder of a name at a time, in request order. */
function createLockManager(): RefreshLockManager {
  const tails = new Map<string, Promise<void>>();
  return {
    request: (name, callback) => {
      const previous = tails.get(name) ?? Promise.resolve();
      const run = previous.then(callback, callback);
      tails.set(
        name,
        run.then(
          () => undefined,
          () => undefined,
        ),
      );
      return run;
    },
  };
}

/** Rotating refresh tokens with reuse detection, and access tokens that expire on rotation. */
function createAuthServer() {
  let generation = 0;
  let isFamilyRevoked = false;
  const refreshCalls: string[] = [];
  const usedTokens = new Set<string>();
  const script = async (call: RecordedCall) => {
    // An answer takes a moment, so both tabs' first calls are out before either is answered.
    await new Promise((resolve) => setTimeout(resolve, 5));
    if (call.target === '/auth/refresh') {
      const { refresh_token: token } = JSON.parse(call.data as string) as { refresh_token: string };
      refreshCalls.push(token);
      if (isFamilyRevoked || usedTokens.has(token) || token !== `refresh-${generation}`) {
        isFamilyRevoked = true;
        return { status: 401, body: { result: null, error: { id: 'invalid_refresh_token' } } };
      }
      usedTokens.add(token);
      generation += 1;
      return {
        body: {
          result: {
            access_token: `access-${generation}`,
            refresh_token: `refresh-${generation}`,
            device_uuid: 'device-1',
          },
        },
      };
    }
    const isCurrent = call.headers.authorization === `Bearer access-${generation}`;
    if (isFamilyRevoked || !isCurrent || generation === 0) {
      return { status: 401, body: { result: null, error: { id: 'token_expired' } } };
    }
    return { body: { result: { ok: true } } };
  };
  return { script, refreshCalls, isRevoked: () => isFamilyRevoked };
}

interface Tab {
  client: ApiClient;
  session: SessionStore;
  refreshFailures: unknown[];
}

function openTab(
  server: ReturnType<typeof createAuthServer>,
  cookies: SharedSessionSource,
  refreshLocks: RefreshLockManager | null,
): Tab {
  const session = createSessionStore(signedIn);
  session.shareThrough(cookies);
  const bus = createBus();
  const refreshFailures: unknown[] = [];
  bus.subscribe('session/refreshFailed', (event) => refreshFailures.push(event));
  const { fetch } = createRecordingFetch(withDiscovery(server.script));
  const client = createApiClient({
    runtimeConfig: testRuntimeConfig,
    fetch,
    bus,
    session,
    refreshLocks,
  });
  return { client, session, refreshFailures };
}

describe('one session shared by two tabs', () => {
  it('lets one tab refresh for both when their access tokens expire together', async () => {
    const server = createAuthServer();
    const cookies = createSharedCookies(signedIn);
    const locks = createLockManager();
    const first = openTab(server, cookies, locks);
    const second = openTab(server, cookies, locks);

    const answers = await Promise.all([
      first.client.request({ path: '/customer' }),
      second.client.request({ path: '/customer' }),
    ]);

    expect(answers.map((answer) => answer.result)).toEqual([{ ok: true }, { ok: true }]);
    expect(server.refreshCalls).toEqual(['refresh-0']);
    expect(server.isRevoked()).toBe(false);
    expect(first.refreshFailures).toEqual([]);
    expect(second.refreshFailures).toEqual([]);
    expect(second.session.getSession()).toMatchObject({
      accessToken: 'access-1',
      refreshToken: 'refresh-1',
    });
  });

  it('picks up the tokens another tab refreshed, later, instead of refreshing again', async () => {
    const server = createAuthServer();
    const cookies = createSharedCookies(signedIn);
    const first = openTab(server, cookies, null);
    const second = openTab(server, cookies, null);

    await first.client.request({ path: '/customer' });
    await first.client.refreshAccessToken();
    const answer = await second.client.request({ path: '/customer' });

    expect(answer.result).toEqual({ ok: true });
    expect(server.refreshCalls).toEqual(['refresh-0', 'refresh-1']);
    expect(server.isRevoked()).toBe(false);
    expect(second.refreshFailures).toEqual([]);
  });

  it('refreshes without a lock where the browser has no Web Locks', async () => {
    const server = createAuthServer();
    const tab = openTab(server, createSharedCookies(signedIn), null);

    const answer = await tab.client.request({ path: '/customer' });

    expect(answer.result).toEqual({ ok: true });
    expect(server.refreshCalls).toEqual(['refresh-0']);
  });

  it('leaves a session another customer signed into alone', () => {
    const cookies = createSharedCookies({ ...signedIn, customerId: 'customer-2' });
    const tab = openTab(createAuthServer(), cookies, null);

    expect(tab.session.getSession()).toMatchObject({
      customerId: 'customer-1',
      accessToken: 'access-0',
    });
  });
});
