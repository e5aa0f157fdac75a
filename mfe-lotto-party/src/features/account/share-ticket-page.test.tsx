import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from 'shared-kernel';
import { type AccountApi } from './account-api';
import { aud, factOf, sessionOf, ticketOf } from '../../shared/lotto-party.test-support';
import { recordedAccountApi, renderAccountPage, wonSession } from './account.test-support';
import { ShareTicketPage } from './share-ticket-page';

function renderAt(path: string, api: AccountApi) {
  return renderAccountPage(<ShareTicketPage />, {
    path,
    route: '/my-account/lotto-party/ticket/:id',
    api,
  });
}

describe('the share ticket page', () => {
  it("shows the shares, the session's games, the drawn numbers and the customer's prize", async () => {
    const recorded = recordedAccountApi({
      fetchShareTicket: () => Promise.resolve(ticketOf({ sessionStatus: 'paid', prize: aud(5) })),
      fetchSession: () => Promise.resolve(wonSession),
    });
    renderAt('/my-account/lotto-party/ticket/ticket-1', recorded.api);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Lotto Party: Office Syndicate' }),
    ).toBeInTheDocument();
    const games = await screen.findByRole('list', { name: "The session's games" });
    expect(within(games).getAllByRole('listitem')).toHaveLength(2);
    expect(games).toHaveTextContent('Game 1: Numbers 1, 2, 3, 4, 5, 6, 7 · Powerball 9');
    expect(screen.getByText(/Drawn numbers: Numbers 1, 2, 3, 20, 21, 22, 23/)).toBeInTheDocument();
    expect(screen.getByText('The session won $25.00 (division 7).')).toBeInTheDocument();
    expect(factOf('Shares')).toBe('2 shares of 10');
    expect(factOf('Price paid')).toBe('$10.00');
    expect(factOf('Session status')).toBe('Paid');
    expect(factOf('Your share of the prize')).toBe('You won $5.00');
    expect(factOf('Draw')).toBe('Powerball draw 1500, Thursday 5 March 2026');
    expect(screen.getByRole('link', { name: 'Session order' })).toHaveAttribute(
      'href',
      '/lotto-party/order/session-1',
    );
    expect(recorded.callsOf('fetchShareTicket')[0]?.args).toEqual(['ticket-1']);
    expect(recorded.callsOf('fetchSession')[0]?.args).toEqual(['session-1']);
  });

  it('says the games come at the close while the session is open', async () => {
    renderAt('/my-account/lotto-party/ticket/ticket-1', recordedAccountApi().api);
    expect(
      await screen.findByText("The session's games are bought when the draw closes."),
    ).toBeInTheDocument();
    expect(screen.getByText('Not drawn yet.')).toBeInTheDocument();
    expect(screen.getByText('Awaiting draw')).toBeInTheDocument();
  });

  it('says why a cancelled session bought nothing and that the shares were refunded', async () => {
    const recorded = recordedAccountApi({
      fetchShareTicket: () =>
        Promise.resolve(ticketOf({ sessionStatus: 'cancelled', refunded: true })),
      fetchSession: () =>
        Promise.resolve(
          sessionOf({
            status: 'cancelled',
            cancelReason: 'The shares sold did not pay for a game',
          }),
        ),
    });
    renderAt('/my-account/lotto-party/ticket/ticket-1', recorded.api);
    expect(
      await screen.findByText('No games were bought. The shares sold did not pay for a game.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Cancelled — refunded')).toBeInTheDocument();
    expect(screen.getByText('Refunded $10.00')).toBeInTheDocument();
  });

  it('says Something went wrong when the ticket cannot be loaded, and tries again', async () => {
    const user = userEvent.setup();
    let fails = true;
    const recorded = recordedAccountApi({
      fetchShareTicket: () =>
        fails
          ? Promise.reject(new ApiError({ status: 500, message: 'Boom', isResponse: true }))
          : Promise.resolve(ticketOf()),
    });
    renderAt('/my-account/lotto-party/ticket/ticket-1', recorded.api);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Something went wrong');
    fails = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Lotto Party: Office Syndicate' }),
    ).toBeInTheDocument();
  });

  it("shows the not-found page for a ticket that is not the customer's", async () => {
    const recorded = recordedAccountApi({
      fetchShareTicket: () =>
        Promise.reject(
          new ApiError({ status: 404, code: 'share_not_found', message: 'No', isResponse: true }),
        ),
    });
    renderAt('/my-account/lotto-party/ticket/other', recorded.api);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Page not found' }),
    ).toBeInTheDocument();
    expect(recorded.callsOf('fetchSession')).toHaveLength(0);
  });
});
