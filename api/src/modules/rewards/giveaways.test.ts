import { jsonb } from '../../database/json';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { type TestSession, TestClock } from '../auth/test-support';
import { resultOf } from '../payments/test-support';
import { newCustomer } from '../purchase/test-support';
import {
  addGiveawayDraw,
  days,
  drawGiveaway,
  joinBody,
  prepareProgramme,
  rewardsCall,
} from './test-support';

const clock = new TestClock(new Date('2026-03-05T04:00:00.000Z'));
let testApp: TestApp;
const inDays = (count: number) => new Date(clock.now().getTime() + days(count));

let daily: { id: string; drawNo: number };
let monthly: { id: string; drawNo: number };
let preview: { id: string; drawNo: number };

beforeAll(async () => {
  testApp = await buildTestApp({ now: clock.now, seedDemoData: false });
  await prepareProgramme(testApp.app);
  // The monthly giveaway's previous draw closed a day ago: its entry period started then.
  await addGiveawayDraw(testApp.app, 'monthly', inDays(-1), { status: 'DRAW_CLOSED' });
  daily = await addGiveawayDraw(testApp.app, 'daily', inDays(1));
  monthly = await addGiveawayDraw(testApp.app, 'monthly', inDays(20));
  preview = await addGiveawayDraw(testApp.app, 'preview', inDays(2));
});

afterAll(() => testApp.close());

const call = (
  method: 'GET' | 'PUT',
  url: string,
  session: TestSession | null,
  payload?: Record<string, unknown>,
) => rewardsCall(testApp.app, clock, method, url, { session, ...(payload ? { payload } : {}) });

async function freeMember(): Promise<TestSession> {
  const session = await newCustomer(testApp.app, clock);
  await call('PUT', '/rewards/membership', session, joinBody());
  return session;
}

describe('GET /rewards/v4/config', () => {
  it('merges the CMS texts with the tiers, the premium offer and the live giveaways', async () => {
    await testApp.app.database
      .insertInto('cms_items')
      .values({
        collection: 'membership_programs',
        id: 'daily_winners',
        status: 'published',
        published_at: null,
        slug: null,
        path: null,
        category: null,
        data: jsonb({
          title_content: { title: 'Daily Winners', body: 'Edited by the content team.' },
          faqs: 'not a list',
        }),
      })
      .execute();

    const response = await call('GET', '/rewards/v4/config', null);
    const config = resultOf<Record<string, unknown>>(response);

    expect(response.statusCode).toBe(200);
    expect(config).toMatchObject({
      program_name: 'Daily Winners',
      program_url: 'daily-winners',
      title_content: { body: 'Edited by the content team.' },
      membership_offer: {
        product_offer_key: 'daily_winners',
        membership_offer: 'premium_monthly',
        membership_offer_name: 'Daily Winners Premium',
        price: { amount: '10.00', currency: 'AUD' },
      },
      membership_tiers: [
        expect.objectContaining({ tier: 'free', price: null, period: null }),
        expect.objectContaining({
          tier: 'premium',
          price: { amount: '10.00', currency: 'AUD' },
          period: 'monthly',
        }),
      ],
      footer_disclaimer: expect.stringMatching(
        /^Daily Winners is a free promotion for members aged 18 and over .* Terms apply\.$/,
      ),
    });
    expect((config.faqs as unknown[]).length).toBeGreaterThanOrEqual(5);
    expect(config.daily_giveaways).toEqual([
      expect.objectContaining({
        id: daily.id,
        type: 'daily',
        title: 'Daily giveaway',
        status: 'open',
        entries: null,
        permits: ['free', 'premium'],
        entry: null,
        prizes: [
          expect.objectContaining({ name: 'A$100 cash', payout: 'cash' }),
          expect.objectContaining({ name: 'A$10 bonus credit', payout: 'promo_credit' }),
        ],
      }),
    ]);
    expect(config.monthly_giveaways).toEqual([
      expect.objectContaining({ id: monthly.id, availability: 'unlock_required' }),
    ]);
    expect(config.special_giveaways).toEqual([
      expect.objectContaining({ id: preview.id, availability: 'premium_only' }),
    ]);
  });

  it('fills each giveaway with a member’s entry', async () => {
    const session = await freeMember();
    const config = resultOf<Record<string, Array<{ entry: unknown }>>>(
      await call('GET', '/rewards/v4/config', session),
    );
    expect(config.daily_giveaways?.[0]?.entry).toMatchObject({
      entry_status: 'unlocked',
      entered: true,
      result: 'pending',
    });
    expect(config.special_giveaways?.[0]?.entry).toMatchObject({
      entry_status: 'locked',
      entered: false,
      unlockable: false,
      reason: 'Premium members are entered in preview giveaways.',
    });
  });
});

