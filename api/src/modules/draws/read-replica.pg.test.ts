import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { buildTestApp, onServer, type TestApp } from '../../testing/build-test-app';
import { signedHeaders } from '../../testing/signed-headers';

// A read replica is only real on PostgreSQL (DATABASE_URL=postgres://…); skipped otherwise. The
// replica here is the same database reached through read-only sessions, as on a hot standby.
const serverUrl = process.env.DATABASE_URL ?? '';
const onPostgres = /^postgres(ql)?:\/\//.test(serverUrl);
const describeOnPostgres = onPostgres ? describe : describe.skip;

describeOnPostgres('DATABASE_READ_URL on PostgreSQL', () => {
  const name = `shop_test_${randomBytes(6).toString('hex')}`;
  let primaryOnly: TestApp;
  let withReplica: TestApp;

  beforeAll(async () => {
    await onServer(serverUrl, `create database ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    primaryOnly = await buildTestApp({ databaseUrl: url.toString() });
    const readUrl = new URL(url);
    readUrl.searchParams.set('options', '-c default_transaction_read_only=on');
    withReplica = await buildTestApp({
      databaseUrl: url.toString(),
      databaseReadUrl: readUrl.toString(),
    });
  });

  afterAll(async () => {
    await withReplica?.close();
    await primaryOnly?.close();
    await onServer(serverUrl, `drop database if exists ${name} with (force)`);
  });

  it('opens the replica read-only, apart from the primary', async () => {
    expect(withReplica.app.readDatabase).not.toBe(withReplica.app.database);
    await expect(
      sql`update product_offers set name = name`.execute(withReplica.app.readDatabase),
    ).rejects.toThrow(/read-only transaction/);
  });

  it.each([
    ['/v2/draws/pricing/default/past/powerball?limit=10', '3.7'],
    ['/v2/draws/pricing/default/past/all?category=raffles', '3.7'],
    ['/v2/draws/past_customer/saturday_lotto?offset=5', '3.7'],
    ['/v2/draw/full_result', undefined],
    ['/v2/statistics/powerball', undefined],
    ['/v2/statistics/saturday_lotto', undefined],
  ])('answers GET %s as the primary does', async (url, version) => {
    const get = async (testApp: TestApp) => {
      const response = await testApp.app.inject({
        method: 'GET',
        url,
        headers: await signedHeaders(version ? { version } : {}),
      });
      expect(response.statusCode).toBe(200);
      return response.json<unknown>();
    };
    expect(await get(withReplica)).toEqual(await get(primaryOnly));
  });
});
