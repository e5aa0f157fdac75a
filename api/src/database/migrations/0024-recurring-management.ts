import { type Kysely, sql } from 'kysely';

/**
 * Managing recurring purchases.
 * - recurring_purchases keep their own ticket (game type and offer, games, number of games,
 *   quickpick, cause), copied here from the ticket that started them, so an edited autoplay is
 *   what later draws buy; a row whose copy is null buys as its first ticket. They gain the end of
 *   a timed pause, and a subscription's period and the time of its next purchase (monthly, a
 *   month after it started, for the subscriptions made before).
 * - recurring_attempts: what became of each draw of a recurring purchase (bought, skipped and
 *   why, or failed and why); one row per purchase and draw, the latest attempt winning.
 * - customers choose how a recurring purchase pays when the wallet is short: null is the wallet
 *   alone, else `card:{fundId}` (the key of the recurring purchase method).
 */
export async function up(database: Kysely<unknown>): Promise<void> {
  await database.schema
    .alterTable('recurring_purchases')
    .addColumn('paused_until', 'timestamptz')
    .addColumn('period', 'text', (column) =>
      column.check(sql`period in ('monthly', 'quarterly', 'biannually', 'annually')`),
    )
    .addColumn('next_purchase_at', 'timestamptz')
    .addColumn('game_type', 'text')
    .addColumn('game_offer', 'text')
    .addColumn('games', 'jsonb')
    .addColumn('num_games', 'integer', (column) => column.check(sql`num_games >= 1`))
    .addColumn('quickpick', 'boolean')
    .addColumn('cause_key', 'text')
    .execute();
  await sql`update recurring_purchases
    set game_type = tickets.game_type, game_offer = tickets.game_offer, games = tickets.games,
      num_games = tickets.num_games, quickpick = tickets.quickpick, cause_key = tickets.cause_key
    from tickets where tickets.id = recurring_purchases.ticket_id`.execute(database);
  await sql`update recurring_purchases
    set period = 'monthly', next_purchase_at = created_at + interval '1 month'
    where type = 'subscription'`.execute(database);

  await database.schema
    .createTable('recurring_attempts')
    .addColumn('id', 'uuid', (column) => column.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('recurring_purchase_id', 'uuid', (column) =>
      column.notNull().references('recurring_purchases.id').onDelete('cascade'),
    )
    .addColumn('draw_id', 'uuid', (column) => column.references('draws.id').onDelete('set null'))
    .addColumn('draw_no', 'integer', (column) => column.notNull())
    .addColumn('outcome', 'text', (column) =>
      column
        .notNull()
        .check(sql`outcome in ('purchased', 'skipped', 'soft_failure', 'hard_failure')`),
    )
    .addColumn('reason', 'text')
    .addColumn('attempted_at', 'timestamptz', (column) => column.notNull())
    .addUniqueConstraint('recurring_attempts_draw_unique', ['recurring_purchase_id', 'draw_no'])
    .execute();

  await database.schema
    .alterTable('customers')
    .addColumn('recurring_purchase_method_key', 'text')
    .execute();
}

export async function down(database: Kysely<unknown>): Promise<void> {
  await database.schema
    .alterTable('customers')
    .dropColumn('recurring_purchase_method_key')
    .execute();
  await database.schema.dropTable('recurring_attempts').execute();
  await database.schema
    .alterTable('recurring_purchases')
    .dropColumn('cause_key')
    .dropColumn('quickpick')
    .dropColumn('num_games')
    .dropColumn('games')
    .dropColumn('game_offer')
    .dropColumn('game_type')
    .dropColumn('next_purchase_at')
    .dropColumn('period')
    .dropColumn('paused_until')
    .execute();
}
