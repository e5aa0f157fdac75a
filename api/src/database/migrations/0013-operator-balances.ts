import { type Kysely, sql } from 'kysely';

/**
 * The shop's own ledger accounts (revenue, gateway clearing, prizes payable) keep no running
 * balance: every purchase moves money to the same revenue account, and updating that one row made
 * each purchase wait for the one before to commit. Their balance is the sum of their posted
 * entries; customer accounts keep theirs, checked against 0, with their entries.
 */
export async function up(database: Kysely<unknown>): Promise<void> {
  await sql`update ledger_accounts set balance_cents = 0 where customer_id is null`.execute(
    database,
  );
  await sql`comment on column ledger_accounts.balance_cents is
    'Running balance of a customer account; 0 on the shop''s own accounts, whose balance is the sum of their posted entries'`.execute(
    database,
  );
}

export async function down(database: Kysely<unknown>): Promise<void> {
  await sql`update ledger_accounts set balance_cents = coalesce((
      select sum(ledger_entries.amount_cents) from ledger_entries
      join ledger_transfers on ledger_transfers.id = ledger_entries.transfer_id
      where ledger_entries.account_id = ledger_accounts.id and ledger_transfers.status = 'posted'
    ), 0)
    where customer_id is null`.execute(database);
  await sql`comment on column ledger_accounts.balance_cents is null`.execute(database);
}
