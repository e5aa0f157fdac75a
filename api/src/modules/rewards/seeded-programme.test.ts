import { demoCustomerPassword } from '../../seed/customers';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { logIn, TestClock, type TestSession } from '../auth/test-support';
import { LedgerRepository } from '../ledger/repository';
import { resultOf } from '../payments/test-support';
import { moneyCall, newCustomer } from '../purchase/test-support';
import { joinBody, rewardsCall } from './test-support';

const clock = new TestClock();
let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp({ now: clock.now });
});

afterAll(() => testApp.close());

const call = (method: 'GET' | 'PUT', url: string, session: TestSession | null, payload?: object) =>
  rewardsCall(testApp.app, clock, method, url, {
    session,
    ...(payload ? { payload: payload as Record<string, unknown> } : {}),
  });

interface GiveawayResult {
  id: string;
  type: string;
  number: number;
  status: string;
  entries: number | null;
  prizes: Array<{ name: string; payout: string }>;
  winners: unknown[];
  entry: { entered: boolean; result: string } | null;
}

describe('the demo shop’s programme', () => {
  it('has a renewing Premium demo member, the CMS texts and the seeded giveaways', async () => {
    const demo = await logIn(
      testApp.app,
      { email: 'demo@lottoshop.test', password: demoCustomerPassword },
      { at: clock.now() },
    );

    const membership = resultOf(await call('GET', '/rewards/membership', demo));
    const config = resultOf<Record<string, GiveawayResult[]>>(
      await call('GET', '/rewards/v4/config', null),
    );

    expect(membership).toMatchObject({
      membership_status: 'member',
      membership_tier: 'premium',
      premium_renews: true,
    });
    expect(config).toMatchObject({ program_name: 'Daily Winners' });
    expect(config.daily_giveaways?.[0]).toMatchObject({
      type: 'daily',
      status: 'open',
      prizes: [
        { name: 'A$100 cash', payout: 'cash', quantity: 1 },
        { name: 'A$10 bonus credit', payout: 'promo_credit', quantity: 9 },
      ],
    });
    expect(config.special_giveaways?.map((giveaway) => giveaway.type)).toEqual(
      expect.arrayContaining(['special', 'preview']),
    );
    expect(config.monthly_giveaways?.map((giveaway) => giveaway.type)).toContain('monthly');
  });

  it('enters a new free member in the daily giveaway the engine draws, and shows the result', async () => {
    const member = await newCustomer(testApp.app, clock);
    await call('PUT', '/rewards/membership', member, joinBody());
    const before = (await call('GET', '/rewards/v3/draws?type=daily', member)).json<{
      entities: GiveawayResult[];
    }>().entities;
    const daily = before[0];
    if (!daily) throw new Error('the demo shop has an open daily giveaway');
    expect(daily.entry).toMatchObject({ entered: true, result: 'pending' });

    await testApp.app.drawEngine.drawNow('daily_winners_daily', daily.number, {
      type: 'operator',
      name: 'draws@shop.example',
    });

    const closed = await call('GET', '/rewards/v3/entries?state=closed', member);
    const [entry] = closed.json<{ entities: GiveawayResult[] }>().entities;
    expect(entry).toMatchObject({ id: daily.id, status: 'drawn', entry: { entered: true } });
    // The demo Premium member and this one are entered; ten prize slots, so both win one.
    expect(entry?.entries).toBe(2);
    expect(entry?.entry?.result).toBe('won');
    const orders = await moneyCall(testApp.app, clock, 'GET', '/v2/orders?status=past_products', {
      session: member,
    });
    expect(orders.json<{ entities: unknown[] }>().entities).toEqual([]);
    expect(await new LedgerRepository(testApp.app.database).unbalancedTransferIds()).toEqual([]);
  });
});
