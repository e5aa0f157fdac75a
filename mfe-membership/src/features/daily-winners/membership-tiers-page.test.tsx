import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type MembershipApi } from '../../shared/membership-api';
import {
  freeMember,
  membershipOf,
  recordedMembershipApi,
} from '../../shared/membership.test-support';
import { renderScreen } from '../../shared/test-render';
import { MembershipTiersPage } from './membership-tiers-page';
import { programmeFeatures } from './programme-screens';

function renderTiers(api: MembershipApi) {
  return renderScreen(<MembershipTiersPage />, {
    path: '/daily-winners/membership-tiers',
    route: '/daily-winners/membership-tiers',
    api,
    features: programmeFeatures,
  });
}

describe('the membership tiers page', () => {
  it('compares the tiers with their price, benefits and a way to join each', async () => {
    const user = userEvent.setup();
    let joined = false;
    const recorded = recordedMembershipApi({
      fetchMembership: () => Promise.resolve(joined ? freeMember : membershipOf()),
      changeMembership: () => {
        joined = true;
        return Promise.resolve({ membership: freeMember, next: 'none' });
      },
    });
    renderTiers(recorded.api);
    expect(screen.getByRole('heading', { level: 1, name: 'Membership tiers' })).toBeInTheDocument();
    const premium = (await screen.findByRole('heading', { level: 2, name: 'Premium' }))
      .parentElement as HTMLElement;
    expect(premium).toHaveTextContent('$10.00 a month');
    expect(premium).toHaveTextContent('Guaranteed entries in every giveaway');
    const free = screen.getByRole('heading', { level: 2, name: 'Free' })
      .parentElement as HTMLElement;
    expect(free).toHaveTextContent('Free');
    await user.click(within(free).getByRole('button', { name: 'Join for free' }));
    expect(await within(free).findByText('Your tier')).toBeInTheDocument();
    expect(recorded.callsOf('changeMembership')[0]?.args).toEqual([
      { membershipStatus: 'member', tier: 'free' },
    ]);
    // A free member may still step up.
    expect(within(premium).getByRole('button', { name: 'Join Premium' })).toBeInTheDocument();
  });

  it('sends a visitor to log in and back to the tiers', async () => {
    const user = userEvent.setup();
    renderTiers(recordedMembershipApi({ isSignedIn: () => false }).api);
    await user.click(await screen.findByRole('button', { name: 'Join Premium' }));
    expect(screen.getByText(/Somewhere else/)).toHaveTextContent(
      '/login?redirect=/daily-winners/membership-tiers',
    );
  });

  it('marks a premium member’s tier and offers no join', async () => {
    renderTiers(
      recordedMembershipApi({
        fetchMembership: () =>
          Promise.resolve(membershipOf({ membershipStatus: 'member', membershipTier: 'premium' })),
      }).api,
    );
    expect(await screen.findByText('Your tier')).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
