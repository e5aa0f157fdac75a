import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type FastifyInstance } from 'fastify';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { TestClock, type TestSession } from '../auth/test-support';
import { newCustomer, newKey } from '../purchase/test-support';
import { type PaymentGateway } from './gateway';
import { TestGateway } from './test-gateway';
import {
  answerChallenge,
  balanceOf,
  depositOf,
  depositsWith,
  saveCard,
  stoppingGateway,
} from './test-support';

let testApp: TestApp;
const clock = new TestClock();
const shopOrigin = 'https://shop.test';
const graceMs = 30_000;

beforeAll(async () => {
  testApp = await buildTestApp({ now: clock.now, publicUrl: shopOrigin });
});

afterAll(() => testApp.close());

const asItIs = (gateway: TestGateway): PaymentGateway => gateway;

/** A card deposit as the deposit route makes it, through the given card gateway. */
function cardDeposit(
  app: FastifyInstance,
  testClock: TestClock,
  gateway: (testGateway: TestGateway) => PaymentGateway,
  session: TestSession,
  fundId: string,
  options: { amountCents: number; threeDSecure: boolean },
) {
  return depositsWith(app, testClock, gateway).deposit(
    session.customerId,
    newKey(),
    `funds/${fundId}/deposit`,
    { amount: options.amountCents / 100 },
    {
      fundId,
      amountCents: options.amountCents,
      csc: '123',
      challengeWindowSize: options.threeDSecure ? 'Small' : null,
      notificationUrl: options.threeDSecure ? `${shopOrigin}/3ds/notify` : null,
      purchase: null,
    },
    shopOrigin,
  );
}

/** A card deposit whose process stopped `when`; answers its id. */
async function stoppedDeposit(
  session: TestSession,
  fundId: string,
  when: 'after_charge' | 'before_charge',
  options: { amountCents: number; threeDSecure: boolean },
): Promise<string> {
  await expect(
    cardDeposit(testApp.app, clock, stoppingGateway(when), session, fundId, options),
  ).rejects.toThrow('the process stopped');
  const deposit = await testApp.app.database
    .selectFrom('deposits')
    .select(['id', 'status'])
    .where('customer_id', '=', session.customerId)
    .orderBy('created_at', 'desc')
    .executeTakeFirstOrThrow();
  expect(deposit.status).toBe('pending');
  return deposit.id;
}

async function ledgerOf(depositId: string) {
  const transfers = await testApp.app.database
    .selectFrom('ledger_transfers')
    .select('status')
    .where('reference', '=', depositId)
    .execute();
  const charges = await testApp.app.database
    .selectFrom('test_gateway_payments')
    .select('status')
    .where('idempotency_key', '=', depositId)
    .execute();
  return { transfers, charges };
}

