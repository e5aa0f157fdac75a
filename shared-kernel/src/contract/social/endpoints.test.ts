import { createTestClient } from '../../client/recording-fetch.test-support';
import { apiCall, money, serve } from '../endpoints.test-support';
import {
  buyShares,
  createGroup,
  createSession,
  discoverSessions,
  fetchGroupSessions,
  fetchMyGroups,
  fetchOpenSession,
  fetchSessionOrder,
  fetchSocialConfig,
  revokeInviteLink,
} from './endpoints';
import {
  checkGroupName,
  checkSharePrice,
  checkSharesToBuy,
  checkWholeNumber,
  sharePriceForWire,
} from './model';

const drawWire = {
  draw_id: 'draw-7',
  lottery_key: 'saturday_lotto',
  lottery_name: 'Saturday Lotto',
  draw_no: 4512,
  draw_date: '2026-11-28T08:30:00.000Z',
  close_date: '2026-11-28T07:00:00.000Z',
  jackpot: money('5000000.00'),
};

const sessionWire = {
  session_id: 'session-1',
  group_id: 'group-1',
  group_name: 'Office Syndicate',
  draws: [drawWire],
  share_price: money('5.00'),
  total_shares: 10,
  shares_sold: 4,
  shares_remaining: 6,
  pool: money('20.00'),
  status: 'open',
  autosession_status: 'on',
  cancel_reason: null,
  games: [],
  result: null,
  my_shares: 2,
  my_prize: null,
  my_ticket_ids: ['ticket-1'],
  can_edit: true,
  created_at: '2026-11-21T00:00:00.000Z',
  closed_at: null,
};

const groupWire = {
  id: 'group-1',
  group_name: 'Office Syndicate',
  publicity_status: 'private',
  owner_name: 'Alex B.',
  member_count: 3,
  is_member: true,
  is_owner: true,
  invite_url: 'http://shop.test/lotto-party/group?token=abc',
  open_session: sessionWire,
  created_at: '2026-11-20T00:00:00.000Z',
};

