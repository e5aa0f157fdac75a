import { createBus, createSessionStore, type BusEvents } from 'shared-kernel';
import { type CartView } from 'shared-kernel/contract/cart';
import { type AnalyticsEvent } from '../analytics/analytics-port';
import { makeStore } from '../store';
import { fakeSessionApi, fakeShellApi } from '../testing/shell-fixtures';
import { createMemoryCookieJar, readCookie, writeCookie } from './session-cookies';
import { type SessionApi } from './session-api';
import { type SessionEndReason } from './session-slice';
import { customerFixture, loginResultFixture } from './session-test-fixtures';

function cartWithItems(count: number): CartView {
  return { cartItems: Array.from({ length: count }, () => ({})) } as unknown as CartView;
}

function startShell(session: Partial<SessionApi>, cookies = createMemoryCookieJar()) {
  const bus = createBus();
  const sessionStore = createSessionStore();
  const analytics = { record: jest.fn<void, [AnalyticsEvent]>() };
  const store = makeStore({
    api: fakeShellApi({ session: fakeSessionApi(session) }),
    bus,
    routingEvents: new EventTarget(),
    session: sessionStore,
    cookies,
    analytics,
    storage: null,
  });
  const cartChanges: Array<BusEvents['cart/changed']> = [];
  bus.subscribe('cart/changed', (payload) => cartChanges.push(payload));
  const submitLogin = () =>
    new Promise((resolve, reject) => {
      store.dispatch({
        type: 'session/loginSubmitted',
        payload: { email: 'casey@example.com', password: 'Sunshine-2024' },
        meta: { resolve, reject },
      });
    });
  const requestLogout = (reason: SessionEndReason) => {
    store.dispatch({ type: 'session/logoutRequested', payload: { reason } });
  };
  return { store, bus, cookies, sessionStore, cartChanges, submitLogin, analytics, requestLogout };
}

function cookiesWithAnonymousCart(token = 'anonymous-cart-token-1') {
  const cookies = createMemoryCookieJar();
  writeCookie(cookies, 'anonymous_cart_token', token, 14 * 86_400);
  return cookies;
}

describe('anonymous cart at login', () => {
  it('converts the anonymous cart, drops its token and announces the item count', async () => {
    const convertAnonymousCart = jest.fn(() => Promise.resolve(cartWithItems(2)));
    const shell = startShell(
      {
        login: () => Promise.resolve(loginResultFixture()),
        fetchCustomerOverview: () => Promise.resolve(customerFixture()),
        convertAnonymousCart,
      },
      cookiesWithAnonymousCart(),
    );

    await shell.submitLogin();

    expect(convertAnonymousCart).toHaveBeenCalledWith('anonymous-cart-token-1');
    expect(readCookie(shell.cookies, 'anonymous_cart_token')).toBeNull();
    expect(shell.cartChanges).toEqual([{ itemCount: 2 }]);
    expect(shell.store.getState().session.status).toBe('authenticated');
  });

  it('converts with the customer signed in (the call is signed with their tokens)', async () => {
    let signedInAtConversion = false;
    const shell = startShell(
      {
        login: () => Promise.resolve(loginResultFixture()),
        fetchCustomerOverview: () => Promise.resolve(customerFixture()),
        convertAnonymousCart: () => {
          signedInAtConversion = shell.sessionStore.getSession().customerToken !== null;
          return Promise.resolve(cartWithItems(1));
        },
      },
      cookiesWithAnonymousCart(),
    );
    await shell.submitLogin();
    expect(signedInAtConversion).toBe(true);
  });

  it('keeps the token and still signs in when the conversion fails', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const shell = startShell(
      {
        login: () => Promise.resolve(loginResultFixture()),
        fetchCustomerOverview: () => Promise.resolve(customerFixture()),
        convertAnonymousCart: () => Promise.reject(new Error('services unavailable')),
      },
      cookiesWithAnonymousCart(),
    );

    await expect(shell.submitLogin()).resolves.toMatchObject({ customerId: 'c-1' });

    expect(readCookie(shell.cookies, 'anonymous_cart_token')).toBe('anonymous-cart-token-1');
    expect(shell.cartChanges).toEqual([]);
    expect(shell.store.getState().session.status).toBe('authenticated');
    expect(error).toHaveBeenCalledWith(
      'The anonymous cart was not converted at login',
      expect.any(Error),
    );
    error.mockRestore();
  });

  it('makes no conversion call without an anonymous cart', async () => {
    const convertAnonymousCart = jest.fn(() => Promise.resolve(cartWithItems(0)));
    const shell = startShell({
      login: () => Promise.resolve(loginResultFixture()),
      fetchCustomerOverview: () => Promise.resolve(customerFixture()),
      convertAnonymousCart,
    });
    await shell.submitLogin();
    expect(convertAnonymousCart).not.toHaveBeenCalled();
  });
});

