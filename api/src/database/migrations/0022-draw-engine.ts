import { type Kysely, sql } from 'kysely';

const rolesBefore = ['release_manager', 'content_editor', 'support', 'reviewer', 'payments'];

/**
 * The draw engine's records.
 * - draw_schedules: each offer's rule (weekly draw days or every N days, close and draw times in
 *   Australia/Sydney, how far ahead draws stay open, the jackpot rule, a raffle's ticket cap).
 * - draws gain their draw time, the prize fund a draw states (else the share of its sales), the
 *   ticket cap copied from the rule, the time its recurring purchases were bought, the last
 *   failure of an engine step (cleared when the step succeeds), and a syndicate draw's games
 *   (chosen at close).
 * - draw_verifications: the commitment published while sales are open (the seed stays secret
 *   until the draw), the Merkle root of the ticket lines frozen at close, the revealed seed, the
 *   beacon round, the pools and the numbers drawn.
 * - draw_entries: the frozen ticket list: each ticket in the draw, the position of its first
 *   line and how many lines it holds (a raffle ticket's numbers are its positions).
 * - prize_payouts: one per winning ticket and draw; paid once through the ledger (the transfer is
 *   set in the transaction that posts it); a prize over the claim threshold waits for an
 *   operator's claim check.
 * - draw_result_emails: one result email per customer and draw.
 * - audit_log: what the engine and operators did, and when.
 * Operators who held every role gain the new `draws` role.
 */
