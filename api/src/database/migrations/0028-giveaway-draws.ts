import { type Kysely, sql } from 'kysely';

/**
 * Giveaway draws (the membership programme's giveaways, drawn by the draw engine as raffles).
 * - raffle_prizes.payout: how a prize reaches its winner: cash (the cash wallet), promo_credit
 *   (bonus credit) or physical (not paid: delivered, see prize_fulfilments). Existing prizes are
 *   cash.
 * - prize_payouts.payout: the account a payout is paid into: cash or promo_credit.
 * - prize_fulfilments: one row per physical prize won (a drawn position of the draw), to fulfil
 *   until an operator marks it fulfilled.
 * - draw_schedules gains the monthly kind: the last day of every `period_months` months (Sydney
 *   calendar), counted from the month of its reference date.
 * - tickets: a customer has at most one giveaway entry per draw (the close step's entries).
 */
export async function up(database: Kysely<unknown>): Promise<void> {
  await database.schema
    .alterTable('raffle_prizes')
    .addColumn('payout', 'text', (column) =>
      column
        .notNull()
        .defaultTo('cash')
        .check(sql`payout in ('cash', 'promo_credit', 'physical')`),
    )
    .execute();

  await database.schema
    .alterTable('prize_payouts')
    .addColumn('payout', 'text', (column) =>
      column
        .notNull()
        .defaultTo('cash')
        .check(sql`payout in ('cash', 'promo_credit')`),
    )
    .execute();

  await database.schema
    .createTable('prize_fulfilments')
    .addColumn('draw_id', 'uuid', (column) =>
      column.notNull().references('draws.id').onDelete('cascade'),
    )
    // The drawn position's order in the draw: one prize slot, so one row per prize won.
    .addColumn('draw_order', 'integer', (column) => column.notNull().check(sql`draw_order >= 1`))
    .addColumn('ticket_id', 'uuid', (column) =>
      column.notNull().references('tickets.id').onDelete('cascade'),
    )
    .addColumn('prize_ranking', 'integer', (column) => column.notNull())
    .addColumn('customer_id', 'text', (column) => column.notNull().references('customers.id'))
    .addColumn('status', 'text', (column) =>
      column.notNull().check(sql`status in ('to_fulfil', 'fulfilled')`),
    )
    .addColumn('fulfilled_by', 'text')
    .addColumn('fulfilled_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (column) => column.notNull())
    .addPrimaryKeyConstraint('prize_fulfilments_pkey', ['draw_id', 'draw_order'])
    .addForeignKeyConstraint(
      'prize_fulfilments_prize_fkey',
      ['draw_id', 'prize_ranking'],
      'raffle_prizes',
      ['draw_id', 'ranking'],
      (constraint) => constraint.onDelete('cascade'),
    )
    .addCheckConstraint(
      'prize_fulfilments_fulfilled_check',
      sql`(status = 'fulfilled') = (fulfilled_by is not null and fulfilled_at is not null)`,
    )
    .execute();
  await database.schema
    .createIndex('prize_fulfilments_status_index')
    .on('prize_fulfilments')
    .columns(['status', 'created_at'])
    .execute();
  await database.schema
    .createIndex('prize_fulfilments_customer_index')
    .on('prize_fulfilments')
    .columns(['customer_id', 'created_at'])
    .execute();

  await sql`alter table draw_schedules drop constraint draw_schedules_kind_check`.execute(database);
  await sql`alter table draw_schedules add constraint draw_schedules_kind_check
    check (kind in ('weekly', 'periodic', 'monthly'))`.execute(database);
  await database.schema
    .alterTable('draw_schedules')
    .addColumn('period_months', 'integer', (column) => column.check(sql`period_months >= 1`))
    .execute();
  await sql`alter table draw_schedules add constraint draw_schedules_monthly_check
    check (kind <> 'monthly' or period_months is not null)`.execute(database);

  await sql`create unique index tickets_giveaway_entry_index on tickets (draw_id, customer_id)
    where game_type = 'giveaway'`.execute(database);
}

export async function down(database: Kysely<unknown>): Promise<void> {
  await sql`drop index tickets_giveaway_entry_index`.execute(database);
  await sql`delete from draw_schedules where kind = 'monthly'`.execute(database);
  await sql`alter table draw_schedules drop constraint draw_schedules_monthly_check`.execute(
    database,
  );
  await database.schema.alterTable('draw_schedules').dropColumn('period_months').execute();
  await sql`alter table draw_schedules drop constraint draw_schedules_kind_check`.execute(database);
  await sql`alter table draw_schedules add constraint draw_schedules_kind_check
    check (kind in ('weekly', 'periodic'))`.execute(database);
  await database.schema.dropTable('prize_fulfilments').execute();
  await database.schema.alterTable('prize_payouts').dropColumn('payout').execute();
  await database.schema.alterTable('raffle_prizes').dropColumn('payout').execute();
}
