import { buildTestApp, type TestApp } from '../../../testing/build-test-app';
import { TestClock } from '../../auth/test-support';
import { engineActor } from '../engine/step';
import {
  auditCount,
  cashOf,
  engineOf,
  ledgerTotals,
  testPublicUrl,
} from '../jobs/engine-test-support';
import { insertScoredDraw } from '../jobs/scored-draw-fixture';
import { payStep } from '../steps/pay';
import { ClaimService } from './service';

const clock = new TestClock();
let testApp: TestApp;
let claims: ClaimService;
const operator = 'checker@shop.test';

beforeAll(async () => {
  testApp = await buildTestApp({ now: clock.now });
  claims = new ClaimService(testApp.app.database, { publicUrl: testPublicUrl, now: clock.now });
});

afterAll(() => testApp.close());

/** A scored draw whose first two winners won A$25,000 and A$12,000 (checked), the others less. */
async function drawWaitingForClaims() {
  const database = testApp.app.database;
  const draw = await insertScoredDraw(database, {
    now: clock.now(),
    winners: 3,
    prizeCentsOf: (index) => [2_500_000, 1_200_000, 1500][index] ?? 1500,
    claimThresholdCents: 1_000_000,
  });
  await engineOf(database, [payStep], clock.now).runSteps(draw.drawId, engineActor, false);
  const [first, second] = draw.winners;
  if (!first || !second) throw new Error('two winners expected');
  return { draw, first, second };
}

const drawStatusOf = async (drawId: string) =>
  (
    await testApp.app.database
      .selectFrom('draws')
      .select('status')
      .where('id', '=', drawId)
      .executeTakeFirstOrThrow()
  ).status;

const emailsTo = (recipient: string) =>
  testApp.app.database
    .selectFrom('email_outbox')
    .select(['subject', 'text_body'])
    .where('recipient', '=', recipient)
    .execute();

it('lists the prizes waiting for a claim check, with who won them and in which draw', async () => {
  const { draw, first, second } = await drawWaitingForClaims();

  const awaiting = (await claims.awaiting()).filter((claim) => claim.drawId === draw.drawId);

  expect(awaiting).toEqual([
    expect.objectContaining({
      ticketId: first.ticketId,
      customerId: first.customerId,
      customerEmail: first.email,
      productOfferKey: 'saturday_lotto',
      offerName: 'Saturday Lotto',
      drawNo: draw.drawNo,
      amountCents: 2_500_000,
    }),
    expect.objectContaining({ ticketId: second.ticketId, amountCents: 1_200_000 }),
  ]);
});

it('pays an approved claim once, emails the winner, and moves the draw on after the last one', async () => {
  const database = testApp.app.database;
  const { draw, first, second } = await drawWaitingForClaims();
  const before = await ledgerTotals(database);

  const approved = await claims.approve(first.ticketId, draw.drawId, operator);
  const twice = claims.approve(first.ticketId, draw.drawId, operator);

  expect(approved).toEqual({
    ticketId: first.ticketId,
    drawId: draw.drawId,
    status: 'paid',
    amountCents: 2_500_000,
    drawStatus: 'DRAW_SCORED',
  });
  await expect(twice).rejects.toMatchObject({ statusCode: 409, code: 'claim_not_awaiting' });
  expect((await cashOf(database, [first.customerId])).get(first.customerId)).toBe(2_500_000);
  expect((await ledgerTotals(database)).prizesPayableCents - before.prizesPayableCents).toBe(
    -2_500_000,
  );
  expect(await emailsTo(first.email)).toEqual([
    expect.objectContaining({
      subject: 'Your Saturday Lotto prize is in your wallet',
      text_body: expect.stringContaining('A$25,000.00 is now in your wallet') as string,
    }),
  ]);

  const last = await claims.approve(second.ticketId, draw.drawId, operator);

  expect(last.drawStatus).toBe('DRAW_PAID');
  expect(await drawStatusOf(draw.drawId)).toBe('DRAW_PAID');
  expect(await auditCount(database, draw.drawId, 'prize_claim.approved')).toBe(2);
  expect(await auditCount(database, draw.drawId, 'draw.pay')).toBe(1);
  const decision = await database
    .selectFrom('audit_log')
    .select(['actor_type', 'actor', 'detail'])
    .where('subject_id', '=', draw.drawId)
    .where('action', '=', 'prize_claim.approved')
    .orderBy('created_at')
    .executeTakeFirstOrThrow();
  expect(decision).toMatchObject({
    actor_type: 'operator',
    actor: operator,
    detail: { ticketId: first.ticketId, amountCents: 2_500_000 },
  });
});

it('rejects a claim with its reason: nothing is paid, the winner is told why', async () => {
  const database = testApp.app.database;
  const { draw, first, second } = await drawWaitingForClaims();
  const before = await ledgerTotals(database);

  await expect(claims.reject(first.ticketId, draw.drawId, operator, '  ')).rejects.toMatchObject({
    statusCode: 422,
    code: 'invalid_reason',
  });
  const rejected = await claims.reject(
    first.ticketId,
    draw.drawId,
    operator,
    'The ticket was bought after the draw closed.',
  );

  expect(rejected).toMatchObject({ status: 'rejected', drawStatus: 'DRAW_SCORED' });
  expect(await ledgerTotals(database)).toEqual(before);
  const payout = await database
    .selectFrom('prize_payouts')
    .select(['status', 'reason', 'decided_by', 'transfer_id'])
    .where('ticket_id', '=', first.ticketId)
    .executeTakeFirstOrThrow();
  expect(payout).toEqual({
    status: 'rejected',
    reason: 'The ticket was bought after the draw closed.',
    decided_by: operator,
    transfer_id: null,
  });
  expect(await emailsTo(first.email)).toEqual([
    expect.objectContaining({
      subject: 'About your Saturday Lotto prize claim',
      text_body: expect.stringContaining(
        'Reason: The ticket was bought after the draw closed.',
      ) as string,
    }),
  ]);
  await expect(claims.approve(first.ticketId, draw.drawId, operator)).rejects.toMatchObject({
    statusCode: 409,
    message:
      'This prize has already been rejected: only a prize waiting for a claim check can be approved or rejected.',
  });

  await claims.reject(second.ticketId, draw.drawId, operator, 'Duplicate claim.');
  expect(await drawStatusOf(draw.drawId)).toBe('DRAW_PAID');
});

it('answers 404 for a claim that does not exist, whatever the ids look like', async () => {
  const { draw } = await drawWaitingForClaims();
  await expect(claims.approve('not-a-ticket', draw.drawId, operator)).rejects.toMatchObject({
    statusCode: 404,
    code: 'claim_not_found',
  });
  await expect(
    claims.approve('00000000-0000-4000-8000-000000000000', draw.drawId, operator),
  ).rejects.toMatchObject({ statusCode: 404, code: 'claim_not_found' });
});
