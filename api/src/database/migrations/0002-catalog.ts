import { type Kysely, sql } from 'kysely';

/**
 * Catalogue tables: draw results (numbers, dividends, raffle prizes and winners), cause
 * profiles, tips, carts and their items, content (CMS) items and files, and client events.
 */
export async function up(database: Kysely<unknown>): Promise<void> {
  await database.schema
    .createTable('draw_results')
    .addColumn('draw_id', 'uuid', (column) =>
      column.primaryKey().references('draws.id').onDelete('cascade'),
    )
    .addColumn('drawn_at', 'timestamptz', (column) => column.notNull())
    // [{ name, numbers }] in the order of the offer's number sets.
    .addColumn('number_sets', 'jsonb', (column) => column.notNull())
    .addColumn('supplementaries', 'jsonb', (column) => column.notNull().defaultTo(sql`'[]'::jsonb`))
    .execute();

  await database.schema
    .createTable('draw_dividends')
    .addColumn('draw_id', 'uuid', (column) =>
      column.notNull().references('draws.id').onDelete('cascade'),
    )
    .addColumn('division', 'integer', (column) => column.notNull().check(sql`division >= 1`))
    .addColumn('description', 'text', (column) => column.notNull())
    .addColumn('winners', 'integer', (column) => column.notNull().check(sql`winners >= 0`))
    .addColumn('prize_per_winner_cents', 'bigint', (column) =>
      column.check(sql`prize_per_winner_cents >= 0`),
    )
    .addPrimaryKeyConstraint('draw_dividends_pkey', ['draw_id', 'division'])
    .execute();

  await database.schema
    .createTable('raffle_draws')
    .addColumn('draw_id', 'uuid', (column) =>
      column.primaryKey().references('draws.id').onDelete('cascade'),
    )
    .addColumn('name', 'text', (column) => column.notNull())
    .addColumn('feature_image', 'text')
    .addColumn('pre_order_starts_at', 'timestamptz')
    .execute();

  await database.schema
    .createTable('raffle_prizes')
    .addColumn('draw_id', 'uuid', (column) =>
      column.notNull().references('draws.id').onDelete('cascade'),
    )
    .addColumn('ranking', 'integer', (column) => column.notNull().check(sql`ranking >= 1`))
    .addColumn('name', 'text', (column) => column.notNull())
    .addColumn('value_cents', 'bigint', (column) => column.check(sql`value_cents >= 0`))
    .addColumn('image', 'text')
    .addColumn('quantity', 'integer', (column) => column.notNull().check(sql`quantity >= 1`))
    .addPrimaryKeyConstraint('raffle_prizes_pkey', ['draw_id', 'ranking'])
    .execute();

  await database.schema
    .createTable('raffle_winners')
    .addColumn('draw_id', 'uuid', (column) => column.notNull())
    .addColumn('prize_ranking', 'integer', (column) => column.notNull())
    .addColumn('ticket_number', 'text', (column) => column.notNull())
    // Masked at rest: the public list never needs the full name.
    .addColumn('name', 'text', (column) => column.notNull())
    .addColumn('location', 'text', (column) => column.notNull())
    .addPrimaryKeyConstraint('raffle_winners_pkey', ['draw_id', 'ticket_number'])
    .addForeignKeyConstraint(
      'raffle_winners_prize_fkey',
      ['draw_id', 'prize_ranking'],
      'raffle_prizes',
      ['draw_id', 'ranking'],
      (constraint) => constraint.onDelete('cascade'),
    )
    .execute();

  await database.schema
    .alterTable('causes')
    .addColumn('description', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('category', 'text', (column) => column.notNull().defaultTo('Community'))
    .addColumn('state', 'text', (column) => column.notNull().defaultTo('NSW'))
    .addColumn('logo', 'text')
    .addColumn('website', 'text')
    .execute();

  await database.schema
    .createTable('tips')
    .addColumn('key', 'text', (column) => column.primaryKey())
    .addColumn('product_offer_key', 'text', (column) =>
      column.references('product_offers.key').onDelete('cascade'),
    )
    .addColumn('title', 'text', (column) => column.notNull())
    .addColumn('text', 'text', (column) => column.notNull())
    .addColumn('ranking', 'integer', (column) => column.notNull())
    .execute();

  // A cart belongs to an anonymous visitor (by token) or to a customer; never to nobody.
  await database.schema
    .createTable('carts')
    .addColumn('id', 'uuid', (column) => column.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('reference', 'text', (column) => column.notNull().unique())
    .addColumn('anonymous_token', 'text', (column) => column.unique())
    .addColumn('customer_id', 'text', (column) => column.unique())
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addCheckConstraint(
      'carts_owner_check',
      sql`anonymous_token is not null or customer_id is not null`,
    )
    .execute();

  await database.schema
    .createTable('cart_items')
    .addColumn('id', 'uuid', (column) => column.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('cart_id', 'uuid', (column) =>
      column.notNull().references('carts.id').onDelete('cascade'),
    )
    .addColumn('product_type', 'text', (column) => column.notNull())
    .addColumn('product_offer_key', 'text', (column) =>
      column.notNull().references('product_offers.key'),
    )
    .addColumn('game_type', 'text', (column) => column.notNull())
    .addColumn('game_offer', 'text', (column) => column.notNull())
    .addColumn('draw_id', 'uuid', (column) => column.references('draws.id'))
    .addColumn('description', 'text', (column) => column.notNull())
    .addColumn('quantity', 'integer', (column) => column.notNull().check(sql`quantity >= 1`))
    .addColumn('unit_price_cents', 'bigint', (column) =>
      column.notNull().check(sql`unit_price_cents >= 0`),
    )
    .addColumn('num_draws', 'integer', (column) => column.notNull().check(sql`num_draws >= 1`))
    .addColumn('num_weeks', 'integer', (column) => column.notNull().check(sql`num_weeks >= 1`))
    .addColumn('num_games', 'integer', (column) => column.notNull())
    .addColumn('games', 'jsonb', (column) => column.notNull())
    .addColumn('quickpick', 'boolean', (column) => column.notNull())
    .addColumn('cause_key', 'text', (column) => column.references('causes.key'))
    .addColumn('day', 'text')
    .addColumn('num_raffle_tickets', 'integer')
    .addColumn('num_shares', 'integer')
    .addColumn('has_favourite_numbers', 'boolean', (column) => column.notNull().defaultTo(false))
    .addColumn('recurring_purchase_type', 'text')
    .addColumn('recurring_purchase_availability', 'text', (column) =>
      column.notNull().defaultTo('never'),
    )
    .addColumn('recurring_purchase_enabled', 'boolean', (column) =>
      column.notNull().defaultTo(false),
    )
    .addColumn('scheduled_purchase_type', 'text')
    .addColumn('affiliate_code', 'text')
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .execute();
  await database.schema
    .createIndex('cart_items_cart_index')
    .on('cart_items')
    .columns(['cart_id', 'created_at'])
    .execute();

  await database.schema
    .createTable('cms_items')
    .addColumn('collection', 'text', (column) => column.notNull())
    .addColumn('id', 'text', (column) => column.notNull())
    .addColumn('status', 'text', (column) =>
      column.notNull().check(sql`status in ('published', 'draft', 'archived')`),
    )
    .addColumn('published_at', 'timestamptz')
    .addColumn('slug', 'text')
    .addColumn('path', 'text')
    .addColumn('category', 'text')
    .addColumn('data', 'jsonb', (column) => column.notNull())
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('cms_items_pkey', ['collection', 'id'])
    .execute();
  await database.schema
    .createIndex('cms_items_path_index')
    .on('cms_items')
    .expression(sql`collection, lower(path)`)
    .execute();

  await database.schema
    .createTable('cms_files')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('title', 'text', (column) => column.notNull())
    .addColumn('type', 'text', (column) => column.notNull())
    .addColumn('filename_download', 'text', (column) => column.notNull())
    .addColumn('url', 'text', (column) => column.notNull())
    .addColumn('width', 'integer')
    .addColumn('height', 'integer')
    .execute();

  await database.schema
    .createTable('client_events')
    .addColumn('id', 'uuid', (column) => column.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('event_type', 'text', (column) => column.notNull())
    .addColumn('payload', 'jsonb', (column) => column.notNull())
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(database: Kysely<unknown>): Promise<void> {
  for (const table of [
    'client_events',
    'cms_files',
    'cms_items',
    'cart_items',
    'carts',
    'tips',
    'raffle_winners',
    'raffle_prizes',
    'raffle_draws',
    'draw_dividends',
    'draw_results',
  ]) {
    await database.schema.dropTable(table).execute();
  }
  await database.schema
    .alterTable('causes')
    .dropColumn('description')
    .dropColumn('category')
    .dropColumn('state')
    .dropColumn('logo')
    .dropColumn('website')
    .execute();
}
