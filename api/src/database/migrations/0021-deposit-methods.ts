import { type Kysely, sql } from 'kysely';

/**
 * Deposits by every method. Each deposit names its method (cc card, pl PayPal, ap/gp Apple Pay and
 * Google Pay through the card gateway, bd bank transfer, bp BPAY, td PayID/Osko, dd direct debit).
 * A bank deposit carries the reference the customer quotes with the payment (unique, so the bank
 * feed finds its deposit), the instructions the customer was shown, and who settled it (an
 * operator or the bank feed). An Apple Pay or Google Pay deposit keeps the wallet's payment token,
 * so a charge sent again after a crash is the same request.
 */
export async function up(database: Kysely<unknown>): Promise<void> {
  await database.schema
    .alterTable('deposits')
    .addColumn('deposit_method_code', 'text', (column) =>
      column
        .notNull()
        .defaultTo('cc')
        .check(sql`deposit_method_code in ('ap', 'bp', 'cc', 'bd', 'dd', 'gp', 'pl', 'td')`),
    )
    .addColumn('reference', 'text', (column) => column.unique())
    .addColumn('instructions', 'jsonb')
    .addColumn('wallet_token', 'text')
    .addColumn('settled_by', 'text')
    .execute();
  await sql`update deposits set deposit_method_code = 'pl' where fund_id is null`.execute(database);
  await sql`create index deposits_bank_pending_index on deposits (created_at)
    where status = 'pending' and deposit_method_code in ('bd', 'bp', 'td', 'dd')`.execute(database);
}

export async function down(database: Kysely<unknown>): Promise<void> {
  await sql`drop index deposits_bank_pending_index`.execute(database);
  await database.schema
    .alterTable('deposits')
    .dropColumn('settled_by')
    .dropColumn('wallet_token')
    .dropColumn('instructions')
    .dropColumn('reference')
    .dropColumn('deposit_method_code')
    .execute();
}
