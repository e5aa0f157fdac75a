import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from 'shared-kernel';
import { type AccountApi } from './account-api';
import { AccountPage } from './account-page';
import { aud, drawOf, groupOf, pageOf, ticketOf } from '../../shared/lotto-party.test-support';
import { recordedAccountApi, renderAccountPage } from './account.test-support';

function renderAt(path: string, api: AccountApi) {
  return renderAccountPage(<AccountPage />, { path, route: '/my-account/lotto-party/:page', api });
}

describe('the account Lotto Party page', () => {
  it("shows the customer's groups and group-play tickets with their status and result", async () => {
    const recorded = recordedAccountApi({
      fetchMyGroups: () =>
        Promise.resolve(
          pageOf([
            groupOf({ isOwner: true, publicityStatus: 'public', memberCount: 1 }),
            groupOf({ id: 'group-2', groupName: 'Book Club' }),
          ]),
        ),
      fetchMyShareTickets: () =>
        Promise.resolve(
          pageOf([
            ticketOf(),
            ticketOf({
              id: 'ticket-2',
              draw: drawOf({ drawNo: 1499 }),
              sessionStatus: 'paid',
              prize: aud(12.5),
            }),
            ticketOf({
              id: 'ticket-3',
              draw: drawOf({ drawNo: 1498 }),
              sessionStatus: 'closed',
              prize: aud(0),
            }),
            ticketOf({
              id: 'ticket-4',
              groupName: 'Book Club',
              draw: drawOf({ drawNo: 1497 }),
              numShares: 1,
              price: aud(5),
              sessionStatus: 'cancelled',
              refunded: true,
            }),
          ]),
        ),
    });
    renderAt('/my-account/lotto-party/1', recorded.api);
    expect(screen.getByRole('heading', { level: 1, name: 'Lotto Party' })).toBeInTheDocument();

    const open = await screen.findByRole('article', {
      name: 'Office Syndicate: Powerball draw 1500',
    });
    expect(open).toHaveTextContent('2 shares');
    expect(open).toHaveTextContent('$10.00');
    expect(open).toHaveTextContent('StatusOpen');
    expect(open).toHaveTextContent('Awaiting draw');
    expect(within(open).getByRole('link')).toHaveAttribute(
      'href',
      '/my-account/lotto-party/ticket/ticket-1',
    );
    const won = screen.getByRole('article', { name: 'Office Syndicate: Powerball draw 1499' });
    expect(won).toHaveTextContent('StatusPaid');
    expect(won).toHaveTextContent('You won $12.50');
    expect(
      screen.getByRole('article', { name: 'Office Syndicate: Powerball draw 1498' }),
    ).toHaveTextContent('No win');
    const cancelled = screen.getByRole('article', { name: 'Book Club: Powerball draw 1497' });
    expect(cancelled).toHaveTextContent('Cancelled — refunded');
    expect(cancelled).toHaveTextContent('Refunded $5.00');

    const groups = screen.getByRole('region', { name: 'My groups' });
    expect(within(groups).getByRole('link', { name: 'Office Syndicate' })).toHaveAttribute(
      'href',
      '/my-account/lotto-party/group/group-1/1',
    );
    expect(groups).toHaveTextContent('Public group · 1 member · You own it');
    expect(groups).toHaveTextContent('Private group · 3 members · Owner Alex B.');
    expect(within(groups).getByRole('link', { name: 'All my groups' })).toHaveAttribute(
      'href',
      '/lotto-party/groups/1',
    );
    expect(recorded.callsOf('fetchMyGroups')[0]?.args).toEqual([1]);
    expect(recorded.callsOf('fetchMyShareTickets')[0]?.args).toEqual([1]);
  });

  it('says when there are no groups or tickets yet, with a way to Lotto Party', async () => {
    renderAt('/my-account/lotto-party/1', recordedAccountApi().api);
    expect(await screen.findByText(/You have no group-play tickets yet/)).toBeInTheDocument();
    expect(screen.getByText(/You are not in a Lotto Party group yet/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start or join a group' })).toHaveAttribute(
      'href',
      '/lotto-party',
    );
    expect(screen.getByRole('link', { name: 'Find a Lotto Party session' })).toHaveAttribute(
      'href',
      '/lotto-party',
    );
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('pages the tickets ten at a time', async () => {
    const user = userEvent.setup();
    const ten = Array.from({ length: 10 }, (_, index) =>
      ticketOf({ id: `ticket-${index}`, draw: drawOf({ drawNo: 1600 - index }) }),
    );
    const recorded = recordedAccountApi({
      fetchMyShareTickets: (page) =>
        page === 1
          ? Promise.resolve(pageOf(ten, 12))
          : Promise.resolve(
              pageOf([ticketOf({ id: 'old', draw: drawOf({ drawNo: 1400 }) })], 12, { offset: 10 }),
            ),
    });
    renderAt('/my-account/lotto-party/1', recorded.api);
    expect(await screen.findAllByRole('article')).toHaveLength(10);
    const pages = screen.getByRole('navigation', { name: 'Pages of your group-play tickets' });
    expect(pages).toHaveTextContent('Page 1 of 2');
    await user.click(within(pages).getByRole('link', { name: 'Next page' }));
    expect(
      await screen.findByRole('article', { name: 'Office Syndicate: Powerball draw 1400' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(recorded.callsOf('fetchMyShareTickets').map((call) => call.args)).toEqual([[1], [2]]);
  });

  it('shows a failed list with a retry, and the other list still', async () => {
    const user = userEvent.setup();
    let fails = true;
    const recorded = recordedAccountApi({
      fetchMyGroups: () => Promise.resolve(pageOf([groupOf()])),
      fetchMyShareTickets: () =>
        fails
          ? Promise.reject(
              new ApiError({ status: 503, message: 'Down for maintenance', isResponse: true }),
            )
          : Promise.resolve(pageOf([ticketOf()])),
    });
    renderAt('/my-account/lotto-party/1', recorded.api);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("There's a spanner in the works!");
    expect(screen.getByRole('link', { name: 'Office Syndicate' })).toBeInTheDocument();
    fails = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('article', { name: 'Office Syndicate: Powerball draw 1500' }),
    ).toBeInTheDocument();
  });

  it('asks the social service nothing without the social syndicates capability', async () => {
    const recorded = recordedAccountApi({ whenCapabilitiesKnown: () => Promise.resolve([]) });
    renderAt('/my-account/lotto-party/1', recorded.api);
    expect(
      await screen.findByText('Lotto Party is not available for your account.'),
    ).toBeInTheDocument();
    expect(recorded.calls.map((call) => call.name)).toEqual(['whenCapabilitiesKnown']);
  });
});
