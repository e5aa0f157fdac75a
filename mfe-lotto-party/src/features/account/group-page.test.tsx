import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from 'shared-kernel';
import { type AccountApi } from './account-api';
import { drawOf, factOf, groupOf, pageOf, sessionOf } from '../../shared/lotto-party.test-support';
import { recordedAccountApi, renderAccountPage } from './account.test-support';
import { GroupPage } from './group-page';

function renderAt(path: string, api: AccountApi) {
  return renderAccountPage(<GroupPage />, {
    path,
    route: '/my-account/lotto-party/group/:id/:page',
    api,
  });
}

const sessionsOfDraws = (drawNumbers: number[]) =>
  drawNumbers.map((drawNo) =>
    sessionOf({ sessionId: `session-${drawNo}`, draws: [drawOf({ drawNo })], status: 'closed' }),
  );

describe('the account group page', () => {
  it('shows the group and its sessions', async () => {
    const open = sessionOf({ sessionId: 'open-1', draws: [drawOf({ drawNo: 1501 })] });
    const recorded = recordedAccountApi({
      fetchGroup: () => Promise.resolve(groupOf({ isOwner: true, openSession: open })),
      fetchGroupSessions: () => Promise.resolve(pageOf([open, ...sessionsOfDraws([1500])])),
    });
    renderAt('/my-account/lotto-party/group/group-1/1', recorded.api);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Office Syndicate' }),
    ).toBeInTheDocument();
    expect(factOf('Publicity')).toBe('Private');
    expect(factOf('Owner')).toBe('You');
    expect(factOf('Members')).toBe('3');
    expect(screen.getByRole('link', { name: 'Open the group page' })).toHaveAttribute(
      'href',
      '/lotto-party/group/group-1',
    );
    const closed = await screen.findByRole('article', {
      name: 'Powerball draw 1500, Thursday 5 March 2026',
    });
    expect(closed).toHaveTextContent('StatusClosed');
    expect(closed).toHaveTextContent('Shares sold4 of 10');
    expect(within(closed).getByRole('link')).toHaveAttribute(
      'href',
      '/my-account/lotto-party/session/session-1500',
    );
    expect(recorded.callsOf('fetchGroup')[0]?.args).toEqual(['group-1']);
    expect(recorded.callsOf('fetchGroupSessions')[0]?.args).toEqual(['group-1', 1]);
  });

  it('pages the sessions ten at a time, keeping the group shown', async () => {
    const user = userEvent.setup();
    const recorded = recordedAccountApi({
      fetchGroupSessions: (_groupId, page) =>
        page === 1
          ? Promise.resolve(
              pageOf(
                sessionsOfDraws([1510, 1509, 1508, 1507, 1506, 1505, 1504, 1503, 1502, 1501]),
                11,
              ),
            )
          : Promise.resolve(pageOf(sessionsOfDraws([1500]), 11, { offset: 10 })),
    });
    renderAt('/my-account/lotto-party/group/group-1/1', recorded.api);
    expect(await screen.findAllByRole('article')).toHaveLength(10);
    const pages = screen.getByRole('navigation', { name: "Pages of the group's sessions" });
    await user.click(within(pages).getByRole('link', { name: 'Next page' }));
    expect(
      await screen.findByRole('article', { name: 'Powerball draw 1500, Thursday 5 March 2026' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Office Syndicate' })).toBeInTheDocument();
    expect(recorded.callsOf('fetchGroupSessions').map((call) => call.args)).toEqual([
      ['group-1', 1],
      ['group-1', 2],
    ]);
  });

  it('says when the group has no sessions yet', async () => {
    renderAt('/my-account/lotto-party/group/group-1/1', recordedAccountApi().api);
    expect(await screen.findByText('This group has no sessions yet.')).toBeInTheDocument();
  });

  it('shows a failure of the sessions with a retry', async () => {
    const recorded = recordedAccountApi({
      fetchGroupSessions: () =>
        Promise.reject(new ApiError({ status: 500, message: 'Boom', isResponse: true })),
    });
    renderAt('/my-account/lotto-party/group/group-1/1', recorded.api);
    const sessions = screen.getByRole('region', { name: 'Sessions' });
    expect(await within(sessions).findByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Office Syndicate' })).toBeInTheDocument();
  });

  it('shows the not-found page for a group the customer may not see', async () => {
    const missing = recordedAccountApi({
      fetchGroup: () =>
        Promise.reject(
          new ApiError({ status: 404, code: 'group_not_found', message: 'No', isResponse: true }),
        ),
    });
    renderAt('/my-account/lotto-party/group/private/1', missing.api);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Page not found' }),
    ).toBeInTheDocument();
  });
});
