import { type Kysely, sql } from 'kysely';

/**
 * Support needs to know who changed what on an account and when: every change to details, email,
 * address, communication preferences, favourite numbers, terms and verification is recorded in
 * `customer_changes`. One-time tokens gain the kinds the account emails carry (address and email
 * confirmation, unsubscribe) and a payload (the new email address, the product offer).
 */
export async function up(database: Kysely<unknown>): Promise<void> {
  await database.schema
    .createTable('customer_changes')
    .addColumn('id', 'uuid', (column) => column.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('customer_id', 'text', (column) =>
      column.notNull().references('customers.id').onDelete('cascade'),
    )
    .addColumn('actor_kind', 'text', (column) =>
      column.notNull().check(sql`actor_kind in ('customer', 'operator', 'system')`),
    )
    .addColumn('actor_id', 'text')
    .addColumn('kind', 'text', (column) => column.notNull())
    .addColumn('changes', 'jsonb', (column) => column.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .execute();
  await database.schema
    .createIndex('customer_changes_customer_index')
    .on('customer_changes')
    .columns(['customer_id', 'created_at'])
    .execute();

  await sql`alter table one_time_tokens drop constraint if exists one_time_tokens_kind_check`.execute(
    database,
  );
  await sql`alter table one_time_tokens add constraint one_time_tokens_kind_check check (kind in
    ('password_reset', 'autologin', 'confirm_address', 'confirm_email', 'unsubscribe'))`.execute(
    database,
  );
  await database.schema
    .alterTable('one_time_tokens')
    .addColumn('payload', 'jsonb', (column) => column.notNull().defaultTo(sql`'{}'::jsonb`))
    .execute();
}

export async function down(database: Kysely<unknown>): Promise<void> {
  await database.schema.alterTable('one_time_tokens').dropColumn('payload').execute();
  await sql`delete from one_time_tokens where kind not in ('password_reset', 'autologin')`.execute(
    database,
  );
  await sql`alter table one_time_tokens drop constraint if exists one_time_tokens_kind_check`.execute(
    database,
  );
  await sql`alter table one_time_tokens add constraint one_time_tokens_kind_check
    check (kind in ('password_reset', 'autologin'))`.execute(database);
  await database.schema.dropTable('customer_changes').execute();
}
