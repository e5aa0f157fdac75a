import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'kysely';
import { buildTestApp, type TestApp } from '../testing/build-test-app';
import { pgBossScheduler } from './pg-boss-scheduler';
import { type ScheduledJob } from './scheduler';

// pg-boss needs a PostgreSQL server (DATABASE_URL=postgres://…); skipped otherwise.
const onPostgres = /^postgres(ql)?:\/\//.test(process.env.DATABASE_URL ?? '');
const describeOnPostgres = onPostgres ? describe : describe.skip;

describeOnPostgres('the pg-boss job scheduler', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await buildTestApp({ seedDemoData: false });
  });

  afterAll(() => testApp.close());

  it('runs each job in one of several processes at a time, in its own schema, until stopped', async () => {
    const counts = {
      tick: { running: 0, most: 0, runs: 0 },
      relay: { running: 0, most: 0, runs: 0 },
    };
    const errors: unknown[] = [];
    const jobOf = (name: keyof typeof counts): ScheduledJob => ({
      name: `test-${name}`,
      everySeconds: 1,
      work: async () => {
        const count = counts[name];
        count.running += 1;
        count.most = Math.max(count.most, count.running);
        await sleep(300);
        count.running -= 1;
        count.runs += 1;
      },
    });
    const schedulers = [0, 1].map(() =>
      pgBossScheduler({
        connectionString: testApp.app.config.databaseUrl,
        onError: (error) => errors.push(error),
      }),
    );

    for (const scheduler of schedulers) await scheduler.start([jobOf('tick'), jobOf('relay')]);
    const until = Date.now() + 20_000;
    while ((counts.tick.runs < 3 || counts.relay.runs < 3) && Date.now() < until) await sleep(100);
    for (const scheduler of schedulers) await scheduler.stop();

    expect(errors).toEqual([]);
    for (const count of Object.values(counts)) {
      expect(count.runs).toBeGreaterThanOrEqual(3);
      expect(count.most).toBe(1);
      expect(count.running).toBe(0);
    }
    const { rows } = await sql<{ name: string; policy: string }>`select name, policy
      from pgboss.queue where name like 'test-%' order by name`.execute(testApp.app.database);
    expect(rows).toEqual([
      { name: 'test-relay', policy: 'stately' },
      { name: 'test-tick', policy: 'stately' },
    ]);
  });
});
