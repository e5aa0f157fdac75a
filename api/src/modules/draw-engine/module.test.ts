import { setTimeout as sleep } from 'node:timers/promises';
import { buildTestApp } from '../../testing/build-test-app';
import { ClaimService } from './claims/service';
import { DrawEngine } from './engine/engine';
import { insertScoredDraw } from './jobs/scored-draw-fixture';

describe('the draw engine module', () => {
  it('builds the engine and the claim checks without running the job, unless asked', async () => {
    const testApp = await buildTestApp({ seedDemoData: false });
    try {
      expect(testApp.app.drawEngine).toBeInstanceOf(DrawEngine);
      expect(testApp.app.prizeClaims).toBeInstanceOf(ClaimService);
      expect(testApp.app.drawEngine.settings).toMatchObject({
        horizonDays: 56,
        claimThresholdCents: 1_000_000,
        recurringLeadMs: 2 * 60 * 60 * 1000,
      });
    } finally {
      await testApp.close();
    }
  });

  it('ticks on its timer when the job is on, and stops with the app', async () => {
    const previous = process.env.DRAW_ENGINE_INTERVAL_SECONDS;
    process.env.DRAW_ENGINE_INTERVAL_SECONDS = '1';
    const testApp = await buildTestApp({ seedDemoData: false, drawEngine: true });
    try {
      const database = testApp.app.database;
      const draw = await insertScoredDraw(database, { now: new Date(), winners: 3 });
      const statusOf = async () =>
        (
          await database
            .selectFrom('draws')
            .select('status')
            .where('id', '=', draw.drawId)
            .executeTakeFirstOrThrow()
        ).status;
      const until = Date.now() + 30_000;
      while ((await statusOf()) !== 'DRAW_EMAILED' && Date.now() < until) await sleep(200);

      expect(await statusOf()).toBe('DRAW_EMAILED');
    } finally {
      await testApp.close();
      if (previous === undefined) delete process.env.DRAW_ENGINE_INTERVAL_SECONDS;
      else process.env.DRAW_ENGINE_INTERVAL_SECONDS = previous;
    }
  });
});
