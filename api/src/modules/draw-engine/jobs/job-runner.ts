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
