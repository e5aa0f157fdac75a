import { type Kysely, sql } from 'kysely';

/**
 * Identity: customers, two-factor settings, token families and rotating refresh tokens, trusted
 * devices, single-use tokens (password reset, autologin) and the email outbox.
 */
export async function up(database: Kysely<unknown>): Promise<void> {
  await database.schema
    .createTable('customers')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('email', 'text', (column) => column.notNull().unique())
    .addColumn('password_hash', 'text', (column) => column.notNull())
    .addColumn('customer_token', 'text', (column) => column.notNull())
    .addColumn('firstname', 'text', (column) => column.notNull())
    .addColumn('lastname', 'text', (column) => column.notNull())
    .addColumn('date_of_birth', 'text', (column) => column.notNull())
    .addColumn('phone_number', 'text', (column) => column.notNull())
    .addColumn('address', 'text', (column) => column.notNull())
    .addColumn('suburb', 'text', (column) => column.notNull())
    .addColumn('postcode', 'text', (column) => column.notNull())
    .addColumn('state', 'text', (column) => column.notNull())
    .addColumn('country', 'text', (column) => column.notNull())
    .addColumn('email_opt_in', 'boolean', (column) => column.notNull().defaultTo(false))
    .addColumn('terms_accepted_at', 'timestamptz', (column) => column.notNull())
    .addColumn('attribution', 'jsonb', (column) => column.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('signup_platform', 'text', (column) => column.notNull().defaultTo('Web'))
    .addColumn('favourite_numbers', 'jsonb', (column) =>
      column.notNull().defaultTo(sql`'{}'::jsonb`),
    )
    .addColumn('segment_name', 'text', (column) => column.notNull().defaultTo('customer'))
    .addColumn('pricing_id', 'text')
    .addColumn('is_verified', 'boolean', (column) => column.notNull().defaultTo(false))
    .addColumn('force_password_change', 'boolean', (column) => column.notNull().defaultTo(false))
    .addColumn('tfa_prompt_required', 'boolean', (column) => column.notNull().defaultTo(true))
    .addColumn('migration_status', 'text', (column) =>
      column
        .notNull()
        .defaultTo('ineligible')
        .check(
          sql`migration_status in ('ineligible', 'eligible_soft', 'eligible_hard', 'in_progress', 'migrated')`,
        ),
    )
    .addColumn('migration_started_at', 'timestamptz')
    .addColumn('status', 'text', (column) =>
      column
        .notNull()
        .defaultTo('active')
        .check(sql`status in ('active', 'closed')`),
    )
    .addColumn('closed_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .execute();

  await database.schema
    .createTable('two_factor_settings')
    .addColumn('customer_id', 'text', (column) =>
      column.primaryKey().references('customers.id').onDelete('cascade'),
    )
    .addColumn('method', 'text', (column) =>
      column.check(sql`method in ('authenticator', 'email')`),
    )
    .addColumn('enabled_at', 'timestamptz')
    .addColumn('authenticator_secret', 'text')
    .addColumn('pending_authenticator_secret', 'text')
    .addColumn('last_time_step', 'bigint')
    .addColumn('email_code_hash', 'text')
    .addColumn('email_code_expires_at', 'timestamptz')
    .addColumn('email_code_sent_at', 'timestamptz')
    .addColumn('failed_attempts', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('locked_at', 'timestamptz')
    .execute();

  await database.schema
    .createTable('token_families')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('customer_id', 'text', (column) =>
      column.notNull().references('customers.id').onDelete('cascade'),
    )
    .addColumn('device_uuid', 'text', (column) => column.notNull())
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addColumn('revoked_at', 'timestamptz')
    .addColumn('revoked_reason', 'text')
    .execute();
  await database.schema
    .createIndex('token_families_customer_id_index')
    .on('token_families')
    .column('customer_id')
    .execute();

  await database.schema
    .createTable('refresh_tokens')
    .addColumn('token_hash', 'text', (column) => column.primaryKey())
    .addColumn('family_id', 'text', (column) =>
      column.notNull().references('token_families.id').onDelete('cascade'),
    )
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (column) => column.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute();
  await database.schema
    .createIndex('refresh_tokens_family_id_index')
    .on('refresh_tokens')
    .column('family_id')
    .execute();

  await database.schema
    .createTable('trusted_devices')
    .addColumn('customer_id', 'text', (column) =>
      column.notNull().references('customers.id').onDelete('cascade'),
    )
    .addColumn('device_uuid', 'text', (column) => column.notNull())
    .addColumn('trusted_until', 'timestamptz', (column) => column.notNull())
    .addPrimaryKeyConstraint('trusted_devices_pkey', ['customer_id', 'device_uuid'])
    .execute();

  await database.schema
    .createTable('one_time_tokens')
    .addColumn('token_hash', 'text', (column) => column.primaryKey())
    .addColumn('kind', 'text', (column) =>
      column.notNull().check(sql`kind in ('password_reset', 'autologin')`),
    )
    .addColumn('customer_id', 'text', (column) =>
      column.notNull().references('customers.id').onDelete('cascade'),
    )
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (column) => column.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute();

  await database.schema
    .createTable('email_outbox')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('recipient', 'text', (column) => column.notNull())
    .addColumn('subject', 'text', (column) => column.notNull())
    .addColumn('text_body', 'text', (column) => column.notNull())
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addColumn('sent_at', 'timestamptz')
    .addColumn('failed_attempts', 'integer', (column) => column.notNull().defaultTo(0))
    .execute();
}

export async function down(database: Kysely<unknown>): Promise<void> {
  for (const table of [
    'email_outbox',
    'one_time_tokens',
    'trusted_devices',
    'refresh_tokens',
    'token_families',
    'two_factor_settings',
    'customers',
  ]) {
    await database.schema.dropTable(table).ifExists().execute();
  }
}
