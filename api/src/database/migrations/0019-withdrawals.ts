import { type Kysely, sql } from 'kysely';

const transferKindsBefore = `'deposit', 'purchase', 'promo_credit', 'prize', 'adjustment'`;
const accountKindsBefore = `'customer_cash', 'customer_promo_credit', 'operator_revenue', 'gateway_clearing', 'prizes_payable'`;
const rolesBefore = ['release_manager', 'content_editor', 'support', 'reviewer'];

/**
 * Withdrawals: the ledger gains the transfer kind `withdrawal` and the shop's account
 * `withdrawals_payable` (money owed to customers, between their request and the payout), and the
 * `withdrawals` table records each request from the wallet to a bank account, PayPal account or
 * cause, its operator decision and its payout. Operators who held every role before gain the
 * new `payments` role, so the first operator of an existing shop can pay withdrawals.
 */
export async function up(database: Kysely<unknown>): Promise<void> {
  await sql`alter table ledger_transfers drop constraint if exists ledger_transfers_kind_check`.execute(
    database,
  );
  await sql`alter table ledger_transfers add constraint ledger_transfers_kind_check
    check (kind in (${sql.raw(transferKindsBefore)}, 'withdrawal'))`.execute(database);
  await sql`alter table ledger_accounts drop constraint if exists ledger_accounts_kind_check`.execute(
    database,
  );
  await sql`alter table ledger_accounts add constraint ledger_accounts_kind_check
    check (kind in (${sql.raw(accountKindsBefore)}, 'withdrawals_payable'))`.execute(database);
  await sql`insert into ledger_accounts (kind) values ('withdrawals_payable')
    on conflict (kind) where customer_id is null do nothing`.execute(database);

  await database.schema
    .createTable('withdrawals')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('customer_id', 'text', (column) => column.notNull().references('customers.id'))
    .addColumn('method_code', 'text', (column) =>
      column.notNull().check(sql`method_code in ('tt', 'pl', 'tw', 'do')`),
    )
    /** The bank or PayPal account paid to (tt, tw, pl); a cause key for donations (do). */
    .addColumn('fund_id', 'text')
    .addColumn('cause_key', 'text')
    .addColumn('bank_type', 'text')
    /** Where the money goes, as the customer and the operator recognise it. */
    .addColumn('destination', 'text', (column) => column.notNull())
    /** Whom the payout pays, as it was when the customer asked (the fund may change later). */
    .addColumn('payee', 'jsonb', (column) => column.notNull())
    .addColumn('amount_cents', 'bigint', (column) => column.notNull().check(sql`amount_cents > 0`))
    .addColumn('status', 'text', (column) =>
      column
        .notNull()
        .check(sql`status in ('awaiting_approval', 'queued', 'paid', 'rejected', 'returned')`),
    )
    /** The payout adapter that carries it (`bank_transfer`, `paypal_payouts`), once queued. */
    .addColumn('payout_adapter', 'text')
    .addColumn('payout_reference', 'text')
    .addColumn('reason', 'text')
    .addColumn('idempotency_key', 'text', (column) => column.notNull())
    /** The transfer that moved the amount from the wallet to withdrawals payable. */
    .addColumn('transfer_id', 'uuid', (column) =>
      column.notNull().references('ledger_transfers.id'),
    )
    /** The transfer that paid it out, or gave it back to the wallet. */
    .addColumn('settlement_transfer_id', 'uuid', (column) =>
      column.references('ledger_transfers.id'),
    )
    .addColumn('decided_by', 'uuid', (column) => column.references('operators.id'))
    .addColumn('decided_at', 'timestamptz')
    .addColumn('settled_by', 'uuid', (column) => column.references('operators.id'))
    .addColumn('created_at', 'timestamptz', (column) => column.notNull())
    .addColumn('settled_at', 'timestamptz')
    .addCheckConstraint(
      'withdrawals_destination_check',
      sql`(method_code = 'do') = (cause_key is not null) and (method_code = 'do') = (fund_id is null)`,
    )
    .addUniqueConstraint('withdrawals_idempotency_unique', ['customer_id', 'idempotency_key'])
    .execute();
  await database.schema
    .createIndex('withdrawals_customer_index')
    .on('withdrawals')
    .columns(['customer_id', 'created_at'])
    .execute();
  await sql`create index withdrawals_open_index on withdrawals (status, created_at)
    where status in ('awaiting_approval', 'queued')`.execute(database);
  // The transaction list finds the withdrawal of each withdrawal line by its transfer.
  await database.schema
    .createIndex('withdrawals_transfer_index')
    .on('withdrawals')
    .column('transfer_id')
    .execute();

  await sql`update operators set roles = roles || '["payments"]'::jsonb
    where roles @> ${JSON.stringify(rolesBefore)}::jsonb
    and not roles @> '["payments"]'::jsonb`.execute(database);
}

export async function down(database: Kysely<unknown>): Promise<void> {
  await sql`update operators set roles = roles - 'payments'`.execute(database);
  await database.schema.dropTable('withdrawals').execute();
  await sql`delete from ledger_accounts where kind = 'withdrawals_payable'`.execute(database);
  await sql`alter table ledger_accounts drop constraint if exists ledger_accounts_kind_check`.execute(
    database,
  );
  await sql`alter table ledger_accounts add constraint ledger_accounts_kind_check
    check (kind in (${sql.raw(accountKindsBefore)}))`.execute(database);
  await sql`alter table ledger_transfers drop constraint if exists ledger_transfers_kind_check`.execute(
    database,
  );
  await sql`alter table ledger_transfers add constraint ledger_transfers_kind_check
    check (kind in (${sql.raw(transferKindsBefore)}))`.execute(database);
}
