import { type Kysely, sql } from 'kysely';

/**
 * Catalogue: the days a ticket of an offer chooses one of (product.md §5 "a day is chosen when
 * the lottery has selectable days"), and the entry count a mega_combo ticket starts at.
 */
export async function up(database: Kysely<unknown>): Promise<void> {
  await database.schema
    .alterTable('product_offers')
    .addColumn('selectable_days', 'jsonb', (column) => column.notNull().defaultTo(sql`'[]'::jsonb`))
    .execute();
  await database.schema
    .alterTable('game_offers')
    .addColumn('default_entry_count', 'integer', (column) =>
      column.check(sql`default_entry_count >= 1`),
    )
    .execute();
}

export async function down(database: Kysely<unknown>): Promise<void> {
  await database.schema.alterTable('game_offers').dropColumn('default_entry_count').execute();
  await database.schema.alterTable('product_offers').dropColumn('selectable_days').execute();
}
