import { createBus, createSessionStore, type BusEvents } from 'shared-kernel';
import { type CartView } from 'shared-kernel/contract/cart';
import { makeStore } from '../store';
import { fakeSessionApi, fakeShellApi } from '../testing/shell-fixtures';
import { createMemoryCookieJar, writeCookie } from './session-cookies';
import { customerFixture } from './session-test-fixtures';

const settle = async (rounds = 5) => {
  for (let round = 0; round < rounds; round += 1) {
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
};

/** A shell restoring a signed-in session, reading the overview through `fetchCustomerOverview`. */
function startSignedIn(fetchCustomerOverview: jest.Mock) {
  const bus = createBus();
  const cookies = createMemoryCookieJar();
  for (const name of ['access_token', 'refresh_token', 'customer_id', 'customer_token']) {
    writeCookie(cookies, name, name === 'customer_id' ? 'c-1' : 'value');
  }
  const store = makeStore({
    api: fakeShellApi({
      session: fakeSessionApi({
        fetchCustomerOverview,
        fetchCart: () => Promise.resolve({ cartItems: [] } as unknown as CartView),
      }),
    }),
    bus,
    routingEvents: new EventTarget(),
    session: createSessionStore(),
    cookies,
    analytics: { record: () => undefined },
    storage: null,
  });
  const heard: Array<BusEvents['customer/changed']> = [];
  bus.subscribe('customer/changed', (payload) => heard.push(payload));
  return { bus, store, heard };
}

const remoteNews = { customerId: 'c-1', firstname: 'Casey', availableFunds: '12.50' };

describe("the customer's news on the bus", () => {
  it('reads the customer again when a remote publishes customer/changed, and tells the page', async () => {
    const fetchCustomerOverview = jest.fn(() => Promise.resolve(customerFixture()));
    const shell = startSignedIn(fetchCustomerOverview);
    await settle();
    expect(fetchCustomerOverview).toHaveBeenCalledTimes(1);
    fetchCustomerOverview.mockResolvedValueOnce(
      customerFixture({ availableFunds: { amount: 2, currency: 'AUD' } }),
    );

    shell.bus.publish('customer/changed', remoteNews);
    await settle();

    expect(fetchCustomerOverview).toHaveBeenCalledTimes(2);
    expect(shell.heard.at(-1)).toEqual({ ...remoteNews, availableFunds: '2.00' });
    expect(shell.store.getState().session.customer?.availableFunds?.amount).toBe(2);
  });

  it('does not answer its own announcement: a refresh never sets off another', async () => {
    const fetchCustomerOverview = jest.fn(() => Promise.resolve(customerFixture()));
    const shell = startSignedIn(fetchCustomerOverview);
    await settle();

    shell.bus.publish('wallet/changed', { reason: 'deposit' });
    await settle(20);

    // The start and the wallet's news; the shell's customer/changed after each is not heard back.
    expect(fetchCustomerOverview).toHaveBeenCalledTimes(2);
    expect(shell.heard).toHaveLength(2);
  });

  it('does not answer a customer/changed published while its own is being delivered', async () => {
    const fetchCustomerOverview = jest.fn(() => Promise.resolve(customerFixture()));
    const shell = startSignedIn(fetchCustomerOverview);
    await settle();
    fetchCustomerOverview.mockResolvedValue(
      customerFixture({ availableFunds: { amount: 2, currency: 'AUD' } }),
    );
    // A listener passing the shell's fresh news straight on would otherwise loop.
    let echoes = 0;
    let isEchoing = false;
    shell.bus.subscribe('customer/changed', (payload) => {
      if (payload.availableFunds !== '2.00' || isEchoing || echoes >= 3) return;
      echoes += 1;
      isEchoing = true;
      shell.bus.publish('customer/changed', { ...payload });
      isEchoing = false;
    });

    shell.bus.publish('customer/changed', remoteNews);
    await settle(20);

    expect(echoes).toBe(1);
    expect(fetchCustomerOverview).toHaveBeenCalledTimes(2);
  });

  it('ignores the news for a visitor (no one to read)', async () => {
    const fetchCustomerOverview = jest.fn(() => Promise.resolve(customerFixture()));
    const bus = createBus();
    makeStore({
      api: fakeShellApi({ session: fakeSessionApi({ fetchCustomerOverview }) }),
      bus,
      routingEvents: new EventTarget(),
      session: createSessionStore(),
      cookies: createMemoryCookieJar(),
      analytics: { record: () => undefined },
      storage: null,
    });
    await settle();
    bus.publish('customer/changed', remoteNews);
    await settle();
    expect(fetchCustomerOverview).not.toHaveBeenCalled();
  });
});
