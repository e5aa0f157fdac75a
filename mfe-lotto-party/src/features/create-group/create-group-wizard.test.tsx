import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type LottoPartyApi } from '../../shared/lotto-party-api';
import {
  groupOf,
  recordedLottoPartyApi,
  refusal,
  sessionOf,
} from '../../shared/lotto-party.test-support';
import { renderScreen } from '../../shared/test-render';

/** The wizard as another package asks for it: on its page, through the bus. */
async function openWizard(
  api: LottoPartyApi,
  request: { groupId?: string; groupName?: string } = {},
) {
  const view = renderScreen(null, { path: '/social-play', api });
  act(() => view.bus.publish('lottoParty/createGroupRequested', request));
  const dialog = await screen.findByRole('dialog', {
    name: request.groupId ? /Start a session/ : 'Create a group',
  });
  return { ...view, dialog };
}

async function nameGroup(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.type(await screen.findByRole('textbox', { name: 'Group name' }), name);
  await user.click(screen.getByRole('radio', { name: 'Public' }));
  await user.click(screen.getByRole('button', { name: 'Create group' }));
}

describe('the creation wizard', () => {
  it('goes through the spec’s steps in order, making the group, then the session, then the cart item', async () => {
    const user = userEvent.setup();
    const recorded = recordedLottoPartyApi({
      createSession: (session) =>
        Promise.resolve(
          sessionOf({
            sessionId: 'session-9',
            groupId: session.groupId,
            groupName: 'Friday Friends',
            sharePrice: { amount: 2.5, currency: 'AUD' },
            totalShares: 20,
            sharesSold: 0,
            sharesRemaining: 20,
            autosessionStatus: 'on',
            canEdit: true,
          }),
        ),
    });
    const { dialog, events } = await openWizard(recorded.api);

    expect(await within(dialog).findByText('Step 1 of 5')).toBeInTheDocument();
    expect(within(dialog).getByRole('heading', { name: 'Name your group' })).toBeInTheDocument();
    await nameGroup(user, '  Friday Friends ');

    expect(
      await within(dialog).findByRole('heading', { name: 'Choose a draw' }),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Step 2 of 5')).toBeInTheDocument();
    const draws = within(dialog).getByRole('group', { name: 'Powerball, $1.50 a game' });
    await user.click(within(draws).getByRole('radio', { name: /Draw 1501/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));

    expect(
      await within(dialog).findByRole('heading', { name: 'Set the share price' }),
    ).toBeInTheDocument();
    const price = within(dialog).getByRole('textbox', { name: 'Share price' });
    expect(price).toHaveValue('5.00');
    await user.clear(price);
    await user.type(price, '2.5');
    const total = within(dialog).getByRole('textbox', { name: 'Total shares' });
    await user.clear(total);
    await user.type(total, '20');
    expect(
      within(dialog).getByText(/pool of \$50\.00 buys 33 games of Powerball/),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));

    expect(
      await within(dialog).findByRole('heading', { name: 'Choose auto-session' }),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('radio', { name: 'On' }));
    await user.click(within(dialog).getByRole('checkbox', { name: /Invite all existing members/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Open session' }));

    expect(
      await within(dialog).findByRole('heading', { name: 'Buy your shares' }),
    ).toBeInTheDocument();
    const shares = within(dialog).getByRole('textbox', { name: 'Number of shares' });
    expect(shares).toHaveAccessibleDescription('20 shares left, $2.50 each');
    await user.clear(shares);
    await user.type(shares, '3');
    await user.click(within(dialog).getByRole('button', { name: 'Buy shares' }));

    expect(await screen.findByText(/Somewhere else: \/cart\/buy/)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(recorded.callNames()).toEqual([
      'fetchConfig',
      'createGroup',
      'createSession',
      'buyShares',
      'fetchCartItemCount',
    ]);
    expect(recorded.callsOf('createGroup')[0]?.args).toEqual([
      { groupName: 'Friday Friends', publicityStatus: 'public' },
    ]);
    expect(recorded.callsOf('createSession')[0]?.args).toEqual([
      {
        groupId: 'group-new',
        drawId: 'draw-1501',
        sharePrice: '2.50',
        totalShares: 20,
        autosessionStatus: 'on',
        inviteAllExistingMembers: true,
      },
    ]);
    expect(recorded.callsOf('buyShares')[0]?.args).toEqual(['session-9', { numShares: 3 }]);
    expect(events('cart/changed')).toEqual([{ itemCount: 1 }]);
  });

  it('checks the name before asking the server', async () => {
    const user = userEvent.setup();
    const recorded = recordedLottoPartyApi();
    const { dialog } = await openWizard(recorded.api);

    await user.type(await within(dialog).findByRole('textbox', { name: 'Group name' }), 'ab');
    await user.click(within(dialog).getByRole('button', { name: 'Create group' }));

    expect(
      await within(dialog).findByRole('textbox', { name: 'Group name' }),
    ).toHaveAccessibleDescription(
      expect.stringContaining('Give your group a name of 3 to 40 characters.'),
    );
    expect(recorded.callsOf('createGroup')).toHaveLength(0);
  });

  it.each([
    [422, 'group_name_profane', 'Please choose a different group name.'],
    [409, 'group_name_taken', 'A group with this name already exists.'],
  ])(
    'shows the server’s %i %s on the name field until the name changes',
    async (status, code, message) => {
      const user = userEvent.setup();
      const recorded = recordedLottoPartyApi({
        createGroup: () => Promise.reject(refusal(status, code, message)),
      });
      const { dialog, events } = await openWizard(recorded.api);

      await nameGroup(user, 'Lucky Ducks');

      const name = within(dialog).getByRole('textbox', { name: 'Group name' });
      await waitFor(() =>
        expect(name).toHaveAccessibleDescription(expect.stringContaining(message)),
      );
      expect(within(dialog).getByRole('heading', { name: 'Name your group' })).toBeInTheDocument();
      expect(events('notification/requested')).toEqual([]);

      await user.type(name, 's');
      expect(name).not.toHaveAccessibleDescription(expect.stringContaining(message));
    },
  );

  it('takes the customer back to the draws when the draw closed meanwhile', async () => {
    const user = userEvent.setup();
    const recorded = recordedLottoPartyApi({
      createSession: () =>
        Promise.reject(refusal(422, 'draw_closed', 'This draw has closed. Choose another draw.')),
    });
    const { dialog } = await openWizard(recorded.api, {
      groupId: 'group-1',
      groupName: 'Office Syndicate',
    });
    expect(dialog).toHaveAccessibleName('Start a session for Office Syndicate');

    await user.click(await within(dialog).findByRole('radio', { name: /Draw 1500/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Next' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Open session' }));

    const draws = await within(dialog).findByRole('group', {
      name: 'Which draw the session plays',
    });
    await waitFor(() =>
      expect(draws).toHaveAccessibleDescription('This draw has closed. Choose another draw.'),
    );
    expect(recorded.callNames()).toEqual(['fetchConfig', 'createSession']);

    await user.click(within(dialog).getByRole('radio', { name: /Draw 1501/ }));
    expect(draws).not.toHaveAccessibleDescription('This draw has closed. Choose another draw.');
  });

  it('says “Something went wrong” until dismissed when the group cannot be made', async () => {
    const user = userEvent.setup();
    const recorded = recordedLottoPartyApi({
      createGroup: () => Promise.reject(refusal(500, 'internal', 'Internal error')),
    });
    const { dialog, events } = await openWizard(recorded.api);

    await nameGroup(user, 'Lucky Ducks');

    await waitFor(() =>
      expect(events('notification/requested')).toEqual([
        { message: 'Something went wrong', level: 'error', isAutoDismissed: false },
      ]),
    );
    expect(within(dialog).getByRole('button', { name: 'Create group' })).toBeEnabled();
  });

  it('goes to the group’s page when the customer buys no shares now', async () => {
    const user = userEvent.setup();
    const recorded = recordedLottoPartyApi();
    const { dialog } = await openWizard(recorded.api, {
      groupId: 'group-1',
      groupName: 'Office Syndicate',
    });

    await user.click(await within(dialog).findByRole('radio', { name: /Draw 1500/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Next' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Open session' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Not now' }));

    expect(
      await screen.findByText(/Somewhere else: \/lotto-party\/group\/group-1/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(recorded.callsOf('buyShares')).toHaveLength(0);
  });

  it('asks a visitor to log in, and coming back here', async () => {
    const recorded = recordedLottoPartyApi({ isSignedIn: () => false });
    const { dialog } = await openWizard(recorded.api);

    expect(
      await within(dialog).findByRole('link', { name: 'Log in to create a group' }),
    ).toHaveAttribute('href', '/login?redirect=/social-play');
    expect(recorded.callNames()).toEqual([]);
  });

  it('closes on Escape without asking anything more', async () => {
    const user = userEvent.setup();
    const recorded = recordedLottoPartyApi({ fetchGroup: () => Promise.resolve(groupOf()) });
    await openWizard(recorded.api);
    await screen.findByRole('textbox', { name: 'Group name' });

    await user.keyboard('{Escape}');

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(recorded.callNames()).toEqual(['fetchConfig']);
  });
});