export async function up(database: Kysely<unknown>): Promise<void> {
  await database.schema
    .createTable('draw_schedules')
    .addColumn('product_offer_key', 'text', (column) =>
      column.primaryKey().references('product_offers.key').onDelete('cascade'),
    )
    .addColumn('kind', 'text', (column) =>
      column.notNull().check(sql`kind in ('weekly', 'periodic')`),
    )
    // ISO weekdays (1 Monday … 7 Sunday) of a weekly rule.
    .addColumn('weekdays', 'jsonb', (column) => column.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('period_days', 'integer', (column) => column.check(sql`period_days >= 1`))
    // Draw numbers count draw days from this Sydney date (a periodic rule's first draw day).
    .addColumn('reference_date', 'text', (column) => column.notNull())
    .addColumn('first_draw_no', 'integer', (column) => column.notNull())
    // Sydney wall-clock times, HH:MM; the draw is on the close day, or the next day when earlier.
    .addColumn('close_time', 'text', (column) => column.notNull())
    .addColumn('draw_time', 'text', (column) => column.notNull())
    // How far ahead draws are kept open; null: the engine's default.
    .addColumn('horizon_days', 'integer', (column) => column.check(sql`horizon_days >= 1`))
    // A periodic rule keeps this many upcoming draws (the first open, the others pre-order).
    .addColumn('upcoming_draws', 'integer', (column) =>
      column
        .notNull()
        .defaultTo(2)
        .check(sql`upcoming_draws >= 1`),
    )
    .addColumn('base_jackpot_cents', 'bigint', (column) =>
      column.check(sql`base_jackpot_cents >= 0`),
    )
    .addColumn('jackpot_step_cents', 'bigint', (column) =>
      column
        .notNull()
        .defaultTo(0)
        .check(sql`jackpot_step_cents >= 0`),
    )
    .addColumn('prize_pool_suffix', 'text')
    // The prize fund is this share of a draw's sales (basis points), unless the draw states one.
    .addColumn('prize_fund_basis_points', 'integer', (column) =>
      column
        .notNull()
        .defaultTo(6000)
        .check(sql`prize_fund_basis_points between 0 and 10000`),
    )
    .addColumn('ticket_cap', 'integer', (column) => column.check(sql`ticket_cap >= 1`))
    .addColumn('updated_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .execute();

  await database.schema
    .alterTable('draws')
    .addColumn('draw_at', 'timestamptz')
    .addColumn('prize_fund_cents', 'bigint', (column) => column.check(sql`prize_fund_cents >= 0`))
    .addColumn('ticket_cap', 'integer', (column) => column.check(sql`ticket_cap >= 1`))
    .addColumn('recurring_bought_at', 'timestamptz')
    .addColumn('last_error', 'text')
    .addColumn('last_error_at', 'timestamptz')
    // A syndicate draw's games ([{ Numbers: [...], Powerball: [...] }]), chosen when it closes.
    .addColumn('entry_games', 'jsonb')
    .execute();
  await sql`update draws set draw_at = stop + interval '1 hour' where draw_at is null`.execute(
    database,
  );
  // Draws paid before the engine existed are history: it has no step left to run for them.
  await sql`update draws set status = 'DRAW_EMAILED' where status = 'DRAW_PAID'`.execute(database);

  // An autoplay may ask to play only draws whose jackpot reaches this amount.
  await database.schema
    .alterTable('recurring_purchases')
    .addColumn('minimum_jackpot_cents', 'bigint', (column) =>
      column.check(sql`minimum_jackpot_cents > 0`),
    )
    .execute();

  await database.schema
    .createTable('draw_verifications')
    .addColumn('draw_id', 'uuid', (column) =>
      column.primaryKey().references('draws.id').onDelete('cascade'),
    )
    .addColumn('algorithm_version', 'text', (column) => column.notNull())
    .addColumn('commitment', 'text', (column) => column.notNull())
    // Secret until revealed_at: never sent before the draw.
    .addColumn('seed', 'text', (column) => column.notNull())
    .addColumn('committed_at', 'timestamptz', (column) => column.notNull())
    .addColumn('tickets_root', 'text')
    .addColumn('ticket_lines', 'integer', (column) => column.check(sql`ticket_lines >= 0`))
    .addColumn('frozen_at', 'timestamptz')
    .addColumn('beacon', 'jsonb')
    .addColumn('pools', 'jsonb')
    .addColumn('numbers', 'jsonb')
    .addColumn('revealed_at', 'timestamptz')
    .execute();

  await database.schema
    .createTable('draw_entries')
    .addColumn('draw_id', 'uuid', (column) =>
      column.notNull().references('draws.id').onDelete('cascade'),
    )
    .addColumn('ticket_id', 'uuid', (column) =>
      column.notNull().references('tickets.id').onDelete('cascade'),
    )
    .addColumn('customer_id', 'text', (column) => column.notNull())
    .addColumn('first_position', 'integer', (column) =>
      column.notNull().check(sql`first_position >= 1`),
    )
    .addColumn('line_count', 'integer', (column) => column.notNull().check(sql`line_count >= 0`))
    .addPrimaryKeyConstraint('draw_entries_pkey', ['draw_id', 'ticket_id'])
    .execute();
  await database.schema
    .createIndex('draw_entries_position_index')
    .on('draw_entries')
    .columns(['draw_id', 'first_position'])
    .execute();

  await database.schema
    .createTable('prize_payouts')
    .addColumn('ticket_id', 'uuid', (column) =>
      column.notNull().references('tickets.id').onDelete('cascade'),
    )
    .addColumn('draw_id', 'uuid', (column) =>
      column.notNull().references('draws.id').onDelete('cascade'),
    )
    .addColumn('customer_id', 'text', (column) => column.notNull())
    .addColumn('amount_cents', 'bigint', (column) => column.notNull().check(sql`amount_cents > 0`))
    .addColumn('description', 'text', (column) => column.notNull())
    .addColumn('status', 'text', (column) =>
      column.notNull().check(sql`status in ('due', 'awaiting_claim', 'paid', 'rejected')`),
    )
    .addColumn('transfer_id', 'uuid', (column) => column.unique().references('ledger_transfers.id'))
    .addColumn('decided_by', 'text')
    .addColumn('decided_at', 'timestamptz')
    .addColumn('reason', 'text')
    .addColumn('created_at', 'timestamptz', (column) => column.notNull())
    .addColumn('paid_at', 'timestamptz')
    .addPrimaryKeyConstraint('prize_payouts_pkey', ['ticket_id', 'draw_id'])
    .addCheckConstraint(
      'prize_payouts_paid_check',
      sql`(status = 'paid') = (transfer_id is not null and paid_at is not null)`,
    )
    .execute();
  await sql`create index prize_payouts_open_index on prize_payouts (draw_id, status)
    where status in ('due', 'awaiting_claim')`.execute(database);
  await database.schema
    .createIndex('prize_payouts_customer_index')
    .on('prize_payouts')
    .columns(['customer_id', 'created_at'])
    .execute();

  await database.schema
    .createTable('draw_result_emails')
    .addColumn('draw_id', 'uuid', (column) =>
      column.notNull().references('draws.id').onDelete('cascade'),
    )
    .addColumn('customer_id', 'text', (column) => column.notNull())
    .addColumn('sent_at', 'timestamptz', (column) => column.notNull())
    .addPrimaryKeyConstraint('draw_result_emails_pkey', ['draw_id', 'customer_id'])
    .execute();

  await database.schema
    .alterTable('raffle_winners')
    .addColumn('ticket_id', 'uuid', (column) =>
      column.references('tickets.id').onDelete('set null'),
    )
    .addColumn('draw_order', 'integer')
    .execute();

  await database.schema
    .createTable('audit_log')
    .addColumn('id', 'uuid', (column) => column.primaryKey().defaultTo(sql`gen_random_uuid()`))
    // 'system' (the draw engine, jobs) or 'operator' (actor is the operator's email).
    .addColumn('actor_type', 'text', (column) =>
      column.notNull().check(sql`actor_type in ('system', 'operator')`),
    )
    .addColumn('actor', 'text', (column) => column.notNull())
    .addColumn('action', 'text', (column) => column.notNull())
    .addColumn('subject_type', 'text', (column) => column.notNull())
    .addColumn('subject_id', 'text', (column) => column.notNull())
    .addColumn('detail', 'jsonb', (column) => column.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('created_at', 'timestamptz', (column) => column.notNull())
    .execute();
  await database.schema
    .createIndex('audit_log_subject_index')
    .on('audit_log')
    .columns(['subject_type', 'subject_id', 'created_at'])
    .execute();
  await database.schema
    .createIndex('audit_log_created_index')
    .on('audit_log')
    .column('created_at')
    .execute();

  await sql`update operators set roles = roles || '["draws"]'::jsonb
    where roles @> ${JSON.stringify(rolesBefore)}::jsonb
    and not roles @> '["draws"]'::jsonb`.execute(database);
}

export async function down(database: Kysely<unknown>): Promise<void> {
  await sql`update operators set roles = roles - 'draws'`.execute(database);
  await database.schema.dropTable('audit_log').execute();
  await database.schema
    .alterTable('raffle_winners')
    .dropColumn('draw_order')
    .dropColumn('ticket_id')
    .execute();
  await database.schema.dropTable('draw_result_emails').execute();
  await database.schema.dropTable('prize_payouts').execute();
  await database.schema.dropTable('draw_entries').execute();
  await database.schema.dropTable('draw_verifications').execute();
  await database.schema
    .alterTable('recurring_purchases')
    .dropColumn('minimum_jackpot_cents')
    .execute();
  await database.schema
    .alterTable('draws')
    .dropColumn('entry_games')
    .dropColumn('last_error_at')
    .dropColumn('last_error')
    .dropColumn('recurring_bought_at')
    .dropColumn('ticket_cap')
    .dropColumn('prize_fund_cents')
    .dropColumn('draw_at')
    .execute();
  await database.schema.dropTable('draw_schedules').execute();
}
