import fastifyPlugin from 'fastify-plugin';
import { type Kysely } from 'kysely';
import { openDatabase } from '../database/connection';
import { migrateToLatest } from '../database/migrate';
import { type Database } from '../database/schema';
import { seedDemoData } from '../seed/seed-demo-data';

declare module 'fastify' {
  interface FastifyInstance {
    database: Kysely<Database>;
  }
}

/**
 * Opens the database DATABASE_URL names, applies pending migrations, seeds the demo shop when
 * asked and the catalogue is empty, and closes it (releasing the PGlite lock) with the app.
 */
export const databasePlugin = fastifyPlugin(
  async (app) => {
    const connection = await openDatabase(app.config.databaseUrl);
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
  },
  { name: 'database', dependencies: ['config'], fastify: '5.x' },
);
