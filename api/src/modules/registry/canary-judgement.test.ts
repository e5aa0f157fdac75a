import { randomUUID } from 'node:crypto';
import { defaultConfig } from '../../plugins/config';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { type RevisionsWire } from 'shared-kernel/wire/registry';
import { buildOf, RegistryClient, report, resultOf } from './test-support';

let testApp: TestApp;
let manager: RegistryClient;

beforeAll(async () => {
  testApp = await buildTestApp({
    seedDemoData: false,
    rateLimit: { max: 10_000, timeWindowMs: 60_000 },
    release: { ...defaultConfig.release, canarySessionsMin: 4, canaryMarginPoints: 20 },
  });
  manager = await RegistryClient.signIn(testApp.app);
  for (const version of ['0.1.0-a', '0.2.0-b']) {
    await manager.publish(buildOf('mfe-catalog', version));
    await manager.publish(buildOf('mfe-wallet', version));
  }
});

afterAll(() => testApp.close());

const sessions = (
  environment: string,
  remote: string,
  version: string,
  outcome: string,
  count: number,
) =>
  Promise.all(
    Array.from({ length: count }, () =>
      report(testApp.app, environment, randomUUID(), [{ remote, version, outcome }]),
    ),
  );

async function canaryOf(environment: string, remote: string) {
  const response = await manager.get(`/registry/${environment}/revisions?size=1`);
  const [live] = resultOf<RevisionsWire>(response).revisions;
  if (live === undefined) throw new Error(`${environment} has no revision`);
  return { live, pin: live.pins.find((pin) => pin.remote === remote) };
}

describe('reports', () => {
  it('stores nothing for an unknown environment, remote or version', async () => {
    const pageLoad = randomUUID();
    const environment = await report(testApp.app, 'moon', pageLoad, [
      { remote: 'mfe-catalog', version: '0.1.0-a', outcome: 'rendered' },
    ]);
    const remote = await report(testApp.app, 'local', pageLoad, [
      { remote: 'mfe-nothing', version: '0.1.0-a', outcome: 'rendered' },
    ]);
    const version = await report(testApp.app, 'local', pageLoad, [
      { remote: 'mfe-catalog', version: '0.1.0-a', outcome: 'rendered' },
      { remote: 'mfe-catalog', version: '9.9.9', outcome: 'rendered' },
    ]);
    const empty = await report(testApp.app, 'local', pageLoad, []);

    expect(environment.statusCode).toBe(404);
    expect(remote.statusCode).toBe(404);
    expect(version.statusCode).toBe(422);
    expect(empty.statusCode).toBe(422);
    const stored = await testApp.app.database
      .selectFrom('release_reports')
      .select('page_load')
      .where('page_load', '=', pageLoad)
      .execute();
    expect(stored).toEqual([]);
  });
});

describe('canary judgement', () => {
  it('rolls a failing canary back by itself once it has enough sessions', async () => {
    await manager.pin('local', 'mfe-catalog', '0.1.0-a');
    await manager.canary('local', 'mfe-catalog', '0.2.0-b', 50);
    await sessions('local', 'mfe-catalog', '0.1.0-a', 'rendered', 3);
    await sessions('local', 'mfe-catalog', '0.2.0-b', 'load_failed', 2);
    const pageLoad = randomUUID();
    await report(testApp.app, 'local', pageLoad, [
      { remote: 'mfe-catalog', version: '0.2.0-b', outcome: 'rendered' },
    ]);
    // The same page load failing later counts as failed.
    await report(testApp.app, 'local', pageLoad, [
      { remote: 'mfe-catalog', version: '0.2.0-b', outcome: 'render_failed' },
    ]);
    const stillRunning = await canaryOf('local', 'mfe-catalog');

    const [answer] = await sessions('local', 'mfe-catalog', '0.2.0-b', 'load_failed', 1);
    const after = await canaryOf('local', 'mfe-catalog');

    const sentence =
      'Canary mfe-catalog 0.2.0-b rolled back: 4 of 4 sessions failed (100%) against 0 of 3 (0%) for 0.1.0-a; the margin is 20 points.';
    expect(stillRunning.pin?.canary).toEqual({ version: '0.2.0-b', percent: 50 });
    expect(answer?.statusCode).toBe(204);
    expect(after.pin).toEqual({ remote: 'mfe-catalog', version: '0.1.0-a', canary: null });
    expect(after.live).toMatchObject({
      action: 'auto_rollback',
      author: 'system',
      reason: sentence,
    });
    const audit = await testApp.app.database
      .selectFrom('audit_log')
      .select(['actor_type', 'action', 'detail'])
      .where('action', '=', 'release.auto_rollback')
      .executeTakeFirstOrThrow();
    expect(audit).toMatchObject({
      actor_type: 'system',
      detail: { remote: 'mfe-catalog', from_version: '0.2.0-b', reason: sentence },
    });
  });

  it('lets a canary run while it has fewer sessions than the minimum or is within the margin', async () => {
    await manager.pin('local', 'mfe-wallet', '0.1.0-a');
    await manager.canary('local', 'mfe-wallet', '0.2.0-b', 50);
    await sessions('local', 'mfe-wallet', '0.2.0-b', 'load_failed', 3);
    const tooFew = await canaryOf('local', 'mfe-wallet');
    await sessions('local', 'mfe-wallet', '0.1.0-a', 'load_failed', 3);
    await sessions('local', 'mfe-wallet', '0.2.0-b', 'rendered', 3);
    const withinMargin = await canaryOf('local', 'mfe-wallet');
    const health = await testApp.app.registry.canaryHealth('local');

    expect(tooFew.pin?.canary).not.toBeNull();
    expect(withinMargin.pin?.canary).toEqual({ version: '0.2.0-b', percent: 50 });
    expect(health).toEqual([
      {
        remote: 'mfe-wallet',
        stable: { version: '0.1.0-a', sessions: 3, failed: 3 },
        candidate: { version: '0.2.0-b', percent: 50, sessions: 6, failed: 3 },
      },
    ]);
  });

  it('promotes from staging the very build that is stable there', async () => {
    await manager.pin('staging', 'mfe-catalog', '0.2.0-b');
    const promoted = await manager.change('POST', '/registry/production/promotions', 'production', {
      from: 'staging',
      remote: 'mfe-catalog',
      percent: 100,
    });

    expect(promoted.statusCode).toBe(200);
    expect(promoted.json().result.pins).toEqual([
      { remote: 'mfe-catalog', version: '0.2.0-b', canary: null },
    ]);
  });
});
