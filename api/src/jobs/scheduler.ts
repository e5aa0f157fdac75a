/** A job's work; a failure is reported to the scheduler's `onError`, and a later run tries again. */
export type Job = () => Promise<void>;

/** Work the API does on a schedule, whichever process does it. */
export interface ScheduledJob {
  /** The queue's name (letters, digits and dashes), in logs and in pg-boss's tables. */
  name: string;
  /** Seconds between two runs, across every process. */
  everySeconds: number;
  /** How long a run may take before it counts as failed and another may start (15 minutes). */
  expireInSeconds?: number;
  work: Job;
}

/**
 * The job scheduler port: runs each job every `everySeconds` until stopped, one run at a time.
 * Adapters: pg-boss on a PostgreSQL server (a queue per job, which every API process works, so a
 * run happens in one process at a time and another takes over when a process stops), and an
 * in-process timer on the embedded database (which only one process can open).
 */
export interface JobScheduler {
  /** Named in the start-up log: 'pg-boss' or 'timer'. */
  readonly kind: 'pg-boss' | 'timer';
  start(jobs: readonly ScheduledJob[]): Promise<void>;
  /** Stops scheduling, and resolves once every run in progress has finished. */
  stop(): Promise<void>;
}

/** `work`, with this process's runs one after another: a run waits for the one before. */
export function oneRunAtATime(work: Job): Job & { idle(): Promise<void> } {
  let running: Promise<void> = Promise.resolve();
  const run = () => {
    const next = running.then(work);
    running = next.catch(() => undefined);
    return next;
  };
  return Object.assign(run, { idle: () => running });
}

/**
 * The in-process adapter: each job every `everySeconds` on an unref'd timer (a timer never keeps
 * the process alive); a run is skipped while the one before is still going.
 */
export function timerScheduler(onError: (error: unknown, job: string) => void): JobScheduler {
  const timers: NodeJS.Timeout[] = [];
  const running = new Set<Promise<void>>();
  return {
    kind: 'timer',
    start(jobs) {
      for (const job of jobs) {
        let current: Promise<void> | null = null;
        const run = () => {
          if (current) return;
          const started = job
            .work()
            .catch((error: unknown) => onError(error, job.name))
            .finally(() => {
              running.delete(started);
              current = null;
            });
          current = started;
          running.add(started);
        };
        const timer = setInterval(run, job.everySeconds * 1000);
        timer.unref();
        timers.push(timer);
      }
      return Promise.resolve();
    },
    async stop() {
      for (const timer of timers.splice(0)) clearInterval(timer);
      await Promise.all(running);
    },
  };
}
