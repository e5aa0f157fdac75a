import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from 'shared-kernel';
import { type CartView } from 'shared-kernel/contract/cart';
import { type DepositView } from 'shared-kernel/contract/payments';
import { type MembershipApi } from '../../shared/membership-api';
import {
  aud,
  customerOf,
  membershipOf,
  recordedMembershipApi,
} from '../../shared/membership.test-support';
import { renderScreen } from '../../shared/test-render';
import { type PremiumDepositApi } from './premium-deposit-api';
import { PremiumDepositPage } from './premium-deposit-page';
import { premiumDepositFeature } from './premium-deposit-screens';
import { challengeReturned } from './premium-deposit-slice';

const pendingDeposit = membershipOf({
  membershipStatus: 'pending-deposit',
  membershipTier: 'free',
});

function depositOf(overrides: Partial<DepositView>): DepositView {
  return {
    depositId: 'deposit-1',
    status: 'success',
    amount: aud(6),
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

function fakeDepositApi(
  overrides: Partial<PremiumDepositApi> = {},
): jest.Mocked<PremiumDepositApi> {
  const api: PremiumDepositApi = {
    fetchCart: () =>
      Promise.resolve({ cartTotal: aud(10), preOrderTotal: aud(0) } as unknown as CartView),
    fetchPaymentMethods: () => Promise.resolve([]),
    fetchCardGateways: () => Promise.resolve(['test']),
    fetchCardGateway: () =>
      Promise.resolve({
        gateway: 'test',
        tokenisationUrl: 'http://shop.test/test-gateway/tokens',
        publishableKey: null,
        testCards: [],
      }),
    tokeniseCard: () =>
      Promise.resolve({ token: 'tok_1', brand: 'Visa', last4: '4242', expiry: '12/30' }),
    addCard: () =>
      Promise.resolve({
        id: 'fund-new',
        default: false,
        type: 'cc',
        flags: { cart: true, withdraw: false, digitalWallets: false, failedVerification: false },
        brand: 'Visa',
        name: 'Wynn Smith',
        number: '•••• 4242',
        expiry: '12/30',
        gateway: 'test',
      }),
    depositPurchase: () => Promise.reject(new Error('not scripted')),
    fetchDeposit: () => Promise.reject(new Error('not scripted')),
    createIdempotencyKey: () => 'key-1',
    origin: () => 'http://shop.test',
    browserFacts: () => ({
      language: 'en-AU',
      colourDepth: 24,
      screenWidth: 1920,
      screenHeight: 1080,
      viewportWidth: 1280,
      viewportHeight: 720,
      timezoneOffsetMinutes: -600,
      javaEnabled: false,
    }),
    ...overrides,
  };
  const mocked: Record<string, unknown> = {};
  for (const [name, implementation] of Object.entries(api)) {
    mocked[name] = jest.fn(implementation as (...args: unknown[]) => unknown);
  }
  return mocked as unknown as jest.Mocked<PremiumDepositApi>;
}

function renderDeposit(api: MembershipApi, premiumDeposit: PremiumDepositApi) {
  return renderScreen(<PremiumDepositPage />, {
    path: '/daily-winners/deposit',
    route: '/daily-winners/deposit',
    api,
    features: [premiumDepositFeature],
    dependencies: { premiumDeposit },
  });
}

async function payWithNewCard(user: ReturnType<typeof userEvent.setup>) {
  const form = await screen.findByRole('form', { name: 'Pay with a card' });
  await user.type(
    within(form).getByRole('textbox', { name: 'Card number' }),
    '4242 4242 4242 4242',
  );
  await user.type(within(form).getByRole('textbox', { name: 'Expiry (MM/YY)' }), '12/30');
  await user.type(within(form).getByRole('textbox', { name: 'Name on card' }), 'Wynn Smith');
  await user.type(within(form).getByRole('textbox', { name: 'Security code (CSC)' }), '123');
  await user.click(within(form).getByRole('button', { name: 'Deposit $6.00 and join Premium' }));
}

describe('the premium deposit page', () => {
  it('shows the price, the balance and the shortfall, and buys Premium through the challenge', async () => {
    const user = userEvent.setup();
    const recorded = recordedMembershipApi({
      fetchMembership: () => Promise.resolve(pendingDeposit),
    });
    const payments = fakeDepositApi({
      depositPurchase: () =>
        Promise.resolve(
          depositOf({
            status: 'challenge_required',
            challenge: { url: 'about:blank', windowSize: 'Medium' },
          }),
        ),
      fetchDeposit: () => Promise.resolve(depositOf({ checkoutId: 'checkout-1' })),
    });
    const { store, events } = renderDeposit(recorded.api, payments);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Deposit to join Premium' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('Premium membership')).toBeInTheDocument();
    const page = screen.getByRole('region', { name: 'Deposit to join Premium' });
    expect(page).toHaveTextContent('Premium membership$10.00 a month');
    expect(page).toHaveTextContent('Your balance$4.00');
    expect(page).toHaveTextContent('To deposit$6.00');

    await payWithNewCard(user);
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Confirm your card with your bank' },
      { timeout: 2000 },
    );
    expect(within(dialog).getByTitle('3-D Secure check')).toBeInTheDocument();
    expect(payments.depositPurchase).toHaveBeenCalledWith(
      expect.objectContaining({
        type: 'membership',
        deposit: expect.objectContaining({
          amount: 6,
          checkout: true,
          customerFundId: 'fund-new',
          csc: '123',
        }),
        purchase: { channelKey: 'web' },
      }),
      'key-1',
      {},
    );

    act(() => {
      store.dispatch(challengeReturned());
    });
    expect(await screen.findByText("You're now a Premium member")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Daily Winners' })).toHaveAttribute(
      'href',
      '/daily-winners',
    );
    await waitFor(() => expect(events('customer/changed')).toHaveLength(1));
    expect(events('cart/changed')).toEqual([{ itemCount: 0 }]);
    expect(events('wallet/changed')).toEqual([{ reason: 'purchase' }]);
  });

  it("shows the bank's refusal and stays on the form", async () => {
    const user = userEvent.setup();
    const payments = fakeDepositApi({
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
    renderDeposit(
      recordedMembershipApi({ fetchMembership: () => Promise.resolve(pendingDeposit) }).api,
      payments,
    );
    await payWithNewCard(user);
    expect(await screen.findByRole('alert', {}, { timeout: 2000 })).toHaveTextContent(
      'Your card was declined.',
    );
    expect(screen.getByRole('form', { name: 'Pay with a card' })).toBeInTheDocument();
  });

  it('tells a premium member there is nothing to pay', async () => {
    const payments = fakeDepositApi();
    renderDeposit(
      recordedMembershipApi({
        fetchMembership: () =>
          Promise.resolve(membershipOf({ membershipStatus: 'member', membershipTier: 'premium' })),
      }).api,
      payments,
    );
    expect(await screen.findByText("You're already a Premium member.")).toBeInTheDocument();
    expect(screen.queryByRole('form')).toBeNull();
  });

  it('offers checkout when the wallet now covers the cart', async () => {
    renderDeposit(
      recordedMembershipApi({
        fetchMembership: () => Promise.resolve(pendingDeposit),
        fetchCustomer: () => Promise.resolve(customerOf({ availableFunds: aud(25) })),
      }).api,
      fakeDepositApi(),
    );
    expect(await screen.findByRole('link', { name: 'Go to checkout' })).toHaveAttribute(
      'href',
      '/cart/buy',
    );
    expect(screen.queryByRole('form')).toBeNull();
  });

  it('asks a visitor to log in first, coming back here', async () => {
    const recorded = recordedMembershipApi({ isSignedIn: () => false });
    renderDeposit(recorded.api, fakeDepositApi());
    expect(await screen.findByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      '/login?redirect=/daily-winners/deposit',
    );
    expect(recorded.callNames()).toEqual(['whenCapabilitiesKnown']);
  });

  it('makes no call without the membership purchase capability', async () => {
    const recorded = recordedMembershipApi({
      whenCapabilitiesKnown: () => Promise.resolve(['membership_program']),
    });
    const payments = fakeDepositApi();
    renderDeposit(recorded.api, payments);
    expect(
      await screen.findByText('Premium membership is not available for your account.'),
    ).toBeInTheDocument();
    expect(recorded.callNames()).toEqual(['whenCapabilitiesKnown']);
    expect(payments.fetchCart).not.toHaveBeenCalled();
  });
});
