import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { type TestSession, TestClock } from '../auth/test-support';
import { resultOf } from '../payments/test-support';
import {
  fillCart,
  fundWallet,
  moneyCall,
  newCustomer,
  newKey,
  webPurchase,
} from '../purchase/test-support';
import {
  addGiveawayDraw,
  addLotteryOffer,
  days,
  joinBody,
  prepareProgramme,
  rewardsCall,
} from './test-support';

const clock = new TestClock(new Date('2026-03-05T04:00:00.000Z'));
let testApp: TestApp;
const inDays = (count: number) => new Date(clock.now().getTime() + days(count));

let daily: { id: string; drawNo: number };
let monthly: { id: string; drawNo: number };

beforeAll(async () => {
  testApp = await buildTestApp({ now: clock.now, seedDemoData: false });
  await prepareProgramme(testApp.app);
  await addLotteryOffer(testApp.app);
  // The monthly giveaway's previous draw closed a day ago: its entry period started then.
  await addGiveawayDraw(testApp.app, 'monthly', inDays(-1), { status: 'DRAW_CLOSED' });
  daily = await addGiveawayDraw(testApp.app, 'daily', inDays(1));
  monthly = await addGiveawayDraw(testApp.app, 'monthly', inDays(20));
});

afterAll(() => testApp.close());

const call = (
  method: 'GET' | 'PUT',
  url: string,
  session: TestSession | null,
  payload?: Record<string, unknown>,
) => rewardsCall(testApp.app, clock, method, url, { session, ...(payload ? { payload } : {}) });

const unlock = (session: TestSession | null, drawId: string) =>
  call('PUT', `/rewards/v3/draws/${drawId}`, session, { entry_status: 'unlocked' });

async function freeMember(): Promise<TestSession> {
  const session = await newCustomer(testApp.app, clock);
  await call('PUT', '/rewards/membership', session, joinBody());
  return session;
}

describe('unlocking an entry', () => {
  it('refuses each case with its reason, then unlocks after a purchase, once', async () => {
    const nonMember = await newCustomer(testApp.app, clock);
    const member = await freeMember();

    const refusals = [
      [
        await unlock(nonMember, monthly.id),
        'not_a_member',
        'Join Daily Winners to enter giveaways.',
      ],
      [await unlock(member, daily.id), 'unlock_not_needed', "Your entry doesn't need unlocking."],
      [
        await unlock(member, monthly.id),
        'qualifying_play_required',
        'Buy any ticket or make a deposit before this giveaway closes to unlock your entry.',
      ],
    ] as const;
    for (const [response, code, message] of refusals) {
      expect(response.statusCode).toBe(422);
      expect(response.json().error).toEqual({ id: code, message });
    }
    const unknown = await unlock(member, '00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.id).toBe('giveaway_not_found');
    const before = resultOf<{ locked: boolean }>(await call('GET', '/rewards/membership', member));
    expect(before.locked).toBe(true);

    await fundWallet(testApp.app, member.customerId, 1000, clock.now());
    await fillCart(testApp.app, member.customerId, [{ priceCents: 600 }], clock.now());
    await moneyCall(testApp.app, clock, 'POST', '/v2/cart/purchase', {
      session: member,
      key: newKey(),
      payload: webPurchase,
    });

    const listed = resultOf<{ entry: unknown }>(
      await call('GET', `/rewards/v3/draws/monthly/${monthly.drawNo}`, member),
    );
    expect(listed.entry).toMatchObject({ entry_status: 'locked', unlockable: true });
    const unlocked = await unlock(member, monthly.id);
    const twice = await unlock(member, monthly.id);
    expect(unlocked.statusCode).toBe(200);
    expect(resultOf(unlocked)).toMatchObject({
      id: monthly.id,
      entry: { entry_status: 'unlocked', entered: true, unlockable: false, reason: null },
    });
    expect(twice.statusCode).toBe(200);
    expect(resultOf(twice)).toEqual(resultOf(unlocked));
    const after = resultOf<{ locked: boolean }>(await call('GET', '/rewards/membership', member));
    expect(after.locked).toBe(false);
  });

  it('refuses a closed giveaway, a member on a break, and a premium member', async () => {
    const member = await freeMember();
    const closed = await addGiveawayDraw(testApp.app, 'monthly', inDays(-3), {
      status: 'DRAW_CLOSED',
    });
    expect((await unlock(member, closed.id)).json().error.id).toBe('draw_closed');

    await testApp.app.database
      .insertInto('play_breaks')
      .values({
        customer_id: member.customerId,
        kind: 'break',
        duration: '24_hours',
        started_at: clock.now(),
        ends_at: inDays(1),
      })
      .execute();
    const onBreak = await unlock(member, monthly.id);
    expect(onBreak.statusCode).toBe(422);
    expect(onBreak.json().error.id).toBe('ineligible');
    expect(onBreak.json().error.message).toMatch(/^You are taking a break until/);

    const premium = await freeMember();
    await testApp.app.database
      .updateTable('memberships')
      .set({ tier: 'premium', premium_until: inDays(30), premium_renews: true })
      .where('customer_id', '=', premium.customerId)
      .execute();
    expect((await unlock(premium, monthly.id)).json().error.id).toBe('unlock_not_needed');
  });
});
