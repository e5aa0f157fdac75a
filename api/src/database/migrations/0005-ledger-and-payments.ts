import { type Kysely, sql } from 'kysely';

/**
 * Money: the double-entry ledger (accounts, immutable transfers and their entries), idempotency
 * keys, checkouts and their tickets, recurring purchases and payment resolutions, spend limits
 * and precommitment, saved cards, deposits, the built-in test gateway's tokens and challenges,
 * and partners.
 */
export async function up(database: Kysely<unknown>): Promise<void> {
  // A customer's wallet and promo credit can never go below zero: the service checks under a row
  // lock, and this constraint refuses what a faulty path would still try.
  await database.schema
    .createTable('ledger_accounts')
    .addColumn('id', 'uuid', (column) => column.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('customer_id', 'text', (column) => column.references('customers.id'))
    .addColumn('kind', 'text', (column) =>
      column
        .notNull()
        .check(
          sql`kind in ('customer_cash', 'customer_promo_credit', 'operator_revenue', 'gateway_clearing', 'prizes_payable')`,
        ),
    )
    .addColumn('balance_cents', 'bigint', (column) => column.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addCheckConstraint(
      'ledger_accounts_owner_check',
      sql`(customer_id is not null) = (kind in ('customer_cash', 'customer_promo_credit'))`,
    )
    .addCheckConstraint(
      'ledger_accounts_customer_balance_check',
      sql`customer_id is null or balance_cents >= 0`,
    )
    .execute();
  await sql`create unique index ledger_accounts_customer_kind_index on ledger_accounts (customer_id, kind) where customer_id is not null`.execute(
    database,
  );
  await sql`create unique index ledger_accounts_operator_kind_index on ledger_accounts (kind) where customer_id is null`.execute(
    database,
  );

  await database.schema
    .createTable('ledger_transfers')
    .addColumn('id', 'uuid', (column) => column.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('customer_id', 'text', (column) => column.references('customers.id'))
    .addColumn('kind', 'text', (column) =>
      column
        .notNull()
        .check(sql`kind in ('deposit', 'purchase', 'promo_credit', 'prize', 'adjustment')`),
    )
    .addColumn('status', 'text', (column) =>
      column.notNull().check(sql`status in ('pending', 'posted', 'voided')`),
    )
    .addColumn('description', 'text', (column) => column.notNull())
    .addColumn('reference', 'text')
    .addColumn('created_at', 'timestamptz', (column) => column.notNull())
    .addColumn('settled_at', 'timestamptz')
    .execute();
  await database.schema
    .createIndex('ledger_transfers_customer_index')
    .on('ledger_transfers')
    .columns(['customer_id', 'created_at'])
    .execute();

  await database.schema
    .createTable('ledger_entries')
    .addColumn('id', 'bigserial', (column) => column.primaryKey())
    .addColumn('transfer_id', 'uuid', (column) =>
      column.notNull().references('ledger_transfers.id'),
    )
    .addColumn('account_id', 'uuid', (column) => column.notNull().references('ledger_accounts.id'))
    /** Positive raises the account's balance, negative lowers it; a transfer's entries sum to 0. */
    .addColumn('amount_cents', 'bigint', (column) => column.notNull())
    .execute();
  await database.schema
    .createIndex('ledger_entries_transfer_index')
    .on('ledger_entries')
    .column('transfer_id')
    .execute();
  await database.schema
    .createIndex('ledger_entries_account_index')
    .on('ledger_entries')
    .column('account_id')
    .execute();
  // Entries are facts: a correction is a new transfer, never an edit.
  await sql`
    create function ledger_entries_refuse_change() returns trigger language plpgsql as $$
    begin
      raise exception 'ledger entries are immutable';
    end;
    $$`.execute(database);
  await sql`
    create trigger ledger_entries_immutable before update or delete on ledger_entries
    for each row execute function ledger_entries_refuse_change()`.execute(database);

  await database.schema
    .createTable('idempotency_keys')
    .addColumn('customer_id', 'text', (column) => column.notNull().references('customers.id'))
    .addColumn('key', 'text', (column) => column.notNull())
    .addColumn('request_hash', 'text', (column) => column.notNull())
    .addColumn('response_status', 'integer')
    .addColumn('response_body', 'jsonb')
    .addColumn('created_at', 'timestamptz', (column) => column.notNull())
    .addPrimaryKeyConstraint('idempotency_keys_pkey', ['customer_id', 'key'])
    .execute();

  await database.schema
    .createTable('checkouts')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('customer_id', 'text', (column) => column.notNull().references('customers.id'))
    .addColumn('status', 'text', (column) =>
      column.notNull().check(sql`status in ('success', 'failed')`),
    )
    .addColumn('purchase_status', 'text', (column) => column.notNull())
    .addColumn('subtotal_cents', 'bigint', (column) => column.notNull())
    .addColumn('discount_cents', 'bigint', (column) => column.notNull())
    .addColumn('total_cents', 'bigint', (column) => column.notNull())
    .addColumn('paid_from_promo_credit_cents', 'bigint', (column) => column.notNull())
    .addColumn('paid_from_cash_cents', 'bigint', (column) => column.notNull())
    .addColumn('promo_credit_added_cents', 'bigint', (column) => column.notNull())
    .addColumn('channel_key', 'text', (column) => column.notNull())
    .addColumn('partner_key', 'text')
    .addColumn('metadata', 'jsonb', (column) => column.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('transfer_id', 'uuid', (column) => column.references('ledger_transfers.id'))
    .addColumn('created_at', 'timestamptz', (column) => column.notNull())
    .execute();
  await database.schema
    .createIndex('checkouts_customer_index')
    .on('checkouts')
    .columns(['customer_id', 'created_at'])
    .execute();

  await database.schema
    .createTable('tickets')
    .addColumn('id', 'uuid', (column) => column.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('checkout_id', 'text', (column) => column.notNull().references('checkouts.id'))
    /** Order of the ticket on its receipt (the cart's order). */
    .addColumn('position', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('customer_id', 'text', (column) => column.notNull().references('customers.id'))
    .addColumn('product_type', 'text', (column) => column.notNull())
    .addColumn('product_offer_key', 'text', (column) =>
      column.notNull().references('product_offers.key'),
    )
    .addColumn('game_type', 'text', (column) => column.notNull())
    .addColumn('game_offer', 'text', (column) => column.notNull())
    .addColumn('draw_id', 'uuid', (column) => column.references('draws.id'))
    .addColumn('description', 'text', (column) => column.notNull())
    .addColumn('quantity', 'integer', (column) => column.notNull())
    .addColumn('price_cents', 'bigint', (column) => column.notNull())
    .addColumn('num_draws', 'integer', (column) => column.notNull())
    .addColumn('num_weeks', 'integer', (column) => column.notNull())
    .addColumn('num_games', 'integer', (column) => column.notNull())
    .addColumn('games', 'jsonb', (column) => column.notNull())
    .addColumn('quickpick', 'boolean', (column) => column.notNull())
    .addColumn('cause_key', 'text')
    .addColumn('day', 'text')
    .addColumn('num_raffle_tickets', 'integer')
    .addColumn('num_shares', 'integer')
    .addColumn('has_favourite_numbers', 'boolean', (column) => column.notNull())
    .addColumn('recurring_purchase_type', 'text')
    .addColumn('recurring_purchase_enabled', 'boolean', (column) => column.notNull())
    .addColumn('purchase_status', 'text', (column) =>
      column.notNull().check(sql`purchase_status in ('standard', 'pre_order')`),
    )
    .addColumn('created_at', 'timestamptz', (column) => column.notNull())
    .execute();
  await database.schema
    .createIndex('tickets_checkout_index')
    .on('tickets')
    .column('checkout_id')
    .execute();

  await database.schema
    .createTable('recurring_purchases')
    .addColumn('id', 'uuid', (column) => column.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('customer_id', 'text', (column) => column.notNull().references('customers.id'))
    .addColumn('ticket_id', 'uuid', (column) => column.notNull().references('tickets.id'))
    .addColumn('type', 'text', (column) =>
      column.notNull().check(sql`type in ('autoplay', 'subscription')`),
    )
    .addColumn('status', 'text', (column) =>
      column
        .notNull()
        .check(
          sql`status in ('recurring_status_active', 'recurring_status_paused', 'recurring_status_timed_pause', 'recurring_status_cancelled')`,
        ),
    )
    .addColumn('product_offer_key', 'text', (column) => column.notNull())
    .addColumn('description', 'text', (column) => column.notNull())
    .addColumn('price_cents', 'bigint', (column) => column.notNull())
    /** The last draw number this recurring purchase bought (the first is the ticket's draw). */
    .addColumn('last_draw_no', 'integer')
    .addColumn('last_attempt_status', 'text', (column) =>
      column.check(sql`last_attempt_status in ('purchased', 'soft_failure', 'hard_failure')`),
    )
    .addColumn('last_attempt_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (column) => column.notNull())
    .execute();

  await database.schema
    .createTable('payment_resolutions')
    .addColumn('id', 'uuid', (column) => column.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('customer_id', 'text', (column) => column.notNull().references('customers.id'))
    .addColumn('recurring_purchase_id', 'uuid', (column) =>
      column.notNull().references('recurring_purchases.id'),
    )
    .addColumn('draw_no', 'integer', (column) => column.notNull())
    .addColumn('description', 'text', (column) => column.notNull())
    .addColumn('amount_cents', 'bigint', (column) => column.notNull())
    .addColumn('reason', 'text', (column) => column.notNull())
    .addColumn('created_at', 'timestamptz', (column) => column.notNull())
    .addColumn('resolved_at', 'timestamptz')
    .addUniqueConstraint('payment_resolutions_draw_unique', ['recurring_purchase_id', 'draw_no'])
    .execute();

  // One limit per customer and period. A raised amount waits in pending_* until pending_from.
  await database.schema
    .createTable('spend_limits')
    .addColumn('id', 'uuid', (column) => column.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('customer_id', 'text', (column) => column.notNull().references('customers.id'))
    .addColumn('period', 'text', (column) =>
      column
        .notNull()
        .check(
          sql`period in ('spend_daily', 'spend_weekly', 'spend_monthly', 'deposit_daily', 'deposit_weekly', 'deposit_monthly', 'precommitment_monthly')`,
        ),
    )
    .addColumn('amount_cents', 'bigint', (column) => column.notNull().check(sql`amount_cents > 0`))
    .addColumn('pending_amount_cents', 'bigint')
    .addColumn('pending_from', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (column) => column.notNull())
    .addUniqueConstraint('spend_limits_customer_period_unique', ['customer_id', 'period'])
    .execute();

  // Saved cards: the gateway's token and what the customer needs to recognise the card; never
  // the card number.
  await database.schema
    .createTable('funds')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('customer_id', 'text', (column) => column.notNull().references('customers.id'))
    .addColumn('type', 'text', (column) => column.notNull().check(sql`type in ('cc')`))
    .addColumn('gateway', 'text', (column) => column.notNull())
    .addColumn('token', 'text', (column) => column.notNull())
    .addColumn('brand', 'text', (column) => column.notNull())
    .addColumn('last4', 'text', (column) => column.notNull())
    .addColumn('expiry_month', 'integer', (column) => column.notNull())
    .addColumn('expiry_year', 'integer', (column) => column.notNull())
    .addColumn('name', 'text', (column) => column.notNull())
    .addColumn('is_default', 'boolean', (column) => column.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (column) => column.notNull())
    .addColumn('deleted_at', 'timestamptz')
    .execute();

  await database.schema
    .createTable('deposits')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('customer_id', 'text', (column) => column.notNull().references('customers.id'))
    .addColumn('fund_id', 'text', (column) => column.notNull().references('funds.id'))
    .addColumn('amount_cents', 'bigint', (column) => column.notNull().check(sql`amount_cents > 0`))
    .addColumn('status', 'text', (column) =>
      column.notNull().check(sql`status in ('pending', 'challenge_required', 'success', 'failed')`),
    )
    .addColumn('transfer_id', 'uuid', (column) =>
      column.notNull().references('ledger_transfers.id'),
    )
    .addColumn('gateway', 'text', (column) => column.notNull())
    .addColumn('gateway_reference', 'text')
    .addColumn('challenge_url', 'text')
    .addColumn('challenge_window_size', 'text')
    .addColumn('notification_url', 'text')
    .addColumn('failure_message', 'text')
    /** deposit_purchase: the purchase to make once the deposit succeeds. */
    .addColumn('purchase', 'jsonb')
    .addColumn('checkout_id', 'text')
    .addColumn('checkout_failure_message', 'text')
    .addColumn('created_at', 'timestamptz', (column) => column.notNull())
    .addColumn('settled_at', 'timestamptz')
    .execute();
  await database.schema
    .createIndex('deposits_customer_index')
    .on('deposits')
    .columns(['customer_id', 'created_at'])
    .execute();

  // The built-in test gateway's own records (it stands in for an outside card processor).
  await database.schema
    .createTable('test_gateway_tokens')
    .addColumn('token', 'text', (column) => column.primaryKey())
    .addColumn('brand', 'text', (column) => column.notNull())
    .addColumn('last4', 'text', (column) => column.notNull())
    .addColumn('expiry_month', 'integer', (column) => column.notNull())
    .addColumn('expiry_year', 'integer', (column) => column.notNull())
    .addColumn('behaviour', 'text', (column) => column.notNull())
    .addColumn('created_at', 'timestamptz', (column) => column.notNull())
    .execute();
  await database.schema
    .createTable('test_gateway_payments')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('idempotency_key', 'text', (column) => column.notNull().unique())
    .addColumn('token', 'text', (column) => column.notNull())
    .addColumn('amount_cents', 'bigint', (column) => column.notNull())
    .addColumn('status', 'text', (column) =>
      column.notNull().check(sql`status in ('succeeded', 'declined', 'challenge')`),
    )
    .addColumn('decline_message', 'text')
    .addColumn('return_url', 'text')
    .addColumn('created_at', 'timestamptz', (column) => column.notNull())
    .execute();

  await database.schema
    .createTable('partners')
    .addColumn('slug', 'text', (column) => column.primaryKey())
    .addColumn('key', 'text', (column) => column.notNull().unique())
    .addColumn('name', 'text', (column) => column.notNull())
    .addColumn('channels', 'jsonb', (column) => column.notNull())
    .execute();
}

export async function down(database: Kysely<unknown>): Promise<void> {
  for (const table of [
    'partners',
    'test_gateway_payments',
    'test_gateway_tokens',
    'deposits',
    'funds',
    'spend_limits',
    'payment_resolutions',
    'recurring_purchases',
    'tickets',
    'checkouts',
    'idempotency_keys',
  ]) {
    await database.schema.dropTable(table).execute();
  }
  await sql`drop trigger ledger_entries_immutable on ledger_entries`.execute(database);
  await sql`drop function ledger_entries_refuse_change()`.execute(database);
  for (const table of ['ledger_entries', 'ledger_transfers', 'ledger_accounts']) {
    await database.schema.dropTable(table).execute();
  }
}
