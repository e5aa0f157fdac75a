import { ApiError, createBus } from 'shared-kernel';
import { invalidDepositResponseMessage, type DepositView } from 'shared-kernel/contract/payments';
import { type CheckoutView } from 'shared-kernel/contract/purchase';
import { makeStore } from '../../store';
import { fakeCheckoutApi } from '../../test-checkout-api';
import { initialCartState } from '../cart/cart-slice';
import { cartViewOf } from '../cart/cart-test-data';
import { fundingDebounceMs, purchaseDataOf, purchaseDebounceMs } from './payment-sagas';
import {
  cardPaymentSubmitted,
  payPalPaymentSubmitted,
  walletPaymentSubmitted,
} from './payment-slice';

const aud = (amount: number) => ({ amount, currency: 'AUD' });

function setUp(overrides: Parameters<typeof fakeCheckoutApi>[0]) {
  const api = fakeCheckoutApi(overrides);
  const store = makeStore(
    {
      cart: {
        ...initialCartState,
        cart: cartViewOf({ cartTotal: 12 }),
        receivedAtMs: 0,
        isSignedIn: true,
        walletBalance: aud(5),
      },
    },
    { bus: createBus(), checkout: api, now: () => 0 },
  );
  return { api, store };
}

const saved = { kind: 'saved' as const, fundId: 'fund-visa', csc: '123' };

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('the payment sagas', () => {
  it('debounce the wallet purchase by 500 ms: a double click buys once', async () => {
    const { api, store } = setUp({
      purchaseCart: () => Promise.resolve({ checkoutId: 'checkout-1' } as CheckoutView),
    });
    store.dispatch(walletPaymentSubmitted());
    await jest.advanceTimersByTimeAsync(purchaseDebounceMs - 1);
    store.dispatch(walletPaymentSubmitted());
    await jest.advanceTimersByTimeAsync(purchaseDebounceMs - 1);
    expect(api.purchaseCart).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    expect(api.purchaseCart).toHaveBeenCalledTimes(1);
    expect(store.getState().payment).toMatchObject({
      status: 'purchased',
      checkoutId: 'checkout-1',
    });
  });

  it('send a purchase that got no answer once more with the same idempotency key', async () => {
    let attempts = 0;
    const { api, store } = setUp({
      purchaseCart: () => {
        attempts += 1;
        return attempts === 1
          ? Promise.reject(new ApiError({ status: 408, message: 'network request failed' }))
          : Promise.resolve({ checkoutId: 'checkout-1' } as CheckoutView);
      },
      createIdempotencyKey: jest
        .fn()
        .mockReturnValueOnce('key-attempt-1')
        .mockReturnValueOnce('key-attempt-2'),
    });
    store.dispatch(walletPaymentSubmitted());
    await jest.advanceTimersByTimeAsync(purchaseDebounceMs);
    expect(api.purchaseCart.mock.calls.map((call) => call[1])).toEqual([
      'key-attempt-1',
      'key-attempt-1',
    ]);
    expect(store.getState().payment.status).toBe('purchased');
  });

  it('debounce funding by 500 ms and top up the shortfall only', async () => {
    const { api, store } = setUp({
      depositPurchase: () =>
        Promise.resolve({
          depositId: 'd-1',
          status: 'success',
          checkoutId: 'checkout-2',
        } as DepositView),
    });
    store.dispatch(cardPaymentSubmitted(saved));
    store.dispatch(cardPaymentSubmitted(saved));
    await jest.advanceTimersByTimeAsync(fundingDebounceMs - 1);
    expect(api.depositPurchase).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    expect(api.depositPurchase).toHaveBeenCalledTimes(1);
    expect(api.depositPurchase.mock.calls[0]?.[0].deposit).toMatchObject({
      amount: 7,
      customerFundId: 'fund-visa',
      csc: '123',
      checkout: true,
    });
  });

  it('poll a deposit that waits for the bank until it settles', async () => {
    const { api, store } = setUp({
      depositPurchase: () =>
        Promise.resolve({
          depositId: 'd-1',
          status: 'challenge_required',
          challenge: { url: 'about:blank', windowSize: 'Large' },
        } as DepositView),
      fetchDeposit: () =>
        Promise.resolve({
          depositId: 'd-1',
          status: 'failed',
          failureMessage: 'Your card was declined.',
        } as DepositView),
    });
    store.dispatch(cardPaymentSubmitted(saved));
    await jest.advanceTimersByTimeAsync(fundingDebounceMs);
    expect(store.getState().payment.challenge).toMatchObject({ windowSize: 'Large' });
    await jest.advanceTimersByTimeAsync(2_000);
    expect(api.fetchDeposit).toHaveBeenCalledWith('d-1', {});
    expect(store.getState().payment).toMatchObject({
      status: 'failed',
      errorMessage: 'Your card was declined.',
      challenge: null,
    });
  });

  it('debounce PayPal by 500 ms, then send the window to the approval page once', async () => {
    const { api, store } = setUp({
      depositPurchase: () =>
        Promise.resolve({
          depositId: 'd-2',
          status: 'approval_required',
          approval: { url: 'http://shop.test/test-gateway/paypal/order-2' },
        } as DepositView),
    });
    store.dispatch(payPalPaymentSubmitted());
    store.dispatch(payPalPaymentSubmitted());
    await jest.advanceTimersByTimeAsync(fundingDebounceMs);
    expect(api.depositPurchase).toHaveBeenCalledTimes(1);
    expect(api.depositPurchase.mock.calls[0]?.[0].deposit).toEqual({
      amount: 7,
      checkout: true,
      depositMethodCode: 'pl',
    });
    expect(api.sendWindowTo).toHaveBeenCalledTimes(1);
    expect(api.sendWindowTo).toHaveBeenCalledWith('http://shop.test/test-gateway/paypal/order-2');
    expect(api.fetchDeposit).not.toHaveBeenCalled();
  });

  it('say so when the deposit answer is empty, without sending it again', async () => {
    const { api, store } = setUp({
      depositPurchase: () =>
        Promise.reject(new ApiError({ status: 422, message: invalidDepositResponseMessage })),
    });
    store.dispatch(cardPaymentSubmitted(saved));
    await jest.advanceTimersByTimeAsync(fundingDebounceMs);
    expect(api.depositPurchase).toHaveBeenCalledTimes(1);
    expect(store.getState().payment.errorMessage).toBe(
      'Received invalid deposit response when attempting purchase',
    );
  });

  it('name the channel APP only for visitors from the app', () => {
    expect(purchaseDataOf('?utm_source=app')).toEqual({ channelKey: 'APP' });
    expect(purchaseDataOf('?utm_source=mail')).toEqual({ channelKey: 'web' });
  });
});
