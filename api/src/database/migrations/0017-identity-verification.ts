import { type Kysely, sql } from 'kysely';

/**
 * Identity verification (product.md §3 Verification): the status of each method per customer,
 * the submissions a reviewer decides (photo ID uploads) with their documents' metadata (the files
 * live in the documents directory, never in the database), and the external checks a customer
 * was sent to (ConnectID-style redirects), found again by the hash of their state.
 */
export async function up(database: Kysely<unknown>): Promise<void> {
  await database.schema
    .createTable('verification_methods')
    .addColumn('customer_id', 'text', (column) =>
      column.notNull().references('customers.id').onDelete('cascade'),
    )
    .addColumn('type', 'text', (column) => column.notNull())
    .addColumn('status', 'text', (column) =>
      column
        .notNull()
        .check(sql`status in ('disabled', 'not_attempted', 'pending', 'in_progress', 'attempted')`),
    )
    .addColumn('updated_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('verification_methods_primary_key', ['customer_id', 'type'])
    .execute();

  await database.schema
    .createTable('verification_reviews')
    .addColumn('id', 'uuid', (column) => column.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('customer_id', 'text', (column) =>
      column.notNull().references('customers.id').onDelete('cascade'),
    )
    .addColumn('method', 'text', (column) => column.notNull())
    .addColumn('document_type', 'text', (column) => column.notNull())
    .addColumn('status', 'text', (column) =>
      column.notNull().check(sql`status in ('pending', 'approved', 'rejected')`),
    )
    .addColumn('submitted_at', 'timestamptz', (column) => column.notNull())
    .addColumn('decided_at', 'timestamptz')
    .addColumn('decided_by', 'text')
    .addColumn('reason', 'text')
    .execute();
  await database.schema
    .createIndex('verification_reviews_pending_index')
    .on('verification_reviews')
    .columns(['status', 'submitted_at'])
    .execute();

  await database.schema
    .createTable('verification_documents')
    .addColumn('id', 'uuid', (column) => column.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('review_id', 'uuid', (column) =>
      column.notNull().references('verification_reviews.id').onDelete('cascade'),
    )
    .addColumn('side', 'text', (column) => column.notNull().check(sql`side in ('front', 'back')`))
    .addColumn('file_name', 'text', (column) => column.notNull().unique())
    .addColumn('content_type', 'text', (column) => column.notNull())
    .addColumn('size_bytes', 'integer', (column) => column.notNull())
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .execute();

  await database.schema
    .createTable('verification_redirects')
    .addColumn('state_hash', 'text', (column) => column.primaryKey())
    .addColumn('customer_id', 'text', (column) =>
      column.notNull().references('customers.id').onDelete('cascade'),
    )
    .addColumn('provider_reference', 'text', (column) => column.notNull())
    .addColumn('expires_at', 'timestamptz', (column) => column.notNull())
    .addColumn('finished_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(database: Kysely<unknown>): Promise<void> {
  await database.schema.dropTable('verification_redirects').execute();
  await database.schema.dropTable('verification_documents').execute();
  await database.schema.dropTable('verification_reviews').execute();
  await database.schema.dropTable('verification_methods').execute();
}
