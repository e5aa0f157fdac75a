import { type Kysely } from 'kysely';

/**
 * Release managers may be limited to some environments (e.g. staging, not production):
 * operators.release_environments lists them; null is every environment (the operators made before).
 */
export async function up(database: Kysely<unknown>): Promise<void> {
  await database.schema
    .alterTable('operators')
    .addColumn('release_environments', 'jsonb')
    .execute();
}

export async function down(database: Kysely<unknown>): Promise<void> {
  await database.schema.alterTable('operators').dropColumn('release_environments').execute();
}
