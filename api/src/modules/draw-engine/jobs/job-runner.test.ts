import { setTimeout as sleep } from 'node:timers/promises';
import { timerJobRunner } from './job-runner';

describe('the in-process job runner', () => {
  it('runs the job on its interval, never two at once, and waits for the last on stop', async () => {
    let running = 0;
    let most = 0;
    let finished = 0;
    const runner = timerJobRunner(
      async () => {
        running += 1;
        most = Math.max(most, running);
        await sleep(60);
        running -= 1;
        finished += 1;
      },
      20,
      () => {},
    );

    await runner.start();
    await sleep(200);
    await runner.stop();
    const afterStop = finished;
    await sleep(100);

    expect(finished).toBeGreaterThanOrEqual(2);
    expect(most).toBe(1);
    expect(running).toBe(0);
    expect(finished).toBe(afterStop);
  });

  it('reports a failed run and keeps running', async () => {
    const errors: unknown[] = [];
    let runs = 0;
    const runner = timerJobRunner(
      () => {
        runs += 1;
        return Promise.reject(new Error(`run ${runs} failed`));
      },
      10,
      (error) => errors.push(error),
    );

    await runner.start();
    await sleep(80);
    await runner.stop();

    expect(runs).toBeGreaterThanOrEqual(2);
    expect(errors).toHaveLength(runs);
  });
});
