// Database settings: the database itself (DATABASE_URL), an optional read replica
// (DATABASE_READ_URL) and the size of the connection pool (DATABASE_POOL_MAX).
import { type EnvironmentValue, parseWholeNumber } from './config-parsers';
import { type AppConfig } from './config-types';

/** Whether DATABASE_URL names the embedded database (PGlite) rather than a Postgres server. */
export function isEmbeddedDatabase(databaseUrl: string): boolean {
  return databaseUrl.startsWith('pglite://');
}

/** The database settings the environment variables ask for (unset ones keep the defaults). */
export function databaseConfigOf(value: EnvironmentValue): Partial<AppConfig> {
  const config: Partial<AppConfig> = {};
  config.databaseUrl = value('DATABASE_URL');
  const poolMax = value('DATABASE_POOL_MAX');
  if (poolMax) config.databasePoolMax = Math.max(1, parseWholeNumber(poolMax, 'DATABASE_POOL_MAX'));
  const readUrl = value('DATABASE_READ_URL');
  if (readUrl) {
    if (!/^postgres(ql)?:\/\//.test(readUrl)) {
      throw new Error('DATABASE_READ_URL must be the postgres:// URL of a read replica');
    }
    config.databaseReadUrl = readUrl;
  }
  return config;
}