describe('social endpoint helpers', () => {
  it('reads the config from the social service with the group-play cache, money as dollars', async () => {
    const { client, calls } = serve(() => ({
      result: {
        wizard_steps: ['name_group', 'select_draw'],
        group_name: { min_length: 3, max_length: 40 },
        share_price: { min: money('1.00'), max: money('100.00'), default: money('5.00') },
        total_shares: { min: 2, max: 1000, default: 10 },
        publicity_statuses: ['private', 'promoted', 'public'],
        lotteries: [
          {
            lottery_key: 'saturday_lotto',
            lottery_name: 'Saturday Lotto',
            game_price: money('0.75'),
            draws: [drawWire],
          },
        ],
        page_sizes: { groups: 6, sessions: 10 },
      },
    }));

    const config = await fetchSocialConfig('saturday_lotto', { client });
    await fetchSocialConfig('saturday_lotto', { client });

    const configCalls = calls.filter((call) => call.target.startsWith('/social/v3/config'));
    expect(configCalls).toHaveLength(1);
    const call = apiCall(calls, '/social/v3/config/saturday_lotto');
    expect(call?.headers['x-api-version']).toBe('3.0');
    expect(config.sharePrice.default).toEqual({ amount: 5, currency: 'AUD' });
    expect(config.lotteries[0]?.gamePrice.amount).toBe(0.75);
    expect(config.lotteries[0]?.draws[0]?.jackpot?.amount).toBe(5_000_000);
    expect(config.groupName.maxLength).toBe(40);
  });

  it('creates a group with its name and publicity on the wire', async () => {
    const { client, calls } = serve(() => ({ result: groupWire }));

    const group = await createGroup(
      { groupName: 'Office Syndicate', publicityStatus: 'public' },
      { client },
    );

    const call = apiCall(calls, '/social/v3/group');
    expect(call?.method).toBe('POST');
    expect(JSON.parse(String(call?.data))).toEqual({
      group_name: 'Office Syndicate',
      publicity_status: 'public',
    });
    expect(group.openSession?.sharePrice.amount).toBe(5);
    expect(group.openSession?.draws[0]?.drawNo).toBe(4512);
  });

  it('asks for groups 6 a page and a group’s sessions 10 a page, from the page number', async () => {
    const { client, calls } = serve((call) =>
      call.target.includes('/session')
        ? { entities: [sessionWire], page_info: { limit: 10, offset: 10, total: 11 } }
        : { entities: [groupWire], page_info: { limit: 6, offset: 6, total: 7 } },
    );

    const groups = await fetchMyGroups({ page: 2 }, { client });
    const sessions = await fetchGroupSessions('group-1', { page: 2 }, { client });
    await discoverSessions({ page: 1, drawId: 'draw-7' }, { client });

    expect(calls.map((call) => call.target).filter((target) => target !== '/discover')).toEqual([
      '/social/v3/group?limit=6&offset=6',
      '/social/v3/group/group-1/session?limit=10&offset=10',
      '/social/v3/session/discover/draw/draw-7?limit=10&offset=0',
    ]);
    expect(groups.pageInfo.total).toBe(7);
    expect(sessions.entities[0]?.pool.amount).toBe(20);
  });

  it('answers no open session when the service says there is none', async () => {
    const { client } = createTestClient(() => ({
      status: 404,
      body: { errors: [{ code: 'session_not_found', message: 'No open session.' }] },
    }));

    await expect(fetchOpenSession('group-1', { client })).resolves.toBeNull();
  });

  it('opens a session with the share price in decimal dollars', async () => {
    const { client, calls } = serve(() => ({ result: sessionWire }));

    await createSession(
      {
        groupId: 'group-1',
        drawId: 'draw-7',
        sharePrice: '5.00',
        totalShares: 10,
        autosessionStatus: 'on',
        inviteAllExistingMembers: true,
      },
      { client },
    );

    expect(JSON.parse(String(apiCall(calls, '/social/v3/session')?.data))).toEqual({
      group_id: 'group-1',
      draw_id: 'draw-7',
      share_price: '5.00',
      total_shares: 10,
      autosession_status: 'on',
      invite_all_existing_members: true,
    });
  });

  it('buys shares with the invite token, reads the order with details and the new invite link', async () => {
    const { client, calls } = serve((call) => {
      if (call.target.endsWith('/shares'))
        return { result: { session: sessionWire, next: 'checkout' } };
      if (call.target.endsWith('/token')) return { result: { invite_url: 'http://shop.test/x' } };
      return {
        result: {
          session: sessionWire,
          holdings: [{ holder_name: 'Alex B.', is_me: true, shares: 2, prize: money('1.50') }],
          game_price: money('0.75'),
          games_bought: 26,
        },
      };
    });

    const added = await buyShares('session-1', { numShares: 2, inviteToken: 'abc' }, { client });
    const order = await fetchSessionOrder('session-1', { client });
    const link = await revokeInviteLink('group-1', { client });

    expect(JSON.parse(String(apiCall(calls, '/social/v3/session/session-1/shares')?.data))).toEqual(
      { num_shares: 2, invite_token: 'abc' },
    );
    expect(added.next).toBe('checkout');
    expect(apiCall(calls, '/social/v3/session/session-1/order')?.target).toBe(
      '/social/v3/session/session-1/order?show_details=true',
    );
    expect(order.holdings[0]?.prize?.amount).toBe(1.5);
    expect(link).toBe('http://shop.test/x');
  });
});

describe('the wizard’s checks', () => {
  const limits = { min: { amount: 1, currency: 'AUD' }, max: { amount: 100, currency: 'AUD' } };

  it('wants a group name of 3 to 40 characters once trimmed', () => {
    expect(checkGroupName('  ab ')).toBe('Give your group a name of 3 to 40 characters.');
    expect(checkGroupName('x'.repeat(41))).toBe('Give your group a name of 3 to 40 characters.');
    expect(checkGroupName('Office')).toBeUndefined();
  });

  it('wants a share price within the config’s limits, in dollars and cents', () => {
    expect(checkSharePrice('5', limits)).toBeUndefined();
    expect(checkSharePrice('1.505', limits)).toBe('Amount must follow format e.g: 1.50');
    expect(checkSharePrice('0.50', limits)).toBe('Enter a share price from $1.00 to $100.00.');
    expect(checkSharePrice('100.01', limits)).toBe('Enter a share price from $1.00 to $100.00.');
    expect(sharePriceForWire('5')).toBe('5.00');
    expect(sharePriceForWire('$2.5')).toBe('2.50');
  });

  it('wants whole numbers of shares, and no more than are left', () => {
    expect(checkWholeNumber('10', 2, 1000)).toBeUndefined();
    expect(checkWholeNumber('1', 2, 1000)).toBe('Enter a whole number from 2 to 1000.');
    expect(checkWholeNumber('2.5', 2, 1000)).toBe('Enter a whole number from 2 to 1000.');
    expect(checkSharesToBuy('7', 6)).toBe('Only 6 shares are left in this session.');
    expect(checkSharesToBuy('0', 6)).toBe('Enter a whole number from 1 to 6.');
    expect(checkSharesToBuy('6', 6)).toBeUndefined();
  });
});
