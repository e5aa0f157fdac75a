import { type Kysely, sql } from 'kysely';
import { Migrator } from 'kysely/migration';
import { type DatabaseConnection, openDatabase } from '../connection';
import { migrations } from '../migrate';
import { type Database } from '../schema';

let connection: DatabaseConnection;
let database: Kysely<Database>;

beforeAll(async () => {
  connection = await openDatabase('pglite://memory');
  database = connection.database;
});

afterAll(() => connection.close());

describe('migration 0025: release revisions', () => {
  it('turns the pins of each environment into its revision 1 and keeps every version', async () => {
    const migrator = new Migrator({
      db: database,
      provider: { getMigrations: () => Promise.resolve(migrations) },
    });
    const before = await migrator.migrateTo('0024-recurring-management');
    expect(before.error).toBeUndefined();
    await sql`insert into remote_versions (remote, version, build_id, entry, registered_at) values
      ('mfe-catalog', '0.1.0-a', 'a', 'remoteEntry.js', '2026-11-01T00:00:00Z'),
      ('mfe-catalog', '0.1.0-b', 'b', 'remoteEntry.js', '2026-11-02T00:00:00Z'),
      ('mfe-wallet', '0.1.0-c', 'c', 'wallet.js', '2026-11-03T00:00:00Z')`.execute(database);
    await sql`insert into remote_pins (environment, remote, version, previous_version, pinned_at) values
      ('staging', 'mfe-catalog', '0.1.0-b', '0.1.0-a', '2026-11-04T00:00:00Z'),
      ('staging', 'mfe-wallet', '0.1.0-c', null, '2026-11-05T00:00:00Z')`.execute(database);

    const after = await migrator.migrateTo('0025-release-revisions');

    expect(after.error).toBeUndefined();
    const revisions = await database.selectFrom('release_revisions').selectAll().execute();
    expect(revisions).toEqual([
      expect.objectContaining({
        environment: 'staging',
        number: 1,
        author: 'system',
        action: 'local_build',
        pins: [
          { remote: 'mfe-catalog', version: '0.1.0-b', canary: null },
          { remote: 'mfe-wallet', version: '0.1.0-c', canary: null },
        ],
      }),
    ]);
    const wallet = await database
      .selectFrom('remote_versions')
      .selectAll()
      .where('remote', '=', 'mfe-wallet')
      .executeTakeFirstOrThrow();
    expect(wallet).toMatchObject({
      digest: '',
      published_by: 'system',
      withdrawn_at: null,
      manifest: {
        remote: 'mfe-wallet',
        version: '0.1.0-c',
        buildId: 'c',
        entry: 'wallet.js',
        requires: {},
        routes: [],
        builtAt: '2026-11-03T00:00:00.000Z',
      },
    });
    const environments = await database
      .selectFrom('release_environments')
      .select(['name', 'position', 'shell'])
      .orderBy('position')
      .execute();
    expect(environments).toEqual([
      { name: 'local', position: 0, shell: null },
      { name: 'staging', position: 1, shell: null },
      { name: 'production', position: 2, shell: null },
    ]);
  });
});
