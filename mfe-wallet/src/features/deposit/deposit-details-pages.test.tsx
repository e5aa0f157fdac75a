import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from 'shared-kernel';
import {
  DepositAuthorisationPage,
  DepositCancelPage,
  DepositDetailsPage,
  DepositReceiptPage,
} from './deposit-details-pages';
import { appLinkOf } from './deposit-methods';
import { depositChallengeReturned } from './deposit-slice';
import { bpayDeposit, depositOf, fakeDepositApi, renderDepositPage } from './deposit.test-support';

afterEach(cleanup);

function summaryValue(term: string): string | null | undefined {
  return screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
}

describe('the deposit details pages', () => {
  it('shows a pending bank deposit with the instructions to pay it', async () => {
    const api = fakeDepositApi({ fetchDeposit: jest.fn(() => Promise.resolve(bpayDeposit)) });
    renderDepositPage(<DepositDetailsPage variant="details" />, {
      path: '/my-account/deposit/details/dep_bpay',
      route: '/my-account/deposit/details/:depositID',
      api,
    });
    expect(await screen.findByRole('heading', { name: 'Deposit details' })).toBeInTheDocument();
    expect(await screen.findByRole('status')).toHaveTextContent('Your deposit is pending.');
    expect(summaryValue('Status')).toBe('Pending');
    expect(summaryValue('Amount')).toBe('$25.00');
    expect(summaryValue('Method')).toBe('BPAY');
    const howToPay = screen.getByRole('region', { name: 'How to pay' });
    expect(within(howToPay).getByText('254847')).toBeInTheDocument();
    expect(within(howToPay).getByText('1234567897')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cancel this deposit' })).toHaveAttribute(
      'href',
      '/my-account/deposit/dep_bpay/cancel',
    );
    expect(api.fetchDeposit).toHaveBeenCalledWith('dep_bpay', {});
  });

  it('shows why a deposit failed on the failure page', async () => {
    const api = fakeDepositApi({
      fetchDeposit: jest.fn(() =>
        Promise.resolve(depositOf({ status: 'failed', failureMessage: 'Your card was declined.' })),
      ),
    });
    renderDepositPage(<DepositDetailsPage variant="failure" />, {
      path: '/my-account/deposit/details/dep_1/failure',
      route: '/my-account/deposit/details/:depositID/failure',
      api,
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('did not go through');
    expect(summaryValue('Reason')).toBe('Your card was declined.');
  });

  it("answers another customer's or an unknown deposit with the not-found error", async () => {
    const api = fakeDepositApi({
      fetchDeposit: jest.fn(() =>
        Promise.reject(new ApiError({ status: 404, message: 'Not found', isResponse: true })),
      ),
    });
    renderDepositPage(<DepositDetailsPage variant="details" />, {
      path: '/my-account/deposit/details/dep_other',
      route: '/my-account/deposit/details/:depositID',
      api,
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('taken a wrong turn');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('cancels a pending deposit and shows the result', async () => {
    const { api } = renderDepositPage(<DepositCancelPage />, {
      path: '/my-account/deposit/dep_bpay/cancel',
      route: '/my-account/deposit/:depositId/cancel',
    });
    expect(await screen.findByText(/Your deposit is cancelled/)).toBeInTheDocument();
    expect(summaryValue('Status')).toBe('Failed');
    expect(api.cancelDeposit).toHaveBeenCalledWith('dep_bpay');
  });

  it('finishes a deposit awaiting 3-D Secure from the authorisation page', async () => {
    const awaiting = depositOf({
      status: 'challenge_required',
      challenge: { url: 'http://shop.test/test-gateway/3ds/c1', windowSize: 'Small' },
    });
    const fetchDeposit = jest
      .fn()
      .mockResolvedValueOnce(awaiting)
      .mockResolvedValueOnce(awaiting)
      .mockResolvedValue(depositOf());
    const api = fakeDepositApi({ fetchDeposit });
    const { store, published } = renderDepositPage(<DepositAuthorisationPage />, {
      path: '/my-account/deposit/authorisation/dep_1',
      route: '/my-account/deposit/authorisation/:depositID',
      api,
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm with my bank' }));
    expect(
      await screen.findByRole('dialog', { name: 'Confirm your card with your bank' }),
    ).toBeInTheDocument();
    act(() => {
      store.dispatch(depositChallengeReturned());
    });
    expect(await screen.findByText('$50.00 is in your wallet.')).toBeInTheDocument();
    expect(published).toEqual([{ reason: 'deposit' }]);
  });

  it('offers the way back to the app only for an app link or this shop', async () => {
    renderDepositPage(<DepositReceiptPage />, {
      path: '/deposits/receipt/dep_1?successMobileDeepLink=lottoshop%3A%2F%2Fwallet%2Fdone',
      route: '/deposits/receipt/:receiptId',
    });
    expect(await screen.findByRole('heading', { name: 'Deposit receipt' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Open the app' })).toHaveAttribute(
      'href',
      'lottoshop://wallet/done',
    );
    cleanup();

    renderDepositPage(<DepositReceiptPage />, {
      path: '/deposits/receipt/dep_1?successMobileDeepLink=https%3A%2F%2Fevil.example%2F',
      route: '/deposits/receipt/:receiptId',
    });
    expect(await screen.findByText('$50.00 is in your wallet.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Open the app' })).not.toBeInTheDocument();
  });
});

describe('appLinkOf', () => {
  const origin = 'https://shop.test';
  it.each([
    ['lottoshop://wallet', 'lottoshop://wallet'],
    ['https://shop.test/my-account', 'https://shop.test/my-account'],
    ['https://evil.example/', null],
    ['http://shop.test.evil.example/', null],
    ['javascript:alert(1)', null],
    ['data:text/html,hi', null],
    ['not a link', null],
    [null, null],
  ])('%s → %s', (link, expected) => {
    expect(appLinkOf(link, origin)).toBe(expected);
  });
});
