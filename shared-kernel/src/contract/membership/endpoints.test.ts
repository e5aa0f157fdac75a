import { apiCall, money, serve } from '../endpoints.test-support';
import {
  changeMembership,
  fetchGiveawayEntries,
  fetchGiveaways,
  fetchMembershipConfig,
  unlockGiveawayEntry,
} from './endpoints';
import { membershipNeedsAttention } from './model';

const giveawayWire = {
  id: 'draw-1',
  type: 'daily',
  title: 'Daily giveaway',
  description: 'Every member is in the draw, every day.',
  number: 12,
  external_id: 'daily_winners_daily:12',
  product_offer_key: 'daily_winners_daily',
  opens_at: '2026-11-26T08:00:00.000Z',
  closes_at: '2026-11-27T08:00:00.000Z',
  draw_at: '2026-11-27T08:30:00.000Z',
  status: 'drawn',
  permits: ['free', 'premium'],
  availability: 'all_members',
  pill: 'Today',
  images: [],
  details: {
    title: 'Daily giveaway',
    transfer_token: null,
    url: '/daily-winners/giveaways/daily/12',
  },
  locked_content: null,
  prizes: [
    {
      ranking: 1,
      name: 'A$100 cash',
      value: money('100.00'),
      image: null,
      quantity: 1,
      payout: 'cash',
    },
  ],
  entries: 3,
  winners: [],
  entry: {
    entry_status: 'unlocked',
    eligibility: 'eligible',
    entered: true,
    unlockable: false,
    reason: null,
    result: 'won',
    prizes_won: [
      {
        ranking: 2,
        name: 'A$10 bonus credit',
        value: money('10.00'),
        payout: 'promo_credit',
        status: 'paid',
      },
    ],
  },
};

describe('membership endpoint helpers', () => {
  it('reads the programme config from the rewards service, money as dollars', async () => {
    const { client, calls } = serve(() => ({
      result: {
        program_name: 'Daily Winners',
        membership_tiers: [
          {
            tier: 'premium',
            name: 'Premium',
            price: money('10.00'),
            period: 'monthly',
            benefits: [],
          },
        ],
        membership_offer: {
          product_offer_key: 'daily_winners',
          membership_offer: 'premium_monthly',
          membership_offer_name: 'Daily Winners Premium',
          price: money('10.00'),
        },
        daily_giveaways: [giveawayWire],
        monthly_giveaways: [],
        special_giveaways: [],
      },
    }));

    const config = await fetchMembershipConfig({ client });

    const call = apiCall(calls, '/rewards/v4/config');
    expect(call?.headers['x-api-version']).toBe('1.0');
    expect(config.membershipTiers[0]?.price).toEqual({ amount: 10, currency: 'AUD' });
    expect(config.membershipOffer.price.amount).toBe(10);
    expect(config.dailyGiveaways[0]?.prizes[0]?.value?.amount).toBe(100);
    expect(config.dailyGiveaways[0]?.entry?.prizesWon[0]?.value?.amount).toBe(10);
  });

  it('joins the programme with the programme name and tier', async () => {
    const { client, calls } = serve(() => ({ result: { membership: {}, next: 'checkout' } }));

    const result = await changeMembership(
      { membershipStatus: 'member', tier: 'premium' },
      { client },
    );

    const call = apiCall(calls, '/rewards/membership');
    expect(call?.method).toBe('PUT');
    expect(JSON.parse(String(call?.data))).toEqual({
      membership_program: 'daily_winners',
      membership_status: 'member',
      metadata: { tier: 'premium' },
    });
    expect(result.next).toBe('checkout');
  });

  it('asks for giveaways 9 at a time', async () => {
    const { client, calls } = serve(() => ({
      entities: [giveawayWire],
      page_info: { limit: 9, offset: 9, total: 10 },
    }));

    const page = await fetchGiveaways({ type: 'daily', state: 'current', offset: 9 }, { client });
    await fetchGiveawayEntries({ state: 'closed' }, { client });

    expect(apiCall(calls, '/rewards/v3/draws')?.target).toBe(
      '/rewards/v3/draws?type=daily&state=current&limit=9&offset=9',
    );
    expect(apiCall(calls, '/rewards/v3/entries')?.target).toBe(
      '/rewards/v3/entries?state=closed&limit=9&offset=0',
    );
    expect(page.pageInfo.total).toBe(10);
  });

  it('sends the unlock request as entry_status unlocked', async () => {
    const { client, calls } = serve(() => ({ result: giveawayWire }));

    await unlockGiveawayEntry('draw-1', { client });

    const call = apiCall(calls, '/rewards/v3/draws/draw-1');
    expect(call?.method).toBe('PUT');
    expect(JSON.parse(String(call?.data))).toEqual({ entry_status: 'unlocked' });
  });
});

describe('membershipNeedsAttention', () => {
  const entry = {
    membershipProgram: 'daily_winners',
    membershipStatus: 'member' as const,
    locked: false,
  };

  it('wants attention from visitors, non-members and locked members only', () => {
    expect(membershipNeedsAttention(undefined)).toBe(true);
    expect(membershipNeedsAttention([{ ...entry, membershipStatus: 'non-member' }])).toBe(true);
    expect(membershipNeedsAttention([{ ...entry, membershipStatus: 'pending-deposit' }])).toBe(
      true,
    );
    expect(membershipNeedsAttention([{ ...entry, locked: true }])).toBe(true);
    expect(membershipNeedsAttention([entry])).toBe(false);
  });
});
