import PgBoss from 'pg-boss';
import { type Job, type JobRunner } from './job-runner';

export const drawEngineQueue = 'draw-engine-tick';

export interface PgBossRunnerOptions {
  connectionString: string;
  job: Job;
  /** A tick is asked for at most once per this many seconds, across every process. */
  intervalSeconds: number;
  onError: (error: unknown) => void;
  /** pg-boss keeps its tables in this schema of the shop's database. */
  schema?: string;
}

/**
 * The PostgreSQL adapter: pg-boss, in its own schema. The queue `draw-engine-tick` is `stately`
 * (at most one tick waiting and one running, so ticks never pile up), scheduled every minute by
 * pg-boss's cron, and asked for every `intervalSeconds` by each process (throttled to one per
 * interval across all of them); every API process works the queue, so a tick runs in one of
 * them at a time and another takes over when a process stops.
 */
export function pgBossJobRunner(options: PgBossRunnerOptions): JobRunner {
  const boss = new PgBoss({
    connectionString: options.connectionString,
    schema: options.schema ?? 'pgboss',
    application_name: 'draw-engine-jobs',
    max: 3,
  });
  boss.on('error', options.onError);
  let timer: NodeJS.Timeout | null = null;
  const askForTick = () => {
    boss.sendThrottled(drawEngineQueue, {}, {}, options.intervalSeconds).catch(options.onError);
  };
  return {
    kind: 'pg-boss',
    async start() {
      await boss.start();
      await boss.createQueue(drawEngineQueue, {
        name: drawEngineQueue,
        policy: 'stately',
        // A failed tick is not retried: the next one runs every step that is still due.
        retryLimit: 0,
        expireInSeconds: 15 * 60,
      });
      await boss.schedule(drawEngineQueue, '* * * * *');
      await boss.work(
        drawEngineQueue,
        { pollingIntervalSeconds: Math.min(2, options.intervalSeconds) },
        async () => {
          await options.job();
        },
      );
      askForTick();
      timer = setInterval(askForTick, options.intervalSeconds * 1000);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await boss.stop({ graceful: true, wait: true, timeout: 60_000 });
    },
  };
}
