import { type Kysely, sql } from 'kysely';

/**
 * Scheduled purchases: a pre-ordered raffle ticket is bought with the cart but paid when its draw
 * opens. The ticket waits unpaid (purchase_status pre_order) beside its scheduled purchase; a
 * cancelled one voids the ticket. A pre-order that cannot be paid when its draw opens becomes a
 * payment resolution, as a recurring purchase does.
 */
export async function up(database: Kysely<unknown>): Promise<void> {
  await database.schema
    .createTable('scheduled_purchases')
    .addColumn('id', 'uuid', (column) => column.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('customer_id', 'text', (column) => column.notNull().references('customers.id'))
    .addColumn('checkout_id', 'text', (column) => column.notNull().references('checkouts.id'))
    .addColumn('ticket_id', 'uuid', (column) => column.notNull().unique().references('tickets.id'))
    .addColumn('draw_id', 'uuid', (column) => column.notNull().references('draws.id'))
    .addColumn('kind', 'text', (column) =>
      column.notNull().check(sql`kind in ('scheduled_purchase', 'pre_order')`),
    )
    .addColumn('status', 'text', (column) =>
      column
        .notNull()
        .check(sql`status in ('scheduled_status_active', 'scheduled_status_cancelled')`),
    )
    .addColumn('description', 'text', (column) => column.notNull())
    .addColumn('price_cents', 'bigint', (column) => column.notNull().check(sql`price_cents >= 0`))
    .addColumn('created_at', 'timestamptz', (column) => column.notNull())
    // Set once, in the transaction that charges the wallet: a paid one is never charged again.
    .addColumn('paid_at', 'timestamptz')
    .addColumn('transfer_id', 'uuid', (column) => column.references('ledger_transfers.id'))
    .addColumn('cancelled_at', 'timestamptz')
    .addCheckConstraint(
      'scheduled_purchases_paid_or_cancelled',
      sql`paid_at is null or cancelled_at is null`,
    )
    .execute();
  await database.schema
    .createIndex('scheduled_purchases_customer_index')
    .on('scheduled_purchases')
    .columns(['customer_id', 'created_at'])
    .execute();

  await database.schema.alterTable('tickets').addColumn('voided_at', 'timestamptz').execute();

  await database.schema
    .alterTable('payment_resolutions')
    .alterColumn('recurring_purchase_id', (column) => column.dropNotNull())
    .execute();
  await database.schema
    .alterTable('payment_resolutions')
    .addColumn('scheduled_purchase_id', 'uuid', (column) =>
      column.unique().references('scheduled_purchases.id'),
    )
    .execute();
}

export async function down(database: Kysely<unknown>): Promise<void> {
  await sql`delete from payment_resolutions where recurring_purchase_id is null`.execute(database);
  await database.schema
    .alterTable('payment_resolutions')
    .dropColumn('scheduled_purchase_id')
    .execute();
  await database.schema
    .alterTable('payment_resolutions')
    .alterColumn('recurring_purchase_id', (column) => column.setNotNull())
    .execute();
  await database.schema.alterTable('tickets').dropColumn('voided_at').execute();
  await database.schema.dropTable('scheduled_purchases').execute();
}
