import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { TestClock } from '../auth/test-support';
import { signInOperator, type TestOperator } from '../operators/test-support';
import { newCustomer } from '../purchase/test-support';
import { insertDraw, insertTicket } from './test-support';

const clock = new TestClock();
let testApp: TestApp;
let operator: TestOperator;

beforeAll(async () => {
  testApp = await buildTestApp();
  operator = await signInOperator(testApp.app, ['draws']);
});

afterAll(() => testApp.close());

function page(url: string, cookie = operator.cookie) {
  return testApp.app.inject({ method: 'GET', url, headers: { cookie, accept: 'text/html' } });
}

function post(url: string, form: Record<string, string> = {}, cookie = operator.cookie) {
  return testApp.app.inject({
    method: 'POST',
    url,
    headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(form).toString(),
  });
}

async function auditActions(subjectId: string): Promise<Array<{ action: string; actor: string }>> {
  return testApp.app.database
    .selectFrom('audit_log')
    .select(['action', 'actor'])
    .where('subject_id', '=', subjectId)
    .orderBy('created_at')
    .execute();
}

describe('operator access', () => {
  it('opens the draw pages to the draws role only, and the audit log to draws or support', async () => {
    const payments = await signInOperator(testApp.app, ['payments']);
    const support = await signInOperator(testApp.app, ['support']);

    const signedOut = await testApp.app.inject({
      method: 'GET',
      url: '/ops/draws',
      headers: { accept: 'text/html' },
    });
    expect(signedOut.statusCode).toBe(303);
    expect(signedOut.headers.location).toBe('/ops/login');
    for (const url of ['/ops/draws', '/ops/prize-claims', '/ops/audit']) {
      const refused = await page(url, payments.cookie);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error.id).toBe('operator_forbidden');
    }
    expect((await page('/ops/audit', support.cookie)).statusCode).toBe(200);
    expect((await page('/ops/draws', support.cookie)).statusCode).toBe(403);
    const refusedPost = await post(
      '/ops/draws/draw-now',
      { offerKey: 'powerball' },
      support.cookie,
    );
    expect(refusedPost.statusCode).toBe(403);

    const home = await page('/ops');
    expect(home.body).toContain('href="/ops/draws"');
    expect(home.body).toContain('href="/ops/prize-claims"');
    expect(home.body).toContain('href="/ops/audit"');
    const supportHome = await page('/ops', support.cookie);
    expect(supportHome.body).toContain('href="/ops/audit"');
    expect(supportHome.body).not.toContain('href="/ops/draws"');
  });
});

