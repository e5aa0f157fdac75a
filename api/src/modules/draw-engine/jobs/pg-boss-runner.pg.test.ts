import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'kysely';
import { buildTestApp, type TestApp } from '../../../testing/build-test-app';
import { drawEngineQueue, pgBossJobRunner } from './pg-boss-runner';

// pg-boss needs a PostgreSQL server (DATABASE_URL=postgres://…); skipped otherwise.
const onPostgres = /^postgres(ql)?:\/\//.test(process.env.DATABASE_URL ?? '');
const describeOnPostgres = onPostgres ? describe : describe.skip;

describeOnPostgres('the pg-boss job runner', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await buildTestApp({ seedDemoData: false });
  });

  afterAll(() => testApp.close());

  it('ticks in one of several processes at a time, in its own schema, until stopped', async () => {
    let running = 0;
    let most = 0;
    let runs = 0;
    const errors: unknown[] = [];
    const runners = [0, 1].map(() =>
      pgBossJobRunner({
        connectionString: testApp.app.config.databaseUrl,
        intervalSeconds: 1,
        onError: (error) => errors.push(error),
        job: async () => {
          running += 1;
          most = Math.max(most, running);
          await sleep(300);
          running -= 1;
          runs += 1;
        },
      }),
    );

    for (const runner of runners) await runner.start();
    const until = Date.now() + 20_000;
    while (runs < 3 && Date.now() < until) await sleep(100);
    for (const runner of runners) await runner.stop();

    expect(errors).toEqual([]);
    expect(runs).toBeGreaterThanOrEqual(3);
    expect(most).toBe(1);
    const { rows } = await sql<{ policy: string }>`select policy from pgboss.queue
      where name = ${drawEngineQueue}`.execute(testApp.app.database);
    expect(rows).toEqual([{ policy: 'stately' }]);
  });
});
