import { depositFailedFallback } from 'remote-kit';
import { ApiError } from 'shared-kernel';
import { makeStore } from '../../store';
import { depositViewOf, fakeWalletApi } from '../../test-wallet-api';
import type { WalletApi } from '../../wallet-api';
import { confirmationPollMs, confirmationWaitMsMax } from './deposit-return-sagas';
import { approvalReturned, cancelReturned } from './deposit-return-slice';

function setUp(fetchDeposit: WalletApi['fetchDeposit']) {
  const api = fakeWalletApi({ fetchDeposit });
  const store = makeStore(undefined, { wallet: api });
  return { api, store };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('the PayPal return sagas', () => {
  it('ask for the deposit every 2 s while PayPal has not answered, until it succeeds', async () => {
    const answers = [
      depositViewOf(),
      depositViewOf({ status: 'pending', approval: null }),
      depositViewOf({ status: 'success', approval: null, checkoutId: 'checkout-9' }),
    ];
    const { api, store } = setUp(() => Promise.resolve(answers.shift() ?? depositViewOf()));
    store.dispatch(approvalReturned('deposit-1'));
    await jest.advanceTimersByTimeAsync(0);
    expect(api.fetchDeposit).toHaveBeenCalledTimes(1);
    expect(store.getState().depositReturn.status).toBe('confirming');
    await jest.advanceTimersByTimeAsync(confirmationPollMs);
    expect(api.fetchDeposit).toHaveBeenCalledTimes(2);
    await jest.advanceTimersByTimeAsync(confirmationPollMs);
    expect(api.fetchDeposit).toHaveBeenCalledTimes(3);
    expect(api.fetchDeposit).toHaveBeenCalledWith('deposit-1', {});
    expect(store.getState().depositReturn).toMatchObject({
      status: 'succeeded',
      deposit: { checkoutId: 'checkout-9' },
    });
  });

  it('stop asking after 30 s and say PayPal has not confirmed yet', async () => {
    const { api, store } = setUp(() => Promise.resolve(depositViewOf()));
    store.dispatch(approvalReturned('deposit-1'));
    await jest.advanceTimersByTimeAsync(confirmationWaitMsMax + 10 * confirmationPollMs);
    // At once, then every 2 s up to 30 s.
    expect(api.fetchDeposit).toHaveBeenCalledTimes(confirmationWaitMsMax / confirmationPollMs + 1);
    expect(store.getState().depositReturn.status).toBe('waiting');
  });

  it("answer a refused payment with the server's reason, or the fallback", async () => {
    const { store } = setUp(() =>
      Promise.resolve(depositViewOf({ status: 'failed', approval: null, failureMessage: null })),
    );
    store.dispatch(approvalReturned('deposit-1'));
    await jest.advanceTimersByTimeAsync(0);
    expect(store.getState().depositReturn).toMatchObject({
      status: 'failed',
      errorMessage: depositFailedFallback,
    });
  });

  it("answer a deposit that cannot be read with the server's message", async () => {
    const { store } = setUp(() =>
      Promise.reject(
        new ApiError({
          status: 404,
          message: 'Not Found',
          isResponse: true,
          messages: [{ code: 'not_found', message: 'This deposit does not exist.' }],
        }),
      ),
    );
    store.dispatch(approvalReturned('deposit-1'));
    await jest.advanceTimersByTimeAsync(0);
    expect(store.getState().depositReturn).toMatchObject({
      status: 'failed',
      errorMessage: 'This deposit does not exist.',
    });
  });

  it('tell the server once that the payment was cancelled', async () => {
    const { api, store } = setUp(() => Promise.resolve(depositViewOf()));
    store.dispatch(cancelReturned('deposit-1'));
    await jest.advanceTimersByTimeAsync(confirmationWaitMsMax);
    expect(api.cancelDepositApproval).toHaveBeenCalledTimes(1);
    expect(api.cancelDepositApproval).toHaveBeenCalledWith('deposit-1', {});
    expect(api.fetchDeposit).not.toHaveBeenCalled();
    expect(store.getState().depositReturn.status).toBe('cancelled');
  });
});
