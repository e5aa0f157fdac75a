import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { updateSession } from 'shared-kernel';
import { type PaymentMethodView } from 'shared-kernel/contract/payments';
import { renderPage } from '../../test-render';
import { fakeCheckoutApi, partnerCartViewOf } from '../../test-checkout-api';
import { cartItemOf } from '../cart/cart-test-data';
import { partnerCartParameterOf } from './partner-cart';
import { PartnerAutologinPage, PartnerPurchasePage } from './partner-pages';
import { unattendedPaymentNote } from './partner-payment';

const twoItemLink = `/purchase/lotto-partner?cart=${partnerCartParameterOf([
  { lottery: 'powerball', num_games: 2 },
  { lottery: 'oz_lotto' },
])}`;

const twoItemCart = partnerCartViewOf({
  cartItems: [
    cartItemOf({ id: 'partner-item-1' }),
    cartItemOf({
      id: 'partner-item-2',
      lotteryKey: 'oz_lotto',
      description: '1 x Oz Lotto game',
      unitPrice: { amount: 1.5, currency: 'AUD' },
      numGames: 1,
      numDraws: 1,
      drawNo: 1600,
    }),
  ],
  cartTotal: { amount: 7.5, currency: 'AUD' },
});

function renderPartnerPage(api: ReturnType<typeof fakeCheckoutApi>, path = twoItemLink) {
  return renderPage(<PartnerPurchasePage api={api} />, {
    path,
    route: '/purchase/:partnerSlug',
    api,
  });
}

const savedCards: PaymentMethodView[] = [
  {
    code: 'cc',
    funds: ['Visa', 'MasterCard'].map((brand) => ({
      id: `${brand}-card`,
      default: false,
      type: 'cc' as const,
      flags: { cart: true, withdraw: false, digitalWallets: false, failedVerification: false },
      brand: brand as 'Visa' | 'MasterCard',
      name: 'Pat Smith',
      number: brand === 'Visa' ? '•••• 4242' : '•••• 5454',
      expiry: '12/30',
      gateway: 'test',
    })),
    availableGateways: ['test'],
    attributes: {},
    rules: {
      enabled: true,
      minAmount: 10,
      maxAmount: 1000,
      gateway: { test: { cscRequired: { Visa: true, MasterCard: false } } },
    },
  },
];

