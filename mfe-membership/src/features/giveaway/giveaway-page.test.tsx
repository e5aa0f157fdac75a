import { screen, within } from '@testing-library/react';
import { ApiError } from 'shared-kernel';
import { type MembershipApi } from '../../shared/membership-api';
import {
  aud,
  drawOf,
  entryOf,
  proofOf,
  recordedMembershipApi,
} from '../../shared/membership.test-support';
import { renderScreen } from '../../shared/test-render';
import { GiveawayPage } from './giveaway-page';
import { giveawayFeatures } from './giveaway-screens';

function renderGiveaway(path: string, api: MembershipApi) {
  return renderScreen(<GiveawayPage />, {
    path,
    route: '/daily-winners/giveaways/:giveawayType/:drawNumber',
    api,
    features: giveawayFeatures,
  });
}

const drawn = drawOf({
  status: 'drawn',
  entries: 412,
  winners: [
    {
      prizeRanking: 1,
      prizeName: 'A$100 cash',
      name: 'M. S.',
      location: 'Parramatta NSW',
      ticketNumber: 'T-1',
    },
  ],
  entry: entryOf({
    result: 'won',
    prizesWon: [
      {
        ranking: 2,
        name: 'A$10 bonus credit',
        value: aud(10),
        payout: 'promo_credit',
        status: 'paid',
      },
    ],
  }),
});

const seed = 'b'.repeat(64);
const root = 'c'.repeat(64);

describe('the giveaway page', () => {
  it('shows a drawn giveaway: prizes, the customer’s win and how to check the draw', async () => {
    const recorded = recordedMembershipApi({
      fetchGiveaway: () => Promise.resolve(drawn),
      fetchGiveawayProof: () =>
        Promise.resolve(
          proofOf({
            verification: {
              algorithmVersion: 'hmac-sha256-fy-v1',
              commitment: 'a'.repeat(64),
              seed,
              beacon: null,
              drawKey: 'daily_winners_daily:12',
              pools: [],
              numbers: [{ name: 'Positions', numbers: [7, 301, 44] }],
              ticketsRoot: root,
            },
          }),
        ),
    });
    renderGiveaway('/daily-winners/giveaways/daily/12', recorded.api);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Daily giveaway 12' }),
    ).toBeInTheDocument();
    const prizes = await screen.findByRole('region', { name: 'Prizes' });
    expect(prizes).toHaveTextContent('1 × A$100 cash');
    const entry = screen.getByRole('region', { name: 'Your entry' });
    expect(entry).toHaveTextContent('Entered');
    expect(entry).toHaveTextContent('You won A$10 bonus credit');
    expect(entry).toHaveTextContent('Paid as bonus credit');
    expect(screen.getByRole('region', { name: 'Winners' })).toHaveTextContent(
      'A$100 cash: M. S., Parramatta NSW',
    );
    const check = screen.getByRole('region', { name: 'Check this draw' });
    expect(check).toHaveTextContent('a'.repeat(64));
    expect(check).toHaveTextContent(seed);
    expect(check).toHaveTextContent(root);
    expect(check).toHaveTextContent('Entries412');
    expect(check).toHaveTextContent('Positions: 7, 301, 44');
    expect(recorded.callsOf('fetchGiveaway')[0]?.args).toEqual(['daily', 12]);
  });

  it('says when the customer did not win, and that the seed is revealed at the draw', async () => {
    renderGiveaway(
      '/daily-winners/giveaways/daily/12',
      recordedMembershipApi({
        fetchGiveaway: () => Promise.resolve({ ...drawn, entry: entryOf({ result: 'not_won' }) }),
        fetchGiveawayProof: () => Promise.reject(new Error('offline')),
      }).api,
    );
    const entry = await screen.findByRole('region', { name: 'Your entry' });
    expect(entry).toHaveTextContent('Not a winner this time');
    expect(screen.getByRole('region', { name: 'Check this draw' })).toHaveTextContent(
      'Revealed at the draw.',
    );
  });

  it('asks a visitor to join, with no entry of theirs', async () => {
    renderGiveaway('/daily-winners/giveaways/daily/12', recordedMembershipApi().api);
    const entry = await screen.findByRole('region', { name: 'Your entry' });
    expect(entry).toHaveTextContent('Not entered');
    expect(within(entry).getByRole('link', { name: 'Join Daily Winners' })).toHaveAttribute(
      'href',
      '/daily-winners',
    );
  });

  it('answers an unknown giveaway with the not-found page', async () => {
    renderGiveaway(
      '/daily-winners/giveaways/daily/999',
      recordedMembershipApi({
        fetchGiveaway: () =>
          Promise.reject(new ApiError({ status: 404, message: 'Not found', isResponse: true })),
      }).api,
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Page not found' }),
    ).toBeInTheDocument();
  });

  it('makes no call for a giveaway type that does not exist', () => {
    const recorded = recordedMembershipApi();
    renderGiveaway('/daily-winners/giveaways/weekly/1', recorded.api);
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(recorded.callNames()).toEqual([]);
  });

  it('makes no giveaway call without the membership programme capability', async () => {
    const recorded = recordedMembershipApi({ whenCapabilitiesKnown: () => Promise.resolve([]) });
    renderGiveaway('/daily-winners/giveaways/daily/12', recorded.api);
    expect(
      await screen.findByText('Daily Winners is not available for your account.'),
    ).toBeInTheDocument();
    expect(recorded.callNames()).toEqual(['whenCapabilitiesKnown']);
  });
});
