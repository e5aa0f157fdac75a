import { randomBytes, randomUUID } from 'node:crypto';
import { type DrawVerificationWire } from 'shared-kernel/wire/draws';
import { runVerifyDraw } from '../../cli/verify-draw-command';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { testAppKey, testAppSecret } from '../../testing/signed-headers';
import { clientHeaders, TestClock, type TestSession } from '../auth/test-support';
import { verifyInclusion } from '../draw-engine/verifiable/ticket-merkle';
import { publishedDrawOfWire, verifyDraw } from '../draw-engine/verifiable/verify-draw';
import { newCustomer } from '../purchase/test-support';
import { commitDraw, freezeDraw, insertDraw, insertTicket, revealDraw } from './test-support';

const clock = new TestClock();
let testApp: TestApp;
let owner: TestSession;
let other: TestSession;

beforeAll(async () => {
  testApp = await buildTestApp();
  owner = await newCustomer(testApp.app, clock);
  other = await newCustomer(testApp.app, clock);
});

afterAll(() => testApp.close());

async function get(url: string, session: TestSession | null = null) {
  return testApp.app.inject({ method: 'GET', url, headers: await clientHeaders({ session }) });
}

interface ProofResult {
  ticket_id: string;
  tickets_root: string;
  first_position: number;
  lines: Array<{
    line_index: number;
    numbers: Record<string, number[]>;
    leaf_index: number;
    leaf_count: number;
    steps: Array<{ side: 'left' | 'right'; hash: string }>;
  }>;
}

