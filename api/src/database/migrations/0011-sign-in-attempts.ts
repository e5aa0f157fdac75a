import { type Kysely, sql } from 'kysely';

/**
 * Abuse limits on sign-in, beside the limits per client address: failed password attempts are
 * counted per account (keyed by a hash of the normalised email, so unknown addresses count the
 * same way and a lockout tells nothing about whether an account exists), and an account is locked
 * for a while after too many failures within a window.
 *
 * A rotated refresh token keeps its successor, sealed with a key only the rotated token itself
 * derives, so the same successor can be handed out again during a short grace window (two tabs or
 * two concurrent calls refreshing with the same token) without revoking the family.
 */
export async function up(database: Kysely<unknown>): Promise<void> {
  await database.schema
    .createTable('sign_in_attempts')
    .addColumn('account_key', 'text', (column) => column.primaryKey())
    .addColumn('failed_attempts', 'integer', (column) =>
      column
        .notNull()
        .defaultTo(0)
        .check(sql`failed_attempts >= 0`),
    )
    .addColumn('window_started_at', 'timestamptz', (column) => column.notNull())
    .addColumn('locked_until', 'timestamptz')
    .execute();

  await database.schema
    .alterTable('refresh_tokens')
    .addColumn('successor_sealed', 'text')
    .execute();
}

export async function down(database: Kysely<unknown>): Promise<void> {
  await database.schema.alterTable('refresh_tokens').dropColumn('successor_sealed').execute();
  await database.schema.dropTable('sign_in_attempts').execute();
}
