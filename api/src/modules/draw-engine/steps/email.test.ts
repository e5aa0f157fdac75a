import { buildTestApp, type TestApp } from '../../../testing/build-test-app';
import { TestClock } from '../../auth/test-support';
import { engineActor } from '../engine/step';
import { auditCount, engineOf, testPublicUrl } from '../jobs/engine-test-support';
import { insertScoredDraw } from '../jobs/scored-draw-fixture';
import { emailStep } from './email';
import { payStep } from './pay';

const clock = new TestClock();
let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp({ now: clock.now });
});

afterAll(() => testApp.close());

const outboxTo = (recipient: string) =>
  testApp.app.database
    .selectFrom('email_outbox')
    .select(['subject', 'text_body'])
    .where('recipient', '=', recipient)
    .execute();

it('emails each customer their results once: winners always, the others unless they turned draw results off', async () => {
  const database = testApp.app.database;
  const draw = await insertScoredDraw(database, { now: clock.now(), winners: 2, losers: 3 });
  const [winner, closedWinner] = draw.winners;
  const [resultsReader, gameFollower, quiet] = draw.losers;
  if (!winner || !closedWinner || !resultsReader || !gameFollower || !quiet) {
    throw new Error('two winners and three other players expected');
  }
  await database
    .insertInto('communication_preferences')
    .values([
      {
        customer_id: resultsReader.customerId,
        channel: 'email',
        preference_id: 'draw_results',
        enabled: true,
      },
      {
        customer_id: gameFollower.customerId,
        channel: 'email',
        preference_id: 'offer_saturday_lotto',
        enabled: true,
      },
      {
        customer_id: quiet.customerId,
        channel: 'email',
        preference_id: 'draw_results',
        enabled: false,
      },
    ])
    .execute();
  await database
    .updateTable('customers')
    .set({ status: 'closed', closed_at: clock.now() })
    .where('id', '=', closedWinner.customerId)
    .execute();
  const engine = engineOf(database, [payStep, emailStep], clock.now);

  const run = await engine.runSteps(draw.drawId, engineActor, false);
  const again = await engine.runSteps(draw.drawId, engineActor, false);

  expect(run.steps.map((step) => [step.step, step.status])).toEqual([
    ['pay', 'DRAW_PAID'],
    ['email', 'DRAW_EMAILED'],
  ]);
  expect(again.steps).toEqual([]);
  const drawName = `Saturday Lotto draw ${draw.drawNo}`;
  const [won] = await outboxTo(winner.email);
  expect(won?.subject).toBe(
    `You won ${`A$${(winner.amountCents / 100).toFixed(2)}`} in ${drawName}`,
  );
  expect(won?.text_body).toContain(`Here are the results of ${drawName}, drawn on `);
  expect(won?.text_body).toContain('Winning numbers: 3 7 12 19 28 33');
  expect(won?.text_body).toContain('Supplementary numbers: 5 41');
  expect(won?.text_body).toContain(
    `- 1 x Standard game: Division 4, A$${(winner.amountCents / 100).toFixed(2)}, paid into your wallet`,
  );
  expect(won?.text_body).toContain(
    `See the full results: ${testPublicUrl}/saturday-lotto/results/draw/${draw.drawNo}`,
  );
  expect(won?.text_body).toContain(
    `See your past tickets: ${testPublicUrl}/my-account/past-tickets/1`,
  );
  expect(won?.text_body).not.toContain('unsubscribe');

  const [read] = await outboxTo(resultsReader.email);
  expect(read?.subject).toBe(`Your ${drawName} results`);
  expect(read?.text_body).toContain('- 1 x Standard game: no prize this time');
  expect(read?.text_body).toContain('No prize this time. Good luck in the next draw!');
  expect(read?.text_body).toContain(
    `${testPublicUrl}/unsubscribe/${resultsReader.customerId}?token=`,
  );
  const [followed] = await outboxTo(gameFollower.email);
  expect(followed?.text_body).toContain(
    `${testPublicUrl}/unsubscribe/${gameFollower.customerId}?token=`,
  );
  expect(await outboxTo(quiet.email)).toEqual([]);
  expect(await outboxTo(closedWinner.email)).toEqual([]);

  const recorded = await database
    .selectFrom('draw_result_emails')
    .select('customer_id')
    .where('draw_id', '=', draw.drawId)
    .execute();
  expect(recorded.map((row) => row.customer_id).sort()).toEqual(
    [winner.customerId, resultsReader.customerId, gameFollower.customerId].sort(),
  );
  expect(await auditCount(database, draw.drawId, 'draw.emailed')).toBe(1);
  const audit = await database
    .selectFrom('audit_log')
    .select('detail')
    .where('subject_id', '=', draw.drawId)
    .where('action', '=', 'draw.emailed')
    .executeTakeFirstOrThrow();
  expect(audit.detail).toMatchObject({ emails: 3, notEmailed: 2 });
});
