import { type Kysely, sql } from 'kysely';

/**
 * Server secrets generated on first start and kept with the data (unless set in the
 * environment), and operators: accounts with roles who sign in with a password and an
 * authenticator code, and their sessions (stored as SHA-256 hashes).
 */
export async function up(database: Kysely<unknown>): Promise<void> {
  await database.schema
    .createTable('server_secrets')
    .addColumn('name', 'text', (column) => column.primaryKey())
    .addColumn('value', 'text', (column) => column.notNull())
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .execute();

  await database.schema
    .createTable('operators')
    .addColumn('id', 'uuid', (column) => column.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('email', 'text', (column) => column.notNull().unique())
    .addColumn('password_hash', 'text', (column) => column.notNull())
    .addColumn('totp_secret', 'text', (column) => column.notNull())
    .addColumn('roles', 'jsonb', (column) => column.notNull())
    // The newest authenticator time step accepted: a code is never accepted twice.
    .addColumn('totp_step_last', 'bigint')
    .addColumn('failed_attempts', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('locked_until', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .execute();

  await database.schema
    .createTable('operator_sessions')
    .addColumn('token_hash', 'text', (column) => column.primaryKey())
    .addColumn('operator_id', 'uuid', (column) =>
      column.notNull().references('operators.id').onDelete('cascade'),
    )
    .addColumn('created_at', 'timestamptz', (column) => column.notNull())
    .addColumn('expires_at', 'timestamptz', (column) => column.notNull())
    .execute();
  await database.schema
    .createIndex('operator_sessions_operator_index')
    .on('operator_sessions')
    .column('operator_id')
    .execute();
}

export async function down(database: Kysely<unknown>): Promise<void> {
  await database.schema.dropTable('operator_sessions').execute();
  await database.schema.dropTable('operators').execute();
  await database.schema.dropTable('server_secrets').execute();
}
