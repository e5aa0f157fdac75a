import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'kysely';
import { buildTestApp, type TestApp } from '../../../testing/build-test-app';
import { auditCount, ledgerTotals } from './engine-test-support';
import { insertScoredDraw, type ScoredDraw } from './scored-draw-fixture';

// Several API processes running the engine on one PostgreSQL database, and one killed part-way
// (kill -9): each step of a draw happens once, each prize is paid once, the ledger stays balanced.
// Real processes and real locks need a PostgreSQL server (DATABASE_URL=postgres://…); skipped
// otherwise.
const onPostgres = /^postgres(ql)?:\/\//.test(process.env.DATABASE_URL ?? '');
const describeOnPostgres = onPostgres ? describe : describe.skip;

const apiDirectory = path.resolve(__dirname, '../../../..');
const script = path.join(__dirname, 'engine-process.ts');

interface EngineProcess {
  child: ChildProcess;
  exited: Promise<number | null>;
  output: () => string;
}

function startEngine(databaseUrl: string, environment: Record<string, string> = {}): EngineProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: apiDirectory,
    env: { ...process.env, DATABASE_URL: databaseUrl, ...environment },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

async function expectSuccess(engine: EngineProcess): Promise<void> {
  const code = await engine.exited;
  if (code !== 0) throw new Error(`the engine process failed (${code}): ${engine.output()}`);
}

describeOnPostgres('the draw engine in several processes', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await buildTestApp({ seedDemoData: false });
  });

  afterAll(() => testApp.close());

  const payoutsOf = (drawId: string) =>
    testApp.app.database
      .selectFrom('prize_payouts')
      .select(['status', 'transfer_id'])
      .where('draw_id', '=', drawId)
      .execute();

  /** Every prize of the draw paid exactly once, and nothing else moved for it. */
  async function expectPaidOnce(draw: ScoredDraw, prizesPayableBefore: number): Promise<void> {
    const database = testApp.app.database;
    const payouts = await payoutsOf(draw.drawId);
    expect(payouts.filter((payout) => payout.status === 'paid')).toHaveLength(draw.winners.length);
    expect(new Set(payouts.map((payout) => payout.transfer_id)).size).toBe(draw.winners.length);
    const { count } = await database
      .selectFrom('ledger_transfers')
      .select(sql<number>`count(*)::int`.as('count'))
      .where('kind', '=', 'prize')
      .where(
        'customer_id',
        'in',
        draw.winners.map((winner) => winner.customerId),
      )
      .executeTakeFirstOrThrow();
    expect(Number(count)).toBe(draw.winners.length);
    const totals = await ledgerTotals(database);
    expect(totals.entriesCents).toBe(0);
    expect(totals.prizesPayableCents - prizesPayableBefore).toBe(-draw.prizeCentsTotal);
  }

  it('runs each step of a draw once when two processes tick at the same time', async () => {
    const database = testApp.app.database;
    const draw = await insertScoredDraw(database, { now: new Date(), winners: 400, losers: 50 });
    const before = await ledgerTotals(database);

    const engines = [0, 1].map(() =>
      startEngine(testApp.app.config.databaseUrl, { ENGINE_TICKS: '3' }),
    );
    for (const engine of engines) await expectSuccess(engine);

    for (const action of ['draw.pay', 'draw.paid', 'draw.email', 'draw.emailed']) {
      expect([action, await auditCount(database, draw.drawId, action)]).toEqual([action, 1]);
    }
    await expectPaidOnce(draw, before.prizesPayableCents);
    const emailed = await database
      .selectFrom('draw_result_emails')
      .select(sql<number>`count(*)::int`.as('count'))
      .where('draw_id', '=', draw.drawId)
      .executeTakeFirstOrThrow();
    // Every player is emailed once: the winners and those who won nothing.
    expect(Number(emailed.count)).toBe(draw.winners.length + draw.losers.length);
    const { status } = await database
      .selectFrom('draws')
      .select('status')
      .where('id', '=', draw.drawId)
      .executeTakeFirstOrThrow();
    expect(status).toBe('DRAW_EMAILED');
  });

  it('pays every prize once when a process is killed while paying and another finishes', async () => {
    const database = testApp.app.database;
    const draw = await insertScoredDraw(database, { now: new Date(), winners: 6000 });
    const before = await ledgerTotals(database);
    const applicationName = `draw-engine-kill-${draw.drawNo}`;

    const killed = startEngine(testApp.app.config.databaseUrl, { PGAPPNAME: applicationName });
    const paying = async () => {
      const { rows } = await sql<{ count: number }>`select count(*)::int as count
        from pg_stat_activity
        where application_name = ${applicationName} and backend_xid is not null
          and (query ilike '%ledger_%' or query ilike '%prize_payouts%')`.execute(database);
      return Number(rows[0]?.count ?? 0) > 0;
    };
    const waitUntil = Date.now() + 30_000;
    while (!(await paying())) {
      if (Date.now() > waitUntil) throw new Error(`never saw the payment: ${killed.output()}`);
      await sleep(10);
    }
    killed.child.kill('SIGKILL');
    await killed.exited;
    // The server rolls the killed process's transaction back once it sees the connection gone.
    for (;;) {
      const { rows } = await sql<{ count: number }>`select count(*)::int as count
        from pg_stat_activity where application_name = ${applicationName}`.execute(database);
      if (Number(rows[0]?.count ?? 0) === 0) break;
      await sleep(20);
    }
    const paidBeforeRestart = (await payoutsOf(draw.drawId)).filter(
      (payout) => payout.status === 'paid',
    ).length;
    // All or nothing: the payment is one transaction (it could only have committed just before).
    expect([0, draw.winners.length]).toContain(paidBeforeRestart);

    await expectSuccess(startEngine(testApp.app.config.databaseUrl, { ENGINE_TICKS: '2' }));

    await expectPaidOnce(draw, before.prizesPayableCents);
    expect(await auditCount(database, draw.drawId, 'draw.paid')).toBe(1);
    expect(await auditCount(database, draw.drawId, 'draw.pay')).toBe(1);
  });
});
