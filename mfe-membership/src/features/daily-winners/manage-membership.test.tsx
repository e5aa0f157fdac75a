import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type MembershipApi } from '../../shared/membership-api';
import {
  freeMember,
  membershipOf,
  recordedMembershipApi,
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

describe('managing a membership on the Daily Winners page', () => {
  it('leaves after the customer confirms, saying the premium month is not refunded', async () => {
    const user = userEvent.setup();
    const premium = membershipOf({
      membershipStatus: 'member',
      membershipTier: 'premium',
      premiumUntil: '2026-12-20T00:00:00.000Z',
      premiumRenews: true,
    });
    let left = false;
    const recorded = recordedMembershipApi({
      fetchMembership: () => Promise.resolve(left ? membershipOf() : premium),
      changeMembership: () => {
        left = true;
        return Promise.resolve({ membership: membershipOf(), next: 'none' });
      },
    });
    const { events } = renderProgramme(recorded.api);
    const manage = await screen.findByRole('region', { name: 'Manage membership' });
    expect(manage).toHaveTextContent(
      "You're a Premium member. Your membership renews on 20 December 2026.",
    );
    expect(within(manage).queryByRole('button', { name: 'Join Premium' })).toBeNull();

    await user.click(within(manage).getByRole('button', { name: 'Leave Daily Winners' }));
    const dialog = screen.getByRole('dialog', { name: 'Leave Daily Winners?' });
    expect(dialog).toHaveTextContent('Your paid Premium month is not refunded');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(recorded.callsOf('changeMembership')).toEqual([]);

    await user.click(within(manage).getByRole('button', { name: 'Leave Daily Winners' }));
    await user.click(screen.getByRole('button', { name: 'Yes, leave' }));
    expect(await screen.findByText("You've left Daily Winners.")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Join for free' })).toBeInTheDocument();
    expect(recorded.callsOf('changeMembership')[0]?.args).toEqual([
      { membershipStatus: 'non-member' },
    ]);
    expect(events('customer/changed')).toHaveLength(1);
  });

  it('opens the partner benefits page signed for the member', async () => {
    const user = userEvent.setup();
    const recorded = recordedMembershipApi({ fetchMembership: () => Promise.resolve(freeMember) });
    renderProgramme(recorded.api);
    await user.click(await screen.findByRole('button', { name: 'Partner benefits' }));
    expect(recorded.callsOf('sendWindowTo')[0]?.args).toEqual([
      'http://shop.test/rewards/partner-benefits',
    ]);
  });

  it.each([
    ['checkout', 'Somewhere else: /cart/buy'],
    ['deposit', 'Somewhere else: /daily-winners/deposit'],
  ] as const)('continues a premium join at %s', async (next, destination) => {
    const user = userEvent.setup();
    const recorded = recordedMembershipApi({
      changeMembership: () =>
        Promise.resolve({
          membership: membershipOf({
            membershipStatus: next === 'deposit' ? 'pending-deposit' : 'member',
            membershipTier: 'free',
          }),
          next,
        }),
    });
    const { events } = renderProgramme(recorded.api);
    await user.click(await screen.findByRole('button', { name: 'Join Premium' }));
    expect(await screen.findByText(/Somewhere else/)).toHaveTextContent(destination);
    expect(events('customer/changed')).toHaveLength(1);
    expect(recorded.callsOf('changeMembership')[0]?.args).toEqual([
      { membershipStatus: 'member', tier: 'premium' },
    ]);
  });
});
