import { type FastifyInstance } from 'fastify';
import { dailyWinnersProgram } from 'shared-kernel/contract/membership';
import { drawCommandsUsage, runDrawCommand } from '../../cli/draw-commands';
import { runVerifyDraw } from '../../cli/verify-draw-command';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { testAppKey, testAppSecret } from '../../testing/signed-headers';
import { addCustomer } from '../draw-engine/steps/draw-test-support';
import { giveawayDrawsOf, seedGiveaways } from '../draw-engine/steps/giveaway-test-support';
import { signInOperator, type TestOperator } from '../operators/test-support';

let testApp: TestApp;
let operator: TestOperator;

beforeAll(async () => {
  testApp = await buildTestApp({ seedDemoData: false });
  operator = await signInOperator(testApp.app, ['draws']);
  await seedGiveaways(testApp.app.database, testApp.app.config.now());
});

afterAll(() => testApp.close());

/** `fetch` answered by the app itself, as the commands would reach the running shop. */
function fetchFrom(app: FastifyInstance) {
  return async (
    url: string,
    init: { method?: string; headers: Record<string, string>; body?: string },
  ): Promise<Response> => {
    const { pathname, search } = new URL(url);
    const answer = await app.inject({
      method: (init.method ?? 'GET') as 'GET' | 'POST',
      url: `${pathname}${search}`,
      headers: init.headers,
      ...(init.body === undefined ? {} : { payload: init.body }),
    });
    const headers = Object.entries(answer.headers).flatMap(([name, value]) =>
      typeof value === 'string' ? [[name, value] as [string, string]] : [],
    );
    const empty = answer.body === '' || answer.statusCode === 204;
    return new Response(empty ? null : answer.body, { status: answer.statusCode, headers });
  };
}

async function addMember(firstname: string): Promise<string> {
  const { database } = testApp.app;
  const customerId = await addCustomer(database, { firstname, lastname: 'Member' });
  const now = testApp.app.config.now();
  await database
    .insertInto('memberships')
    .values({
      customer_id: customerId,
      program: dailyWinnersProgram,
      status: 'member',
      tier: 'free',
      joined_at: now,
      updated_at: now,
    })
    .execute();
  return customerId;
}

describe('npm run ops -- draw daily_winners_daily (against the shop)', () => {
  it('closes, draws, scores, pays and emails the open daily giveaway, whose draw verifies', async () => {
    const members = [await addMember('Ann'), await addMember('Bob'), await addMember('Cat')];
    await addCustomer(testApp.app.database, { firstname: 'Nora', lastname: 'Nonmember' });
    const [daily] = await giveawayDrawsOf(testApp.app.database, 'daily_winners_daily');
    const output: string[] = [];
    const fetch = fetchFrom(testApp.app);

    const code = await runDrawCommand(
      ['draw', 'daily_winners_daily'],
      {
        publicUrl: 'http://shop.test',
        credentials: { OPS_SESSION_TOKEN: operator.token },
        fetch,
        write: (text) => output.push(text),
      },
      drawCommandsUsage,
    );

    const text = output.join('\n');
    expect(code).toBe(0);
    expect(text).toContain(
      `Daily giveaway draw ${daily?.draw_no} (daily_winners_daily): DRAW_EMAILED`,
    );
    expect(text).toContain('Ticket lines frozen: 3 ');
    expect(text).toContain('Winners: 3 ticket(s); 3 prize(s) paid, A$120.00 in all.');
    const winners = await testApp.app.database
      .selectFrom('raffle_winners')
      .innerJoin('tickets', 'tickets.id', 'raffle_winners.ticket_id')
      .select('tickets.customer_id')
      .where('raffle_winners.draw_id', '=', daily?.id ?? '')
      .execute();
    expect(winners.map((winner) => winner.customer_id).sort()).toEqual([...members].sort());

    const verified: string[] = [];
    const verifyCode = await runVerifyDraw(['daily_winners_daily', String(daily?.draw_no)], {
      publicUrl: 'http://shop.test',
      appKey: testAppKey,
      appSecret: testAppSecret,
      fetch,
      readFile: () => Promise.reject(new Error('no file in this test')),
      write: (line) => verified.push(line),
    });

    expect(verified.join('\n')).toContain('The draw is verified.');
    expect(verifyCode).toBe(0);
  });
});
