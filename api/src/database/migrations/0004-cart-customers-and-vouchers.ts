import { type Kysely, sql } from 'kysely';

/**
 * Customer carts and vouchers: a customer's cart belongs to an existing customer (carts.customer_id
 * is already unique: one cart per customer), promotions, the voucher applied to a cart, redemptions
 * (a once-per-customer code is redeemed at most once, even by concurrent purchases) and the
 * anonymous carts converted into customer carts.
 */
export async function up(database: Kysely<unknown>): Promise<void> {
  await database.schema
    .alterTable('carts')
    .addForeignKeyConstraint(
      'carts_customer_id_fkey',
      ['customer_id'],
      'customers',
      ['id'],
      (key) => key.onDelete('cascade'),
    )
    .execute();

  await database.schema
    .createTable('promotions')
    .addColumn('id', 'uuid', (column) => column.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('code', 'text', (column) =>
      column
        .notNull()
        .unique()
        .check(sql`code = upper(code)`),
    )
    .addColumn('type', 'text', (column) =>
      column
        .notNull()
        .check(
          sql`type in ('voucher_fixed_discount', 'voucher_percent_discount', 'voucher_fixed_discount_expire', 'voucher_credit_amount')`,
        ),
    )
    .addColumn('description', 'text', (column) => column.notNull())
    .addColumn('amount_cents', 'bigint', (column) => column.check(sql`amount_cents > 0`))
    .addColumn('percent', 'integer', (column) => column.check(sql`percent between 1 and 100`))
    .addColumn('cap_cents', 'bigint', (column) => column.check(sql`cap_cents > 0`))
    .addColumn('minimum_spend_cents', 'bigint', (column) =>
      column
        .notNull()
        .defaultTo(0)
        .check(sql`minimum_spend_cents >= 0`),
    )
    .addColumn('expires_at', 'timestamptz')
    .addColumn('once_per_customer', 'boolean', (column) => column.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    // A percent voucher has a percent; every other voucher an amount.
    .addCheckConstraint(
      'promotions_value_check',
      sql`(type = 'voucher_percent_discount') = (percent is not null and amount_cents is null)`,
    )
    .execute();

  await database.schema
    .createTable('cart_vouchers')
    .addColumn('id', 'uuid', (column) => column.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('cart_id', 'uuid', (column) =>
      column.notNull().unique().references('carts.id').onDelete('cascade'),
    )
    .addColumn('promotion_id', 'uuid', (column) => column.notNull().references('promotions.id'))
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .execute();

  await database.schema
    .createTable('promotion_redemptions')
    .addColumn('id', 'uuid', (column) => column.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('promotion_id', 'uuid', (column) => column.notNull().references('promotions.id'))
    .addColumn('customer_id', 'text', (column) =>
      column.notNull().references('customers.id').onDelete('cascade'),
    )
    .addColumn('once_per_customer', 'boolean', (column) => column.notNull())
    .addColumn('cart_reference', 'text', (column) => column.notNull())
    .addColumn('redeemed_at', 'timestamptz', (column) => column.notNull())
    .execute();
  // The second purchase redeeming a once-per-customer code fails here, however they interleave.
  await database.schema
    .createIndex('promotion_redemptions_once_per_customer_index')
    .on('promotion_redemptions')
    .columns(['promotion_id', 'customer_id'])
    .unique()
    .where(sql.ref('once_per_customer'), '=', true)
    .execute();
  await database.schema
    .createIndex('promotion_redemptions_customer_index')
    .on('promotion_redemptions')
    .column('customer_id')
    .execute();

  await database.schema
    .createTable('cart_conversions')
    .addColumn('anonymous_token_hash', 'text', (column) => column.primaryKey())
    .addColumn('customer_id', 'text', (column) =>
      column.notNull().references('customers.id').onDelete('cascade'),
    )
    .addColumn('converted_at', 'timestamptz', (column) => column.notNull())
    .execute();
}

export async function down(database: Kysely<unknown>): Promise<void> {
  for (const table of [
    'cart_conversions',
    'promotion_redemptions',
    'cart_vouchers',
    'promotions',
  ]) {
    await database.schema.dropTable(table).execute();
  }
  await database.schema.alterTable('carts').dropConstraint('carts_customer_id_fkey').execute();
}
