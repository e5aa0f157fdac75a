import { type Kysely, sql } from 'kysely';

/**
 * Platform tables: site settings, capability segments, branding, content items, the catalogue
 * (pricings, product offers, game types and offers, causes, draws) and the remote release registry.
 */
export async function up(database: Kysely<unknown>): Promise<void> {
  await database.schema
    .createTable('app_settings')
    .addColumn('key', 'text', (column) => column.primaryKey())
    .addColumn('value', 'jsonb', (column) => column.notNull())
    .addColumn('updated_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .execute();

  await database.schema
    .createTable('capability_segments')
    .addColumn('segment_name', 'text', (column) => column.notNull())
    .addColumn('capability', 'text', (column) => column.notNull())
    .addPrimaryKeyConstraint('capability_segments_pkey', ['segment_name', 'capability'])
    .execute();

  await database.schema
    .createTable('brandings')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('name', 'text', (column) => column.notNull())
    .addColumn('logo_text', 'text', (column) => column.notNull())
    .addColumn('colours', 'jsonb', (column) => column.notNull())
    .addColumn('subvariant', 'text', (column) => column.unique())
    .addColumn('region_overrides', 'jsonb', (column) =>
      column.notNull().defaultTo(sql`'[]'::jsonb`),
    )
    .execute();

  await database.schema
    .createTable('content_items')
    .addColumn('locale', 'text', (column) => column.notNull())
    .addColumn('category', 'text', (column) => column.notNull())
    .addColumn('id', 'text', (column) => column.notNull())
    .addColumn('type', 'text', (column) =>
      column.notNull().check(sql`type in ('plain', 'markdown', 'image', 'seo', 'json')`),
    )
    .addColumn('value', 'text', (column) => column.notNull())
    .addPrimaryKeyConstraint('content_items_pkey', ['locale', 'category', 'id'])
    .execute();

  await database.schema
    .createTable('pricings')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('name', 'text', (column) => column.notNull())
    .execute();

  await database.schema
    .createTable('product_offers')
    .addColumn('key', 'text', (column) => column.primaryKey())
    .addColumn('type', 'text', (column) =>
      column
        .notNull()
        .check(sql`type in ('lottery_ticket', 'raffle_ticket', 'syndicate_share', 'membership')`),
    )
    .addColumn('name', 'text', (column) => column.notNull())
    .addColumn('url', 'text', (column) => column.notNull().unique())
    .addColumn('availability', 'text', (column) =>
      column.notNull().check(sql`availability in ('available', 'unavailable')`),
    )
    .addColumn('display_category', 'text', (column) => column.notNull())
    .addColumn('suspended', 'boolean', (column) => column.notNull().defaultTo(false))
    .addColumn('ranking', 'integer', (column) => column.notNull())
    .addColumn('recurring_purchase_type', 'text', (column) =>
      column.check(sql`recurring_purchase_type in ('autoplay', 'subscription')`),
    )
    .addColumn('recurring_purchase_availability', 'text', (column) =>
      column
        .notNull()
        .check(sql`recurring_purchase_availability in ('never', 'optional', 'always')`),
    )
    .execute();

  await database.schema
    .createTable('game_types')
    .addColumn('product_offer_key', 'text', (column) =>
      column.notNull().references('product_offers.key').onDelete('cascade'),
    )
    .addColumn('key', 'text', (column) => column.notNull())
    .addColumn('name', 'text', (column) => column.notNull())
    .addColumn('ranking', 'integer', (column) => column.notNull())
    .addPrimaryKeyConstraint('game_types_pkey', ['product_offer_key', 'key'])
    .execute();

  await database.schema
    .createTable('game_offers')
    .addColumn('product_offer_key', 'text', (column) => column.notNull())
    .addColumn('game_type_key', 'text', (column) => column.notNull())
    .addColumn('key', 'text', (column) => column.notNull())
    .addColumn('name', 'text', (column) => column.notNull())
    .addColumn('min_games', 'integer', (column) => column.notNull())
    .addColumn('max_games', 'integer', (column) => column.notNull())
    .addColumn('default_games', 'integer', (column) => column.notNull())
    .addColumn('number_sets', 'jsonb', (column) => column.notNull())
    .addColumn('prices', 'jsonb', (column) => column.notNull())
    .addColumn('price_currency', 'text', (column) => column.notNull().defaultTo('AUD'))
    .addColumn('ranking', 'integer', (column) => column.notNull())
    .addPrimaryKeyConstraint('game_offers_pkey', ['product_offer_key', 'game_type_key', 'key'])
    .addForeignKeyConstraint(
      'game_offers_game_type_fkey',
      ['product_offer_key', 'game_type_key'],
      'game_types',
      ['product_offer_key', 'key'],
      (constraint) => constraint.onDelete('cascade'),
    )
    .addCheckConstraint(
      'game_offers_games_check',
      sql`0 <= min_games and min_games <= default_games and default_games <= max_games`,
    )
    .execute();

  await database.schema
    .createTable('causes')
    .addColumn('key', 'text', (column) => column.primaryKey())
    .addColumn('url_slug', 'text', (column) => column.notNull().unique())
    .addColumn('name', 'text', (column) => column.notNull())
    .execute();

  await database.schema
    .createTable('product_offer_causes')
    .addColumn('product_offer_key', 'text', (column) =>
      column.notNull().references('product_offers.key').onDelete('cascade'),
    )
    .addColumn('cause_key', 'text', (column) =>
      column.notNull().references('causes.key').onDelete('cascade'),
    )
    .addColumn('ranking', 'integer', (column) => column.notNull())
    .addPrimaryKeyConstraint('product_offer_causes_pkey', ['product_offer_key', 'cause_key'])
    .execute();

  await database.schema
    .createTable('draws')
    .addColumn('id', 'uuid', (column) => column.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('product_offer_key', 'text', (column) =>
      column.notNull().references('product_offers.key').onDelete('cascade'),
    )
    .addColumn('draw_no', 'integer', (column) => column.notNull())
    .addColumn('stop', 'timestamptz', (column) => column.notNull())
    .addColumn('status', 'text', (column) =>
      column
        .notNull()
        .check(
          sql`status in ('DRAW_OPEN', 'DRAW_CLOSED', 'DRAW_DRAWN', 'DRAW_SCORED', 'DRAW_PAID', 'DRAW_EMAILED', 'DRAW_CAPPED')`,
        ),
    )
    .addColumn('prize_pool_cents', 'bigint', (column) => column.check(sql`prize_pool_cents >= 0`))
    .addColumn('prize_pool_suffix', 'text')
    .addColumn('is_prize_pool_unknown', 'boolean', (column) => column.notNull().defaultTo(false))
    .addColumn('purchase_status', 'text', (column) =>
      column.check(sql`purchase_status in ('open', 'sold_out', 'past_draw', 'pre_order')`),
    )
    .addUniqueConstraint('draws_offer_draw_no_key', ['product_offer_key', 'draw_no'])
    .execute();
  await database.schema
    .createIndex('draws_status_stop_index')
    .on('draws')
    .columns(['status', 'stop'])
    .execute();

  await database.schema
    .createTable('release_environments')
    .addColumn('name', 'text', (column) => column.primaryKey())
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .execute();

  await database.schema
    .createTable('remote_versions')
    .addColumn('remote', 'text', (column) => column.notNull())
    .addColumn('version', 'text', (column) => column.notNull())
    .addColumn('build_id', 'text', (column) => column.notNull())
    .addColumn('entry', 'text', (column) => column.notNull())
    .addColumn('registered_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('remote_versions_pkey', ['remote', 'version'])
    .execute();

  await database.schema
    .createTable('remote_pins')
    .addColumn('environment', 'text', (column) =>
      column.notNull().references('release_environments.name'),
    )
    .addColumn('remote', 'text', (column) => column.notNull())
    .addColumn('version', 'text', (column) => column.notNull())
    .addColumn('previous_version', 'text')
    .addColumn('pinned_at', 'timestamptz', (column) => column.notNull())
    .addPrimaryKeyConstraint('remote_pins_pkey', ['environment', 'remote'])
    .addForeignKeyConstraint('remote_pins_version_fkey', ['remote', 'version'], 'remote_versions', [
      'remote',
      'version',
    ])
    .addForeignKeyConstraint(
      'remote_pins_previous_version_fkey',
      ['remote', 'previous_version'],
      'remote_versions',
      ['remote', 'version'],
    )
    .execute();

  await database.schema
    .createTable('remote_pin_history')
    .addColumn('id', 'bigint', (column) => column.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('environment', 'text', (column) =>
      column.notNull().references('release_environments.name'),
    )
    .addColumn('remote', 'text', (column) => column.notNull())
    .addColumn('version', 'text', (column) => column.notNull())
    .addColumn('previous_version', 'text')
    .addColumn('pinned_at', 'timestamptz', (column) => column.notNull())
    .execute();
  await database.schema
    .createIndex('remote_pin_history_lookup_index')
    .on('remote_pin_history')
    .columns(['environment', 'remote', 'pinned_at'])
    .execute();

  // Reference data the services rely on even without demo data.
  await sql`insert into pricings (id, name) values ('default', 'Default pricing')`.execute(
    database,
  );
  await sql`insert into release_environments (name) values ('local'), ('staging'), ('production')`.execute(
    database,
  );
}

export async function down(database: Kysely<unknown>): Promise<void> {
  for (const table of [
    'remote_pin_history',
    'remote_pins',
    'remote_versions',
    'release_environments',
    'draws',
    'product_offer_causes',
    'causes',
    'game_offers',
    'game_types',
    'product_offers',
    'pricings',
    'content_items',
    'brandings',
    'capability_segments',
    'app_settings',
  ]) {
    await database.schema.dropTable(table).execute();
  }
}
