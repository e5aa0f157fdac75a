import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type LottoPartyApi } from '../../shared/lotto-party-api';
import {
  groupOf,
  pageOf,
  recordedLottoPartyApi,
  refusal,
  sessionOf,
} from '../../shared/lotto-party.test-support';
import { renderScreen } from '../../shared/test-render';
import { GroupByTokenPage, groupFeature, GroupPage, GroupSessionsPage } from './group-screens';

function renderGroup(api: LottoPartyApi, groupId = 'group-1') {
  return renderScreen(<GroupPage />, {
    path: `/lotto-party/group/${groupId}`,
    route: '/lotto-party/group/:groupId',
    api,
    features: [groupFeature],
  });
}

function renderInvite(api: LottoPartyApi, token = 'invite-1') {
  return renderScreen(<GroupByTokenPage />, {
    path: `/lotto-party/group?token=${token}`,
    route: '/lotto-party/group',
    api,
    features: [groupFeature],
  });
}

const ownersGroup = groupOf({
  isOwner: true,
  openSession: sessionOf({ canEdit: true, autosessionStatus: 'on', myShares: 2 }),
});

describe('the group page', () => {
  it('shows the owner the group, its invite link, open session and latest sessions', async () => {
    const recorded = recordedLottoPartyApi({
      fetchGroup: () => Promise.resolve(ownersGroup),
      fetchGroupSessions: () =>
        Promise.resolve(
          pageOf([
            sessionOf({
              sessionId: 'session-0',
              status: 'paid',
              sharesSold: 10,
              sharesRemaining: 0,
            }),
          ]),
        ),
    });
    renderGroup(recorded.api);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Office Syndicate' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Private group run by Alex B., 3 members.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Invite link' })).toHaveValue(
      'http://shop.test/lotto-party/group?token=invite-1',
    );
    const open = screen.getByRole('region', { name: 'Open session' });
    expect(open).toHaveTextContent('Shares sold4 of 10');
    expect(open).toHaveTextContent('Your shares2 shares');
    expect(within(open).getByRole('radio', { name: 'On' })).toBeChecked();
    const sessions = screen.getByRole('region', { name: 'Sessions' });
    expect(
      await within(sessions).findByRole('link', { name: 'Powerball draw 1500' }),
    ).toHaveAttribute('href', '/lotto-party/order/session-0');
    expect(sessions).toHaveTextContent('Paid, 10 of 10 shares sold');
    expect(within(sessions).getByRole('link', { name: 'All sessions' })).toHaveAttribute(
      'href',
      '/lotto-party/group/group-1/sessions/1',
    );
    expect(recorded.callsOf('fetchGroupSessions')[0]?.args).toEqual(['group-1', 1]);
  });

  it('copies the invite link, and revokes it for a new one', async () => {
    const user = userEvent.setup();
    const writeText = jest.spyOn(navigator.clipboard, 'writeText');
    const recorded = recordedLottoPartyApi({ fetchGroup: () => Promise.resolve(ownersGroup) });
    renderGroup(recorded.api);

    await user.click(await screen.findByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith('http://shop.test/lotto-party/group?token=invite-1');
    expect(await screen.findByText('Link copied.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Revoke link' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Invite link' })).toHaveValue(
        'http://shop.test/lotto-party/group?token=invite-2',
      ),
    );
    expect(
      screen.getByText('The old link no longer works. Share this new one.'),
    ).toBeInTheDocument();
    expect(recorded.callsOf('revokeInviteLink')[0]?.args).toEqual(['group-1']);
  });

  it('lets the owner pause auto-session, and says so when that fails', async () => {
    const user = userEvent.setup();
    let fails = false;
    const recorded = recordedLottoPartyApi({
      fetchGroup: () => Promise.resolve(ownersGroup),
      updateSession: (sessionId, autosessionStatus) =>
        fails
          ? Promise.reject(refusal(503, 'unavailable', 'Try later'))
          : Promise.resolve(sessionOf({ sessionId, autosessionStatus, canEdit: true })),
    });
    const { events } = renderGroup(recorded.api);

    await user.click(await screen.findByRole('radio', { name: 'Paused' }));
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Paused' })).toBeChecked());
    expect(recorded.callsOf('updateSession')[0]?.args).toEqual(['session-1', 'paused']);

    fails = true;
    await user.click(screen.getByRole('radio', { name: 'Off' }));
    await waitFor(() =>
      expect(events('notification/requested')).toEqual([
        { message: 'Something went wrong', level: 'error', isAutoDismissed: false },
      ]),
    );
    expect(screen.getByRole('radio', { name: 'Paused' })).toBeChecked();
  });

  it('opens the wizard at select_draw for the owner’s “Start a session”', async () => {
    const user = userEvent.setup();
    const recorded = recordedLottoPartyApi({ fetchGroup: () => Promise.resolve(ownersGroup) });
    renderGroup(recorded.api);

    await user.click(await screen.findByRole('button', { name: 'Start a session' }));

    const dialog = await screen.findByRole('dialog', {
      name: 'Start a session for Office Syndicate',
    });
    expect(
      await within(dialog).findByRole('heading', { name: 'Choose a draw' }),
    ).toBeInTheDocument();
  });

  it('puts a member’s shares in the cart and goes to pay for them', async () => {
    const user = userEvent.setup();
    const recorded = recordedLottoPartyApi({ fetchCartItemCount: () => Promise.resolve(2) });
    const { events } = renderGroup(recorded.api);

    const shares = await screen.findByRole('textbox', { name: 'Number of shares' });
    expect(shares).toHaveAccessibleDescription('6 shares left, $5.00 each');
    await user.clear(shares);
    await user.type(shares, '4');
    await user.click(screen.getByRole('button', { name: 'Buy shares' }));

    expect(await screen.findByText(/Somewhere else: \/cart\/buy/)).toBeInTheDocument();
    expect(recorded.callsOf('buyShares')[0]?.args).toEqual(['session-1', { numShares: 4 }]);
    expect(events('cart/changed')).toEqual([{ itemCount: 2 }]);
  });

  it('refuses more shares than are left, before and after asking', async () => {
    const user = userEvent.setup();
    const recorded = recordedLottoPartyApi({
      buyShares: () =>
        Promise.reject(
          refusal(422, 'shares_unavailable', 'Only 2 shares are left in this session.'),
        ),
      fetchSession: () => Promise.resolve(sessionOf({ sharesSold: 8, sharesRemaining: 2 })),
    });
    renderGroup(recorded.api);

    const shares = await screen.findByRole('textbox', { name: 'Number of shares' });
    await user.clear(shares);
    await user.type(shares, '7');
    await user.click(screen.getByRole('button', { name: 'Buy shares' }));
    expect(shares).toHaveAccessibleDescription(
      expect.stringContaining('Only 6 shares are left in this session.'),
    );
    expect(recorded.callsOf('buyShares')).toHaveLength(0);

    await user.clear(shares);
    await user.type(shares, '5');
    await user.click(screen.getByRole('button', { name: 'Buy shares' }));
    await waitFor(() =>
      expect(shares).toHaveAccessibleDescription(
        expect.stringContaining('Only 2 shares are left in this session.'),
      ),
    );
    // The page was out of date: it now shows the session as it stands.
    expect(await screen.findByText(/^2 shares left/)).toBeInTheDocument();
    expect(recorded.callsOf('fetchSession')[0]?.args).toEqual(['session-1']);
  });
});

