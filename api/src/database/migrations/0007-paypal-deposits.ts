import { type Kysely, sql } from 'kysely';

/**
 * PayPal deposits: a deposit paid with PayPal has no saved card, waits for the customer's approval
 * on PayPal's page (approval_required, with that page's address), and the built-in PayPal sandbox
 * keeps its own orders (it stands in for PayPal when no PayPal credentials are configured).
 */
export async function up(database: Kysely<unknown>): Promise<void> {
  await database.schema
    .alterTable('deposits')
    .alterColumn('fund_id', (column) => column.dropNotNull())
    .execute();
  await database.schema.alterTable('deposits').dropConstraint('deposits_status_check').execute();
  await database.schema
    .alterTable('deposits')
    .addCheckConstraint(
      'deposits_status_check',
      sql`status in ('pending', 'challenge_required', 'approval_required', 'success', 'failed')`,
    )
    .execute();
  await database.schema.alterTable('deposits').addColumn('approval_url', 'text').execute();

  await database.schema
    .createTable('paypal_sandbox_orders')
    .addColumn('id', 'text', (column) => column.primaryKey())
    /** The shop's request id: the same request creates one order, however often it is sent. */
    .addColumn('request_id', 'text', (column) => column.notNull().unique())
    .addColumn('amount_cents', 'bigint', (column) => column.notNull().check(sql`amount_cents > 0`))
    .addColumn('status', 'text', (column) =>
      column.notNull().check(sql`status in ('created', 'approved', 'cancelled', 'captured')`),
    )
    .addColumn('return_url', 'text', (column) => column.notNull())
    .addColumn('cancel_url', 'text', (column) => column.notNull())
    .addColumn('created_at', 'timestamptz', (column) => column.notNull())
    .addColumn('captured_at', 'timestamptz')
    .execute();
}

export async function down(database: Kysely<unknown>): Promise<void> {
  await database.schema.dropTable('paypal_sandbox_orders').execute();
  await database.schema.alterTable('deposits').dropColumn('approval_url').execute();
  await database.schema.alterTable('deposits').dropConstraint('deposits_status_check').execute();
  await database.schema
    .alterTable('deposits')
    .addCheckConstraint(
      'deposits_status_check',
      sql`status in ('pending', 'challenge_required', 'success', 'failed')`,
    )
    .execute();
}
