import { type Kysely, sql } from 'kysely';

/**
 * Support chat and the built-in analytics collector.
 * - support_conversations: one customer's conversation with support, open until support or the
 *   customer closes it; a customer has at most one open conversation. provider_reference is the
 *   conversation's id at a hosted chat provider when one is configured.
 * - support_messages: what the customer and support wrote, oldest first; operator_id says which
 *   operator answered.
 * - analytics_events: customer-data events (page, identify, track, reset) the shop collects itself
 *   when no customer-data service is configured; only sent with non-essential cookie consent.
 */
export async function up(database: Kysely<unknown>): Promise<void> {
  await database.schema
    .createTable('support_conversations')
    .addColumn('id', 'uuid', (column) => column.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('customer_id', 'text', (column) =>
      column.notNull().references('customers.id').onDelete('cascade'),
    )
    .addColumn('status', 'text', (column) =>
      column.notNull().check(sql`status in ('open', 'closed')`),
    )
    .addColumn('provider_reference', 'text')
    .addColumn('created_at', 'timestamptz', (column) => column.notNull())
    .addColumn('last_message_at', 'timestamptz', (column) => column.notNull())
    .addColumn('closed_at', 'timestamptz')
    .addColumn('closed_by_operator_id', 'uuid', (column) =>
      column.references('operators.id').onDelete('set null'),
    )
    .execute();
  await sql`create unique index support_conversations_open_index
    on support_conversations (customer_id) where status = 'open'`.execute(database);
  await sql`create index support_conversations_status_index
    on support_conversations (status, last_message_at)`.execute(database);

  await database.schema
    .createTable('support_messages')
    .addColumn('id', 'bigserial', (column) => column.primaryKey())
    .addColumn('conversation_id', 'uuid', (column) =>
      column.notNull().references('support_conversations.id').onDelete('cascade'),
    )
    .addColumn('author', 'text', (column) =>
      column.notNull().check(sql`author in ('customer', 'support')`),
    )
    .addColumn('operator_id', 'uuid', (column) =>
      column.references('operators.id').onDelete('set null'),
    )
    .addColumn('body', 'text', (column) => column.notNull())
    .addColumn('created_at', 'timestamptz', (column) => column.notNull())
    .execute();
  await sql`create index support_messages_conversation_index
    on support_messages (conversation_id, id)`.execute(database);

  await database.schema
    .createTable('analytics_events')
    .addColumn('id', 'bigserial', (column) => column.primaryKey())
    .addColumn('type', 'text', (column) =>
      column.notNull().check(sql`type in ('page', 'identify', 'track', 'reset')`),
    )
    .addColumn('name', 'text', (column) => column.notNull())
    .addColumn('anonymous_id', 'text', (column) => column.notNull())
    .addColumn('customer_id', 'text')
    .addColumn('session_id', 'text')
    .addColumn('properties', 'jsonb', (column) => column.notNull())
    .addColumn('occurred_at', 'timestamptz', (column) => column.notNull())
    .addColumn('received_at', 'timestamptz', (column) => column.notNull())
    .execute();
  await sql`create index analytics_events_received_index
    on analytics_events (received_at)`.execute(database);
}

export async function down(database: Kysely<unknown>): Promise<void> {
  await database.schema.dropTable('analytics_events').execute();
  await database.schema.dropTable('support_messages').execute();
  await database.schema.dropTable('support_conversations').execute();
}
