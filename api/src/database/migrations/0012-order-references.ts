import { type Kysely, sql } from 'kysely';
import { newOrderReference } from '../../modules/purchase/order-reference';

/**
 * A checkout gets an order reference a customer can read out and quote to support (`LS-7K3M-9Q2P`),
 * instead of its internal id. Checkouts made before get one too.
 */
export async function up(database: Kysely<unknown>): Promise<void> {
  await database.schema.alterTable('checkouts').addColumn('order_reference', 'text').execute();
  const { rows } = await sql<{ id: string }>`SELECT id FROM checkouts ORDER BY created_at`.execute(
    database,
  );
  const given = new Set<string>();
  for (const { id } of rows) {
    let reference = newOrderReference();
    while (given.has(reference)) reference = newOrderReference();
    given.add(reference);
    await sql`UPDATE checkouts SET order_reference = ${reference} WHERE id = ${id}`.execute(
      database,
    );
  }
  await sql`ALTER TABLE checkouts ALTER COLUMN order_reference SET NOT NULL`.execute(database);
  await database.schema
    .createIndex('checkouts_order_reference_key')
    .on('checkouts')
    .column('order_reference')
    .unique()
    .execute();
}

export async function down(database: Kysely<unknown>): Promise<void> {
  await database.schema.alterTable('checkouts').dropColumn('order_reference').execute();
}