describe('draw verification', () => {
  it('publishes the commitment while sales are open, and the whole record once drawn', async () => {
    const seed = randomBytes(32);
    const draw = await insertDraw(testApp.app);
    await commitDraw(testApp.app, draw.id, seed);
    const base = `/v2/draws/${draw.offerKey}/${draw.drawNo}`;

    const open = await get(`${base}/commitment`);
    expect(open.statusCode).toBe(200);
    expect(open.json().result).toMatchObject({
      draw_key: `powerball:${draw.drawNo}`,
      algorithm_version: 'hmac-sha256-fy-v1',
      tickets_root: null,
      ticket_lines: null,
      status: 'DRAW_OPEN',
    });
    expect(open.body).not.toContain(seed.toString('hex'));
    const early = await get(`${base}/verification`);
    expect(early.statusCode).toBe(404);
    expect(early.json().error).toEqual({
      id: 'draw_not_drawn',
      message: 'This draw has not been drawn yet.',
    });
    expect(early.body).not.toContain(seed.toString('hex'));

    const ownTicket = await insertTicket(testApp.app, owner.customerId, draw.id, [
      { Numbers: [1, 2, 3, 4, 5, 6, 7], Powerball: [1] },
      { Numbers: [8, 9, 10, 11, 12, 13, 14], Powerball: [2] },
    ]);
    const otherTicket = await insertTicket(testApp.app, other.customerId, draw.id, [
      { Numbers: [15, 16, 17, 18, 19, 20, 21], Powerball: [3] },
    ]);
    const { root } = await freezeDraw(testApp.app, draw.id, [
      {
        ticketId: ownTicket,
        customerId: owner.customerId,
        games: [
          { Numbers: [1, 2, 3, 4, 5, 6, 7], Powerball: [1] },
          { Numbers: [8, 9, 10, 11, 12, 13, 14], Powerball: [2] },
        ],
      },
      {
        ticketId: otherTicket,
        customerId: other.customerId,
        games: [{ Numbers: [15, 16, 17, 18, 19, 20, 21], Powerball: [3] }],
      },
    ]);
    const closed = await get(`${base}/commitment`);
    expect(closed.json().result).toMatchObject({
      tickets_root: root,
      ticket_lines: 3,
      status: 'DRAW_CLOSED',
    });

    await revealDraw(testApp.app, draw, seed);
    const drawn = await get(`${base}/verification`);
    expect(drawn.statusCode).toBe(200);
    expect(drawn.json().result).toMatchObject({
      seed: seed.toString('hex'),
      draw_key: `powerball:${draw.drawNo}`,
      tickets_root: root,
      beacon: null,
    });

    // npm run verify-draw against the running app: signed call, envelope, re-derivation.
    const output: string[] = [];
    const code = await runVerifyDraw([draw.offerKey, String(draw.drawNo)], {
      publicUrl: 'http://localhost:8080',
      appKey: testAppKey,
      appSecret: testAppSecret,
      fetch: async (url, init) => {
        const response = await testApp.app.inject({
          method: 'GET',
          url: new URL(url).pathname,
          headers: init.headers,
        });
        return new Response(response.body, { status: response.statusCode });
      },
      readFile: () => Promise.reject(new Error('no files')),
      write: (text) => output.push(text),
    });
    expect(output.join('\n')).toContain('The draw is verified.');
    expect(code).toBe(0);

    // A customer's own ticket: every line proves its place under the published root.
    const proof = await get(`${base}/tickets/${ownTicket}/proof`, owner);
    expect(proof.statusCode).toBe(200);
    const result = proof.json<{ result: ProofResult }>().result;
    expect(result.tickets_root).toBe(root);
    expect(result.lines).toHaveLength(2);
    for (const line of result.lines) {
      const included = verifyInclusion(
        { ticketId: ownTicket, lineIndex: line.line_index, numbers: line.numbers },
        { leafIndex: line.leaf_index, leafCount: line.leaf_count, steps: line.steps },
        root,
      );
      expect(included).toBe(true);
    }
    expect(result.lines[0]?.numbers).toEqual({ Numbers: [1, 2, 3, 4, 5, 6, 7], Powerball: [1] });

    // Another customer's ticket is answered as if it did not exist; so is a ticket of no one.
    const stranger = await get(`${base}/tickets/${otherTicket}/proof`, owner);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json().error.id).toBe('ticket_not_found');
    const nobody = await get(`${base}/tickets/${randomUUID()}/proof`, owner);
    expect(nobody.statusCode).toBe(404);
    expect((await get(`${base}/tickets/${ownTicket}/proof`)).statusCode).toBe(401);
  });

  it('answers unknown, unpublished and malformed draws in the envelope, never with a 500', async () => {
    // A draw drawn before draws were published (the seeded history): no record to give.
    const history = await insertDraw(testApp.app, { status: 'DRAW_PAID' });

    const unpublished = await get(`/v2/draws/${history.offerKey}/${history.drawNo}/verification`);
    const unknown = await get('/v2/draws/powerball/2000000000/commitment');
    const badKey = await get('/v2/draws/Not%20An%20Offer/12/verification');
    const badNumber = await get('/v2/draws/powerball/twelve/verification');
    const badTicket = await get('/v2/draws/powerball/12/tickets/not-a-ticket/proof', owner);

    expect(unpublished.statusCode).toBe(404);
    expect(unpublished.json().error.id).toBe('draw_not_verifiable');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toEqual({
      id: 'draw_not_found',
      message: 'powerball has no draw 2000000000.',
    });
    for (const response of [badKey, badNumber, badTicket]) {
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
      expect(response.json().error).toEqual(expect.objectContaining({ id: expect.any(String) }));
    }
  });

  it('proves the lines of a ticket the engine froze at close, and verifies its draw', async () => {
    const draw = await insertDraw(testApp.app);
    await commitDraw(testApp.app, draw.id, randomBytes(32));
    const games = [
      { Numbers: [3, 6, 9, 12, 15, 18, 21], Powerball: [4] },
      { Numbers: [2, 4, 8, 16, 32, 33, 34], Powerball: [5] },
    ];
    const ticket = await insertTicket(testApp.app, owner.customerId, draw.id, games);
    await insertTicket(testApp.app, other.customerId, draw.id, [
      { Numbers: [1, 2, 3, 4, 5, 6, 7], Powerball: [1] },
    ]);

    await testApp.app.drawEngine.drawNow(draw.offerKey, draw.drawNo, {
      type: 'operator',
      name: 'draws@shop.example',
    });
    const base = `/v2/draws/${draw.offerKey}/${draw.drawNo}`;
    const commitment = (await get(`${base}/commitment`)).json<{
      result: { tickets_root: string; ticket_lines: number };
    }>().result;
    const proof = await get(`${base}/tickets/${ticket}/proof`, owner);

    expect(commitment.ticket_lines).toBe(3);
    expect(proof.statusCode).toBe(200);
    const lines = proof.json<{ result: ProofResult }>().result.lines;
    expect(lines.map((line) => line.numbers)).toEqual(games);
    for (const line of lines) {
      const included = verifyInclusion(
        { ticketId: ticket, lineIndex: line.line_index, numbers: line.numbers },
        { leafIndex: line.leaf_index, leafCount: line.leaf_count, steps: line.steps },
        commitment.tickets_root,
      );
      expect(included).toBe(true);
    }
    const verification = await get(`${base}/verification`);
    expect(verification.statusCode).toBe(200);
    const record = verification.json<{ result: DrawVerificationWire }>().result;
    expect(verifyDraw(publishedDrawOfWire(record))).toMatchObject({
      commitmentMatches: true,
      numbersMatch: true,
    });
  });

  it('refuses a proof before the ticket list is frozen', async () => {
    const draw = await insertDraw(testApp.app);
    await commitDraw(testApp.app, draw.id, randomBytes(32));
    const ticket = await insertTicket(testApp.app, owner.customerId, draw.id, [
      { Numbers: [1, 2, 3, 4, 5, 6, 7], Powerball: [1] },
    ]);

    const response = await get(
      `/v2/draws/${draw.offerKey}/${draw.drawNo}/tickets/${ticket}/proof`,
      owner,
    );

    expect(response.statusCode).toBe(404);
    expect(response.json().error.id).toBe('draw_not_closed');
  });
});
