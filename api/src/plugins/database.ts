import fastifyPlugin from 'fastify-plugin';
import { type Kysely } from 'kysely';
import { openDatabase } from '../database/connection';
import { migrateToLatest } from '../database/migrate';
import { type Database } from '../database/schema';
import { seedDemoData } from '../seed/seed-demo-data';

declare module 'fastify' {
  interface FastifyInstance {
    database: Kysely<Database>;
    /**
     * The read replica of DATABASE_READ_URL, for heavy read-only queries that may lag the primary
     * by a moment (draw results, statistics); `database` itself when there is no replica.
     */
    readDatabase: Kysely<Database>;
  }
}

/**
 * Opens the database DATABASE_URL names, applies pending migrations, seeds the demo shop when
 * asked and the catalogue is empty, and closes it (releasing the PGlite lock) with the app.
 * DATABASE_READ_URL opens a second pool on the replica, never migrated (it follows the primary).
 */
export const databasePlugin = fastifyPlugin(
  async (app) => {
    const connection = await openDatabase(app.config.databaseUrl, app.config.databasePoolMax);
    try {
      const applied = await migrateToLatest(connection.database);
      if (applied.length > 0) app.log.info({ migrations: applied }, 'database migrated');
      if (app.config.seedDemoData) {
        const seeded = await seedDemoData(connection.database, app.config.now());
        if (seeded) app.log.info('demo data seeded');
      }
    } catch (error) {
      await connection.close();
      throw error;
    }
    app.decorate('database', connection.database);
    app.addHook('onClose', () => connection.close());
    const readUrl = app.config.databaseReadUrl;
    const replica = readUrl ? await openDatabase(readUrl, app.config.databasePoolMax) : null;
    app.decorate('readDatabase', replica?.database ?? connection.database);
    if (replica) app.addHook('onClose', () => replica.close());
  },
  { name: 'database', dependencies: ['config'], fastify: '5.x' },
);
