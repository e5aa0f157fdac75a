import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { TestClock } from '../auth/test-support';
import { newCustomer } from '../purchase/test-support';
import { entrantsOfGiveaway } from './entrants';
import { addGiveawayDraw, days, prepareProgramme } from './test-support';

const clock = new TestClock(new Date('2026-03-05T04:00:00.000Z'));
let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp({ now: clock.now, seedDemoData: false });
  await prepareProgramme(testApp.app);
});

afterAll(() => testApp.close());

async function member(tier: 'free' | 'premium' | null, status = 'member') {
  const session = await newCustomer(testApp.app, clock);
  if (tier !== null) {
    await testApp.app.database
      .insertInto('memberships')
      .values({
        customer_id: session.customerId,
        program: 'daily_winners',
        status: status as 'member' | 'pending-deposit',
        tier,
        joined_at: clock.now(),
        updated_at: clock.now(),
        premium_until: tier === 'premium' ? new Date(clock.now().getTime() + days(30)) : null,
        premium_renews: tier === 'premium',
      })
      .execute();
  }
  return session.customerId;
}

describe('entrantsOfGiveaway', () => {
  it('enters members by the giveaway availability, tier and unlocks, and eligible ones only', async () => {
    const free = await member('free');
    const pendingDeposit = await member('free', 'pending-deposit');
    const premium = await member('premium');
    const unlockedFree = await member('free');
    const nonMember = await member(null);
    const onBreak = await member('premium');
    const closed = await member('free');
    await testApp.app.database
      .insertInto('play_breaks')
      .values({
        customer_id: onBreak,
        kind: 'break',
        duration: '7_days',
        started_at: clock.now(),
        ends_at: new Date(clock.now().getTime() + days(7)),
      })
      .execute();
    await testApp.app.database
      .updateTable('customers')
      .set({ status: 'closed', closed_at: clock.now() })
      .where('id', '=', closed)
      .execute();
    const stop = new Date(clock.now().getTime() + days(2));
    const daily = await addGiveawayDraw(testApp.app, 'daily', stop);
    const preview = await addGiveawayDraw(testApp.app, 'preview', stop);
    const monthly = await addGiveawayDraw(testApp.app, 'monthly', stop);
    await testApp.app.database
      .insertInto('giveaway_unlocks')
      .values({ draw_id: monthly.id, customer_id: unlockedFree, unlocked_at: clock.now() })
      .execute();

    const entrantsOf = (drawId: string) =>
      entrantsOfGiveaway(testApp.app.database, drawId, clock.now());

    expect(await entrantsOf(daily.id)).toEqual(
      [free, pendingDeposit, premium, unlockedFree].sort(),
    );
    expect(await entrantsOf(preview.id)).toEqual([premium]);
    expect(await entrantsOf(monthly.id)).toEqual([premium, unlockedFree].sort());
    expect(nonMember).toBeDefined();
  });

  it('has no entrants for a draw that is not a giveaway, or unknown', async () => {
    const { id } = await testApp.app.database
      .insertInto('draws')
      .values({
        product_offer_key: 'daily_winners',
        draw_no: 1,
        stop: clock.now(),
        status: 'DRAW_OPEN',
        prize_pool_cents: null,
        prize_pool_suffix: null,
        purchase_status: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(await entrantsOfGiveaway(testApp.app.database, id, clock.now())).toEqual([]);
    expect(
      await entrantsOfGiveaway(
        testApp.app.database,
        '00000000-0000-4000-8000-000000000000',
        clock.now(),
      ),
    ).toEqual([]);
  });
});
