import { setTimeout as sleep } from 'node:timers/promises';
import { cronOf } from './pg-boss-scheduler';
import { oneRunAtATime, timerScheduler } from './scheduler';

describe('the in-process job scheduler', () => {
  it('runs each job on its interval, never two at once, and waits for the last on stop', async () => {
    let running = 0;
    let most = 0;
    let finished = 0;
    let other = 0;
    const scheduler = timerScheduler(() => {});
    await scheduler.start([
      {
        name: 'slow',
        everySeconds: 0.02,
        work: async () => {
          running += 1;
          most = Math.max(most, running);
          await sleep(60);
          running -= 1;
          finished += 1;
        },
      },
      {
        name: 'other',
        everySeconds: 0.02,
        work: () => {
          other += 1;
          return Promise.resolve();
        },
      },
    ]);
    await sleep(200);
    await scheduler.stop();
    const afterStop = finished;
    await sleep(100);

    expect(finished).toBeGreaterThanOrEqual(2);
    expect(other).toBeGreaterThan(finished);
    expect(most).toBe(1);
    expect(running).toBe(0);
    expect(finished).toBe(afterStop);
  });

  it('reports a failed run with its job and keeps running', async () => {
    const errors: string[] = [];
    let runs = 0;
    const scheduler = timerScheduler((_error, job) => errors.push(job));
    await scheduler.start([
      {
        name: 'failing',
        everySeconds: 0.01,
        work: () => {
          runs += 1;
          return Promise.reject(new Error(`run ${runs} failed`));
        },
      },
    ]);
    await sleep(80);
    await scheduler.stop();

    expect(runs).toBeGreaterThanOrEqual(2);
    expect(errors).toEqual(Array.from({ length: runs }, () => 'failing'));
  });
});

describe('one run at a time', () => {
  it('starts a run after the one before has finished, even after a failure', async () => {
    const order: string[] = [];
    let call = 0;
    const work = oneRunAtATime(async () => {
      call += 1;
      const mine = call;
      order.push(`start ${mine}`);
      await sleep(20);
      order.push(`end ${mine}`);
      if (mine === 1) throw new Error('first failed');
    });

    const results = await Promise.allSettled([work(), work()]);
    await work.idle();

    expect(results.map((result) => result.status)).toEqual(['rejected', 'fulfilled']);
    expect(order).toEqual(['start 1', 'end 1', 'start 2', 'end 2']);
  });
});

describe('the cron of a job', () => {
  it('runs each minute at most and each hour at least', () => {
    expect([1, 30, 60, 300, 3600, 86_400].map(cronOf)).toEqual([
      '* * * * *',
      '* * * * *',
      '* * * * *',
      '*/5 * * * *',
      '0 * * * *',
      '0 * * * *',
    ]);
  });
});
