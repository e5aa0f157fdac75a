import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from 'shared-kernel';
import { type AccountApi } from './account-api';
import { factOf, sessionOf } from '../../shared/lotto-party.test-support';
import { recordedAccountApi, renderAccountPage, wonSession } from './account.test-support';
import { SessionPage } from './session-page';

function renderAt(path: string, api: AccountApi) {
  return renderAccountPage(<SessionPage />, {
    path,
    route: '/my-account/lotto-party/session/:id',
    api,
  });
}

describe('the account session page', () => {
  it("shows an open session's shares, the customer's part and where to go next", async () => {
    const recorded = recordedAccountApi({
      fetchSession: () =>
        Promise.resolve(
          sessionOf({ autosessionStatus: 'on', myShares: 2, myTicketIds: ['t-1', 't-2'] }),
        ),
    });
    renderAt('/my-account/lotto-party/session/session-1', recorded.api);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Office Syndicate session' }),
    ).toBeInTheDocument();
    expect(factOf('Status')).toBe('Open');
    expect(factOf('Shares sold')).toBe('4 of 10 (6 left)');
    expect(factOf('Share price')).toBe('$5.00');
    expect(factOf('Pool')).toBe('$20.00');
    expect(factOf('Your shares')).toBe('2 shares');
    expect(factOf('Auto-session')).toBe('On: a new session opens for the next draw');
    expect(factOf('Shares on sale until')).toBe('Thursday 5 March at 6:55 pm');
    const tickets = screen.getByRole('list', { name: 'Your tickets' });
    expect(within(tickets).getByRole('link', { name: 'Your ticket 2' })).toHaveAttribute(
      'href',
      '/my-account/lotto-party/ticket/t-2',
    );
    expect(screen.getByRole('link', { name: 'Office Syndicate' })).toHaveAttribute(
      'href',
      '/my-account/lotto-party/group/group-1/1',
    );
    expect(screen.getByRole('link', { name: 'Session order' })).toHaveAttribute(
      'href',
      '/lotto-party/order/session-1',
    );
    expect(recorded.callsOf('fetchSession')[0]?.args).toEqual(['session-1']);
  });

  it("shows a paid session's games, result and the customer's prize", async () => {
    renderAt(
      '/my-account/lotto-party/session/session-1',
      recordedAccountApi({ fetchSession: () => Promise.resolve(wonSession) }).api,
    );
    expect(await screen.findByText('The session won $25.00 (division 7).')).toBeInTheDocument();
    expect(factOf('Status')).toBe('Paid');
    expect(factOf('Your share of the prize')).toBe('You won $5.00');
    expect(screen.getByRole('list', { name: "The session's games" })).toBeInTheDocument();
  });

  it('shows a failure with a retry', async () => {
    const user = userEvent.setup();
    let fails = true;
    const recorded = recordedAccountApi({
      fetchSession: () =>
        fails
          ? Promise.reject(new ApiError({ status: 500, message: 'Boom', isResponse: true }))
          : Promise.resolve(sessionOf()),
    });
    renderAt('/my-account/lotto-party/session/session-1', recorded.api);
    const alert = await screen.findByRole('alert');
    fails = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Office Syndicate session' }),
    ).toBeInTheDocument();
  });

  it('shows the not-found page for an unknown session', async () => {
    const recorded = recordedAccountApi({
      fetchSession: () =>
        Promise.reject(new ApiError({ status: 404, message: 'No', isResponse: true })),
    });
    renderAt('/my-account/lotto-party/session/nope', recorded.api);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Page not found' }),
    ).toBeInTheDocument();
  });
});
