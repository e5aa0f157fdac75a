import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { promisify } from 'node:util';
import { type Kysely, sql } from 'kysely';
import { build } from '../app';
import { buildTestApp, onServer, type TestApp } from '../testing/build-test-app';
import { type Database } from './schema';

// deploy/backup.sh and deploy/restore.sh against a real PostgreSQL server (DATABASE_URL=postgres://…
// and pg_dump, pg_restore and psql on the PATH); skipped otherwise.
const serverUrl = process.env.DATABASE_URL ?? '';
const onPostgres = /^postgres(ql)?:\/\//.test(serverUrl);
const describeOnPostgres = onPostgres ? describe : describe.skip;

const run = promisify(execFile);
const deployDir = path.resolve(__dirname, '../../../deploy');

/** The rows a customer or an auditor would miss: the ledger, the customers and their tickets. */
const checkedTables = [
  'ledger_accounts',
  'ledger_transfers',
  'ledger_entries',
  'customers',
  'checkouts',
  'tickets',
  'ticket_results',
] as const;

async function rowsOf(database: Kysely<Database>, table: string): Promise<unknown[]> {
  const { rows } = await sql<{ row: unknown }>`
    select to_jsonb(t) as row from ${sql.table(table)} as t order by to_jsonb(t)::text
  `.execute(database);
  return rows.map(({ row }) => row);
}

describeOnPostgres('backup.sh and restore.sh', () => {
  const restoredName = `shop_restored_${randomBytes(6).toString('hex')}`;
  let shop: TestApp;
  let dumpFile: string;

  beforeAll(async () => {
    // The demo shop: customers with wallets, deposits, purchases and scored past tickets.
    shop = await buildTestApp();
    dumpFile = path.join(shop.directory, 'shop.dump');
  });

  afterAll(async () => {
    await shop?.close();
    await onServer(serverUrl, `drop database if exists ${restoredName} with (force)`);
  });

  it('restores a backup into a new database holding the same ledger, customers and tickets', async () => {
    const backup = await run(path.join(deployDir, 'backup.sh'), [dumpFile], {
      env: { ...process.env, DATABASE_URL: shop.app.config.databaseUrl },
    });
    expect(backup.stdout.trim()).toBe(dumpFile);

    const restore = await run(path.join(deployDir, 'restore.sh'), [dumpFile, restoredName], {
      env: { ...process.env, DATABASE_URL: serverUrl },
    });
    const restoredUrl = restore.stdout.trim();
    expect(new URL(restoredUrl).pathname).toBe(`/${restoredName}`);

    // The shop starts on the restored database: nothing left to migrate, nothing seeded again.
    const restored = await build({
      databaseUrl: restoredUrl,
      artifactsDir: path.join(shop.directory, 'restored-artifacts'),
      shellDist: path.join(shop.directory, 'shell'),
      seedDemoData: false,
    });
    try {
      await restored.ready();
      for (const table of checkedTables) {
        const original = await rowsOf(shop.app.database, table);
        expect(original.length).toBeGreaterThan(0);
        expect({ table, rows: await rowsOf(restored.database, table) }).toEqual({
          table,
          rows: original,
        });
      }
      const health = await restored.inject({ method: 'GET', url: '/health' });
      expect(health.json()).toMatchObject({ status: 'ok', database: 'ok' });
    } finally {
      await restored.close();
    }
  });

  it('refuses to restore into a database that already exists, and leaves it alone', async () => {
    const existing = new URL(shop.app.config.databaseUrl).pathname.slice(1);
    const customersBefore = await rowsOf(shop.app.database, 'customers');

    await expect(
      run(path.join(deployDir, 'restore.sh'), [dumpFile, existing], {
        env: { ...process.env, DATABASE_URL: serverUrl },
      }),
    ).rejects.toThrow(/already exists/);
    expect(await rowsOf(shop.app.database, 'customers')).toEqual(customersBefore);
  });
});