describe('PartnerPurchasePage', () => {
  beforeEach(() => updateSession({ isAuthenticated: true }));
  afterEach(() => {
    // Unmounted first: the pages follow the session.
    cleanup();
    updateSession({ isAuthenticated: false });
  });

  it('lists the items the partner sent and buys them all from the wallet for the partner', async () => {
    const user = userEvent.setup();
    const api = fakeCheckoutApi({ fetchPartnerCart: () => Promise.resolve(twoItemCart) });
    renderPartnerPage(api);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Checkout for Lotto Partner' }),
    ).toBeInTheDocument();
    const tickets = screen.getByRole('list', { name: 'Tickets' });
    expect(tickets).toHaveTextContent('2 x Powerball games · $6.00');
    expect(tickets).toHaveTextContent('1 x Oz Lotto game · $1.50');
    expect(api.fetchPartnerCart).toHaveBeenCalledWith(
      'lotto-partner',
      [{ lottery: 'powerball', numGames: 2 }, { lottery: 'oz_lotto' }],
      {},
    );

    await user.click(await screen.findByRole('button', { name: 'Pay $7.50 from your wallet' }));

    expect(await screen.findByText('Somewhere else')).toBeInTheDocument();
    expect(api.purchasePartnerCart).toHaveBeenCalledWith(
      'lotto-partner',
      {
        cartItem: null,
        cartItems: [
          expect.objectContaining({ lottery: 'powerball', drawNumber: 1233 }),
          expect.objectContaining({ lottery: 'oz_lotto', numGames: 1, drawNumber: 1600 }),
        ],
        deposit: null,
        purchase: { channelKey: 'web', partnerKey: 'lotto_partner' },
      },
      'key-00000001',
      {},
    );
  });

  it('refuses to buy an empty partner cart with the message of the spec', async () => {
    const user = userEvent.setup();
    const api = fakeCheckoutApi({
      fetchPartnerCart: () => Promise.resolve(partnerCartViewOf({ cartItems: [] })),
    });
    renderPartnerPage(api, '/purchase/lotto-partner');
    expect(await screen.findByText('Your partner cart is empty.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Buy now' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Attempted to purchase an empty partner cart.',
    );
    expect(api.purchasePartnerCart).not.toHaveBeenCalled();
  });

  it('says so when the partner is unknown', async () => {
    renderPartnerPage(fakeCheckoutApi({ fetchPartner: () => Promise.reject(new Error('404')) }));
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not find this partner.');
  });

  it('says so when the link names no tickets it can read', async () => {
    const api = fakeCheckoutApi();
    renderPartnerPage(api, '/purchase/lotto-partner?cart=nonsense');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This partner link does not name tickets we can read.',
    );
    expect(api.fetchPartnerCart).not.toHaveBeenCalled();
  });

  it('with recurring items says why and tops up only from a card charged without a code', async () => {
    const user = userEvent.setup();
    const api = fakeCheckoutApi({
      fetchPartnerCart: () =>
        Promise.resolve(partnerCartViewOf({ requiresUnattendedPaymentMethod: true })),
      fetchWalletBalance: () => Promise.resolve({ amount: 1, currency: 'AUD' }),
      fetchCartPaymentMethods: () => Promise.resolve(savedCards),
    });
    renderPartnerPage(api, '/purchase/lotto-partner?utm_source=app');
    expect(await screen.findByRole('note')).toHaveTextContent(unattendedPaymentNote);
    const cards = await screen.findByRole('group', { name: 'Top up with a saved card' });
    expect(cards).toHaveTextContent('MasterCard •••• 5454');
    expect(cards).not.toHaveTextContent('Visa');

    await user.click(screen.getByRole('button', { name: 'Top up $10.00 and buy' }));

    expect(api.purchasePartnerCart).toHaveBeenCalledWith(
      'lotto-partner',
      expect.objectContaining({
        deposit: { depositMethodId: 'MasterCard-card', amount: '10.00', checkout: true },
        purchase: { channelKey: 'APP', partnerKey: 'lotto_partner' },
      }),
      'key-00000001',
      {},
    );
  });

  it('asks for the security code of a card whose gateway needs it', async () => {
    const user = userEvent.setup();
    const api = fakeCheckoutApi({
      fetchWalletBalance: () => Promise.resolve(null),
      fetchCartPaymentMethods: () => Promise.resolve(savedCards),
    });
    renderPartnerPage(api);
    await user.click(await screen.findByRole('radio', { name: 'Visa •••• 4242' }));
    await user.click(screen.getByRole('button', { name: 'Top up $10.00 and buy' }));
    expect(screen.getByText('Please enter the 3 or 4 digit security code.')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Security code' }), '123');
    await user.click(screen.getByRole('button', { name: 'Top up $10.00 and buy' }));
    expect(api.purchasePartnerCart).toHaveBeenCalledWith(
      'lotto-partner',
      expect.objectContaining({
        deposit: { depositMethodId: 'Visa-card', amount: '10.00', checkout: true, csc: '123' },
      }),
      'key-00000001',
      {},
    );
  });

  it('shows what blocks the purchase and does not offer to pay', async () => {
    const api = fakeCheckoutApi({
      fetchPartnerCart: () =>
        Promise.resolve(
          partnerCartViewOf({ blockedReasons: { spendLimit: 'Over your daily spend limit.' } }),
        ),
    });
    renderPartnerPage(api);
    expect(await screen.findByRole('alert')).toHaveTextContent('Over your daily spend limit.');
    expect(
      await screen.findByRole('button', { name: 'Pay $6.00 from your wallet' }),
    ).toBeDisabled();
  });
});

function WhereAmI() {
  const location = useLocation();
  return <p>{`${location.pathname} from ${(location.state as { from: string }).from}`}</p>;
}

describe('PartnerAutologinPage', () => {
  it('signs in with the token and comes back to the partner checkout with its cart', () => {
    render(
      <MemoryRouter initialEntries={['/purchase/lotto-partner/autologin/token-1?cart=abc']}>
        <Routes>
          <Route
            path="/purchase/:partnerSlug/autologin/:autologinToken"
            element={<PartnerAutologinPage />}
          />
          <Route path="*" element={<WhereAmI />} />
        </Routes>
      </MemoryRouter>,
    );
    expect(
      screen.getByText('/login/autologin/token-1 from /purchase/lotto-partner?cart=abc'),
    ).toBeInTheDocument();
  });
});
