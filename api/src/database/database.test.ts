import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from '../app';
import { seedDemoData } from '../seed/seed-demo-data';
import { buildTestApp } from '../testing/build-test-app';
import { parseDatabaseUrl } from './connection';
import { lockPathOf } from './directory-lock';
import { migrateToLatest } from './migrate';

describe('parseDatabaseUrl', () => {
  it('reads every form of DATABASE_URL', () => {
    expect(parseDatabaseUrl('pglite://memory')).toEqual({ kind: 'pglite-memory' });
    expect(parseDatabaseUrl('pglite:///var/lib/shop/db')).toEqual({
      kind: 'pglite-directory',
      directory: '/var/lib/shop/db',
    });
    expect(parseDatabaseUrl('pglite://./.data/db', '/srv/shop')).toEqual({
      kind: 'pglite-directory',
      directory: '/srv/shop/.data/db',
    });
    expect(parseDatabaseUrl('postgres://shop@db.internal:5432/shop')).toEqual({
      kind: 'postgres',
      connectionString: 'postgres://shop@db.internal:5432/shop',
    });
  });

  it('refuses anything else with a message that lists the forms', () => {
    expect(() => parseDatabaseUrl('mysql://db/shop')).toThrow(/pglite:\/\/memory/);
    expect(() => parseDatabaseUrl('pglite://')).toThrow(/is not one of/);
  });
});

describe('the PGlite directory lock', () => {
  let directory: string;
  let databaseDir: string;

  beforeEach(async () => {
    directory = await mkdtemp(path.join(tmpdir(), 'shop-lock-test-'));
    databaseDir = path.join(directory, 'db');
  });

  afterEach(() => rm(directory, { recursive: true, force: true }));

  const buildOn = () =>
    build({
      databaseUrl: `pglite://${databaseDir}`,
      artifactsDir: path.join(directory, 'artifacts'),
      shellDist: path.join(directory, 'shell'),
    });

  it('refuses to start while a live process holds the lock, and leaves its lock alone', async () => {
    const holder = spawn('sleep', ['30']);
    try {
      await writeFile(lockPathOf(databaseDir), `${holder.pid}\n`);

      await expect(buildOn()).rejects.toThrow(
        `The database directory ${databaseDir} is in use by process ${holder.pid}`,
      );
      expect(await readFile(lockPathOf(databaseDir), 'utf8')).toBe(`${holder.pid}\n`);
    } finally {
      holder.kill();
    }
  });

  it('takes over the lock of a process that has died, and releases it on close', async () => {
    const finished = spawnSync('true');
    await writeFile(lockPathOf(databaseDir), `${finished.pid}\n`);

    const app = await buildOn();
    const heldWhileRunning = await readFile(lockPathOf(databaseDir), 'utf8');
    await app.close();

    expect(heldWhileRunning).toBe(`${process.pid}\n`);
    expect(existsSync(lockPathOf(databaseDir))).toBe(false);
  });

  it('keeps a second app off a directory in use, and reopens the data after a restart', async () => {
    // Without the demo data (seeding a database on disk is slow): one row of its own is the data.
    const first = await buildOn();
    await expect(buildOn()).rejects.toThrow(/is in use by process/);
    await first.database
      .insertInto('app_settings')
      .values({ key: 'restart_marker', value: JSON.stringify('kept') })
      .execute();
    await first.close();

    const restarted = await buildOn();
    try {
      const kept = await restarted.database
        .selectFrom('app_settings')
        .select('value')
        .where('key', '=', 'restart_marker')
        .execute();
      expect(kept).toEqual([{ value: 'kept' }]);
    } finally {
      await restarted.close();
    }
  });
});

describe('migrations and seed', () => {
  it('apply once: running them again changes nothing', async () => {
    const testApp = await buildTestApp();
    try {
      const { database } = testApp.app;
      const offers = async () =>
        (await database.selectFrom('product_offers').select('key').orderBy('key').execute()).map(
          (row) => row.key,
        );
      const before = await offers();

      expect(await migrateToLatest(database)).toEqual([]);
      expect(await seedDemoData(database, new Date())).toBe(false);
      expect(await offers()).toEqual(before);
      expect(before).toContain('saturday_lotto');
    } finally {
      await testApp.close();
    }
  });
});
