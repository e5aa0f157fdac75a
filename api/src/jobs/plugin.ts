import fastifyPlugin from 'fastify-plugin';
import { isEmbeddedDatabase } from '../plugins/config';
import { pgBossScheduler } from './pg-boss-scheduler';
import { type JobScheduler, oneRunAtATime, type ScheduledJob, timerScheduler } from './scheduler';

declare module 'fastify' {
  interface FastifyInstance {
    /** The API's scheduled jobs (see `jobsPlugin`). */
    jobs: { schedule(job: ScheduledJob): void };
  }
}

/**
 * The scheduled jobs of every module. A module calls `app.jobs.schedule(job)` while it registers;
 * at ready each job runs once in this process (not awaited: it does what a stopped process left
 * due, even while a run of the stopped process still holds its queue) and then on the scheduler:
 * pg-boss on a PostgreSQL server, an in-process timer on the embedded database. A process runs
 * one run of a job at a time. Before the server closes, scheduling stops and every run in
 * progress is waited for. No job scheduled, no scheduler started.
 */
export const jobsPlugin = fastifyPlugin(
  (app, _options, done) => {
    const jobs: Array<ScheduledJob & { work: ReturnType<typeof oneRunAtATime> }> = [];
    app.decorate('jobs', {
      schedule(job: ScheduledJob) {
        jobs.push({ ...job, work: oneRunAtATime(job.work) });
      },
    });
    const onError = (error: unknown, job: string) =>
      app.log.error({ err: error, job }, 'scheduled job failed');
    const scheduler: JobScheduler = isEmbeddedDatabase(app.config.databaseUrl)
      ? timerScheduler(onError)
      : pgBossScheduler({ connectionString: app.config.databaseUrl, onError });
    let started: Promise<void> = Promise.resolve();
    app.addHook('onReady', (hookDone) => {
      if (jobs.length > 0) {
        for (const job of jobs) job.work().catch((error: unknown) => onError(error, job.name));
        started = scheduler.start(jobs).then(
          () =>
            app.log.info(
              {
                scheduler: scheduler.kind,
                jobs: jobs.map(({ name, everySeconds }) => ({ name, everySeconds })),
              },
              'scheduled jobs started',
            ),
          (error: unknown) => onError(error, scheduler.kind),
        );
      }
      hookDone();
    });
    app.addHook('preClose', async () => {
      if (jobs.length === 0) return;
      await started;
      await scheduler.stop();
      await Promise.all(jobs.map((job) => job.work.idle()));
    });
    done();
  },
  { name: 'jobs', dependencies: ['config'], fastify: '5.x' },
);
