import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from 'shared-kernel';
import { type MembershipApi } from '../../shared/membership-api';
import {
  configOf,
  drawOf,
  entryOf,
  freeMember,
  membershipOf,
  monthlyDrawOf,
  recordedMembershipApi,
  unlockRule,
} from '../../shared/membership.test-support';
import { renderScreen } from '../../shared/test-render';
import { DailyWinnersPage } from './daily-winners-page';
import { programmeFeatures } from './programme-screens';

function renderProgramme(api: MembershipApi) {
  return renderScreen(<DailyWinnersPage />, {
    path: '/daily-winners',
    route: '/daily-winners',
    api,
    features: programmeFeatures,
  });
}

const refusal = (status: number, code: string, message: string) =>
  new ApiError({ status, message, code, isResponse: true, messages: [{ code, message }] });

/** The configuration a free member reads: entered daily, locked monthly. */
const memberConfig = configOf({
  dailyGiveaways: [drawOf({ entry: entryOf() })],
  monthlyGiveaways: [
    monthlyDrawOf({
      entry: entryOf({ entryStatus: 'locked', entered: false, reason: unlockRule }),
    }),
  ],
});

describe('the Daily Winners page', () => {
  it('shows a visitor the programme with both join prompts, leading to log in', async () => {
    const user = userEvent.setup();
    const recorded = recordedMembershipApi({ isSignedIn: () => false });
    renderProgramme(recorded.api);

    const main = await screen.findByRole('region', { name: 'Join Daily Winners' });
    expect(screen.getByRole('heading', { level: 1, name: 'Daily Winners' })).toBeInTheDocument();
    expect(within(main).getByRole('button', { name: 'Join Premium' })).toBeInTheDocument();
    expect(main).toHaveTextContent('$10.00 a month');
    const daily = screen.getByRole('article', { name: 'Daily giveaway 12' });
    expect(daily).toHaveTextContent('Not entered');
    expect(daily).toHaveTextContent('1 × A$100 cash');
    expect(daily).toHaveTextContent('9 × A$10 bonus credit');
    // Sydney time: 09:00 UTC on 27 November is 8 pm in Sydney (daylight saving).
    expect(daily).toHaveTextContent(/Closes Friday 27 November at 8:00\s?pm/);
    expect(within(daily).getByRole('link', { name: 'View giveaway' })).toHaveAttribute(
      'href',
      '/daily-winners/giveaways/daily/12',
    );
    // A visitor's page asks nothing of the customer's membership.
    expect(recorded.callNames()).toEqual(['whenCapabilitiesKnown', 'fetchConfig']);

    await user.click(within(main).getByRole('button', { name: 'Join for free' }));
    expect(screen.getByText(/Somewhere else/)).toHaveTextContent(
      'Somewhere else: /login?redirect=/daily-winners {"from":"/daily-winners"}',
    );
    expect(recorded.callsOf('changeMembership')).toEqual([]);
  });

  it('joins a non-member free: the giveaways come again with their entries, and the shell hears', async () => {
    const user = userEvent.setup();
    let joined = false;
    const recorded = recordedMembershipApi({
      fetchMembership: () => Promise.resolve(joined ? freeMember : membershipOf()),
      fetchConfig: () => Promise.resolve(joined ? memberConfig : configOf()),
      changeMembership: () => {
        joined = true;
        return Promise.resolve({ membership: freeMember, next: 'none' });
      },
    });
    const { events } = renderProgramme(recorded.api);

    await user.click(await screen.findByRole('button', { name: 'Join for free' }));
    expect(await screen.findByText("You've joined Daily Winners.")).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Join for free' })).toBeNull();
    expect(screen.getByRole('article', { name: 'Daily giveaway 12' })).toHaveTextContent('Entered');
    const monthly = screen.getByRole('article', { name: 'Monthly giveaway 3' });
    expect(monthly).toHaveTextContent('Locked');
    expect(monthly).toHaveTextContent(unlockRule);
    expect(recorded.callsOf('changeMembership')[0]?.args).toEqual([
      { membershipStatus: 'member', tier: 'free' },
    ]);
    expect(events('customer/changed')).toEqual([
      { customerId: 'customer-1', firstname: 'Wynn', availableFunds: '4.00' },
    ]);
    expect(screen.getByRole('button', { name: 'Leave Daily Winners' })).toBeInTheDocument();
  });

  it('says why a join was refused', async () => {
    const user = userEvent.setup();
    const recorded = recordedMembershipApi({
      changeMembership: () =>
        Promise.reject(refusal(409, 'already_member', "You're already a Daily Winners member.")),
    });
    renderProgramme(recorded.api);
    await user.click(await screen.findByRole('button', { name: 'Join for free' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "You're already a Daily Winners member.",
    );
  });

  it('unlocks a locked entry: pending, then resolved as entered', async () => {
    const user = userEvent.setup();
    let answer: (value: ReturnType<typeof monthlyDrawOf>) => void = () => undefined;
    const recorded = recordedMembershipApi({
      fetchMembership: () => Promise.resolve(freeMember),
      fetchConfig: () => Promise.resolve(memberConfig),
      unlockGiveawayEntry: () =>
        new Promise((resolve) => {
          answer = resolve;
        }),
    });
    const { events } = renderProgramme(recorded.api);
    const monthly = await screen.findByRole('article', { name: 'Monthly giveaway 3' });

    await user.click(within(monthly).getByRole('button', { name: 'Unlock entry' }));
    expect(within(monthly).getByRole('status')).toHaveTextContent('Unlocking your entry…');
    await user.click(within(monthly).getByRole('button', { name: 'Unlock entry' }));
    expect(recorded.callsOf('unlockGiveawayEntry')).toEqual([
      { name: 'unlockGiveawayEntry', args: ['draw-monthly-3'] },
    ]);

    answer(monthlyDrawOf({ entry: entryOf({ entryStatus: 'unlocked' }) }));
    expect(await within(monthly).findByText('Entered')).toBeInTheDocument();
    expect(within(monthly).queryByRole('button', { name: 'Unlock entry' })).toBeNull();
    expect(within(monthly).queryByRole('status')).toBeNull();
    await waitFor(() => expect(events('customer/changed')).toHaveLength(1));
  });

  it('shows the rule when the server refuses the unlock, and the entry stays locked', async () => {
    const user = userEvent.setup();
    const recorded = recordedMembershipApi({
      fetchMembership: () => Promise.resolve(freeMember),
      fetchConfig: () => Promise.resolve(memberConfig),
      unlockGiveawayEntry: () =>
        Promise.reject(refusal(422, 'qualifying_play_required', unlockRule)),
    });
    const { events } = renderProgramme(recorded.api);
    const monthly = await screen.findByRole('article', { name: 'Monthly giveaway 3' });
    await user.click(within(monthly).getByRole('button', { name: 'Unlock entry' }));
    expect(await within(monthly).findByRole('alert')).toHaveTextContent(unlockRule);
    expect(monthly).toHaveTextContent('Locked');
    expect(events('customer/changed')).toEqual([]);
  });

  it('tells ineligible members why they are not entered', async () => {
    const recorded = recordedMembershipApi({
      fetchMembership: () => Promise.resolve(freeMember),
      fetchConfig: () =>
        Promise.resolve(
          configOf({
            dailyGiveaways: [
              drawOf({
                entry: entryOf({
                  eligibility: 'ineligible',
                  entered: false,
                  reason: "You're on a break from play until 1 December.",
                }),
              }),
            ],
          }),
        ),
    });
    renderProgramme(recorded.api);
    const daily = await screen.findByRole('article', { name: 'Daily giveaway 12' });
    expect(daily).toHaveTextContent('Ineligible');
    expect(daily).toHaveTextContent("You're on a break from play until 1 December.");
  });

  it('opens the FAQs one at a time from the keyboard and links to the past winners', async () => {
    const user = userEvent.setup();
    renderProgramme(recordedMembershipApi().api);
    const question = await screen.findByRole('button', { name: 'Is it free?' });
    expect(question).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('Yes, the free tier costs nothing.')).not.toBeVisible();
    question.focus();
    await user.keyboard('{Enter}');
    expect(question).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Yes, the free tier costs nothing.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Past winners' })).toHaveAttribute(
      'href',
      '/daily-winners/winners',
    );
    expect(screen.getByText('No purchase necessary. Terms apply.')).toBeInTheDocument();
  });

  it('offers no premium without the membership purchase capability', async () => {
    const recorded = recordedMembershipApi({
      whenCapabilitiesKnown: () => Promise.resolve(['membership_program', 'giveaway_entries']),
    });
    renderProgramme(recorded.api);
    expect(await screen.findByRole('button', { name: 'Join for free' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Join Premium' })).toBeNull();
  });

  it('shows no entry states without the giveaway entries capability', async () => {
    const recorded = recordedMembershipApi({
      whenCapabilitiesKnown: () => Promise.resolve(['membership_program']),
      fetchMembership: () => Promise.resolve(freeMember),
      fetchConfig: () => Promise.resolve(memberConfig),
    });
    renderProgramme(recorded.api);
    const monthly = await screen.findByRole('article', { name: 'Monthly giveaway 3' });
    expect(monthly).not.toHaveTextContent('Locked');
    expect(within(monthly).queryByRole('button', { name: 'Unlock entry' })).toBeNull();
  });

  it('makes no programme call without the membership programme capability', async () => {
    const recorded = recordedMembershipApi({ whenCapabilitiesKnown: () => Promise.resolve([]) });
    renderProgramme(recorded.api);
    expect(
      await screen.findByText('Daily Winners is not available for your account.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Join for free' })).toBeNull();
    expect(recorded.callNames()).toEqual(['whenCapabilitiesKnown']);
  });

  it('offers to try again when the programme cannot be loaded', async () => {
    const user = userEvent.setup();
    let fails = true;
    const recorded = recordedMembershipApi({
      fetchConfig: () =>
        fails
          ? Promise.reject(new ApiError({ status: 503, message: 'down', isResponse: true }))
          : Promise.resolve(configOf()),
    });
    renderProgramme(recorded.api);
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    fails = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Join for free' })).toBeInTheDocument();
  });
});
