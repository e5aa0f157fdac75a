import { type Kysely, sql } from 'kysely';

/**
 * The notifications feed's cards (product.md §2: the bell's card feed).
 * - notification_cards: one card per customer and source (`draw:<drawId>`, `deposit:<depositId>`,
 *   `giveaway:<drawId>`), so a step that runs again writes nothing twice. `viewed_at` is set when
 *   the customer opens the feed; `delivered_at` when the card was handed to the messaging
 *   provider (only with a provider configured: the built-in feed reads this table).
 */
export async function up(database: Kysely<unknown>): Promise<void> {
  await database.schema
    .createTable('notification_cards')
    .addColumn('id', 'uuid', (column) => column.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('customer_id', 'text', (column) =>
      column.notNull().references('customers.id').onDelete('cascade'),
    )
    .addColumn('source', 'text', (column) => column.notNull())
    .addColumn('title', 'text', (column) => column.notNull())
    .addColumn('icon', 'text', (column) => column.notNull())
    .addColumn('message', 'text', (column) => column.notNull())
    .addColumn('actions', 'jsonb', (column) => column.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('created_at', 'timestamptz', (column) => column.notNull())
    .addColumn('viewed_at', 'timestamptz')
    .addColumn('delivered_at', 'timestamptz')
    .addColumn('delivery_attempts', 'integer', (column) => column.notNull().defaultTo(0))
    .addUniqueConstraint('notification_cards_customer_source_key', ['customer_id', 'source'])
    .execute();
  await sql`create index notification_cards_feed_index
    on notification_cards (customer_id, created_at desc, id)`.execute(database);
  await sql`create index notification_cards_unviewed_index
    on notification_cards (customer_id) where viewed_at is null`.execute(database);
  await sql`create index notification_cards_undelivered_index
    on notification_cards (created_at) where delivered_at is null`.execute(database);
}

export async function down(database: Kysely<unknown>): Promise<void> {
  await database.schema.dropTable('notification_cards').execute();
}
