import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ApiError } from 'shared-kernel';
import { type Order, type OrdersQuery } from 'shared-kernel/contract/orders';
import { makeStore } from '../../store';
import { ticketsFeature } from './tickets-screens';
import { PrintTicketsPage } from './print-tickets-page';
import { TicketDetailPage } from './ticket-detail-page';
import { type OrdersApi } from './tickets-api';
import { TicketsPage } from './tickets-page';

const aud = (amount: number) => ({ amount, currency: 'AUD' });

function orderOf(overrides: Partial<Order> = {}): Order {
  return {
    id: 'a0000000-0000-4000-8000-000000000001',
    status: 'upcoming',
    productName: 'Powerball',
    productType: 'lottery_ticket',
    productOfferKey: 'powerball',
    gameType: 'standard',
    gameOffer: 'standard',
    description: '1 x Standard game',
    quantity: 1,
    price: aud(7.5),
    orderReference: 'LS-7K3Q-9PXD',
    checkoutId: 'ck_1',
    purchasedAt: '2026-03-01T01:00:00.000Z',
    numDraws: 1,
    games: [{ Numbers: [7, 3, 1, 2, 4, 5, 6], Powerball: [9] }],
    draws: [
      {
        drawNo: 1500,
        drawDate: '2026-03-05T08:30:00.000Z',
        status: 'upcoming',
        drawnNumbers: null,
        supplementaries: [],
        matchedNumbers: null,
        isScored: false,
        division: null,
        prize: null,
      },
    ],
    details: null,
    ...overrides,
  };
}

const wonOrder = orderOf({
  status: 'past',
  draws: [
    {
      drawNo: 1490,
      drawDate: '2026-02-26T08:30:00.000Z',
      status: 'drawn',
      drawnNumbers: [
        { name: 'Numbers', numbers: [1, 2, 3, 10, 11, 12, 13] },
        { name: 'Powerball', numbers: [9] },
      ],
      supplementaries: [],
      matchedNumbers: [{ Numbers: [1, 2, 3], Powerball: [9] }],
      isScored: true,
      division: 4,
      prize: aud(15.25),
    },
  ],
  details: {
    payment: { paidFromCash: aud(5), paidFromPromoCredit: aud(2.5), card: null },
    cause: null,
    syndicate: null,
    totalPrize: aud(15.25),
  },
});

function fakeOrdersApi(overrides: Partial<OrdersApi> = {}) {
  const queries: OrdersQuery[] = [];
  const api: OrdersApi = {
    fetchOrders: (query) => {
      queries.push(query);
      return Promise.resolve({
        entities: [orderOf()],
        pageInfo: { limit: query.limit ?? 10, offset: query.offset ?? 0, total: 23 },
      });
    },
    fetchOrder: () => Promise.resolve(wonOrder),
    ...overrides,
  };
  return { api, queries };
}

function renderAt(path: string, orders: OrdersApi) {
  const store = makeStore(undefined, { orders }, [ticketsFeature]);
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route
            path="/my-account/upcoming-tickets/:page"
            element={<TicketsPage kind="upcoming" />}
          />
          <Route path="/my-account/past-tickets/:page" element={<TicketsPage kind="past" />} />
          <Route
            path="/my-account/past-tickets/:page/ticket/:id"
            element={<TicketDetailPage kind="past" />}
          />
          <Route path="/my-account/print-tickets" element={<PrintTicketsPage />} />
          <Route path="/" element={<p>Home</p>} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
}

