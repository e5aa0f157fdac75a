import { type Kysely, sql } from 'kysely';

/**
 * Communication preferences per customer, channel and preference id (product.md §3): a row
 * exists only once the customer (or an unsubscribe link) has set the preference; without one the
 * catalogue's default applies. `customers.email_opt_in` stays the marketing email subscription and
 * is kept equal to the email channel's offers_and_news. Unsubscribes keep the reasons given.
 */
export async function up(database: Kysely<unknown>): Promise<void> {
  await database.schema
    .createTable('communication_preferences')
    .addColumn('customer_id', 'text', (column) =>
      column.notNull().references('customers.id').onDelete('cascade'),
    )
    .addColumn('channel', 'text', (column) =>
      column.notNull().check(sql`channel in ('email', 'phone', 'sms', 'directmail')`),
    )
    .addColumn('preference_id', 'text', (column) => column.notNull())
    .addColumn('enabled', 'boolean', (column) => column.notNull())
    .addColumn('updated_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('communication_preferences_primary_key', [
      'customer_id',
      'channel',
      'preference_id',
    ])
    .execute();

  await database.schema
    .createTable('communication_unsubscribes')
    .addColumn('id', 'uuid', (column) => column.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('customer_id', 'text', (column) =>
      column.notNull().references('customers.id').onDelete('cascade'),
    )
    .addColumn('product_offer_key', 'text')
    .addColumn('reasons', 'jsonb', (column) => column.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('reason_text', 'text')
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .execute();
  await database.schema
    .createIndex('communication_unsubscribes_customer_index')
    .on('communication_unsubscribes')
    .columns(['customer_id', 'created_at'])
    .execute();
}

export async function down(database: Kysely<unknown>): Promise<void> {
  await database.schema.dropTable('communication_unsubscribes').execute();
  await database.schema.dropTable('communication_preferences').execute();
}
