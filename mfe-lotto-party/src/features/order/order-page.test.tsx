import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ApiError, createBus, type BusEvents } from 'shared-kernel';
import { type Session, type SessionOrder } from 'shared-kernel/contract/social';
import { makeStore } from '../../store';
import { type OrderApi } from './order-api';
import { OrderPage } from './order-page';
import { orderFeature } from './order-screens';

const aud = (amount: number) => ({ amount, currency: 'AUD' });

function sessionOf(overrides: Partial<Session> = {}): Session {
  return {
    sessionId: 'session-1',
    groupId: 'group-1',
    groupName: 'Office Syndicate',
    draws: [
      {
        drawId: 'draw-1500',
        lotteryKey: 'powerball',
        lotteryName: 'Powerball',
        drawNo: 1500,
        drawDate: '2026-03-05T08:30:00.000Z',
        closeDate: '2026-03-05T07:55:00.000Z',
        jackpot: null,
      },
    ],
    sharePrice: aud(5),
    totalShares: 10,
    sharesSold: 4,
    sharesRemaining: 6,
    pool: aud(20),
    status: 'open',
    autosessionStatus: 'off',
    cancelReason: null,
    games: [],
    result: null,
    myShares: 2,
    myPrize: null,
    myTicketIds: ['ticket-1'],
    canEdit: false,
    createdAt: '2026-03-01T01:00:00.000Z',
    closedAt: null,
    ...overrides,
  };
}

const paidOrder: SessionOrder = {
  session: sessionOf({
    status: 'paid',
    sharesSold: 3,
    sharesRemaining: 7,
    pool: aud(15),
    games: [
      { Numbers: [1, 2, 3, 4, 5, 6, 7], Powerball: [9] },
      { Numbers: [11, 12, 13, 14, 15, 16, 17], Powerball: [1] },
    ],
    result: {
      drawn: { Numbers: [1, 2, 3, 20, 21, 22, 23], Powerball: [9] },
      prize: aud(10.01),
      division: 7,
    },
  }),
  holdings: [
    { holderName: 'Alex B.', isMe: false, shares: 1, prize: aud(3.34) },
    { holderName: 'Sam C.', isMe: true, shares: 2, prize: aud(6.67) },
  ],
  gamePrice: aud(7.5),
  gamesBought: 2,
};

function renderOrder(api: Partial<OrderApi>, path = '/lotto-party/order/session-1') {
  const bus = createBus();
  const notices: Array<BusEvents['notification/requested']> = [];
  bus.subscribe('notification/requested', (notice) => notices.push(notice));
  const calls: string[] = [];
  const fake: OrderApi = {
    fetchCapabilities: () => Promise.resolve(['social_syndicates']),
    fetchSessionOrder: (sessionId) => {
      calls.push(sessionId);
      return Promise.resolve(paidOrder);
    },
    ...api,
  };
  const store = makeStore(undefined, { bus }, [
    { ...orderFeature, context: { lottoPartyOrder: fake } },
  ]);
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/lotto-party/order/:sessionId" element={<OrderPage />} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
  return { notices, calls };
}

const factOf = (term: string) =>
  screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;

describe('the session order view', () => {
  it('shows the draw, the games with their matches, the prize and who holds the shares', async () => {
    const { calls } = renderOrder({});
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Session order: Office Syndicate' }),
    ).toBeInTheDocument();
    expect(factOf('Draw')).toBe('Powerball draw 1500, Thursday 5 March 2026');
    expect(factOf('Status')).toBe('Paid');
    expect(factOf('Shares sold')).toBe('3 of 10');
    expect(factOf('Game price')).toBe('$7.50');
    expect(factOf('Games bought')).toBe('2');

    const games = screen.getByRole('list', { name: "The session's games" });
    const [first, second] = within(games).getAllByRole('listitem');
    expect(first).toHaveTextContent('4 matched');
    expect(within(first!).getAllByText('(matched)', { exact: false })).toHaveLength(4);
    expect(second).toHaveTextContent('0 matched');
    expect(screen.getByText(/Drawn numbers: Numbers 1, 2, 3, 20, 21, 22, 23/)).toBeInTheDocument();
    expect(screen.getByText('The session won $10.01 (division 7)')).toBeInTheDocument();

    const holdings = screen.getByRole('table', { name: 'Who holds the shares' });
    const rows = within(holdings).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'HolderSharesPrize part',
      'Alex B.1$3.34',
      'You2$6.67',
    ]);
    expect(screen.getByRole('link', { name: 'Back to Office Syndicate' })).toHaveAttribute(
      'href',
      '/lotto-party/group/group-1',
    );
    expect(calls).toEqual(['session-1']);
  });

  it('says the games come at the close while the session is open', async () => {
    renderOrder({
      fetchSessionOrder: () =>
        Promise.resolve({
          session: sessionOf(),
          holdings: [],
          gamePrice: aud(7.5),
          gamesBought: 0,
        }),
    });
    expect(
      await screen.findByText('The games are bought when the draw closes.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Awaiting draw')).toBeInTheDocument();
    expect(
      screen.getByText("Only the group's members see who holds the shares."),
    ).toBeInTheDocument();
  });

  it('keeps Something went wrong on screen until dismissed when the order cannot load', async () => {
    const user = userEvent.setup();
    let fails = true;
    const { notices } = renderOrder({
      fetchSessionOrder: () =>
        fails
          ? Promise.reject(new ApiError({ status: 500, message: 'Boom', isResponse: true }))
          : Promise.resolve(paidOrder),
    });
    const alert = await screen.findByRole('alert');
    expect(notices).toEqual([
      { message: 'Something went wrong', level: 'error', isAutoDismissed: false },
    ]);
    fails = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Who holds the shares' })).toBeInTheDocument();
  });

  it('shows the not-found page for an unknown session', async () => {
    const { notices } = renderOrder({
      fetchSessionOrder: () =>
        Promise.reject(
          new ApiError({ status: 404, code: 'session_not_found', message: 'No', isResponse: true }),
        ),
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Page not found' }),
    ).toBeInTheDocument();
    expect(notices).toEqual([]);
  });

  it('asks nothing of the social service without the social syndicates capability', async () => {
    const { calls } = renderOrder({ fetchCapabilities: () => Promise.resolve([]) });
    expect(
      await screen.findByText('Lotto Party is not available for your account.'),
    ).toBeInTheDocument();
    expect(calls).toEqual([]);
  });
});
