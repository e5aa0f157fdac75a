import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, updateSession } from 'shared-kernel';
import { type DepositView } from 'shared-kernel/contract/payments';
import { renderPage } from '../../test-render';
import { fakeCheckoutApi } from '../../test-checkout-api';
import { cartViewOf } from '../cart/cart-test-data';
import { PaymentPage } from './payment-page';
import { challengeReturned } from './payment-slice';

const aud = (amount: number) => ({ amount, currency: 'AUD' });

const savedVisa = {
  code: 'cc',
  funds: [
    {
      id: 'fund-visa',
      default: true,
      type: 'cc' as const,
      flags: { cart: true, withdraw: false, digitalWallets: false, failedVerification: false },
      brand: 'Visa' as const,
      name: 'Demo Customer',
      number: '•••• 4242',
      expiry: '12/30',
      gateway: 'test',
    },
  ],
  availableGateways: ['test'],
  attributes: {},
  rules: {
    enabled: true,
    minAmount: null,
    maxAmount: null,
    gateway: { test: { cscRequired: { Visa: true } } },
  },
};

const payPal = {
  code: 'pl',
  funds: [],
  availableGateways: ['paypal'],
  attributes: {},
  rules: { enabled: true, minAmount: 0.01, maxAmount: null, gateway: {} },
};

function depositOf(overrides: Partial<DepositView>): DepositView {
  return {
    depositId: 'deposit-1',
    status: 'success',
    amount: aud(7),
    fundId: 'fund-new',
    failureMessage: null,
    challenge: null,
    approval: null,
    checkoutId: null,
    checkoutFailureMessage: null,
    createdAt: '2026-11-21T00:00:00.000Z',
    ...overrides,
  };
}

const shortWallet = {
  fetchCustomerCart: () => Promise.resolve(cartViewOf({ cartTotal: 12 })),
  fetchWalletBalance: () => Promise.resolve(aud(5)),
};

async function payWithNewCard(user: ReturnType<typeof userEvent.setup>, number: string) {
  const form = await screen.findByRole('form', { name: 'Pay with a card' });
  await user.click(within(form).getByRole('radio', { name: 'A new card' }));
  await user.type(within(form).getByRole('textbox', { name: 'Card number' }), number);
  await user.type(within(form).getByRole('textbox', { name: 'Expiry (MM/YY)' }), '12/30');
  await user.type(within(form).getByRole('textbox', { name: 'Name on card' }), 'Pat Smith');
  await user.type(within(form).getByRole('textbox', { name: 'Security code (CSC)' }), '123');
  await user.click(within(form).getByRole('button', { name: 'Top up $7.00 and buy' }));
}

