import { type FastifyInstance } from 'fastify';
import { TestClock } from '../../auth/test-support';
import { newDraw } from '../../recurring/test-support';
import { buildTestApp, type TestApp } from '../../../testing/build-test-app';
import { type DrawRow } from '../engine/step';
import { buyDueRecurringPurchases } from './due-purchases';

// Years after the demo draws, so that only this file's draws are open around the clock.
const clock = new TestClock(new Date('2031-03-01T09:00:00Z'));
const hour = 60 * 60 * 1000;
let testApp: TestApp;
let app: FastifyInstance;

beforeAll(async () => {
  testApp = await buildTestApp();
  app = testApp.app;
});

afterAll(() => testApp?.close());

/** A new open draw of the offer whose sales close `stopInMs` from the clock's now. */
async function drawClosingIn(offerKey: string, stopInMs: number) {
  const draw = await newDraw(app, clock, offerKey);
  return app.database
    .updateTable('draws')
    .set({ stop: new Date(clock.now().getTime() + stopInMs) })
    .where('id', '=', draw.id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

const boughtAtOf = async (drawId: string) =>
  (
    await app.database
      .selectFrom('draws')
      .select('recurring_bought_at')
      .where('id', '=', drawId)
      .executeTakeFirstOrThrow()
  ).recurring_bought_at;

it('buys each draw closing within the lead time once, soonest first, and marks it bought', async () => {
  const later = await drawClosingIn('saturday_lotto', 90 * 60 * 1000);
  const soon = await drawClosingIn('oz_lotto', 30 * 60 * 1000);
  const beyondLead = await drawClosingIn('powerball', 3 * hour);
  const closed = await drawClosingIn('set_for_life', -60 * 1000);
  const alreadyBought = await drawClosingIn('weekday_windfall', 45 * 60 * 1000);
  await app.database
    .updateTable('draws')
    .set({ recurring_bought_at: new Date(clock.now().getTime() - hour) })
    .where('id', '=', alreadyBought.id)
    .execute();

  const asked: string[] = [];
  const buy = (draw: DrawRow) => {
    asked.push(draw.id);
    return Promise.resolve({ purchased: 2, skipped: 1, failed: 0 });
  };
  const first = await buyDueRecurringPurchases(app.database, buy, 2 * hour, clock.now());

  expect(asked).toEqual([soon.id, later.id]);
  expect(first).toEqual({
    bought: [
      { drawId: soon.id, purchased: 2, skipped: 1, failed: 0 },
      { drawId: later.id, purchased: 2, skipped: 1, failed: 0 },
    ],
    failures: [],
  });
  expect(await boughtAtOf(soon.id)).toEqual(clock.now());
  expect(await boughtAtOf(beyondLead.id)).toBeNull();
  expect(await boughtAtOf(closed.id)).toBeNull();

  // The next run finds nothing left to buy.
  clock.advance(60 * 1000);
  expect(await buyDueRecurringPurchases(app.database, buy, 2 * hour, clock.now())).toEqual({
    bought: [],
    failures: [],
  });
  expect(asked).toHaveLength(2);
});

it('leaves a draw whose buy failed for the next run, and buys the others', async () => {
  clock.advance(24 * hour);
  const failing = await drawClosingIn('saturday_lotto', 20 * 60 * 1000);
  const fine = await drawClosingIn('oz_lotto', 40 * 60 * 1000);
  let gatewayDown = true;
  const buy = (draw: DrawRow) =>
    draw.id === failing.id && gatewayDown
      ? Promise.reject(new Error('the card gateway timed out'))
      : Promise.resolve({ purchased: 1, skipped: 0, failed: 0 });

  const first = await buyDueRecurringPurchases(app.database, buy, 2 * hour, clock.now());
  expect(first).toEqual({
    bought: [{ drawId: fine.id, purchased: 1, skipped: 0, failed: 0 }],
    failures: [{ drawId: failing.id, error: 'the card gateway timed out' }],
  });
  expect(await boughtAtOf(failing.id)).toBeNull();

  gatewayDown = false;
  clock.advance(30 * 1000);
  const second = await buyDueRecurringPurchases(app.database, buy, 2 * hour, clock.now());
  expect(second.bought).toEqual([{ drawId: failing.id, purchased: 1, skipped: 0, failed: 0 }]);
  expect(await boughtAtOf(failing.id)).toEqual(clock.now());
});
