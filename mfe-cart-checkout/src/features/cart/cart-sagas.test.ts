import { ApiError, createBus } from 'shared-kernel';
import { makeStore } from '../../store';
import { fakeCheckoutApi } from '../../test-checkout-api';
import { cartFetchDebounceMs, cartFreshnessMs, promotionDebounceMs } from './cart-sagas';
import { selectCartItemCount } from './cart-selectors';
import { cartFetchRequested, promotionSubmitted } from './cart-slice';
import { cartItemOf, cartViewOf } from './cart-test-data';

function setUp(overrides: Parameters<typeof fakeCheckoutApi>[0] = {}) {
  const bus = createBus();
  const api = fakeCheckoutApi(overrides);
  let nowMs = 1_000_000;
  const clock = {
    advance: (ms: number) => {
      nowMs += ms;
    },
  };
  const store = makeStore(undefined, { bus, checkout: api, now: () => nowMs });
  return { bus, api, store, clock };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('the cart sagas', () => {
  it('start from the count published on the bus before the store existed', () => {
    const bus = createBus();
    bus.publish('cart/changed', { itemCount: 4 });
    const store = makeStore(undefined, { bus, checkout: fakeCheckoutApi() });
    expect(selectCartItemCount(store.getState())).toBe(4);
  });

  it('debounce cart fetches by 500 ms: a burst makes one call', async () => {
    const { api, store } = setUp();
    store.dispatch(cartFetchRequested());
    store.dispatch(cartFetchRequested());
    await jest.advanceTimersByTimeAsync(cartFetchDebounceMs - 1);
    expect(api.fetchCustomerCart).not.toHaveBeenCalled();
    store.dispatch(cartFetchRequested());
    await jest.advanceTimersByTimeAsync(cartFetchDebounceMs);
    expect(api.fetchCustomerCart).toHaveBeenCalledTimes(1);
    expect(store.getState().cart.cart?.cartItems).toHaveLength(1);
    expect(store.getState().cart.walletBalance).toEqual({ amount: 50, currency: 'AUD' });
  });

  it('fetch the cart again, fresh or not, when the segment or variant changes', async () => {
    const { api, bus, store } = setUp();
    store.dispatch(cartFetchRequested());
    await jest.advanceTimersByTimeAsync(cartFetchDebounceMs);
    expect(api.fetchCustomerCart).toHaveBeenCalledTimes(1);

    bus.publish('segment/changed', {
      segmentName: 'vip',
      subVariant: 'XMAS',
      pricingId: 'vip',
      isPricingChanged: true,
    });
    await jest.advanceTimersByTimeAsync(cartFetchDebounceMs);

    expect(api.fetchCustomerCart).toHaveBeenCalledTimes(2);
  });

  it('keep an answer fresh for 20 seconds unless asked to force', async () => {
    const { api, store, clock } = setUp();
    store.dispatch(cartFetchRequested());
    await jest.advanceTimersByTimeAsync(cartFetchDebounceMs);
    clock.advance(cartFreshnessMs - 1);
    store.dispatch(cartFetchRequested());
    await jest.advanceTimersByTimeAsync(cartFetchDebounceMs);
    expect(api.fetchCustomerCart).toHaveBeenCalledTimes(1);
    clock.advance(1);
    store.dispatch(cartFetchRequested());
    await jest.advanceTimersByTimeAsync(cartFetchDebounceMs);
    expect(api.fetchCustomerCart).toHaveBeenCalledTimes(2);
    store.dispatch(cartFetchRequested(true));
    await jest.advanceTimersByTimeAsync(cartFetchDebounceMs);
    expect(api.fetchCustomerCart).toHaveBeenCalledTimes(3);
  });

  it('keep a forced request of a burst even when the last one is not forced', async () => {
    const { api, store } = setUp();
    store.dispatch(cartFetchRequested());
    await jest.advanceTimersByTimeAsync(cartFetchDebounceMs);
    store.dispatch(cartFetchRequested(true));
    store.dispatch(cartFetchRequested());
    await jest.advanceTimersByTimeAsync(cartFetchDebounceMs);
    expect(api.fetchCustomerCart).toHaveBeenCalledTimes(2);
  });

  it('tell the bus how many tickets the fetched cart holds', async () => {
    const { bus, store } = setUp({
      fetchCustomerCart: () =>
        Promise.resolve(cartViewOf({ cartItems: [cartItemOf(), cartItemOf({ id: 'b' })] })),
    });
    const heard = jest.fn();
    bus.subscribe('cart/changed', heard);
    store.dispatch(cartFetchRequested());
    await jest.advanceTimersByTimeAsync(cartFetchDebounceMs);
    expect(heard).toHaveBeenLastCalledWith({ itemCount: 2 });
  });

  it('read the anonymous cart of the cookie, and make a new one when the token is unknown', async () => {
    const { api, store } = setUp({
      isSignedIn: () => false,
      readAnonymousCartToken: () => 'token-old-1234567890',
      fetchAnonymousCart: () =>
        Promise.reject(new ApiError({ status: 404, message: 'Not found', isResponse: true })),
    });
    store.dispatch(cartFetchRequested());
    await jest.advanceTimersByTimeAsync(cartFetchDebounceMs);
    expect(api.dropAnonymousCartToken).toHaveBeenCalled();
    expect(api.writeAnonymousCartToken).toHaveBeenCalledWith('token-1234567890ab');
    expect(api.fetchWalletBalance).not.toHaveBeenCalled();
    expect(store.getState().cart.cart?.cartItems).toEqual([]);
  });

  it('debounce vouchers by 500 ms and keep the server sentence of promotion_not_added', async () => {
    const { api, store } = setUp({
      addPromotion: () =>
        Promise.reject(
          new ApiError({
            status: 422,
            code: 'promotion_not_added',
            message: 'This voucher has expired.',
            isResponse: true,
            messages: [{ code: 'promotion_not_added', message: 'This voucher has expired.' }],
          }),
        ),
    });
    store.dispatch(promotionSubmitted('EXPIRED5'));
    store.dispatch(promotionSubmitted('EXPIRED5'));
    await jest.advanceTimersByTimeAsync(promotionDebounceMs);
    expect(api.addPromotion).toHaveBeenCalledTimes(1);
    expect(api.addPromotion).toHaveBeenCalledWith({ kind: 'customer' }, 'EXPIRED5', {});
    expect(store.getState().cart.promotionError).toBe('This voucher has expired.');
  });

  it('fetch again when another package changes the ticket count', async () => {
    const { api, bus, store } = setUp();
    store.dispatch(cartFetchRequested());
    await jest.advanceTimersByTimeAsync(cartFetchDebounceMs);
    bus.publish('cart/changed', { itemCount: 2 });
    await jest.advanceTimersByTimeAsync(cartFetchDebounceMs);
    expect(api.fetchCustomerCart).toHaveBeenCalledTimes(2);
  });

  it('stop listening once the store is closed', () => {
    const { bus, store } = setUp();
    bus.publish('cart/changed', { itemCount: 2 });
    store.close();
    bus.publish('cart/changed', { itemCount: 9 });
    expect(selectCartItemCount(store.getState())).toBe(2);
  });
});