describe('the group an invite link invites to', () => {
  const invited = groupOf({ isMember: false, inviteUrl: null, memberCount: 2 });

  it('explains the group and its session to a visitor, with sign-up and login coming back', async () => {
    const recorded = recordedLottoPartyApi({
      isSignedIn: () => false,
      fetchGroupByToken: () => Promise.resolve(invited),
    });
    renderInvite(recorded.api);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Office Syndicate' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign up to join' })).toHaveAttribute(
      'href',
      '/signup',
    );
    expect(screen.getByRole('link', { name: 'Log in to join' })).toHaveAttribute(
      'href',
      '/login?redirect=/lotto-party/group%3Ftoken%3Dinvite-1',
    );
    expect(screen.getByRole('region', { name: 'Open session' })).toHaveTextContent('Shares left6');
    expect(screen.queryByRole('textbox', { name: 'Invite link' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Buy shares' })).not.toBeInTheDocument();
    expect(recorded.callsOf('fetchGroupByToken')[0]?.args).toEqual(['invite-1']);
  });

  it('lets a customer join with the link, and buy shares with it', async () => {
    const user = userEvent.setup();
    const recorded = recordedLottoPartyApi({
      fetchGroupByToken: () => Promise.resolve(invited),
      joinGroup: () => Promise.resolve({ ...invited, isMember: true, memberCount: 3 }),
    });
    renderInvite(recorded.api);

    await user.click(await screen.findByRole('button', { name: 'Join group' }));
    expect(await screen.findByText('You are a member of this group.')).toBeInTheDocument();
    expect(recorded.callsOf('joinGroup')[0]?.args).toEqual(['group-1', 'invite-1']);

    await user.click(screen.getByRole('button', { name: 'Buy shares' }));
    await screen.findByText(/Somewhere else: \/cart\/buy/);
    expect(recorded.callsOf('buyShares')[0]?.args).toEqual([
      'session-1',
      { numShares: 1, inviteToken: 'invite-1' },
    ]);
  });

  it('says when the link is no longer valid', async () => {
    const recorded = recordedLottoPartyApi({
      fetchGroupByToken: () =>
        Promise.reject(refusal(404, 'invite_not_found', 'This invite link is no longer valid.')),
    });
    renderInvite(recorded.api, 'revoked');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This invite link is no longer valid.',
    );
  });
});

describe('the group’s sessions page', () => {
  it('pages the sessions ten at a time, each linking to its order view', async () => {
    const sessions = Array.from({ length: 10 }, (_, index) =>
      sessionOf({
        sessionId: `session-${index}`,
        status: 'closed',
        draws: [{ ...sessionOf().draws[0]!, drawNo: 1400 + index }],
      }),
    );
    const recorded = recordedLottoPartyApi({
      fetchGroupSessions: () => Promise.resolve(pageOf(sessions, 25)),
    });
    renderScreen(<GroupSessionsPage />, {
      path: '/lotto-party/group/group-1/sessions/2',
      route: '/lotto-party/group/:groupId/sessions/:page',
      api: recorded.api,
      features: [groupFeature],
    });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Office Syndicate: sessions' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Powerball draw 1403' })).toHaveAttribute(
      'href',
      '/lotto-party/order/session-3',
    );
    expect(screen.getByRole('navigation', { name: 'Pages of sessions' })).toHaveTextContent(
      'Page 2 of 3',
    );
    expect(recorded.callsOf('fetchGroupSessions')[0]?.args).toEqual(['group-1', 2]);
  });
});
