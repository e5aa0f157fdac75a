import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { buildOf, RegistryClient } from './test-support';

// Concurrency is only real on PostgreSQL (DATABASE_URL=postgres://…: each request runs on its own
// pooled connection, so without the environment's lock two changes made from the same revision
// could both insert the next one); skipped otherwise.
const onPostgres = /^postgres(ql)?:\/\//.test(process.env.DATABASE_URL ?? '');
const describeOnPostgres = onPostgres ? describe : describe.skip;

describeOnPostgres('release changes on PostgreSQL', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await buildTestApp({
      seedDemoData: false,
      rateLimit: { max: 10_000, timeWindowMs: 60_000 },
    });
  });

  afterAll(() => testApp.close());

  it('lets one of 20 pins made from the same revision through; the others get 412', async () => {
    const manager = await RegistryClient.signIn(testApp.app);
    const versions = Array.from({ length: 20 }, (_, index) => `0.1.0-p${index}`);
    for (const version of versions) await manager.publish(buildOf('mfe-catalog', version));
    const read = await manager.live('staging');

    const responses = await Promise.all(
      versions.map((version) => manager.pin('staging', 'mfe-catalog', version, read)),
    );

    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([200, ...Array<number>(19).fill(412)]);
    const live = await testApp.app.registry.liveRevision('staging');
    expect(live.number).toBe(read + 1);
  });
});
