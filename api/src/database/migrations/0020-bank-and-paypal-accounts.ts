import { type Kysely, sql } from 'kysely';

const cardColumns = ['brand', 'last4', 'expiry_month', 'expiry_year', 'name'] as const;

/**
 * Bank accounts and PayPal accounts beside saved cards: the `funds` table holds every funding
 * source of a customer. A bank account keeps its full account number (shown masked), its BSB or
 * SWIFT code and the state of its verification; a PayPal account keeps the address it belongs to
 * and the payment gateway's token for it. The card columns apply to cards only.
 */
export async function up(database: Kysely<unknown>): Promise<void> {
  await database.schema.alterTable('funds').dropConstraint('funds_type_check').execute();
  await database.schema
    .alterTable('funds')
    .addCheckConstraint('funds_type_check', sql`type in ('cc', 'bank', 'paypal')`)
    .execute();
  for (const column of ['gateway', 'token', ...cardColumns]) {
    await database.schema
      .alterTable('funds')
      .alterColumn(column, (alteration) => alteration.dropNotNull())
      .execute();
  }
  await database.schema
    .alterTable('funds')
    .addColumn('bank_type', 'text', (column) =>
      column.check(sql`bank_type in ('national', 'international', 'payid_email', 'payid_phone')`),
    )
    .addColumn('bank_code', 'text')
    .addColumn('account_number', 'text')
    .addColumn('account_name', 'text')
    .addColumn('verification_status', 'text', (column) =>
      column.check(
        sql`verification_status in ('Failed Verification', 'Pending Verification', 'Unverified', 'Verified')`,
      ),
    )
    .addColumn('verification_reference', 'text')
    .addColumn('paypal_email', 'text')
    .execute();
  await database.schema
    .alterTable('funds')
    .addCheckConstraint(
      'funds_columns_of_type_check',
      sql`(type = 'cc' and gateway is not null and token is not null and brand is not null
            and last4 is not null and expiry_month is not null and expiry_year is not null
            and name is not null and bank_type is null and paypal_email is null)
        or (type = 'bank' and bank_type is not null and account_number is not null
            and account_name is not null and verification_status is not null
            and (bank_code is not null or bank_type in ('payid_email', 'payid_phone'))
            and brand is null and paypal_email is null)
        or (type = 'paypal' and gateway is not null and token is not null
            and paypal_email is not null and brand is null and bank_type is null)`,
    )
    .execute();
}

export async function down(database: Kysely<unknown>): Promise<void> {
  await database
    .deleteFrom('funds' as never)
    .where(sql<boolean>`type <> 'cc'`)
    .execute();
  await database.schema.alterTable('funds').dropConstraint('funds_columns_of_type_check').execute();
  await database.schema
    .alterTable('funds')
    .dropColumn('bank_type')
    .dropColumn('bank_code')
    .dropColumn('account_number')
    .dropColumn('account_name')
    .dropColumn('verification_status')
    .dropColumn('verification_reference')
    .dropColumn('paypal_email')
    .execute();
  for (const column of ['gateway', 'token', ...cardColumns]) {
    await database.schema
      .alterTable('funds')
      .alterColumn(column, (alteration) => alteration.setNotNull())
      .execute();
  }
  await database.schema.alterTable('funds').dropConstraint('funds_type_check').execute();
  await database.schema
    .alterTable('funds')
    .addCheckConstraint('funds_type_check', sql`type in ('cc')`)
    .execute();
}
