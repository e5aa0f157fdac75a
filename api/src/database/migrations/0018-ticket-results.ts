import { type Kysely, sql } from 'kysely';

/**
 * What each ticket won in each of its draws, as the draw engine scores it: one row per ticket and
 * draw once scored. `division` is null when the ticket won nothing; `prize_cents` is the
 * ticket's own prize (a syndicate share's part of the syndicate's prize), null while unknown.
 */
export async function up(database: Kysely<unknown>): Promise<void> {
  await database.schema
    .createTable('ticket_results')
    .addColumn('ticket_id', 'uuid', (column) =>
      column.notNull().references('tickets.id').onDelete('cascade'),
    )
    .addColumn('draw_id', 'uuid', (column) =>
      column.notNull().references('draws.id').onDelete('cascade'),
    )
    .addColumn('division', 'integer', (column) => column.check(sql`division >= 1`))
    .addColumn('prize_cents', 'bigint', (column) => column.check(sql`prize_cents >= 0`))
    .addColumn('scored_at', 'timestamptz', (column) => column.notNull())
    .addPrimaryKeyConstraint('ticket_results_pkey', ['ticket_id', 'draw_id'])
    .execute();
  await database.schema
    .createIndex('tickets_customer_index')
    .on('tickets')
    .columns(['customer_id', 'created_at'])
    .execute();
}

export async function down(database: Kysely<unknown>): Promise<void> {
  await database.schema.dropIndex('tickets_customer_index').execute();
  await database.schema.dropTable('ticket_results').execute();
}
