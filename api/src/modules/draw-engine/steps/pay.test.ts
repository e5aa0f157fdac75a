import { buildTestApp, type TestApp } from '../../../testing/build-test-app';
import { TestClock } from '../../auth/test-support';
import { engineActor } from '../engine/step';
import { auditCount, cashOf, engineOf, ledgerTotals } from '../jobs/engine-test-support';
import { insertScoredDraw } from '../jobs/scored-draw-fixture';
import { payStep } from './pay';

const clock = new TestClock();
let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp({ now: clock.now });
});

afterAll(() => testApp.close());

const payoutsOf = (drawId: string) =>
  testApp.app.database
    .selectFrom('prize_payouts')
    .select(['customer_id', 'status', 'transfer_id', 'amount_cents'])
    .where('draw_id', '=', drawId)
    .execute();

const statusOf = async (drawId: string) =>
  (
    await testApp.app.database
      .selectFrom('draws')
      .select(['status', 'last_error'])
      .where('id', '=', drawId)
      .executeTakeFirstOrThrow()
  ).status;

it('pays every due prize once into the winners wallets, from prizes payable', async () => {
  const database = testApp.app.database;
  const draw = await insertScoredDraw(database, { now: clock.now(), winners: 25, losers: 5 });
  const before = await ledgerTotals(database);
  const engine = engineOf(database, [payStep], clock.now);

  const first = await engine.runSteps(draw.drawId, engineActor, false);
  const again = await engine.runSteps(draw.drawId, engineActor, false);

  expect(first.steps).toEqual([
    { drawId: draw.drawId, step: 'pay', outcome: 'done', status: 'DRAW_PAID' },
  ]);
  expect(again.steps).toEqual([]);
  const balances = await cashOf(
    database,
    draw.winners.map((winner) => winner.customerId),
  );
  for (const winner of draw.winners)
    expect(balances.get(winner.customerId)).toBe(winner.amountCents);
  const payouts = await payoutsOf(draw.drawId);
  expect(payouts.every((payout) => payout.status === 'paid' && payout.transfer_id)).toBe(true);
  const transfers = await database
    .selectFrom('ledger_transfers')
    .select(['kind', 'customer_id'])
    .where(
      'id',
      'in',
      payouts.map((payout) => payout.transfer_id ?? ''),
    )
    .execute();
  expect(transfers).toHaveLength(25);
  expect(transfers.every((transfer) => transfer.kind === 'prize')).toBe(true);
  const after = await ledgerTotals(database);
  expect(after.entriesCents).toBe(0);
  expect(after.prizesPayableCents - before.prizesPayableCents).toBe(-draw.prizeCentsTotal);
  expect(await auditCount(database, draw.drawId, 'draw.paid')).toBe(1);
  expect(await auditCount(database, draw.drawId, 'draw.pay')).toBe(1);
  const paidAudit = await database
    .selectFrom('audit_log')
    .select('detail')
    .where('subject_id', '=', draw.drawId)
    .where('action', '=', 'draw.paid')
    .executeTakeFirstOrThrow();
  expect(paidAudit.detail).toMatchObject({ payouts: 25, paidCents: draw.prizeCentsTotal });
});

it('pays the due prizes and waits while a prize above the threshold waits for its claim check', async () => {
  const database = testApp.app.database;
  const draw = await insertScoredDraw(database, {
    now: clock.now(),
    winners: 4,
    prizeCentsOf: (index) => (index === 0 ? 2_500_000 : 1500),
    claimThresholdCents: 1_000_000,
  });
  const engine = engineOf(database, [payStep], clock.now);

  const first = await engine.runSteps(draw.drawId, engineActor, false);
  const second = await engine.runSteps(draw.drawId, engineActor, false);

  expect(first.steps).toEqual([
    { drawId: draw.drawId, step: 'pay', outcome: 'waiting', status: 'DRAW_SCORED' },
  ]);
  expect(second.steps).toEqual([
    { drawId: draw.drawId, step: 'pay', outcome: 'waiting', status: 'DRAW_SCORED' },
  ]);
  expect(await statusOf(draw.drawId)).toBe('DRAW_SCORED');
  const statuses = (await payoutsOf(draw.drawId)).map((payout) => payout.status).sort();
  expect(statuses).toEqual(['awaiting_claim', 'paid', 'paid', 'paid']);
  const [bigWinner] = draw.winners;
  expect(
    (await cashOf(database, [bigWinner?.customerId ?? ''])).get(bigWinner?.customerId ?? ''),
  ).toBe(0);
  expect(await auditCount(database, draw.drawId, 'draw.paid')).toBe(1);
});

it('pays nothing when the step fails part-way, and everything once when it runs again', async () => {
  const database = testApp.app.database;
  const draw = await insertScoredDraw(database, { now: clock.now(), winners: 10 });
  const before = await ledgerTotals(database);
  const crashing = engineOf(
    database,
    [
      {
        ...payStep,
        run: async (context) => {
          await payStep.run(context);
          throw new Error('the process stopped');
        },
      },
    ],
    clock.now,
  );

  const failed = await crashing.runSteps(draw.drawId, engineActor, false);

  expect(failed.failures).toEqual([
    { drawId: draw.drawId, step: 'pay', error: 'the process stopped' },
  ]);
  expect((await payoutsOf(draw.drawId)).every((payout) => payout.status === 'due')).toBe(true);
  expect(await ledgerTotals(database)).toEqual(before);

  await engineOf(database, [payStep], clock.now).runSteps(draw.drawId, engineActor, false);

  expect((await payoutsOf(draw.drawId)).every((payout) => payout.status === 'paid')).toBe(true);
  expect((await ledgerTotals(database)).prizesPayableCents - before.prizesPayableCents).toBe(
    -draw.prizeCentsTotal,
  );
  expect(await statusOf(draw.drawId)).toBe('DRAW_PAID');
});