describe('the upcoming tickets', () => {
  it('lists a page of ten with the lottery, the draw and the sorted numbers', async () => {
    const { api, queries } = fakeOrdersApi();
    renderAt('/my-account/upcoming-tickets/2', api);
    const list = await screen.findByRole('list', { name: 'Upcoming tickets' });
    expect(queries).toEqual([{ status: 'upcoming_products', limit: 10, offset: 10 }]);
    expect(
      within(list).getByRole('link', { name: 'Powerball: 1 x Standard game' }),
    ).toHaveAttribute('href', '/my-account/upcoming-tickets/2/ticket/' + orderOf().id);
    expect(list).toHaveTextContent('Draw 1500');
    expect(within(list).getByRole('list', { name: /Numbers of Powerball/ })).toHaveTextContent(
      'Game 1: Numbers 1, 2, 3, 4, 5, 6, 7 · Powerball 9',
    );
    const pages = screen.getByRole('navigation', { name: 'Pages of upcoming tickets' });
    expect(pages).toHaveTextContent('Page 2 of 3');
  });

  it('coerces a page below 1 to the first page', async () => {
    const { api, queries } = fakeOrdersApi();
    renderAt('/my-account/upcoming-tickets/0', api);
    await screen.findByRole('list', { name: 'Upcoming tickets' });
    expect(queries[0]).toMatchObject({ offset: 0 });
  });

  it('says what to do when there are none', async () => {
    const { api } = fakeOrdersApi({
      fetchOrders: () =>
        Promise.resolve({ entities: [], pageInfo: { limit: 10, offset: 0, total: 0 } }),
    });
    renderAt('/my-account/upcoming-tickets/1', api);
    expect(await screen.findByText('You have no upcoming tickets')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Choose a lottery to play' })).toHaveAttribute(
      'href',
      '/',
    );
  });

  it('offers to try again when the list could not be loaded', async () => {
    let calls = 0;
    const { api } = fakeOrdersApi({
      fetchOrders: () => {
        calls += 1;
        return calls === 1
          ? Promise.reject(new ApiError({ status: 503, message: 'down', isResponse: true }))
          : Promise.resolve({
              entities: [orderOf()],
              pageInfo: { limit: 10, offset: 0, total: 1 },
            });
      },
    });
    renderAt('/my-account/upcoming-tickets/1', api);
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Upcoming tickets' })).toBeInTheDocument();
  });
});

describe('a past ticket', () => {
  it('shows the drawn numbers, marks the matched ones in words, the division and the prize', async () => {
    const { api } = fakeOrdersApi();
    renderAt(`/my-account/past-tickets/1/ticket/${wonOrder.id}`, api);
    expect(await screen.findByRole('heading', { level: 1, name: 'Powerball' })).toBeInTheDocument();
    expect(screen.getByText('LS-7K3Q-9PXD')).toBeInTheDocument();
    expect(screen.getByText('Wallet $5.00, Promo credit $2.50')).toBeInTheDocument();
    const numbers = screen.getByRole('list', { name: 'Your numbers in draw 1490' });
    expect(numbers).toHaveTextContent(
      'Game 1: Numbers 1✓ (matched), 2✓ (matched), 3✓ (matched), 4, 5, 6, 7 · Powerball 9✓ (matched)',
    );
    expect(screen.getByText('Won division 4: $15.25')).toBeInTheDocument();
  });

  it('shows the not-found page for a ticket that is not the customer’s', async () => {
    const { api } = fakeOrdersApi({
      fetchOrder: () =>
        Promise.reject(
          new ApiError({
            status: 404,
            message: 'We could not find that ticket.',
            isResponse: true,
          }),
        ),
    });
    renderAt(`/my-account/past-tickets/1/ticket/${wonOrder.id}`, api);
    expect(await screen.findByRole('heading', { level: 1 })).not.toHaveTextContent('Powerball');
  });
});

describe('printing the upcoming tickets', () => {
  it('lists them all with a Print button that prints the page', async () => {
    const print = jest.fn();
    window.print = print;
    const { api, queries } = fakeOrdersApi();
    renderAt('/my-account/print-tickets', api);
    const list = await screen.findByRole('list', { name: 'Upcoming tickets' });
    expect(queries[0]).toMatchObject({ status: 'upcoming_products', limit: 100, offset: 0 });
    expect(list).toHaveTextContent('Order reference LS-7K3Q-9PXD');
    await userEvent.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalled();
  });
});
