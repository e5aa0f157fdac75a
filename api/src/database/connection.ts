import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import pg from 'pg';
import { acquireDirectoryLock } from './directory-lock';
import { type Database } from './schema';

export type DatabaseLocation =
  | { kind: 'pglite-memory' }
  | { kind: 'pglite-directory'; directory: string }
  | { kind: 'postgres'; connectionString: string };

/**
 * Reads DATABASE_URL: `pglite://memory`, `pglite:///absolute/dir`, `pglite://./relative/dir`
 * (relative to the process's working directory) or `postgres://…` / `postgresql://…`.
 */
export function parseDatabaseUrl(url: string, workingDirectory = process.cwd()): DatabaseLocation {
  if (/^postgres(ql)?:\/\//.test(url)) return { kind: 'postgres', connectionString: url };
  const pgliteScheme = 'pglite://';
  if (url.startsWith(pgliteScheme)) {
    const location = url.slice(pgliteScheme.length);
    if (location === 'memory') return { kind: 'pglite-memory' };
    if (location !== '' && location !== '/') {
      return { kind: 'pglite-directory', directory: path.resolve(workingDirectory, location) };
    }
  }
  throw new Error(
    `DATABASE_URL "${url}" is not one of pglite://memory, pglite:///absolute/dir, ` +
      'pglite://./relative/dir or postgres://…',
  );
}

export interface DatabaseConnection {
  database: Kysely<Database>;
  location: DatabaseLocation;
  /** Closes the database and releases the directory lock. */
  close(): Promise<void>;
}

/** `poolMax`: connections this process may hold on a PostgreSQL server. */
export async function openDatabase(url: string, poolMax = 10): Promise<DatabaseConnection> {
  const location = parseDatabaseUrl(url);
  if (location.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: location.connectionString, max: poolMax });
    // An idle client the server drops (restart, failover, a terminated backend) emits 'error' on
    // the pool; unhandled, that would end the process. The pool replaces the client on next use.
    pool.on('error', (error) => {
      console.error('an idle database connection failed', error.message);
    });
    const database = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { database, location, close: () => database.destroy() };
  }

  if (location.kind === 'pglite-memory') {
    const pglite = await PGlite.create();
    const database = new Kysely<Database>({ dialect: new PGliteDialect(pglite) });
    return { database, location, close: () => database.destroy() };
  }

  const release = acquireDirectoryLock(location.directory);
  try {
    mkdirSync(location.directory, { recursive: true });
    const pglite = await PGlite.create(location.directory);
    const database = new Kysely<Database>({ dialect: new PGliteDialect(pglite) });
    return {
      database,
      location,
      close: async () => {
        try {
          await database.destroy();
        } finally {
          release();
        }
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}
