import { type Kysely } from 'kysely';

/**
 * Client events (feedback and analytics, POST /v2/event) keep the signed-in customer who sent
 * them (null for a visitor; a closed account's events stay, without it), and operators read the
 * feedback newest first, so the events are indexed by type and time.
 */
export async function up(database: Kysely<unknown>): Promise<void> {
  await database.schema
    .alterTable('client_events')
    .addColumn('customer_id', 'text', (column) =>
      column.references('customers.id').onDelete('set null'),
    )
    .execute();
  await database.schema
    .createIndex('client_events_type_created_at')
    .on('client_events')
    .columns(['event_type', 'created_at desc'])
    .execute();
}

export async function down(database: Kysely<unknown>): Promise<void> {
  await database.schema.dropIndex('client_events_type_created_at').execute();
  await database.schema.alterTable('client_events').dropColumn('customer_id').execute();
}
