import { type Kysely, sql } from 'kysely';

/**
 * Deposits that survive a crash, and gateway objects bound to their owner.
 *
 * - A deposit keeps the strong customer authentication its charge was sent with, so a charge
 *   sent again after a crash is the same request (a 3-D Secure card asks for its challenge again
 *   instead of failing), and a recovery claim (`recovery_claimed_until`) so that several API
 *   processes settle each open deposit once.
 * - The built-in test gateway binds a card token to the customer whose card form made it (a
 *   tokenisation session), and a 3-D Secure challenge to a secret only its deposit carries; the
 *   built-in PayPal sandbox binds its approval page the same way.
 */
export async function up(database: Kysely<unknown>): Promise<void> {
  await database.schema
    .alterTable('deposits')
    .addColumn('strong_customer_authentication', 'jsonb')
    .addColumn('recovery_claimed_until', 'timestamptz')
    .execute();
  // Deposits made before this migration charged with their notification URL and window size.
  await sql`
    update deposits
    set strong_customer_authentication = jsonb_build_object(
      'returnUrl',
      notification_url || (case when position('?' in notification_url) > 0 then '&' else '?' end)
        || 'deposit_id=' || id,
      'windowSize',
      coalesce(challenge_window_size, 'FullScreen')
    )
    where notification_url is not null`.execute(database);
  await sql`create index deposits_open_index on deposits (created_at)
    where status in ('pending', 'challenge_required', 'approval_required')`.execute(database);

  await database.schema
    .createTable('test_gateway_tokenisation_sessions')
    .addColumn('secret', 'text', (column) => column.primaryKey())
    .addColumn('customer_reference', 'text', (column) => column.notNull())
    .addColumn('created_at', 'timestamptz', (column) => column.notNull())
    .execute();
  await database.schema
    .alterTable('test_gateway_tokens')
    .addColumn('customer_reference', 'text')
    .execute();
  // A token already saved belongs to the customer who saved it first.
  await sql`
    update test_gateway_tokens
    set customer_reference = (
      select funds.customer_id from funds
      where funds.gateway = 'test' and funds.token = test_gateway_tokens.token
      order by funds.created_at, funds.id
      limit 1
    )`.execute(database);

  await database.schema
    .alterTable('test_gateway_payments')
    .addColumn('challenge_token', 'text')
    .execute();
  await sql`update test_gateway_payments
    set challenge_token = replace(gen_random_uuid()::text, '-', '')`.execute(database);
  await database.schema
    .alterTable('paypal_sandbox_orders')
    .addColumn('approval_token', 'text')
    .execute();
  await sql`update paypal_sandbox_orders
    set approval_token = replace(gen_random_uuid()::text, '-', '')`.execute(database);
}

export async function down(database: Kysely<unknown>): Promise<void> {
  await database.schema.alterTable('paypal_sandbox_orders').dropColumn('approval_token').execute();
  await database.schema.alterTable('test_gateway_payments').dropColumn('challenge_token').execute();
  await database.schema
    .alterTable('test_gateway_tokens')
    .dropColumn('customer_reference')
    .execute();
  await database.schema.dropTable('test_gateway_tokenisation_sessions').execute();
  await sql`drop index deposits_open_index`.execute(database);
  await database.schema
    .alterTable('deposits')
    .dropColumn('recovery_claimed_until')
    .dropColumn('strong_customer_authentication')
    .execute();
}
