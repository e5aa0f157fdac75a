import { type Kysely, sql } from 'kysely';

/**
 * Responsible play.
 * - play_breaks: a break ('24_hours' … '3_months') or self-exclusion ('6_months' … '5_years') a
 *   customer started. Rows are never changed or deleted: nothing ends one early, and a longer one
 *   started while another runs is a new row (the one ending last is in force).
 * - monthly_statements: one row per customer and Sydney month whose statement email was written,
 *   so the monthly job sends it once whatever the number of API processes or runs.
 */
export async function up(database: Kysely<unknown>): Promise<void> {
  await database.schema
    .createTable('play_breaks')
    .addColumn('id', 'uuid', (column) => column.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('customer_id', 'text', (column) =>
      column.notNull().references('customers.id').onDelete('cascade'),
    )
    .addColumn('kind', 'text', (column) =>
      column.notNull().check(sql`kind in ('break', 'self_exclusion')`),
    )
    .addColumn('duration', 'text', (column) =>
      column
        .notNull()
        .check(
          sql`duration in ('24_hours', '7_days', '30_days', '3_months', '6_months', '1_year', '5_years')`,
        ),
    )
    .addColumn('started_at', 'timestamptz', (column) => column.notNull())
    .addColumn('ends_at', 'timestamptz', (column) => column.notNull())
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('play_breaks_ends_after_start', sql`ends_at > started_at`)
    .execute();
  await database.schema
    .createIndex('play_breaks_customer_index')
    .on('play_breaks')
    .columns(['customer_id', 'ends_at'])
    .execute();

  await database.schema
    .createTable('monthly_statements')
    .addColumn('customer_id', 'text', (column) =>
      column.notNull().references('customers.id').onDelete('cascade'),
    )
    .addColumn('month', 'text', (column) =>
      column.notNull().check(sql`month ~ '^[0-9]{4}-[0-9]{2}$'`),
    )
    .addColumn('sent_at', 'timestamptz', (column) => column.notNull())
    .addPrimaryKeyConstraint('monthly_statements_primary_key', ['customer_id', 'month'])
    .execute();
}

export async function down(database: Kysely<unknown>): Promise<void> {
  await database.schema.dropTable('monthly_statements').execute();
  await database.schema.dropTable('play_breaks').execute();
}
