import { type FastifyInstance } from 'fastify';

/**
 * The job runner port: runs the draw engine's tick on a schedule until stopped. Adapters: pg-boss
 * on a PostgreSQL server (a queue every API process works, so one process ticks at a time), and
 * an in-process timer on the embedded database (which only one process can open).
 */
export interface JobRunner {
  /** Named in the start-up log: 'pg-boss' or 'timer'. */
  readonly kind: string;
  start(): Promise<void>;
  /** Stops scheduling, and resolves once a tick in progress has finished. */
  stop(): Promise<void>;
}

/** A job's work; a failure is reported to `onError`, and the next run tries again. */
export type Job = () => Promise<void>;

/**
 * The in-process adapter: `job` every `intervalMs` on an unref'd timer (it never keeps the process
 * alive); a run is skipped while the one before is still going.
 */
export function timerJobRunner(
  job: Job,
  intervalMs: number,
  onError: (error: unknown) => void,
): JobRunner {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  const run = () => {
    if (running) return;
    running = job()
      .catch(onError)
      .finally(() => {
        running = null;
      });
  };
  return {
    kind: 'timer',
    start() {
      if (!timer) {
        timer = setInterval(run, intervalMs);
        timer.unref();
      }
      return Promise.resolve();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await running;
    },
  };
}

const hourMs = 60 * 60 * 1000;

/**
 * An hourly job of this process (on the in-process timer): run once when the server is ready and
 * every hour after, one run at a time; closing the server waits for a run in progress. A failure
 * is logged as `failureMessage`, and the next run tries again.
 */
export function registerHourlyJob(
  app: Pick<FastifyInstance, 'addHook' | 'log'>,
  failureMessage: string,
  work: Job,
): void {
  let running: Promise<void> = Promise.resolve();
  const job = () => {
    const run = running.then(work);
    running = run.catch(() => undefined);
    return run;
  };
  const onError = (error: unknown) => app.log.error({ err: error }, failureMessage);
  const runner = timerJobRunner(job, hourMs, onError);
  app.addHook('onReady', async () => {
    job().catch(onError);
    await runner.start();
  });
  app.addHook('onClose', async () => {
    await runner.stop();
    await running;
  });
}
