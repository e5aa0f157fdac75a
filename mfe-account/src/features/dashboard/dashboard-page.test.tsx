import { render, screen, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { type Customer } from 'shared-kernel/contract/customer';
import { type Order } from 'shared-kernel/contract/orders';
import { type CapabilityName } from 'shared-kernel/contract/platform';
import { makeStore } from '../../store';
import { type DashboardApi } from './dashboard-api';
import { DashboardPage } from './dashboard-page';

const aud = (amount: number) => ({ amount, currency: 'AUD' });

const customer = {
  customerId: 'c1',
  segmentName: 'customer',
  firstname: 'Casey',
  balance: aud(42),
  availableFunds: aud(52),
  isVerified: false,
} as Customer;

function orderOf(id: string, drawNo: number, drawn: Partial<Order['draws'][number]> = {}): Order {
  return {
    id,
    status: drawn.status === 'drawn' ? 'past' : 'upcoming',
    productName: 'Saturday Lotto',
    productType: 'lottery_ticket',
    productOfferKey: 'saturday_lotto',
    gameType: 'standard',
    gameOffer: 'standard',
    description: '1 x Standard game',
    quantity: 1,
    price: aud(6),
    orderReference: 'LS-1',
    checkoutId: 'ck',
    purchasedAt: '2026-03-01T01:00:00.000Z',
    numDraws: 1,
    games: [{ Numbers: [1, 2, 3, 4, 5, 6] }],
    draws: [
      {
        drawNo,
        drawDate: '2026-03-07T08:30:00.000Z',
        status: 'upcoming',
        drawnNumbers: null,
        supplementaries: [],
        matchedNumbers: null,
        isScored: false,
        division: null,
        prize: null,
        ...drawn,
      },
    ],
    details: null,
  };
}

function fakeDashboardApi(overrides: Partial<DashboardApi> = {}): DashboardApi {
  return {
    fetchCustomer: () => Promise.resolve(customer),
    fetchWithdrawableFunds: () => Promise.resolve(aud(0)),
    fetchOrders: (query) =>
      Promise.resolve({
        entities:
          query.status === 'upcoming_products'
            ? [orderOf('up-1', 4600)]
            : [
                orderOf('won-1', 4590, {
                  status: 'drawn',
                  isScored: true,
                  division: 5,
                  prize: aud(12.4),
                }),
                orderOf('lost-1', 4589, { status: 'drawn', isScored: true }),
              ],
        pageInfo: { limit: 5, offset: 0, total: 1 },
      }),
    whenCapabilitiesKnown: () =>
      Promise.resolve(['viewing_orders', 'verify_id', 'wallet_withdrawal'] as CapabilityName[]),
    ...overrides,
  };
}

function renderDashboard(dashboard: DashboardApi) {
  render(
    <Provider store={makeStore(undefined, { dashboard })}>
      <MemoryRouter initialEntries={['/my-account']}>
        <DashboardPage />
      </MemoryRouter>
    </Provider>,
  );
}

describe('DashboardPage', () => {
  it('shows the balance, the withdrawable funds, the next draws and recent results', async () => {
    renderDashboard(fakeDashboardApi());
    expect(screen.getByRole('heading', { level: 1, name: 'My account' })).toBeInTheDocument();
    const money = await screen.findByRole('region', { name: 'Your money' });
    expect(money).toHaveTextContent('Balance$42.00');
    expect(money).toHaveTextContent('Withdrawable funds$0.00');

    const next = screen.getByRole('region', { name: 'Your next draws' });
    expect(within(next).getByRole('link', { name: 'Saturday Lotto' })).toHaveAttribute(
      'href',
      '/my-account/upcoming-tickets/1/ticket/up-1',
    );
    expect(next).toHaveTextContent('draw 4600');

    const results = screen.getByRole('region', { name: 'Recent results' });
    expect(results).toHaveTextContent('draw 4590: Won division 5: $12.40');
    expect(results).toHaveTextContent('draw 4589: Not a winner');
  });

  it('asks an unverified customer to verify, with the way there', async () => {
    renderDashboard(fakeDashboardApi());
    const verification = await screen.findByRole('region', { name: 'Verification' });
    expect(within(verification).getByRole('link', { name: 'Verify your account' })).toHaveAttribute(
      'href',
      '/my-account/verify-account',
    );
  });

  it('tells a verified customer they are verified', async () => {
    renderDashboard(
      fakeDashboardApi({ fetchCustomer: () => Promise.resolve({ ...customer, isVerified: true }) }),
    );
    const verification = await screen.findByRole('region', { name: 'Verification' });
    expect(verification).toHaveTextContent('Your account is verified.');
    expect(within(verification).queryByRole('link')).toBeNull();
  });

  it("links to every account area the customer's segment grants", async () => {
    renderDashboard(fakeDashboardApi());
    await screen.findByRole('region', { name: 'Your money' });
    const areas = screen.getByRole('navigation', { name: 'Account areas' });
    for (const name of [
      'Upcoming tickets',
      'Past tickets',
      'Print tickets',
      'My details',
      'Verify my account',
      'Login and security',
    ]) {
      expect(within(areas).getByRole('link', { name })).toBeInTheDocument();
    }
    // Depositing is not in this segment.
    expect(within(areas).queryByRole('link', { name: 'Deposit' })).toBeNull();
  });

  it('links to the current and closed giveaways only with the programme and its entries', async () => {
    renderDashboard(
      fakeDashboardApi({
        whenCapabilitiesKnown: () =>
          Promise.resolve(['giveaway_entries', 'membership_program'] as CapabilityName[]),
      }),
    );
    await screen.findByRole('region', { name: 'Your money' });
    const areas = screen.getByRole('navigation', { name: 'Account areas' });
    expect(within(areas).getByRole('link', { name: 'Current giveaways' })).toHaveAttribute(
      'href',
      '/my-account/current-giveaways/1',
    );
    expect(within(areas).getByRole('link', { name: 'Closed giveaways' })).toHaveAttribute(
      'href',
      '/my-account/closed-giveaways/1',
    );
  });

  it('links to the Lotto Party area only with the social-syndicates capability', async () => {
    renderDashboard(
      fakeDashboardApi({
        whenCapabilitiesKnown: () => Promise.resolve(['social_syndicates'] as CapabilityName[]),
      }),
    );
    await screen.findByRole('region', { name: 'Your money' });
    const areas = screen.getByRole('navigation', { name: 'Account areas' });
    expect(within(areas).getByRole('link', { name: 'Lotto Party' })).toHaveAttribute(
      'href',
      '/my-account/lotto-party/1',
    );
    expect(within(areas).queryByRole('link', { name: 'Current giveaways' })).toBeNull();
  });

  it('leaves the giveaways out without the giveaway-entries capability', async () => {
    renderDashboard(fakeDashboardApi());
    await screen.findByRole('region', { name: 'Your money' });
    const areas = screen.getByRole('navigation', { name: 'Account areas' });
    expect(within(areas).queryByRole('link', { name: 'Current giveaways' })).toBeNull();
    expect(within(areas).queryByRole('link', { name: 'Closed giveaways' })).toBeNull();
    expect(within(areas).queryByRole('link', { name: 'Lotto Party' })).toBeNull();
  });

  it('shows the withdrawable funds and a Withdraw link only with the wallet withdrawal capability', async () => {
    const fetchWithdrawableFunds = jest.fn(() => Promise.resolve(aud(0)));
    renderDashboard(
      fakeDashboardApi({
        fetchWithdrawableFunds,
        whenCapabilitiesKnown: () => Promise.resolve(['wallet_deposit'] as CapabilityName[]),
      }),
    );
    const money = await screen.findByRole('region', { name: 'Your money' });

    expect(money).not.toHaveTextContent('Withdrawable funds');
    expect(within(money).queryByRole('link', { name: 'Withdraw' })).toBeNull();
    expect(within(money).getByRole('link', { name: 'Deposit' })).toBeInTheDocument();
    const areas = screen.getByRole('navigation', { name: 'Account areas' });
    expect(within(areas).queryByRole('link', { name: 'Withdraw' })).toBeNull();
    expect(fetchWithdrawableFunds).not.toHaveBeenCalled();
  });

  it('links to Withdraw in the money section and the areas with the capability', async () => {
    renderDashboard(fakeDashboardApi());
    const money = await screen.findByRole('region', { name: 'Your money' });

    expect(within(money).getByRole('link', { name: 'Withdraw' })).toHaveAttribute(
      'href',
      '/my-account/withdraw',
    );
    const areas = screen.getByRole('navigation', { name: 'Account areas' });
    expect(within(areas).getByRole('link', { name: 'Withdraw' })).toBeInTheDocument();
  });

  it('asks for no tickets and shows none without the viewing-orders capability', async () => {
    const fetchOrders = jest.fn(fakeDashboardApi().fetchOrders);
    renderDashboard(
      fakeDashboardApi({ fetchOrders, whenCapabilitiesKnown: () => Promise.resolve([]) }),
    );
    await screen.findByRole('region', { name: 'Your money' });

    expect(screen.queryByRole('region', { name: 'Your next draws' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Recent results' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Verify your account' })).toBeNull();
    expect(fetchOrders).not.toHaveBeenCalled();
  });
});
