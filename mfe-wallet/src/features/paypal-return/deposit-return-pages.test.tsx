import { cleanup, screen } from '@testing-library/react';
import { updateSession } from 'shared-kernel';
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

  it('say the deposit is in the wallet when it bought nothing, with a way back to the shop', async () => {
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
      await screen.findByText('Your deposit of $25.50 is in your wallet.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the shop' })).toHaveAttribute('href', '/');
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
