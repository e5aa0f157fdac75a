import { sql } from 'kysely';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { type TestSession, TestClock } from '../auth/test-support';
import { balanceOf } from '../payments/test-support';
import { fundWallet, newCustomer } from '../purchase/test-support';
import { powerballDraws, purchaseCart, socialClient } from './test-support';

// Concurrency is only real on PostgreSQL (DATABASE_URL=postgres://…): the purchases below run in
// parallel on the pool's connections and meet at the session's row lock. On PGlite they run one
// after another and must give the same answers.
const clock = new TestClock();
let testApp: TestApp;
let social: ReturnType<typeof socialClient>;

beforeAll(async () => {
  // Sixty-odd customers sign up from one address.
  testApp = await buildTestApp({
    now: clock.now,
    rateLimit: { max: 10_000, timeWindowMs: 60_000 },
  });
  social = socialClient(testApp.app, clock);
});

afterAll(() => testApp.close());

async function fundedCustomer(): Promise<TestSession> {
  const customer = await newCustomer(testApp.app, clock);
  await fundWallet(testApp.app, customer.customerId, 2_000, clock.now());
  return customer;
}

it('never sells more shares than a session has when the last ones are bought at once', async () => {
  const owner = await fundedCustomer();
  await fundWallet(testApp.app, owner.customerId, 10_000, clock.now());
  const [drawId = ''] = await powerballDraws(testApp.app, clock);
  const group = await social.createGroup(owner, { publicity: 'public' });
  const session = await social.createSession(owner, group.id, drawId, {
    sharePrice: '5.00',
    totalShares: 60,
  });
  // 10 of the 60 shares sold before the rush.
  expect((await social.buyShares(owner, session.session_id, 10)).statusCode).toBe(200);

  // 50 members and 10 more buyers, each with one share in the cart: demand 60, supply 50.
  const buyers: TestSession[] = [];
  for (let index = 0; index < 60; index += 1) {
    const buyer = await fundedCustomer();
    await social.expectResult(201, 'POST', `/session/${session.session_id}/shares`, {
      session: buyer,
      payload: { num_shares: 1 },
    });
    buyers.push(buyer);
  }

  const answers = await Promise.all(buyers.map((buyer) => purchaseCart(testApp.app, clock, buyer)));

  const bought = buyers.filter((_, index) => answers[index]?.statusCode === 200);
  const refused = buyers.filter((_, index) => answers[index]?.statusCode !== 200);
  expect(bought).toHaveLength(50);
  expect(refused).toHaveLength(10);
  for (const answer of answers.filter((candidate) => candidate.statusCode !== 200)) {
    expect(answer.statusCode).toBe(422);
    expect(answer.json()).toMatchObject({
      error: { id: 'shares_unavailable', message: 'Only 0 shares are left in this session.' },
    });
  }
  for (const buyer of refused) expect(await balanceOf(testApp.app, clock, buyer)).toBe('20.00');
  for (const buyer of bought) expect(await balanceOf(testApp.app, clock, buyer)).toBe('15.00');

  const stored = await testApp.app.database
    .selectFrom('social_sessions')
    .select(['shares_sold', 'total_shares', 'pool_cents'])
    .where('id', '=', session.session_id)
    .executeTakeFirstOrThrow();
  const tickets = await testApp.app.database
    .selectFrom('tickets')
    .select([
      sql<number>`coalesce(sum(num_shares), 0)::int`.as('shares'),
      sql<number>`coalesce(sum(price_cents), 0)::int`.as('cents'),
    ])
    .where('game_type', '=', 'lotto_party')
    .where('game_offer', '=', session.session_id)
    .executeTakeFirstOrThrow();
  const charged = await testApp.app.database
    .selectFrom('ledger_transfers')
    .innerJoin('ledger_entries', 'ledger_entries.transfer_id', 'ledger_transfers.id')
    .innerJoin('ledger_accounts', 'ledger_accounts.id', 'ledger_entries.account_id')
    .select(sql<number>`coalesce(-sum(ledger_entries.amount_cents), 0)::int`.as('cents'))
    .where('ledger_transfers.kind', '=', 'purchase')
    .where('ledger_accounts.customer_id', 'in', [
      owner.customerId,
      ...buyers.map((b) => b.customerId),
    ])
    .executeTakeFirstOrThrow();
  const ledger = await testApp.app.database
    .selectFrom('ledger_entries')
    .select(sql<number>`coalesce(sum(amount_cents), 0)::int`.as('total'))
    .executeTakeFirstOrThrow();

  expect(stored.shares_sold).toBe(stored.total_shares);
  expect(Number(tickets.shares)).toBe(60);
  expect(Number(stored.pool_cents)).toBe(30_000);
  expect(Number(tickets.cents)).toBe(30_000);
  expect(Number(charged.cents)).toBe(30_000);
  expect(Number(ledger.total)).toBe(0);
});
