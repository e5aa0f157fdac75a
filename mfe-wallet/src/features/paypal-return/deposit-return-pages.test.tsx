import { cleanup, screen } from '@testing-library/react';
import { updateSession } from 'shared-kernel';
import { rememberDepositStart } from '../../deposit-start';
import { renderPage } from '../../test-render';
import { depositViewOf, fakeWalletApi } from '../../test-wallet-api';
import { PayPalCancelPage, PayPalSuccessPage } from './deposit-return-pages';

const successRoute = '/checkout/deposit/:depositId/success';
const cancelRoute = '/checkout/deposit/:depositId/cancel';

function renderSuccess(api = fakeWalletApi()) {
  return renderPage(<PayPalSuccessPage />, {
    path: '/checkout/deposit/deposit-1/success',
    route: successRoute,
    api,
  });
}

describe('the PayPal return pages', () => {
  beforeEach(() => updateSession({ isAuthenticated: true }));
  afterEach(() => {
    cleanup();
    updateSession({ isAuthenticated: false });
    window.sessionStorage.clear();
  });

  it('confirm the payment, then show the receipt of the cart it bought', async () => {
    let answered = 0;
    const api = fakeWalletApi({
      fetchDeposit: () => {
        answered += 1;
        return Promise.resolve(
          answered === 1
            ? depositViewOf()
            : depositViewOf({ status: 'success', approval: null, checkoutId: 'checkout-9' }),
        );
      },
    });
    renderSuccess(api);
    expect(screen.getByRole('status')).toHaveTextContent('Confirming your PayPal payment…');
    expect(
      await screen.findByText(/Somewhere else: \/receipt\/checkout-9/, {}, { timeout: 3000 }),
    ).toBeInTheDocument();
    expect(api.fetchDeposit).toHaveBeenCalledWith('deposit-1', {});
  });

  it('lead a deposit that bought nothing to its wallet receipt', async () => {
    renderSuccess(
      fakeWalletApi({
        fetchDeposit: () =>
          Promise.resolve(
            depositViewOf({
              status: 'success',
              approval: null,
              amount: { amount: 25.5, currency: 'AUD' },
            }),
          ),
      }),
    );
    expect(
      await screen.findByText(/Somewhere else: \/deposits\/receipt\/deposit-1/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Back to checkout' })).not.toBeInTheDocument();
  });

  it("lead a deposit started on the account's deposit page to its details there", async () => {
    rememberDepositStart(window.sessionStorage, 'deposit-1', {
      pathname: '/my-account/deposit',
      search: '',
    });
    renderSuccess(
      fakeWalletApi({
        fetchDeposit: () => Promise.resolve(depositViewOf({ status: 'success', approval: null })),
      }),
    );
    expect(
      await screen.findByText(/Somewhere else: \/my-account\/deposit\/details\/deposit-1\/success/),
    ).toBeInTheDocument();
  });

  it('lead a refused wallet deposit back to /deposit, keeping the way back to the app', async () => {
    rememberDepositStart(window.sessionStorage, 'deposit-1', {
      pathname: '/deposit',
      search: '?successMobileDeepLink=lottoshop%3A%2F%2Fwallet&other=1',
    });
    renderSuccess(
      fakeWalletApi({
        fetchDeposit: () =>
          Promise.resolve(
            depositViewOf({ status: 'failed', approval: null, failureMessage: null }),
          ),
      }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "We're experiencing technical difficulties. Please reload the page to try again.",
    );
    expect(screen.getByRole('link', { name: 'Back to deposit' })).toHaveAttribute(
      'href',
      '/deposit?successMobileDeepLink=lottoshop%3A%2F%2Fwallet',
    );
    expect(screen.queryByRole('link', { name: 'Back to checkout' })).not.toBeInTheDocument();
  });

  it("lead a wallet deposit cancelled at PayPal back to the account's deposit page", async () => {
    rememberDepositStart(window.sessionStorage, 'deposit-1', {
      pathname: '/my-account/deposit',
      search: '',
    });
    renderPage(<PayPalCancelPage />, {
      path: '/checkout/deposit/deposit-1/cancel',
      route: cancelRoute,
    });
    expect(
      await screen.findByText('You cancelled the PayPal payment. Nothing was charged.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to deposit' })).toHaveAttribute(
      'href',
      '/my-account/deposit',
    );
  });

  it('say why the purchase failed when the deposit succeeded without it', async () => {
    renderSuccess(
      fakeWalletApi({
        fetchDeposit: () =>
          Promise.resolve(
            depositViewOf({
              status: 'success',
              approval: null,
              checkoutFailureMessage: 'A draw in your cart has closed.',
            }),
          ),
      }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('A draw in your cart has closed.');
    expect(screen.getByRole('status')).toHaveTextContent(
      'Your deposit of $12.00 is in your wallet.',
    );
    expect(screen.getByRole('link', { name: 'Back to checkout' })).toHaveAttribute(
      'href',
      '/cart/buy',
    );
  });

  it('show why PayPal refused the payment, with a way back to checkout', async () => {
    renderSuccess(
      fakeWalletApi({
        fetchDeposit: () =>
          Promise.resolve(
            depositViewOf({
              status: 'failed',
              approval: null,
              failureMessage: 'PayPal declined the payment.',
            }),
          ),
      }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('PayPal declined the payment.');
    expect(screen.getByRole('link', { name: 'Back to checkout' })).toHaveAttribute(
      'href',
      '/cart/buy',
    );
  });

  it('record a cancelled payment and say nothing was charged', async () => {
    const api = fakeWalletApi({
      cancelDepositApproval: () =>
        Promise.resolve(depositViewOf({ status: 'failed', approval: null })),
    });
    renderPage(<PayPalCancelPage />, {
      path: '/checkout/deposit/deposit-1/cancel',
      route: cancelRoute,
      api,
    });
    expect(
      await screen.findByText('You cancelled the PayPal payment. Nothing was charged.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to checkout' })).toHaveAttribute(
      'href',
      '/cart/buy',
    );
    expect(api.cancelDepositApproval).toHaveBeenCalledTimes(1);
    expect(api.cancelDepositApproval).toHaveBeenCalledWith('deposit-1', {});
    expect(api.fetchDeposit).not.toHaveBeenCalled();
  });

  it.each([
    [PayPalSuccessPage, successRoute, '/checkout/deposit/deposit-1/success'],
    [PayPalCancelPage, cancelRoute, '/checkout/deposit/deposit-1/cancel'],
  ])('send a visitor who is not signed in to log in, coming back after', (Page, route, path) => {
    updateSession({ isAuthenticated: false });
    const api = fakeWalletApi();
    renderPage(<Page />, { path, route, api });
    expect(
      screen.getByText(`Somewhere else: /login ${JSON.stringify({ from: path })}`),
    ).toBeInTheDocument();
    expect(api.fetchDeposit).not.toHaveBeenCalled();
    expect(api.cancelDepositApproval).not.toHaveBeenCalled();
  });
});
