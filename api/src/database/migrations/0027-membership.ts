import { type Kysely, sql } from 'kysely';

/**
 * The membership programme (Daily Winners).
 * - memberships: a customer's place in a programme (member, non-member, or waiting for the deposit
 *   that pays for premium), the tier, and the paid premium month and whether it renews.
 * - giveaway_types: the five giveaways, the product offer whose draws they are, and who is entered
 *   (every member, premium members only, or free members after unlocking). They are fixed reference
 *   rows, written here; the offers and their draws come with the catalogue.
 * - giveaway_unlocks: a free member's unlocked entry in one giveaway draw.
 * - membership_renewals: one row per premium month the renewal job bought (or failed to buy), so
 *   a renewal runs once whatever the number of API processes.
 */

const unlockRule =
  'Buy any ticket or make a deposit before this giveaway closes to unlock your entry.';

export const giveawayTypeRows = [
  {
    type: 'daily',
    product_offer_key: 'daily_winners_daily',
    title: 'Daily giveaway',
    description:
      'A new giveaway every day: A$100 cash and nine A$10 bonus credits, drawn at 7:30 pm Sydney time. Every member is entered.',
    availability: 'all_members',
    pill: 'Today',
    unlock_rule: null,
  },
  {
    type: 'monthly',
    product_offer_key: 'daily_winners_monthly',
    title: 'Monthly giveaway',
    description:
      'A$1,000 cash and twenty A$50 bonus credits on the last day of every month. Premium members are entered; free members unlock their entry.',
    availability: 'unlock_required',
    pill: 'This month',
    unlock_rule: unlockRule,
  },
  {
    type: 'major',
    product_offer_key: 'daily_winners_major',
    title: 'Major giveaway',
    description:
      'A Toyota Corolla Hybrid and five A$500 cash prizes every three months. Premium members are entered; free members unlock their entry.',
    availability: 'unlock_required',
    pill: 'Major',
    unlock_rule: unlockRule,
  },
  {
    type: 'preview',
    product_offer_key: 'daily_winners_preview',
    title: 'Premium preview giveaway',
    description:
      'A weekly giveaway for Premium members only: A$250 cash and four A$20 bonus credits every Friday.',
    availability: 'premium_only',
    pill: 'Premium',
    unlock_rule: 'Premium members are entered in preview giveaways.',
  },
  {
    type: 'special',
    product_offer_key: 'daily_winners_special',
    title: 'Special giveaway',
    description: 'One-off giveaways with money-can’t-buy prizes. Every member is entered.',
    availability: 'all_members',
    pill: 'Special',
    unlock_rule: null,
  },
] as const;

export async function up(database: Kysely<unknown>): Promise<void> {
  await database.schema
    .createTable('memberships')
    .addColumn('customer_id', 'text', (column) =>
      column.notNull().references('customers.id').onDelete('cascade'),
    )
    .addColumn('program', 'text', (column) => column.notNull())
    .addColumn('status', 'text', (column) =>
      column.notNull().check(sql`status in ('member', 'non-member', 'pending-deposit')`),
    )
    .addColumn('tier', 'text', (column) => column.check(sql`tier in ('free', 'premium')`))
    .addColumn('joined_at', 'timestamptz')
    .addColumn('updated_at', 'timestamptz', (column) => column.notNull())
    .addColumn('premium_until', 'timestamptz')
    .addColumn('premium_renews', 'boolean', (column) => column.notNull().defaultTo(false))
    .addPrimaryKeyConstraint('memberships_pkey', ['customer_id', 'program'])
    .addCheckConstraint(
      'memberships_member_has_tier',
      sql`(status = 'non-member') = (tier is null)`,
    )
    .execute();
  await sql`create index memberships_premium_until_index on memberships (premium_until)
    where tier = 'premium'`.execute(database);

  await database.schema
    .createTable('giveaway_types')
    .addColumn('type', 'text', (column) =>
      column.primaryKey().check(sql`type in ('daily', 'major', 'monthly', 'preview', 'special')`),
    )
    .addColumn('product_offer_key', 'text', (column) => column.notNull().unique())
    .addColumn('title', 'text', (column) => column.notNull())
    .addColumn('description', 'text', (column) => column.notNull())
    .addColumn('availability', 'text', (column) =>
      column
        .notNull()
        .check(sql`availability in ('all_members', 'premium_only', 'unlock_required')`),
    )
    .addColumn('pill', 'text')
    .addColumn('image', 'text')
    .addColumn('unlock_rule', 'text')
    .execute();
  for (const row of giveawayTypeRows) {
    await sql`insert into giveaway_types
      (type, product_offer_key, title, description, availability, pill, image, unlock_rule)
      values (${row.type}, ${row.product_offer_key}, ${row.title}, ${row.description},
        ${row.availability}, ${row.pill}, null, ${row.unlock_rule})`.execute(database);
  }

  await database.schema
    .createTable('giveaway_unlocks')
    .addColumn('draw_id', 'uuid', (column) =>
      column.notNull().references('draws.id').onDelete('cascade'),
    )
    .addColumn('customer_id', 'text', (column) =>
      column.notNull().references('customers.id').onDelete('cascade'),
    )
    .addColumn('unlocked_at', 'timestamptz', (column) => column.notNull())
    .addPrimaryKeyConstraint('giveaway_unlocks_pkey', ['draw_id', 'customer_id'])
    .execute();

  await database.schema
    .createTable('membership_renewals')
    .addColumn('customer_id', 'text', (column) =>
      column.notNull().references('customers.id').onDelete('cascade'),
    )
    // The premium_until the renewal extends: the start of the month it buys.
    .addColumn('period_start', 'timestamptz', (column) => column.notNull())
    .addColumn('status', 'text', (column) =>
      column.notNull().check(sql`status in ('purchased', 'failed')`),
    )
    .addColumn('checkout_id', 'text')
    .addColumn('reason', 'text')
    .addColumn('created_at', 'timestamptz', (column) => column.notNull())
    .addPrimaryKeyConstraint('membership_renewals_pkey', ['customer_id', 'period_start'])
    .execute();
}

export async function down(database: Kysely<unknown>): Promise<void> {
  await database.schema.dropTable('membership_renewals').execute();
  await database.schema.dropTable('giveaway_unlocks').execute();
  await database.schema.dropTable('giveaway_types').execute();
  await database.schema.dropTable('memberships').execute();
}
