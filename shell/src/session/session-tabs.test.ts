import { createBus, createSessionStore } from 'shared-kernel';
import { type LoginInput } from 'shared-kernel/contract/auth';
import { makeStore } from '../store';
import { fakeSessionApi, fakeShellApi, siteConfigFixture } from '../testing/shell-fixtures';
import { type SessionApi } from './session-api';
import { createMemoryCookieJar, readCookie, writeCookie, type CookieJar } from './session-cookies';
import { persistentStorageKeys } from './session-sagas';
import { customerFixture, loginResultFixture } from './session-test-fixtures';

/**
 * Tabs of one browser: each has its own page (store, session snapshot, activity), all share the
 * cookies and the local storage, whose writes the other tabs hear as `storage` events.
 */
function createBrowser() {
  const cookies = createMemoryCookieJar();
  const values = new Map<string, string>();
  const tabs: EventTarget[] = [];
  const storageFor = (tab: EventTarget): Pick<Storage, 'getItem' | 'setItem'> => ({
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => {
      values.set(key, value);
      for (const other of tabs) {
        if (other !== tab) other.dispatchEvent(Object.assign(new Event('storage'), { key }));
      }
    },
  });
  return { cookies, values, tabs, storageFor };
}

function signIn(cookies: CookieJar): void {
  for (const [name, value] of Object.entries({
    access_token: 'access-1',
    refresh_token: 'refresh-1',
    customer_id: 'c-1',
    customer_token: 'customer-token-1',
    session_id: 'session-1',
  })) {
    writeCookie(cookies, name, value);
  }
}

function openTab(
  browser: ReturnType<typeof createBrowser>,
  options: { sessionTimeoutSeconds?: number; session?: Partial<SessionApi> } = {},
) {
  const storageEvents = new EventTarget();
  browser.tabs.push(storageEvents);
  const activityEvents = new EventTarget();
  const session = createSessionStore();
  const store = makeStore({
    api: fakeShellApi({
      fetchConfig: () =>
        Promise.resolve(siteConfigFixture({ sessionTimeout: options.sessionTimeoutSeconds ?? 1 })),
      session: fakeSessionApi({
        fetchCustomerOverview: () => Promise.resolve(customerFixture()),
        ...options.session,
      }),
    }),
    bus: createBus(),
    routingEvents: new EventTarget(),
    activityEvents,
    session,
    cookies: browser.cookies,
    persistentStorage: browser.storageFor(storageEvents),
    storageEvents,
    analytics: { record: () => undefined },
    storage: null,
  });
  store.dispatch({ type: 'siteData/loadRequested' });
  return {
    store,
    session,
    isSignedIn: () => store.getState().session.status !== 'anonymous',
    beActive: () => activityEvents.dispatchEvent(new Event('keydown')),
  };
}

const wait = (milliseconds: number) => new Promise((resolve) => setTimeout(resolve, milliseconds));

describe('one session in several tabs', () => {
  it('sends the tokens another tab refreshed, read from the cookies when used', async () => {
    const browser = createBrowser();
    signIn(browser.cookies);
    const first = openTab(browser, { sessionTimeoutSeconds: 3600 });
    const second = openTab(browser, { sessionTimeoutSeconds: 3600 });
    await wait(0);

    first.session.updateSession({ accessToken: 'access-2', refreshToken: 'refresh-2' });

    expect(readCookie(browser.cookies, 'refresh_token')).toBe('refresh-2');
    expect(second.session.getSession()).toMatchObject({
      customerId: 'c-1',
      accessToken: 'access-2',
      refreshToken: 'refresh-2',
    });
  });

  it('keeps a customer active in one tab signed in while another tab is idle', async () => {
    const browser = createBrowser();
    signIn(browser.cookies);
    const active = openTab(browser);
    const idle = openTab(browser);
    await wait(0);
    expect(idle.isSignedIn()).toBe(true);

    for (let step = 0; step < 8; step += 1) {
      await wait(220);
      active.beActive();
    }
    expect(active.isSignedIn()).toBe(true);
    expect(idle.isSignedIn()).toBe(true);

    await wait(2000);
    expect(idle.isSignedIn()).toBe(false);
    expect(active.isSignedIn()).toBe(false);
  }, 10_000);
});

describe('a remembered device', () => {
  it('is read back after a reload and sent with the next login, and a new one is kept', async () => {
    const browser = createBrowser();
    browser.values.set(persistentStorageKeys.deviceId, 'device-remembered');
    const deviceIdsAtLogin: Array<string | null> = [];
    let tab: ReturnType<typeof openTab> | null = null;
    const login = (input: LoginInput) => {
      deviceIdsAtLogin.push(tab?.session.getSession().deviceId ?? null);
      expect(input.email).toBe('casey@example.com');
      return Promise.resolve({ ...loginResultFixture(), deviceUuid: 'device-2' });
    };
    tab = openTab(browser, { sessionTimeoutSeconds: 3600, session: { login } });
    await wait(0);
    expect(tab.session.getSession().deviceId).toBe('device-remembered');

    await new Promise((resolve, reject) => {
      tab.store.dispatch({
        type: 'session/loginSubmitted',
        payload: { email: 'casey@example.com', password: 'Sunshine-2024', saveDevice: true },
        meta: { resolve, reject },
      });
    });

    expect(deviceIdsAtLogin).toEqual(['device-remembered']);
    expect(browser.values.get(persistentStorageKeys.deviceId)).toBe('device-2');
  });
});
