import { type Kysely, sql } from 'kysely';

/**
 * Markets: the locale and currency label a page shows.
 * - sub_variants: a sub-variant (the `sv` query parameter, upper-cased) with the name the region
 *   control shows, its locale and currency (null: the site's), the branding region whose
 *   overrides apply, and URL aliases (a path that leads to a route with the sub-variant set).
 * - segment_locales: the locale and currency of a customer segment.
 */
export async function up(database: Kysely<unknown>): Promise<void> {
  await database.schema
    .createTable('sub_variants')
    .addColumn('key', 'text', (column) => column.primaryKey().check(sql`key = upper(key)`))
    .addColumn('name', 'text', (column) => column.notNull())
    .addColumn('locale', 'text')
    .addColumn('currency', 'text')
    .addColumn('branding_region', 'text')
    .addColumn('url_aliases', 'jsonb', (column) => column.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('ranking', 'integer', (column) => column.notNull().defaultTo(0))
    .execute();

  await database.schema
    .createTable('segment_locales')
    .addColumn('segment_name', 'text', (column) => column.primaryKey())
    .addColumn('locale', 'text', (column) => column.notNull())
    .addColumn('currency', 'text', (column) => column.notNull())
    .execute();
}

export async function down(database: Kysely<unknown>): Promise<void> {
  await database.schema.dropTable('segment_locales').execute();
  await database.schema.dropTable('sub_variants').execute();
}