function signedInCookies(consent: 'essential' | 'non_essential' | null) {
  const cookies = createMemoryCookieJar();
  if (consent) writeCookie(cookies, 'cookie_consent', consent, 365 * 86_400);
  for (const [name, value] of Object.entries({
    access_token: 'access-1',
    refresh_token: 'refresh-1',
    customer_id: 'c-1',
    customer_token: 'customer-token-1',
  })) {
    writeCookie(cookies, name, value);
  }
  return cookies;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the signed-out analytics event', () => {
  it.each<SessionEndReason>(['loggedOut', 'expired', 'accountClosed'])(
    'fires when the session ends (%s) with non-essential consent',
    async (reason) => {
      const shell = startShell(
        { fetchCustomerOverview: () => Promise.resolve(customerFixture()) },
        signedInCookies('non_essential'),
      );
      await settle();
      shell.requestLogout(reason);
      await settle();
      // The customer's load also identifies them; one reset marks the end.
      const resets = (shell.analytics.record as jest.Mock).mock.calls.filter(
        ([event]) => (event as { type: string }).type === 'reset',
      );
      expect(resets).toHaveLength(1);
      expect(shell.analytics.record).toHaveBeenCalledWith({
        type: 'reset',
        name: 'signed_out',
        properties: { reason },
      });
    },
  );

  it.each(['essential', null] as const)('stays quiet with consent %s', async (consent) => {
    const shell = startShell(
      { fetchCustomerOverview: () => Promise.resolve(customerFixture()) },
      signedInCookies(consent),
    );
    await settle();
    shell.requestLogout('loggedOut');
    await settle();
    expect(shell.store.getState().session.status).toBe('anonymous');
    expect(shell.analytics.record).not.toHaveBeenCalled();
  });

  it('does not fire when nobody was signed in', async () => {
    const cookies = createMemoryCookieJar();
    writeCookie(cookies, 'cookie_consent', 'non_essential', 365 * 86_400);
    const shell = startShell({}, cookies);
    shell.requestLogout('loggedOut');
    await settle();
    expect(shell.analytics.record).not.toHaveBeenCalled();
  });
});

describe('session restore and logout', () => {
  it('a restore that finishes after a logout does not sign the customer back in', async () => {
    const cookies = createMemoryCookieJar();
    for (const [name, value] of Object.entries({
      access_token: 'access-1',
      refresh_token: 'refresh-1',
      customer_id: 'c-1',
      customer_token: 'customer-token-1',
    })) {
      writeCookie(cookies, name, value);
    }
    let answerOverview: (customer: ReturnType<typeof customerFixture>) => void = () => undefined;
    const overview = new Promise<ReturnType<typeof customerFixture>>((resolve) => {
      answerOverview = resolve;
    });
    const logout = jest.fn(() => Promise.resolve());
    const shell = startShell({ fetchCustomerOverview: () => overview, logout }, cookies);
    const heard: Array<BusEvents['session/changed']> = [];
    shell.bus.subscribe('session/changed', (payload) => heard.push(payload));
    expect(shell.store.getState().session.status).toBe('restoring');

    shell.store.dispatch({ type: 'session/logoutRequested', payload: { reason: 'loggedOut' } });
    await Promise.resolve();
    answerOverview(customerFixture());
    await new Promise((resolve) => setTimeout(resolve, 0));

    expect(logout).toHaveBeenCalled();
    expect(shell.store.getState().session).toMatchObject({ status: 'anonymous', customer: null });
    expect(shell.sessionStore.getSession()).toMatchObject({
      customerId: null,
      isAuthenticated: false,
    });
    expect(heard.at(-1)).toEqual({ isAuthenticated: false, customerId: null });
    expect(readCookie(cookies, 'customer_id')).toBeNull();
  });
});

describe('what the navigation shows from the first page on', () => {
  it("announces the visitor's anonymous cart size at start", async () => {
    const fetchCart = jest.fn(() => Promise.resolve(cartWithItems(3)));
    const shell = startShell({ fetchCart }, cookiesWithAnonymousCart());
    await settle();
    expect(fetchCart).toHaveBeenCalledWith('anonymous-cart-token-1');
    expect(shell.cartChanges).toEqual([{ itemCount: 3 }]);
  });

  it("announces a signed-in customer's cart size once the session is restored", async () => {
    const fetchCart = jest.fn(() => Promise.resolve(cartWithItems(2)));
    const shell = startShell(
      { fetchCustomerOverview: () => Promise.resolve(customerFixture()), fetchCart },
      signedInCookies(null),
    );
    await settle();
    expect(fetchCart).toHaveBeenCalledWith(null);
    expect(shell.cartChanges).toEqual([{ itemCount: 2 }]);
  });

  it('reads the balance again after a purchase or a deposit', async () => {
    const fetchCustomerOverview = jest.fn(() => Promise.resolve(customerFixture()));
    const shell = startShell(
      { fetchCustomerOverview, fetchCart: () => Promise.resolve(cartWithItems(0)) },
      signedInCookies(null),
    );
    await settle();
    const customers: Array<BusEvents['customer/changed']> = [];
    shell.bus.subscribe('customer/changed', (payload) => customers.push(payload));
    customers.length = 0;
    fetchCustomerOverview.mockResolvedValueOnce(
      customerFixture({ availableFunds: { amount: 4.5, currency: 'AUD' } }),
    );

    shell.bus.publish('wallet/changed', { reason: 'purchase' });
    await settle();

    expect(fetchCustomerOverview).toHaveBeenCalledTimes(2);
    expect(customers.at(-1)).toMatchObject({ customerId: 'c-1', availableFunds: '4.50' });
  });
});
