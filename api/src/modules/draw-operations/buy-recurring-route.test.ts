import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { TestClock } from '../auth/test-support';
import { signInOperator, type TestOperator } from '../operators/test-support';
import { customerCall, newDraw, recurringPurchaseOf } from '../recurring/test-support';

const clock = new TestClock();
let testApp: TestApp;
let operator: TestOperator;

beforeAll(async () => {
  testApp = await buildTestApp({ now: clock.now });
  operator = await signInOperator(testApp.app, ['draws']);
});

afterAll(() => testApp.close());

const buyRecurring = (payload: Record<string, unknown>, authorization = operator.authorization) =>
  testApp.app.inject({
    method: 'POST',
    url: '/ops/draws/buy-recurring',
    headers: { authorization },
    payload,
  });

it("buys an open draw's recurring purchases now and says what came of them", async () => {
  // Only this test's purchases: the demo customer's seeded autoplay would be bought too.
  await testApp.app.database
    .updateTable('recurring_purchases')
    .set({ status: 'recurring_status_cancelled' })
    .execute();
  // One bought, one paused (skipped), one with an empty wallet (failed).
  await recurringPurchaseOf(testApp.app, clock, { walletCents: 600 });
  const paused = await recurringPurchaseOf(testApp.app, clock, { walletCents: 600 });
  await recurringPurchaseOf(testApp.app, clock);
  await customerCall(
    testApp.app,
    clock,
    paused.customer,
    'POST',
    `/v2/autoplay/${paused.recurringId}/pause`,
  );
  const draw = await newDraw(testApp.app, clock, 'saturday_lotto');

  const answer = await buyRecurring({ offer_key: 'saturday_lotto', draw_no: draw.draw_no });

  expect(answer.statusCode).toBe(200);
  expect(answer.json().result).toEqual({
    draw_no: draw.draw_no,
    purchased: 1,
    skipped: 1,
    failed: 1,
  });
  const marked = await testApp.app.database
    .selectFrom('draws')
    .select('recurring_bought_at')
    .where('id', '=', draw.id)
    .executeTakeFirstOrThrow();
  expect(marked.recurring_bought_at).not.toBeNull();
  const audit = await testApp.app.database
    .selectFrom('audit_log')
    .select(['action', 'actor'])
    .where('subject_id', '=', draw.id)
    .execute();
  expect(audit).toEqual([{ action: 'draw.buy_recurring', actor: operator.email }]);
});

it('refuses a draw that is not on sale, and an operator without the draws role', async () => {
  const closed = await newDraw(testApp.app, clock, 'powerball');
  await testApp.app.database
    .updateTable('draws')
    .set({ status: 'DRAW_CLOSED' })
    .where('id', '=', closed.id)
    .execute();
  const support = await signInOperator(testApp.app, ['support']);

  const notOpen = await buyRecurring({ offer_key: 'powerball', draw_no: closed.draw_no });
  const missing = await buyRecurring({ offer_key: 'powerball', draw_no: 999_999 });
  const forbidden = await buyRecurring({ offer_key: 'powerball' }, support.authorization);

  expect(notOpen.statusCode).toBe(409);
  expect(missing.statusCode).toBe(404);
  expect(forbidden.statusCode).toBe(403);
});
