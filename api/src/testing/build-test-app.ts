import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type FastifyInstance } from 'fastify';
import pg from 'pg';
import { type BuildOptions, build } from '../app';

export interface TestApp {
  app: FastifyInstance;
  /** Temporary folder holding this app's artifacts (`artifacts/`) and shell build (`shell/`). */
  directory: string;
  close(): Promise<void>;
}

function postgresServerUrl(): string | null {
  const url = process.env.DATABASE_URL;
  return url && /^postgres(ql)?:\/\//.test(url) ? url : null;
}

/** Runs one statement on a PostgreSQL server (CREATE/DROP DATABASE cannot be pooled). */
export async function onServer(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * A fresh, ready app for one test file: its own database (in-memory PGlite, or, when
 * DATABASE_URL is a postgres:// URL, a new database `shop_test_<random>` on that server, dropped
 * on close), the demo data unless told otherwise, and empty temporary artifact and shell folders.
 */
export async function buildTestApp(
  options: BuildOptions = {},
  /** Adds test-only routes or hooks before the app is ready. */
  beforeReady?: (app: FastifyInstance) => void,
): Promise<TestApp> {
  const directory = await mkdtemp(path.join(tmpdir(), 'shop-api-test-'));
  const serverUrl = postgresServerUrl();
  let databaseUrl = 'pglite://memory';
  let dropDatabase = async () => {};
  if (serverUrl && options.databaseUrl === undefined) {
    const name = `shop_test_${randomBytes(6).toString('hex')}`;
    await onServer(serverUrl, `create database ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    dropDatabase = () => onServer(serverUrl, `drop database if exists ${name} with (force)`);
  }

  let app: FastifyInstance;
  try {
    app = await build({
      databaseUrl,
      artifactsDir: path.join(directory, 'artifacts'),
      shellDist: path.join(directory, 'shell'),
      seedDemoData: true,
      ...options,
    });
    beforeReady?.(app);
    await app.ready();
  } catch (error) {
    await dropDatabase();
    await rm(directory, { recursive: true, force: true });
    throw error;
  }
  return {
    app,
    directory,
    close: async () => {
      await app.close();
      await dropDatabase();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