describe('/ops/draws', () => {
  it('lists draws with their actions, filtered by offer and status', async () => {
    const open = await insertDraw(testApp.app);
    const failed = await insertDraw(testApp.app, { status: 'DRAW_CLOSED' });
    await testApp.app.database
      .updateTable('draws')
      .set({ last_error: 'draw: the beacon did not answer', last_error_at: new Date() })
      .where('id', '=', failed.id)
      .execute();

    const listed = await page('/ops/draws?offer=powerball');
    expect(listed.statusCode).toBe(200);
    expect(listed.headers['cache-control']).toBe('no-store');
    expect(listed.body).toContain(`aria-label="Draw now: Powerball draw ${open.drawNo}"`);
    expect(listed.body).toContain(`aria-label="Re-run next step: Powerball draw ${failed.drawNo}"`);
    expect(listed.body).toContain('draw: the beacon did not answer');
    const closedOnly = await page('/ops/draws?offer=powerball&status=DRAW_CLOSED');
    expect(closedOnly.body).toContain(`Powerball draw ${failed.drawNo}`);
    expect(closedOnly.body).not.toContain(`Powerball draw ${open.drawNo}"`);
    expect((await page('/ops/draws?status=NOT_A_STATUS')).statusCode).toBe(422);

    const confirm = await page(`/ops/draws/${open.id}/draw-now`);
    expect(confirm.statusCode).toBe(200);
    expect(confirm.body).toContain('<form method="post" action="/ops/draws/draw-now">');
    expect(confirm.body).toContain(`name="drawNo" value="${open.drawNo}"`);
  });

  it('draws an open draw now, records it, and shows where the draw stands', async () => {
    const draw = await insertDraw(testApp.app);

    const drawn = await post('/ops/draws/draw-now', {
      offerKey: 'powerball',
      drawNo: String(draw.drawNo),
    });

    expect(drawn.statusCode).toBe(303);
    expect(drawn.headers.location).toBe(`/ops/draws?done=drawn&draw=${draw.id}`);
    const shown = await page(drawn.headers.location as string);
    expect(shown.body).toMatch(
      new RegExp(`<p role="(status|alert)">Drawn now: Powerball draw ${draw.drawNo} is now `),
    );
    const actions = await auditActions(draw.id);
    expect(actions[0]).toEqual({ action: 'draw.draw_now', actor: operator.email });
    const audit = await page(`/ops/audit?subject=${draw.id}`);
    expect(audit.statusCode).toBe(200);
    expect(audit.body).toContain('<code>draw.draw_now</code>');
    expect(audit.body).toContain(operator.email);
  });

  it('draws a lottery now with its syndicate’s draw of the same number, both to the end', async () => {
    const lottery = await insertDraw(testApp.app);
    const syndicate = await insertDraw(testApp.app, {
      offerKey: 'powerball_syndicate',
      drawNo: lottery.drawNo,
    });

    const drawn = await post('/ops/draws/draw-now', {
      offerKey: 'powerball',
      drawNo: String(lottery.drawNo),
    });

    expect(drawn.statusCode).toBe(303);
    const statuses = await testApp.app.database
      .selectFrom('draws')
      .select(['id', 'status'])
      .where('id', 'in', [lottery.id, syndicate.id])
      .execute();
    expect(statuses.map((draw) => draw.status)).toEqual(['DRAW_EMAILED', 'DRAW_EMAILED']);
    expect((await auditActions(syndicate.id))[0]).toEqual({
      action: 'draw.draw_now',
      actor: operator.email,
    });
  });

  it('refuses to draw a drawn draw now with the engine’s message, on the page and as JSON', async () => {
    const paid = await insertDraw(testApp.app, { status: 'DRAW_PAID' });
    const message = `powerball draw ${paid.drawNo} is DRAW_PAID: only an open draw can be drawn now.`;

    const refused = await post('/ops/draws/draw-now', {
      offerKey: 'powerball',
      drawNo: String(paid.drawNo),
    });
    const refusedJson = await testApp.app.inject({
      method: 'POST',
      url: '/ops/draws/draw-now',
      headers: { authorization: operator.authorization },
      payload: { offerKey: 'powerball', drawNo: paid.drawNo },
    });

    expect(refused.statusCode).toBe(409);
    expect(refused.headers['content-type']).toContain('text/html');
    expect(refused.body).toContain(`<p role="alert">${message}</p>`);
    expect(refusedJson.statusCode).toBe(409);
    expect(refusedJson.json().error).toEqual({ id: 'draw_not_open', message });
    expect(await auditActions(paid.id)).toEqual([]);
  });

  it('re-runs a draw’s next step, and says when none is left', async () => {
    const finished = await insertDraw(testApp.app, { status: 'DRAW_EMAILED' });
    const waiting = await insertDraw(testApp.app, {
      status: 'DRAW_CLOSED',
      stop: new Date(Date.now() + 60 * 60 * 1000),
    });

    const retried = await post(`/ops/draws/${waiting.id}/retry`);
    const none = await post(`/ops/draws/${finished.id}/retry`);
    const unknown = await post('/ops/draws/00000000-0000-4000-8000-000000000000/retry');

    expect(retried.statusCode).toBe(303);
    expect(retried.headers.location).toBe(`/ops/draws?done=retried&draw=${waiting.id}`);
    const shown = await page(retried.headers.location as string);
    expect(shown.body).toContain(
      `Re-ran the next step: Powerball draw ${waiting.drawNo} is now Closed.`,
    );
    expect(await auditActions(waiting.id)).toEqual([
      { action: 'draw.retry', actor: operator.email },
    ]);
    expect(none.statusCode).toBe(409);
    expect(none.body).toContain('This draw has no step left to run.');
    expect(unknown.statusCode).toBe(404);
  });

  it('answers the command line in JSON with the operator’s bearer token', async () => {
    const draw = await insertDraw(testApp.app);

    const list = await testApp.app.inject({
      method: 'GET',
      url: '/ops/draws.json?offer=powerball&status=DRAW_OPEN',
      headers: { authorization: operator.authorization },
    });
    const drawn = await testApp.app.inject({
      method: 'POST',
      url: '/ops/draws/draw-now',
      headers: { authorization: operator.authorization },
      payload: { offerKey: 'powerball', drawNo: draw.drawNo },
    });

    expect(list.statusCode).toBe(200);
    const entities = list.json<{ entities: Array<{ id: string; status: string }> }>().entities;
    expect(entities.map((entity) => entity.id)).toContain(draw.id);
    expect(entities.every((entity) => entity.status === 'DRAW_OPEN')).toBe(true);
    expect(drawn.statusCode).toBe(200);
    expect(drawn.json().result).toMatchObject({
      id: draw.id,
      offer_key: 'powerball',
      draw_no: draw.drawNo,
      prizes_paid: { currency: 'AUD' },
    });
  });
});

