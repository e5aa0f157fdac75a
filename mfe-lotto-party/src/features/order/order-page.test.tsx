import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from 'shared-kernel';
import { type SessionOrder } from 'shared-kernel/contract/social';
import {
  aud,
  factOf,
  lottoPartyCapabilities,
  recordedApi,
  sessionOf,
} from '../../shared/lotto-party.test-support';
import { renderScreen } from '../../shared/test-render';
import { type OrderApi } from './order-api';
import { OrderPage } from './order-page';
import { orderFeature } from './order-screens';

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

function renderOrder(script: Partial<OrderApi>, path = '/lotto-party/order/session-1') {
  const recorded = recordedApi<OrderApi>({
    whenCapabilitiesKnown: () => Promise.resolve(lottoPartyCapabilities),
    fetchSessionOrder: () => Promise.resolve(paidOrder),
    ...script,
  });
  const view = renderScreen(<OrderPage />, {
    path,
    route: '/lotto-party/order/:sessionId',
    features: [{ ...orderFeature, context: { lottoPartyOrder: recorded.api } }],
  });
  return {
    notices: () => view.events('notification/requested'),
    sessionIds: () => recorded.callsOf('fetchSessionOrder').map((call) => call.args[0]),
  };
}

describe('the session order view', () => {
  it('shows the draw, the games with their matches, the prize and who holds the shares', async () => {
    const { sessionIds } = renderOrder({});
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
    expect(sessionIds()).toEqual(['session-1']);
  });

  it('says the games come at the close while the session is open', async () => {
    renderOrder({
      fetchSessionOrder: () =>
        Promise.resolve({
          session: sessionOf({ sharesSold: 0, sharesRemaining: 10 }),
          holdings: [],
          gamePrice: aud(7.5),
          gamesBought: 0,
        }),
    });
    expect(
      await screen.findByText('The games are bought when the draw closes.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Awaiting draw')).toBeInTheDocument();
    expect(screen.getByText('No shares have been sold yet.')).toBeInTheDocument();
  });

  it('tells a visitor that only members see who holds the shares sold', async () => {
    renderOrder({
      fetchSessionOrder: () =>
        Promise.resolve({
          session: sessionOf({ sharesSold: 3, sharesRemaining: 7 }),
          holdings: [],
          gamePrice: aud(7.5),
          gamesBought: 0,
        }),
    });
    expect(
      await screen.findByText("Only the group's members see who holds the shares."),
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
    expect(notices()).toEqual([
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
    expect(notices()).toEqual([]);
  });

  it('asks nothing of the social service without the social syndicates capability', async () => {
    const { sessionIds } = renderOrder({ whenCapabilitiesKnown: () => Promise.resolve([]) });
    expect(
      await screen.findByText('Lotto Party is not available for your account.'),
    ).toBeInTheDocument();
    expect(sessionIds()).toEqual([]);
  });
});