describe('deposit recovery', () => {
  it('credits a card charged just before the process stopped, once', async () => {
    const session = await newCustomer(testApp.app, clock);
    const fundId = await saveCard(testApp.app, clock, session, '4242424242424242');
    const depositId = await stoppedDeposit(session, fundId, 'after_charge', {
      amountCents: 1000,
      threeDSecure: false,
    });
    expect(await balanceOf(testApp.app, clock, session)).toBe('0.00');

    clock.advance(graceMs + 1000);
    await testApp.app.depositRecovery.runOnce();
    const recovered = await balanceOf(testApp.app, clock, session);
    await testApp.app.depositRecovery.runOnce();
    clock.advance(5 * 60 * 1000);
    await testApp.app.depositRecovery.runOnce();

    expect(recovered).toBe('10.00');
    expect(await balanceOf(testApp.app, clock, session)).toBe('10.00');
    expect(await ledgerOf(depositId)).toEqual({
      transfers: [{ status: 'posted' }],
      charges: [{ status: 'succeeded' }],
    });
  });

  it('leaves a deposit to its own request during the grace period', async () => {
    const session = await newCustomer(testApp.app, clock);
    const fundId = await saveCard(testApp.app, clock, session, '4242424242424242');
    const depositId = await stoppedDeposit(session, fundId, 'after_charge', {
      amountCents: 1000,
      threeDSecure: false,
    });

    clock.advance(graceMs - 5000);
    await testApp.app.depositRecovery.runOnce();
    const early = await testApp.app.database
      .selectFrom('deposits')
      .select('status')
      .where('id', '=', depositId)
      .executeTakeFirstOrThrow();
    clock.advance(10_000);
    await testApp.app.depositRecovery.runOnce();

    expect(early.status).toBe('pending');
    expect(await balanceOf(testApp.app, clock, session)).toBe('10.00');
  });

  it('asks a 3-D Secure card for its challenge again when the process stopped before the charge', async () => {
    const session = await newCustomer(testApp.app, clock);
    const fundId = await saveCard(testApp.app, clock, session, '4000000000003220');
    const depositId = await stoppedDeposit(session, fundId, 'before_charge', {
      amountCents: 2000,
      threeDSecure: true,
    });

    clock.advance(graceMs + 1000);
    await testApp.app.depositRecovery.runOnce();
    const recovered = (await depositOf(testApp.app, clock, session, depositId)).json().result as {
      status: string;
      challenge: { url: string; window_size: string } | null;
    };

    expect(recovered).toMatchObject({
      status: 'challenge_required',
      challenge: { url: expect.stringContaining(`${shopOrigin}/test-gateway/3ds/`) },
    });
    const answered = await answerChallenge(testApp.app, recovered.challenge?.url ?? '');
    expect(answered.headers.location).toBe(`${shopOrigin}/3ds/notify?deposit_id=${depositId}`);
    expect(await balanceOf(testApp.app, clock, session)).toBe('20.00');
  });

  it('asks for the challenge again when the customer reads a 3-D Secure deposit cut off before its charge', async () => {
    const session = await newCustomer(testApp.app, clock);
    const fundId = await saveCard(testApp.app, clock, session, '4000000000003220');
    const depositId = await stoppedDeposit(session, fundId, 'before_charge', {
      amountCents: 2000,
      threeDSecure: true,
    });

    const read = await depositOf(testApp.app, clock, session, depositId);

    expect(read.statusCode).toBe(200);
    expect(read.json().result).toMatchObject({
      status: 'challenge_required',
      failure_message: null,
    });
  });

  it('credits a challenge answered while the shop was down', async () => {
    const session = await newCustomer(testApp.app, clock);
    const fundId = await saveCard(testApp.app, clock, session, '4000000000003220');
    const started = await cardDeposit(testApp.app, clock, asItIs, session, fundId, {
      amountCents: 3000,
      threeDSecure: true,
    });
    expect(started.status).toBe('challenge_required');
    const challenge = new URL(started.challengeUrl ?? '');
    // The gateway records the answer; the shop never hears of it.
    await new TestGateway(testApp.app.database, clock.now).answerChallenge(
      started.gatewayReference ?? '',
      challenge.searchParams.get('challenge_token') ?? '',
      true,
    );

    clock.advance(graceMs + 1000);
    await testApp.app.depositRecovery.runOnce();

    expect(await balanceOf(testApp.app, clock, session)).toBe('30.00');
    expect(await ledgerOf(started.id)).toEqual({
      transfers: [{ status: 'posted' }],
      charges: [{ status: 'succeeded' }],
    });
  });

  it('does not decline a 3-D Secure card that still waits for its challenge', async () => {
    const session = await newCustomer(testApp.app, clock);
    const fundId = await saveCard(testApp.app, clock, session, '4000000000003220');
    const started = await cardDeposit(testApp.app, clock, asItIs, session, fundId, {
      amountCents: 2500,
      threeDSecure: true,
    });

    clock.advance(graceMs + 1000);
    await testApp.app.depositRecovery.runOnce();

    const later = await depositOf(testApp.app, clock, session, started.id);
    expect(later.json().result.status).toBe('challenge_required');
    expect(await ledgerOf(started.id)).toEqual({
      transfers: [{ status: 'pending' }],
      charges: [{ status: 'challenge' }],
    });
  });
});

describe('deposit recovery at start-up', () => {
  it('credits a deposit its stopped process charged when the API starts again', async () => {
    const directory = await mkdtemp(path.join(tmpdir(), 'deposit-recovery-'));
    const databaseUrl = `pglite://${path.join(directory, 'db')}`;
    const restartClock = new TestClock();
    try {
      const before = await buildTestApp({
        now: restartClock.now,
        databaseUrl,
        seedDemoData: false,
      });
      let depositId: string;
      let customerId: string;
      try {
        const session = await newCustomer(before.app, restartClock);
        customerId = session.customerId;
        const fundId = await saveCard(before.app, restartClock, session, '4242424242424242');
        await expect(
          cardDeposit(before.app, restartClock, stoppingGateway('after_charge'), session, fundId, {
            amountCents: 4000,
            threeDSecure: false,
          }),
        ).rejects.toThrow('the process stopped');
        depositId = (
          await before.app.database
            .selectFrom('deposits')
            .select('id')
            .where('customer_id', '=', customerId)
            .executeTakeFirstOrThrow()
        ).id;
      } finally {
        await before.close();
      }

      restartClock.advance(graceMs + 1000);
      const after = await buildTestApp({ now: restartClock.now, databaseUrl, seedDemoData: false });
      try {
        await after.app.depositRecovery.idle();
        const deposit = await after.app.database
          .selectFrom('deposits')
          .select('status')
          .where('id', '=', depositId)
          .executeTakeFirstOrThrow();
        const cash = await after.app.database
          .selectFrom('ledger_accounts')
          .select('balance_cents')
          .where('customer_id', '=', customerId)
          .where('kind', '=', 'customer_cash')
          .executeTakeFirstOrThrow();
        expect(deposit.status).toBe('success');
        expect(Number(cash.balance_cents)).toBe(4000);
      } finally {
        await after.close();
      }
    } finally {
      await rm(directory, { recursive: true, force: true });
    }
  });
});