describe('/ops/prize-claims', () => {
  async function awaitingClaim(amountCents: number) {
    const customer = await newCustomer(testApp.app, clock);
    const draw = await insertDraw(testApp.app, { status: 'DRAW_SCORED' });
    const ticketId = await insertTicket(testApp.app, customer.customerId, draw.id, [
      { Numbers: [1, 2, 3, 4, 5, 6, 7], Powerball: [1] },
    ]);
    await testApp.app.database
      .insertInto('prize_payouts')
      .values({
        ticket_id: ticketId,
        draw_id: draw.id,
        customer_id: customer.customerId,
        amount_cents: amountCents,
        description: `Prize: Powerball draw ${draw.drawNo}, Division 1`,
        status: 'awaiting_claim',
        created_at: new Date(),
      })
      .execute();
    return { customer, draw, ticketId };
  }

  const statusOf = async (ticketId: string) =>
    (
      await testApp.app.database
        .selectFrom('prize_payouts')
        .select('status')
        .where('ticket_id', '=', ticketId)
        .executeTakeFirstOrThrow()
    ).status;

  it('lists prizes waiting for a claim check; approving pays, rejecting needs a reason', async () => {
    const approved = await awaitingClaim(2_500_000);
    const rejected = await awaitingClaim(1_500_000);

    const listed = await page('/ops/prize-claims');
    expect(listed.statusCode).toBe(200);
    expect(listed.body).toContain(approved.customer.email);
    expect(listed.body).toContain('A$25,000.00');
    const claimPath = (claim: typeof approved) =>
      `/ops/prize-claims/${claim.draw.id}/${claim.ticketId}`;

    const noReason = await post(`${claimPath(rejected)}/reject`, { reason: ' ' });
    expect(noReason.statusCode).toBe(422);
    expect(noReason.body).toContain('role="alert"');
    expect(await statusOf(rejected.ticketId)).toBe('awaiting_claim');

    const reject = await post(`${claimPath(rejected)}/reject`, {
      reason: 'Ticket reported stolen',
    });
    expect(reject.statusCode).toBe(303);
    expect(reject.headers.location).toBe('/ops/prize-claims?done=rejected');
    expect(await statusOf(rejected.ticketId)).toBe('rejected');

    const approve = await post(`${claimPath(approved)}/approve`);
    expect(approve.statusCode).toBe(303);
    expect(await statusOf(approved.ticketId)).toBe('paid');
    const twice = await post(`${claimPath(approved)}/approve`);
    expect(twice.statusCode).toBe(409);
    expect(twice.body).toContain('This prize has already been paid');

    const after = await page('/ops/prize-claims?done=approved');
    expect(after.body).toContain('Approved: the prize is paid');
    expect(after.body).not.toContain(approved.customer.email);
    expect((await auditActions(approved.draw.id)).map((entry) => entry.action)).toContain(
      'prize_claim.approved',
    );
  });
});