describe('giveaway lists', () => {
  it('pages a member’s closed giveaways 9 at a time, with what they won', async () => {
    const member = await freeMember();
    const other = await freeMember();
    const drawn: Array<{ id: string; drawNo: number }> = [];
    for (let index = 0; index < 12; index += 1) {
      const draw = await addGiveawayDraw(testApp.app, 'daily', inDays(-30 + index), {
        status: 'DRAW_CLOSED',
      });
      await drawGiveaway(
        testApp.app,
        draw.id,
        [member.customerId, other.customerId],
        index === 11 ? [{ customerId: member.customerId, prizeRanking: 2 }] : [],
        inDays(-30 + index),
      );
      drawn.push(draw);
    }

    const first = await call('GET', '/rewards/v3/entries?state=closed', member);
    const second = await call('GET', '/rewards/v3/entries?state=closed&offset=9', member);

    expect(first.json().page_info).toEqual({ limit: 9, offset: 0, total: 12 });
    expect(first.json().entities).toHaveLength(9);
    expect(second.json().entities).toHaveLength(3);
    expect(first.json().entities[0]).toMatchObject({
      id: drawn[11]?.id,
      status: 'drawn',
      entries: 2,
      winners: [{ prize_name: 'A$10 bonus credit', name: 'A. W.', location: 'Newtown NSW' }],
      entry: {
        entered: true,
        result: 'won',
        prizes_won: [
          {
            ranking: 2,
            name: 'A$10 bonus credit',
            value: { amount: '10.00', currency: 'AUD' },
            payout: 'promo_credit',
            status: 'due',
          },
        ],
      },
    });
    expect(first.json().entities[1]).toMatchObject({ entry: { entered: true, result: 'not_won' } });

    const current = await call('GET', '/rewards/v3/entries?state=current', member);
    expect(
      (current.json().entities as Array<{ id: string }>).map((giveaway) => giveaway.id),
    ).toEqual([daily.id, preview.id, monthly.id]);

    const winners = await call('GET', '/rewards/v3/winners?limit=2', null);
    expect(winners.json().entities[0]).toEqual({
      giveaway_type: 'daily',
      title: 'Daily giveaway',
      number: drawn[11]?.drawNo,
      drawn_at: expect.any(String),
      prize_name: 'A$10 bonus credit',
      prize_value: { amount: '10.00', currency: 'AUD' },
      name: 'A. W.',
      location: 'Newtown NSW',
    });
  });

  it('shows anonymous callers no customer data, and filters by type', async () => {
    const anonymous = await call('GET', '/rewards/v3/draws?type=all', null);
    const monthlyOnly = await call('GET', '/rewards/v3/draws?type=monthly', null);
    const one = await call('GET', `/rewards/v3/draws/daily/${daily.drawNo}`, null);

    expect(anonymous.json().entities.length).toBe(3);
    for (const giveaway of anonymous.json().entities) expect(giveaway.entry).toBeNull();
    expect(
      (monthlyOnly.json().entities as Array<{ id: string }>).map((giveaway) => giveaway.id),
    ).toEqual([monthly.id]);
    expect(resultOf<{ entry: unknown }>(one).entry).toBeNull();
  });

  it('publishes a giveaway’s proof once committed', async () => {
    const missing = await call('GET', `/rewards/v3/draws/daily/${daily.drawNo}/proof`, null);
    expect(missing.statusCode).toBe(404);

    const closed = await addGiveawayDraw(testApp.app, 'daily', inDays(-40), {
      status: 'DRAW_CLOSED',
    });
    await drawGiveaway(testApp.app, closed.id, [], [], inDays(-40));
    const proof = await call('GET', `/rewards/v3/draws/daily/${closed.drawNo}/proof`, null);
    expect(proof.statusCode).toBe(200);
    expect(resultOf(proof)).toMatchObject({
      commitment: {
        draw_key: `daily_winners_daily:${closed.drawNo}`,
        commitment: 'a'.repeat(64),
        ticket_lines: 0,
      },
    });
  });

  it('answers bad input with a 4xx envelope', async () => {
    const member = await freeMember();
    for (const [method, url] of [
      ['GET', '/rewards/v3/draws?limit=0'],
      ['GET', '/rewards/v3/draws?type=weekly'],
      ['GET', '/rewards/v3/draws/weekly/1'],
      ['GET', '/rewards/v3/draws/daily/0'],
      ['GET', '/rewards/v3/entries'],
      ['GET', '/rewards/v3/winners?offset=-1'],
      ['PUT', '/rewards/v3/draws/not-a-draw'],
    ] as const) {
      const response = await call(
        method,
        url,
        member,
        method === 'PUT' ? { entry_status: 'unlocked' } : undefined,
      );
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
      expect(response.json()).toMatchObject({ result: null, error: { id: expect.any(String) } });
    }
    const wrongBody = await call('PUT', `/rewards/v3/draws/${monthly.id}`, member, {
      entry_status: 'locked',
    });
    expect(wrongBody.statusCode).toBe(422);
    const missingDraw = await call('GET', '/rewards/v3/draws/daily/999999', null);
    expect(missingDraw.statusCode).toBe(404);
  });
});
