import { type Kysely } from 'kysely';

/**
 * What the account pages keep on a customer: an email address waiting for its confirmation link,
 * the flags that hold a customer until they confirm their address, upgrade an account from the
 * older site, or accept the terms for their location, and which terms were accepted and when.
 */
export async function up(database: Kysely<unknown>): Promise<void> {
  await database.schema
    .alterTable('customers')
    .addColumn('pending_email', 'text')
    .addColumn('address_confirmation_required', 'boolean', (column) =>
      column.notNull().defaultTo(false),
    )
    .addColumn('account_upgrade', 'boolean', (column) => column.notNull().defaultTo(false))
    .addColumn('country_banned_confirmation_required', 'boolean', (column) =>
      column.notNull().defaultTo(false),
    )
    .addColumn('terms_version', 'text')
    .addColumn('location_terms_accepted_at', 'timestamptz')
    .execute();
}

export async function down(database: Kysely<unknown>): Promise<void> {
  await database.schema
    .alterTable('customers')
    .dropColumn('location_terms_accepted_at')
    .dropColumn('terms_version')
    .dropColumn('country_banned_confirmation_required')
    .dropColumn('account_upgrade')
    .dropColumn('address_confirmation_required')
    .dropColumn('pending_email')
    .execute();
}
