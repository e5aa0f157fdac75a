import { type FastifyInstance } from 'fastify';
import { insertDraw } from '../modules/draw-operations/test-support';
import { totpCodeAt } from '../modules/two-factor/totp';
import { buildTestApp, type TestApp } from '../testing/build-test-app';
import { type DrawCommandEnvironment } from './draw-commands';
import { opsUsage, runOpsCommand } from './operator-commands';

interface Call {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
}

const outcome = {
  id: '6f1c1f3e-1111-4111-8111-111111111111',
  offer_key: 'powerball',
  offer_name: 'Powerball',
  draw_no: 1500,
  status: 'DRAW_EMAILED',
  stop: '2026-11-26T08:30:00.000Z',
  draw_at: '2026-11-26T09:30:00.000Z',
  last_error: null,
  last_error_at: null,
  steps: [
    { step: 'close', outcome: 'done', status: 'DRAW_CLOSED' },
    { step: 'draw', outcome: 'done', status: 'DRAW_DRAWN' },
  ],
  failures: [],
  tickets_root: 'ab'.repeat(32),
  ticket_lines: 12,
  numbers: [
    { name: 'Numbers', numbers: [15, 3, 33, 7, 21, 9, 1] },
    { name: 'Powerball', numbers: [20] },
  ],
  winners: 2,
  payouts_paid: 1,
  prizes_paid: { amount: '123.45', currency: 'AUD' },
  awaiting_claim: 1,
};

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

async function ops(
  args: string[],
  shop: Partial<Omit<DrawCommandEnvironment, 'write'>>,
): Promise<{ code: number; output: string }> {
  const lines: string[] = [];
  const code = await runOpsCommand(args, {
    databaseUrl: 'pglite://memory',
    write: (text) => lines.push(text),
    shop: {
      publicUrl: 'http://localhost:8080',
      credentials: {},
      fetch: () => Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:8080')),
      ...shop,
    },
  });
  return { code, output: lines.join('\n') };
}

function recording(answer: (call: Call) => Response) {
  const calls: Call[] = [];
  const fetch: DrawCommandEnvironment['fetch'] = (url, init) => {
    const call = {
      url,
      method: init.method,
      headers: init.headers,
      body: init.body === undefined ? undefined : (JSON.parse(init.body) as unknown),
    };
    calls.push(call);
    return Promise.resolve(answer(call));
  };
  return { calls, fetch };
}

describe('npm run ops -- draw (against a fake shop)', () => {
  it('draws with a session token and prints what happened', async () => {
    const { calls, fetch } = recording(() => json({ result: outcome }));

    const result = await ops(['draw', 'powerball', '--draw', '1500'], {
      credentials: { OPS_SESSION_TOKEN: 'token-1' },
      fetch,
    });

    expect(result.code).toBe(0);
    expect(calls).toEqual([
      {
        url: 'http://localhost:8080/ops/draws/draw-now',
        method: 'POST',
        headers: expect.objectContaining({
          authorization: 'Bearer token-1',
          'content-type': 'application/json',
        }) as Record<string, string>,
        body: { offerKey: 'powerball', drawNo: 1500 },
      },
    ]);
    expect(result.output).toContain('Powerball draw 1500 (powerball): DRAW_EMAILED');
    expect(result.output).toContain('close: done → DRAW_CLOSED');
    expect(result.output).toContain('Numbers: Numbers 15 3 33 7 21 9 1 | Powerball 20');
    expect(result.output).toContain('Winners: 2 ticket(s); 1 prize(s) paid, A$123.45 in all.');
    expect(result.output).toContain('1 prize(s) wait for a claim check');
  });

  it('signs in with email, password and a code from the TOTP secret, then signs out', async () => {
    const now = new Date('2026-11-26T10:00:00Z');
    const { calls, fetch } = recording((call) =>
      call.url.endsWith('/ops/session') && call.method === 'POST'
        ? json({ result: { token: 'fresh-token' } })
        : json({ result: outcome }),
    );

    const result = await ops(['draw', 'powerball', '--url', 'https://shop.example/'], {
      credentials: {
        OPS_EMAIL: 'draws@shop.example',
        OPS_PASSWORD: 'secret password',
        OPS_TOTP_SECRET: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
      },
      fetch,
      now: () => now,
    });

    expect(result.code).toBe(0);
    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual([
      'POST https://shop.example/ops/session',
      'POST https://shop.example/ops/draws/draw-now',
      'DELETE https://shop.example/ops/session',
    ]);
    expect(calls[0]?.body).toEqual({
      email: 'draws@shop.example',
      password: 'secret password',
      code: totpCodeAt('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', now),
    });
    expect(calls[1]?.body).toEqual({ offerKey: 'powerball' });
    expect(calls[2]?.headers.authorization).toBe('Bearer fresh-token');
  });

  it('asks for what is missing on a terminal, and says what is missing without one', async () => {
    const asked: string[] = [];
    const { fetch } = recording((call) =>
      call.url.endsWith('/ops/session')
        ? json({ result: { token: 't' } })
        : json({ result: outcome }),
    );
    const interactive = await ops(['draw', 'powerball'], {
      credentials: { OPS_EMAIL: 'draws@shop.example' },
      fetch,
      ask: (question) => {
        asked.push(question);
        return Promise.resolve(question.startsWith('Password') ? 'pw' : '123456');
      },
    });
    const scripted = await ops(['draw', 'powerball'], { credentials: {} });

    expect(interactive.code).toBe(0);
    expect(asked).toEqual(['Password: ', 'Authenticator code: ']);
    expect(scripted.code).toBe(2);
    expect(scripted.output).toContain('Operator credentials are missing');
  });

  it('prints a refusal and exits 1; bad usage exits 2; an unreachable shop exits 1', async () => {
    const { fetch } = recording(() =>
      json(
        {
          result: null,
          error: {
            id: 'draw_not_open',
            message: 'powerball draw 1499 is DRAW_PAID: only an open draw can be drawn now.',
          },
        },
        409,
      ),
    );
    const credentials = { OPS_SESSION_TOKEN: 'token-1' };

    const refused = await ops(['draw', 'powerball', '--draw', '1499'], { credentials, fetch });
    const noOffer = await ops(['draw'], { credentials, fetch });
    const badNumber = await ops(['draw', 'powerball', '--draw', 'soon'], { credentials, fetch });
    const unreachable = await ops(['draws'], { credentials });

    expect(refused).toEqual({
      code: 1,
      output: 'powerball draw 1499 is DRAW_PAID: only an open draw can be drawn now.',
    });
    expect(noOffer).toEqual({ code: 2, output: opsUsage });
    expect(badNumber.code).toBe(2);
    expect(unreachable.code).toBe(1);
    expect(unreachable.output).toContain('Could not reach http://localhost:8080');
    expect(opsUsage).toContain('draw <offerKey> [--draw <drawNo>]');
  });
});

