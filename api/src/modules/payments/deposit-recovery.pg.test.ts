import { setTimeout as sleep } from 'node:timers/promises';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { TestClock } from '../auth/test-support';
import { newCustomer, newKey } from '../purchase/test-support';
import { DepositRecovery, defaultDepositRecoverySettings } from './deposit-recovery';
import { type PaymentGateway } from './gateway';
import { type TestGateway } from './test-gateway';
import { balanceOf, depositsWith, saveCard, stoppingGateway } from './test-support';

// Several API processes on one database. Concurrency is only real on PostgreSQL
// (DATABASE_URL=postgres://…: each run claims on its own pooled connection); on PGlite the same
// runs take turns and must give the same answers.
const clock = new TestClock();
const shopOrigin = 'https://shop.test';
let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp({ now: clock.now, publicUrl: shopOrigin });
});

afterAll(() => testApp.close());

/** A slow card gateway that notes every charge it is sent. */
function countingGateway(charged: string[]) {
  return (gateway: TestGateway): PaymentGateway => ({
    key: gateway.key,
    cscRequired: gateway.cscRequired,
    describeToken: (token, customerReference) => gateway.describeToken(token, customerReference),
    charge: async (request) => {
      charged.push(request.idempotencyKey);
      await sleep(30);
      return gateway.charge(request);
    },
    completeChallenge: (reference) => gateway.completeChallenge(reference),
    tokenisation: (origin, customerReference) => gateway.tokenisation(origin, customerReference),
  });
}

it('settles each open deposit once when two processes recover at the same time', async () => {
  const session = await newCustomer(testApp.app, clock);
  const fundId = await saveCard(testApp.app, clock, session, '4242424242424242');
  const stopped = depositsWith(testApp.app, clock, stoppingGateway('before_charge'));
  for (let deposit = 0; deposit < 6; deposit += 1) {
    await expect(
      stopped.deposit(
        session.customerId,
        newKey(),
        `funds/${fundId}/deposit`,
        { amount: 5 },
        {
          fundId,
          amountCents: 500,
          csc: '123',
          challengeWindowSize: null,
          notificationUrl: null,
          purchase: null,
        },
        shopOrigin,
      ),
    ).rejects.toThrow('the process stopped');
  }
  const depositIds = (
    await testApp.app.database
      .selectFrom('deposits')
      .select('id')
      .where('customer_id', '=', session.customerId)
      .execute()
  ).map((row) => row.id);
  clock.advance(defaultDepositRecoverySettings.graceMs + 1000);

  const charged: string[] = [];
  const failures: unknown[] = [];
  const processes = [0, 1].map(
    () =>
      new DepositRecovery(
        testApp.app.database,
        depositsWith(testApp.app, clock, countingGateway(charged)),
        clock.now,
        { ...defaultDepositRecoverySettings, batchSize: 4, intervalMs: null },
        () => shopOrigin,
        (error) => failures.push(error),
      ),
  );
  const claimed = await Promise.all(processes.map((recovery) => recovery.runOnce()));
  const again = await Promise.all(processes.map((recovery) => recovery.runOnce()));

  expect(failures).toEqual([]);
  expect(claimed.reduce((sum, count) => sum + count, 0)).toBe(6);
  expect(again).toEqual([0, 0]);
  expect([...charged].sort()).toEqual([...depositIds].sort());
  expect(await balanceOf(testApp.app, clock, session)).toBe('30.00');
  const transfers = await testApp.app.database
    .selectFrom('ledger_transfers')
    .select('status')
    .where('reference', 'in', depositIds)
    .execute();
  expect(transfers.map((transfer) => transfer.status)).toEqual(Array(6).fill('posted'));
});

it('credits a deposit once when recovery and the customer settle it at the same time', async () => {
  const session = await newCustomer(testApp.app, clock);
  const fundId = await saveCard(testApp.app, clock, session, '4242424242424242');
  const stopped = depositsWith(testApp.app, clock, stoppingGateway('after_charge'));
  await expect(
    stopped.deposit(
      session.customerId,
      newKey(),
      `funds/${fundId}/deposit`,
      { amount: 12 },
      {
        fundId,
        amountCents: 1200,
        csc: '123',
        challengeWindowSize: null,
        notificationUrl: null,
        purchase: null,
      },
      shopOrigin,
    ),
  ).rejects.toThrow('the process stopped');
  const { id: depositId } = await testApp.app.database
    .selectFrom('deposits')
    .select('id')
    .where('customer_id', '=', session.customerId)
    .executeTakeFirstOrThrow();
  clock.advance(defaultDepositRecoverySettings.graceMs + 1000);

  const customerView = depositsWith(testApp.app, clock, countingGateway([]));
  await Promise.all([
    testApp.app.depositRecovery.runOnce(),
    customerView.refresh(session.customerId, depositId, shopOrigin),
    customerView.refresh(session.customerId, depositId, shopOrigin),
  ]);

  expect(await balanceOf(testApp.app, clock, session)).toBe('12.00');
  const charges = await testApp.app.database
    .selectFrom('test_gateway_payments')
    .select('status')
    .where('idempotency_key', '=', depositId)
    .execute();
  expect(charges).toEqual([{ status: 'succeeded' }]);
});