describe('PaymentPage', () => {
  beforeEach(() => updateSession({ isAuthenticated: true }));
  afterEach(() => {
    // Unmounted first: the pages follow the session.
    cleanup();
    updateSession({ isAuthenticated: false });
  });

  it('asks an anonymous visitor to log in first, coming back to pay', () => {
    updateSession({ isAuthenticated: false });
    renderPage(<PaymentPage />, { path: '/cart/buy' });
    expect(screen.getByRole('list', { name: 'Checkout steps' })).toHaveTextContent(
      'Log in or sign upPayment',
    );
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
  });

  it('pays from the wallet when it covers the amount due, once, then shows the receipt', async () => {
    const user = userEvent.setup();
    const api = fakeCheckoutApi({
      purchaseCart: () => Promise.resolve({ checkoutId: 'checkout-1' } as never),
    });
    renderPage(<PaymentPage />, { path: '/cart/buy', api });
    const pay = await screen.findByRole('button', { name: 'Pay $6.00 from your wallet' });
    await user.click(pay);
    await user.click(pay);
    expect(await screen.findByText('Somewhere else')).toBeInTheDocument();
    expect(api.purchaseCart).toHaveBeenCalledTimes(1);
    expect(api.purchaseCart).toHaveBeenCalledWith({ channelKey: 'web' }, 'key-00000001', {});
  });

  it('asks the security code of a saved card when the gateway requires it', async () => {
    const user = userEvent.setup();
    const api = fakeCheckoutApi({
      ...shortWallet,
      fetchCartPaymentMethods: () => Promise.resolve([savedVisa]),
      depositPurchase: () => Promise.resolve(depositOf({ checkoutId: 'checkout-2' })),
    });
    renderPage(<PaymentPage />, { path: '/cart/buy', api });
    const form = await screen.findByRole('form', { name: 'Pay with a card' });
    expect(within(form).getByRole('radio', { name: /Visa •••• 4242/ })).toBeChecked();
    await user.click(within(form).getByRole('button', { name: 'Top up $7.00 and buy' }));
    expect(
      await within(form).findByText('Please enter the 3 or 4 digit security code.'),
    ).toBeVisible();
    await user.type(within(form).getByRole('textbox', { name: 'Security code (CSC)' }), '123');
    await user.click(within(form).getByRole('button', { name: 'Top up $7.00 and buy' }));
    expect(await screen.findByText('Somewhere else', {}, { timeout: 2000 })).toBeInTheDocument();
    expect(api.depositPurchase).toHaveBeenCalledWith(
      expect.objectContaining({
        type: 'checkout',
        deposit: expect.objectContaining({ amount: 7, customerFundId: 'fund-visa', csc: '123' }),
      }),
      'key-00000001',
      {},
    );
  });

  it('tokenises a new card, opens the 3-D Secure challenge and goes to the receipt', async () => {
    const user = userEvent.setup();
    const api = fakeCheckoutApi({
      ...shortWallet,
      depositPurchase: () =>
        Promise.resolve(
          depositOf({
            status: 'challenge_required',
            challenge: { url: 'about:blank', windowSize: 'Medium' },
          }),
        ),
      fetchDeposit: () => Promise.resolve(depositOf({ checkoutId: 'checkout-3' })),
    });
    const { store } = renderPage(<PaymentPage />, { path: '/cart/buy', api });
    await payWithNewCard(user, '4000 0000 0000 3220');

    const dialog = await screen.findByRole('dialog', { name: 'Confirm your card with your bank' });
    const frame = within(dialog).getByTitle('3-D Secure check');
    expect(frame).toHaveAttribute('width', '390');
    expect(frame).toHaveAttribute('height', '400');
    expect(api.tokeniseCard).toHaveBeenCalledWith(
      { number: '4000000000003220', expiryMonth: 12, expiryYear: 2030, csc: '123' },
      'http://shop.test/test-gateway/tokens',
      {},
    );
    expect(api.addCard).toHaveBeenCalledWith('test', { token: 'tok_1', name: 'Pat Smith' }, {});
    const request = api.depositPurchase.mock.calls[0]?.[0];
    expect(request?.deposit.strongCustomerAuthentication?.notificationUrl).toBe(
      'http://shop.test/3ds/notify',
    );

    act(() => {
      store.dispatch(challengeReturned());
    });
    expect(await screen.findByText('Somewhere else')).toBeInTheDocument();
  });

  it("shows the server's message when the card is declined", async () => {
    const user = userEvent.setup();
    const api = fakeCheckoutApi({
      ...shortWallet,
      depositPurchase: () =>
        Promise.reject(
          new ApiError({
            status: 422,
            message: 'Your card was declined.',
            isResponse: true,
            messages: [{ code: 'card_declined', message: 'Your card was declined.' }],
          }),
        ),
    });
    renderPage(<PaymentPage />, { path: '/cart/buy', api });
    await payWithNewCard(user, '4000 0000 0000 0002');
    expect(await screen.findByRole('alert', {}, { timeout: 2000 })).toHaveTextContent(
      'Your card was declined.',
    );
  });

  it('falls back to the technical difficulties sentence for a failed deposit without a message', async () => {
    const user = userEvent.setup();
    const api = fakeCheckoutApi({
      ...shortWallet,
      depositPurchase: () => Promise.resolve(depositOf({ status: 'failed' })),
    });
    renderPage(<PaymentPage />, { path: '/cart/buy', api });
    await payWithNewCard(user, '4000 0000 0000 0002');
    expect(await screen.findByRole('alert', {}, { timeout: 2000 })).toHaveTextContent(
      "We're experiencing technical difficulties. Please reload the page to try again.",
    );
  });

  it('refuses a card holder name that holds a card number', async () => {
    const user = userEvent.setup();
    renderPage(<PaymentPage />, { path: '/cart/buy', api: fakeCheckoutApi(shortWallet) });
    const form = await screen.findByRole('form', { name: 'Pay with a card' });
    await user.type(
      within(form).getByRole('textbox', { name: 'Name on card' }),
      '4000000000003220',
    );
    await user.click(within(form).getByRole('button', { name: 'Top up $7.00 and buy' }));
    expect(await within(form).findByText("Please enter the card holder's name.")).toBeVisible();
  });

  it('will not pay for a blocked cart', async () => {
    const api = fakeCheckoutApi({
      fetchCustomerCart: () =>
        Promise.resolve(cartViewOf({ blockedReasons: { spendLimit: 'Over your limit.' } })),
    });
    renderPage(<PaymentPage />, { path: '/cart/buy', api });
    expect(await screen.findByRole('alert')).toHaveTextContent('Over your limit.');
    expect(screen.getByRole('button', { name: 'Pay $6.00 from your wallet' })).toBeDisabled();
  });

  it('pays with PayPal: deposit_purchase for the amount due, then the window goes to PayPal', async () => {
    const user = userEvent.setup();
    const approvalUrl = 'http://shop.test/test-gateway/paypal/order-1';
    const api = fakeCheckoutApi({
      ...shortWallet,
      fetchCartPaymentMethods: () => Promise.resolve([savedVisa, payPal]),
      depositPurchase: () =>
        Promise.resolve(
          depositOf({
            status: 'approval_required',
            fundId: 'paypal',
            approval: { url: approvalUrl },
          }),
        ),
    });
    renderPage(<PaymentPage />, { path: '/cart/buy', api });
    const choice = await screen.findByRole('group', { name: 'Pay with' });
    expect(within(choice).getByRole('radio', { name: 'Card' })).toBeChecked();
    await user.click(within(choice).getByRole('radio', { name: 'PayPal' }));
    expect(screen.queryByRole('form', { name: 'Pay with a card' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Pay $7.00 with PayPal' }));
    await act(() => new Promise((resolve) => setTimeout(resolve, 600)));
    expect(api.depositPurchase).toHaveBeenCalledTimes(1);
    expect(api.depositPurchase).toHaveBeenCalledWith(
      {
        type: 'checkout',
        deposit: { amount: 7, checkout: true, depositMethodCode: 'pl' },
        purchase: { channelKey: 'web' },
      },
      'key-00000001',
      {},
    );
    expect(api.sendWindowTo).toHaveBeenCalledWith(approvalUrl);
    expect(screen.getByRole('status')).toHaveTextContent('Processing your payment…');
  });

  it("shows the server's message when PayPal cannot be started", async () => {
    const user = userEvent.setup();
    const api = fakeCheckoutApi({
      ...shortWallet,
      fetchCartPaymentMethods: () => Promise.resolve([payPal]),
      depositPurchase: () =>
        Promise.reject(
          new ApiError({
            status: 422,
            message: 'Unprocessable',
            isResponse: true,
            messages: [{ code: 'deposit_failed', message: 'PayPal is not available right now.' }],
          }),
        ),
    });
    renderPage(<PaymentPage />, { path: '/cart/buy', api });
    await user.click(await screen.findByRole('radio', { name: 'PayPal' }));
    await user.click(screen.getByRole('button', { name: 'Pay $7.00 with PayPal' }));
    expect(await screen.findByRole('alert', {}, { timeout: 2000 })).toHaveTextContent(
      'PayPal is not available right now.',
    );
    expect(api.sendWindowTo).not.toHaveBeenCalled();
  });

  it('offers no PayPal choice when the payment methods do not list it', async () => {
    const api = fakeCheckoutApi({
      ...shortWallet,
      fetchCartPaymentMethods: () => Promise.resolve([savedVisa]),
    });
    renderPage(<PaymentPage />, { path: '/cart/buy', api });
    await screen.findByRole('form', { name: 'Pay with a card' });
    expect(screen.queryByRole('radio', { name: 'PayPal' })).not.toBeInTheDocument();
  });
});