describe('npm run ops -- draw (against the app)', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await buildTestApp();
  });

  afterAll(() => testApp.close());

  /** The shop as the command reaches it over HTTP, served by the app in this process. */
  function shopOf(app: FastifyInstance): DrawCommandEnvironment['fetch'] {
    return async (url, init) => {
      const target = new URL(url);
      const response = await app.inject({
        method: init.method as 'GET' | 'POST' | 'DELETE',
        url: `${target.pathname}${target.search}`,
        headers: init.headers,
        ...(init.body === undefined ? {} : { payload: init.body }),
      });
      return new Response(response.body, {
        status: response.statusCode,
        headers: { 'content-type': String(response.headers['content-type'] ?? '') },
      });
    };
  }

  /** A new operator with the draws role per command: an authenticator code opens one session. */
  async function credentialsOf(app: FastifyInstance) {
    const email = `draws.${Math.random().toString(36).slice(2)}@shop.example`;
    const created = await app.operators.create({ email, roles: ['draws'] });
    return {
      OPS_EMAIL: email,
      OPS_PASSWORD: created.password,
      OPS_TOTP_SECRET: created.totpSecret,
    };
  }

  it('lists draws, refuses a drawn draw and draws an open one', async () => {
    const { app } = testApp;
    const open = await insertDraw(app);
    const paid = await insertDraw(app, { status: 'DRAW_PAID' });
    const shop = { fetch: shopOf(app), now: app.config.now };

    const listed = await ops(['draws', '--offer', 'powerball', '--status', 'DRAW_OPEN'], {
      ...shop,
      credentials: await credentialsOf(app),
    });
    const refused = await ops(['draw', 'powerball', '--draw', String(paid.drawNo)], {
      ...shop,
      credentials: await credentialsOf(app),
    });
    const drawn = await ops(['draw', 'powerball', '--draw', String(open.drawNo)], {
      ...shop,
      credentials: await credentialsOf(app),
    });

    expect(listed.code).toBe(0);
    expect(listed.output).toContain(`powerball  ${open.drawNo}  DRAW_OPEN`);
    expect(refused).toEqual({
      code: 1,
      output: `powerball draw ${paid.drawNo} is DRAW_PAID: only an open draw can be drawn now.`,
    });
    expect(drawn.output).toContain(`Powerball draw ${open.drawNo} (powerball): `);
    const audit = await app.database
      .selectFrom('audit_log')
      .select('action')
      .where('subject_id', '=', open.id)
      .execute();
    expect(audit.map((entry) => entry.action)).toContain('draw.draw_now');
  });
});
