import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { latestEmailTo, TestClock } from '../auth/test-support';
import { LedgerRepository } from '../ledger/repository';
import { balanceOf } from '../payments/test-support';
import { PurchaseService } from '../purchase/service';
import { fundWallet, newCustomer } from '../purchase/test-support';
import { renewPremiumMemberships } from './renewal';
import { days, prepareProgramme } from './test-support';

const clock = new TestClock(new Date('2026-03-05T04:00:00.000Z'));
let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp({ now: clock.now, seedDemoData: false });
  await prepareProgramme(testApp.app);
});

afterAll(() => testApp.close());

const premiumUntil = new Date('2026-03-05T03:00:00.000Z');

async function premiumMember(renews: boolean) {
  const session = await newCustomer(testApp.app, clock);
  await testApp.app.database
    .insertInto('memberships')
    .values({
      customer_id: session.customerId,
      program: 'daily_winners',
      status: 'member',
      tier: 'premium',
      joined_at: new Date(premiumUntil.getTime() - days(31)),
      updated_at: new Date(premiumUntil.getTime() - days(31)),
      premium_until: premiumUntil,
      premium_renews: renews,
    })
    .execute();
  return session;
}

const membershipOf = (customerId: string) =>
  testApp.app.database
    .selectFrom('memberships')
    .selectAll()
    .where('customer_id', '=', customerId)
    .executeTakeFirstOrThrow();

const renew = () =>
  renewPremiumMemberships(
    testApp.app.database,
    new PurchaseService(testApp.app.database, { now: clock.now }),
    clock.now(),
    'http://shop.test',
  );

describe('renewing premium months', () => {
  it('buys the next month from the wallet once, however often it runs; drops the others to free', async () => {
    const renewing = await premiumMember(true);
    await fundWallet(testApp.app, renewing.customerId, 1500, clock.now());
    const short = await premiumMember(true);
    const leaving = await premiumMember(false);

    const first = await renew();
    const second = await renew();

    expect(first).toEqual({ renewed: 1, ended: 2 });
    expect(second).toEqual({ renewed: 0, ended: 0 });
    expect(await membershipOf(renewing.customerId)).toMatchObject({
      tier: 'premium',
      premium_renews: true,
      premium_until: new Date('2026-04-05T05:00:00.000Z'),
    });
    expect(await balanceOf(testApp.app, clock, renewing)).toBe('5.00');
    expect(await new LedgerRepository(testApp.app.database).unbalancedTransferIds()).toEqual([]);

    for (const ended of [short, leaving]) {
      expect(await membershipOf(ended.customerId)).toMatchObject({
        status: 'member',
        tier: 'free',
        premium_until: null,
        premium_renews: false,
      });
    }
    expect(await latestEmailTo(testApp.app, short.email)).toContain(
      "We couldn't renew your Daily Winners Premium month: Your wallet balance is too low",
    );
    expect(await latestEmailTo(testApp.app, leaving.email)).toContain(
      'Your Daily Winners Premium month has ended and was not set to renew.',
    );
    const renewals = await testApp.app.database
      .selectFrom('membership_renewals')
      .select(['customer_id', 'status'])
      .orderBy('status')
      .execute();
    expect(renewals).toEqual(
      expect.arrayContaining([
        { customer_id: renewing.customerId, status: 'purchased' },
        { customer_id: short.customerId, status: 'failed' },
        { customer_id: leaving.customerId, status: 'failed' },
      ]),
    );
  });
});
