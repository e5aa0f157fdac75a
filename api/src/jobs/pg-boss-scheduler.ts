import PgBoss from 'pg-boss';
import { type JobScheduler } from './scheduler';

export interface PgBossSchedulerOptions {
  connectionString: string;
  onError: (error: unknown, job: string) => void;
  /** pg-boss keeps its tables in this schema of the shop's database. */
  schema?: string;
}

const defaultExpireInSeconds = 15 * 60;

/** pg-boss's cron for a job every `seconds`: each minute at most, each hour at least. */
export function cronOf(seconds: number): string {
  const minutes = Math.max(1, Math.round(seconds / 60));
  if (minutes >= 60) return '0 * * * *';
  return minutes === 1 ? '* * * * *' : `*/${minutes} * * * *`;
}

/**
 * The PostgreSQL adapter: pg-boss, in its own schema. Each job has a `stately` queue (at most one
 * run waiting and one running, so runs never pile up), scheduled by pg-boss's cron and asked for
 * every `everySeconds` by each process (throttled to one per interval across all of them). Every
 * process works every queue, so a run happens in one of them at a time; a failed run is not
 * retried, the next one does what is still due.
 */
export function pgBossScheduler(options: PgBossSchedulerOptions): JobScheduler {
  const boss = new PgBoss({
    connectionString: options.connectionString,
    schema: options.schema ?? 'pgboss',
    application_name: 'shop-jobs',
    max: 3,
  });
  boss.on('error', (error) => options.onError(error, 'pg-boss'));
  const timers: NodeJS.Timeout[] = [];
  return {
    kind: 'pg-boss',
    async start(jobs) {
      await boss.start();
      for (const job of jobs) {
        await boss.createQueue(job.name, {
          name: job.name,
          policy: 'stately',
          retryLimit: 0,
          expireInSeconds: job.expireInSeconds ?? defaultExpireInSeconds,
        });
        await boss.schedule(job.name, cronOf(job.everySeconds));
        await boss.work(
          job.name,
          { pollingIntervalSeconds: Math.min(30, Math.max(1, job.everySeconds / 10)) },
          async () => {
            try {
              await job.work();
            } catch (error) {
              options.onError(error, job.name);
              throw error;
            }
          },
        );
        const ask = () => {
          boss
            .sendThrottled(job.name, {}, {}, job.everySeconds)
            .catch((error: unknown) => options.onError(error, job.name));
        };
        ask();
        const timer = setInterval(ask, job.everySeconds * 1000);
        timer.unref();
        timers.push(timer);
      }
    },
    async stop() {
      for (const timer of timers.splice(0)) clearInterval(timer);
      await boss.stop({ graceful: true, wait: true, timeout: 60_000 });
    },
  };
}
