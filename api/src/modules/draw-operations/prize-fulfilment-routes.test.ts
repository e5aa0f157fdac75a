import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { engineActor } from '../draw-engine/engine/step';
import { TestClock } from '../draw-engine/steps/draw-run-support';
import { addCustomer } from '../draw-engine/steps/draw-test-support';
import {
  giveawayDrawsOf,
  giveawayEngineOf,
  seedGiveaways,
} from '../draw-engine/steps/giveaway-test-support';
import { signInOperator, type TestOperator } from '../operators/test-support';

let testApp: TestApp;
let operator: TestOperator;
let drawId: string;
let winnerId: string;

beforeAll(async () => {
  testApp = await buildTestApp({ seedDemoData: false });
  operator = await signInOperator(testApp.app, ['draws']);
  const { database } = testApp.app;
  await seedGiveaways(database, testApp.app.config.now());
  winnerId = await addCustomer(database, {
    firstname: 'Ann',
    lastname: 'Lee',
    suburb: 'Katoomba',
  });
  // The major giveaway, drawn with one entrant: the car is theirs.
  const [major] = await giveawayDrawsOf(database, 'daily_winners_major');
  if (!major?.draw_at) throw new Error('the major giveaway has no draw');
  drawId = major.id;
  await giveawayEngineOf(database, new TestClock(new Date(major.draw_at)), [winnerId]).runSteps(
    drawId,
    engineActor,
    false,
  );
});

afterAll(() => testApp.close());

function page(url: string, cookie = operator.cookie) {
  return testApp.app.inject({ method: 'GET', url, headers: { cookie, accept: 'text/html' } });
}

function post(url: string, cookie = operator.cookie) {
  return testApp.app.inject({
    method: 'POST',
    url,
    headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
    payload: '',
  });
}

const fulfilPath = (order: number | string, id = drawId) =>
  `/ops/prize-fulfilments/${id}/${order}/fulfil`;

function fulfilmentRow() {
  return testApp.app.database
    .selectFrom('prize_fulfilments')
    .select(['status', 'fulfilled_by', 'fulfilled_at'])
    .where('draw_id', '=', drawId)
    .where('draw_order', '=', 1)
    .executeTakeFirstOrThrow();
}

describe('/ops/prize-fulfilments', () => {
  it('is open to operators with the draws role only', async () => {
    const payments = await signInOperator(testApp.app, ['payments']);
    const signedOut = await testApp.app.inject({
      method: 'GET',
      url: '/ops/prize-fulfilments',
      headers: { accept: 'text/html' },
    });

    expect(signedOut.statusCode).toBe(303);
    expect(signedOut.headers.location).toBe('/ops/login');
    const refused = await page('/ops/prize-fulfilments', payments.cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.id).toBe('operator_forbidden');
    const refusedPost = await post(fulfilPath(1), payments.cookie);
    expect(refusedPost.statusCode).toBe(403);
    expect((await fulfilmentRow()).status).toBe('to_fulfil');
    expect((await page('/ops')).body).toContain('href="/ops/prize-fulfilments"');
  });

  it('lists a physical prize to fulfil, marks it fulfilled once, and records who did', async () => {
    const listed = await page('/ops/prize-fulfilments');

    expect(listed.statusCode).toBe(200);
    expect(listed.body).toContain('<h1>Prize fulfilments</h1>');
    expect(listed.body).toContain('Toyota Corolla Hybrid to Ann Lee');
    expect(listed.body).toContain('1 Test Street, Katoomba, NSW, 2150');
    expect(listed.body).toContain('aria-label="Mark fulfilled: Toyota Corolla Hybrid to Ann Lee"');
    expect(listed.body).toContain('No prize has been fulfilled yet.');

    const marked = await post(fulfilPath(1));

    expect(marked.statusCode).toBe(303);
    expect(marked.headers.location).toBe('/ops/prize-fulfilments?done=fulfilled');
    const row = await fulfilmentRow();
    expect(row).toMatchObject({ status: 'fulfilled', fulfilled_by: operator.email });
    const after = await page('/ops/prize-fulfilments?done=fulfilled');
    expect(after.body).toContain('<p role="status">Marked fulfilled');
    expect(after.body).toContain('No prize is waiting to be fulfilled.');
    expect(after.body).toContain(operator.email);
    const audit = await testApp.app.database
      .selectFrom('audit_log')
      .select(['actor_type', 'actor', 'detail'])
      .where('subject_id', '=', drawId)
      .where('action', '=', 'prize_fulfilment.fulfilled')
      .execute();
    expect(audit).toEqual([
      {
        actor_type: 'operator',
        actor: operator.email,
        detail: expect.objectContaining({
          offerKey: 'daily_winners_major',
          customerId: winnerId,
          prize: 'Toyota Corolla Hybrid',
        }) as unknown,
      },
    ]);

    const again = await post(fulfilPath(1));

    expect(again.statusCode).toBe(409);
    expect(again.body).toContain(
      '<p role="alert">Toyota Corolla Hybrid for Ann Lee was already marked fulfilled.</p>',
    );
    expect(await fulfilmentRow()).toEqual(row);
  });

  it('refuses a prize that does not exist, and an address that is not one', async () => {
    const missing = await post(fulfilPath(99));
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('<p role="alert">We could not find that prize.</p>');
    expect((await post(fulfilPath('first'))).statusCode).toBe(422);
    expect((await post(fulfilPath(1, 'not-a-draw'))).statusCode).toBe(422);
  });
});
