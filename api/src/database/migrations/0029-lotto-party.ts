import { type Kysely, sql } from 'kysely';

/**
 * Lotto Party (group play, /social/v3).
 * - social_groups: a group, its owner, its publicity and its invite token (stored as its SHA-256
 *   hash; revoking makes a new one). Names are unique case-insensitively.
 * - social_group_members: who is in a group (the owner from the start; others by invite link or
 *   by buying a share of a public or promoted group's session).
 * - social_sessions: one session of a group for one lottery draw: the share price, the shares on
 *   offer, auto-session status, and what happened at the draw's close: the games bought with the
 *   pooled money (closed) or the refund (cancelled). A session is paid once its draw is paid.
 * - Shares are tickets (product type social_syndicate_share, game type lotto_party, game_offer
 *   the session id, num_shares the shares) bought through the cart like any ticket.
 * - ledger transfers of kind 'refund': a cancelled session's shares paid back to the wallet.
 */

const transferKindsBefore = `'deposit', 'purchase', 'promo_credit', 'prize', 'adjustment', 'withdrawal'`;

export async function up(database: Kysely<unknown>): Promise<void> {
  await database.schema
    .createTable('social_groups')
    .addColumn('id', 'uuid', (column) => column.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('name', 'text', (column) => column.notNull())
    .addColumn('owner_id', 'text', (column) =>
      column.notNull().references('customers.id').onDelete('cascade'),
    )
    .addColumn('publicity_status', 'text', (column) =>
      column.notNull().check(sql`publicity_status in ('private', 'promoted', 'public')`),
    )
    .addColumn('invite_token_hash', 'text', (column) => column.notNull().unique())
    .addColumn('invite_token_created_at', 'timestamptz', (column) => column.notNull())
    .addColumn('created_at', 'timestamptz', (column) => column.notNull())
    .execute();
  await sql`create unique index social_groups_name_index on social_groups (lower(name))`.execute(
    database,
  );

  await database.schema
    .createTable('social_group_members')
    .addColumn('group_id', 'uuid', (column) =>
      column.notNull().references('social_groups.id').onDelete('cascade'),
    )
    .addColumn('customer_id', 'text', (column) =>
      column.notNull().references('customers.id').onDelete('cascade'),
    )
    .addColumn('joined_at', 'timestamptz', (column) => column.notNull())
    .addPrimaryKeyConstraint('social_group_members_pkey', ['group_id', 'customer_id'])
    .execute();
  await sql`create index social_group_members_customer_index
    on social_group_members (customer_id, joined_at)`.execute(database);

  await database.schema
    .createTable('social_sessions')
    .addColumn('id', 'uuid', (column) => column.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('group_id', 'uuid', (column) =>
      column.notNull().references('social_groups.id').onDelete('cascade'),
    )
    .addColumn('draw_id', 'uuid', (column) => column.notNull().references('draws.id'))
    .addColumn('product_offer_key', 'text', (column) => column.notNull())
    .addColumn('share_price_cents', 'bigint', (column) =>
      column.notNull().check(sql`share_price_cents > 0`),
    )
    .addColumn('total_shares', 'integer', (column) => column.notNull().check(sql`total_shares > 0`))
    .addColumn('autosession_status', 'text', (column) =>
      column.notNull().check(sql`autosession_status in ('on', 'paused', 'off')`),
    )
    .addColumn('invite_all_existing_members', 'boolean', (column) =>
      column.notNull().defaultTo(false),
    )
    .addColumn('status', 'text', (column) =>
      column.notNull().check(sql`status in ('open', 'closed', 'cancelled')`),
    )
    .addColumn('created_by', 'text', (column) => column.references('customers.id'))
    .addColumn('previous_session_id', 'uuid', (column) => column.references('social_sessions.id'))
    .addColumn('shares_sold', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('pool_cents', 'bigint', (column) => column.notNull().defaultTo(0))
    .addColumn('games', 'jsonb', (column) => column.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('cancel_reason', 'text')
    .addColumn('created_at', 'timestamptz', (column) => column.notNull())
    .addColumn('closed_at', 'timestamptz')
    .addCheckConstraint('social_sessions_shares_sold', sql`shares_sold between 0 and total_shares`)
    .execute();
  // One open session per group and draw; a group's sessions listed newest first.
  await sql`create unique index social_sessions_open_index on social_sessions (group_id, draw_id)
    where status = 'open'`.execute(database);
  await sql`create index social_sessions_group_index on social_sessions (group_id, created_at desc)`.execute(
    database,
  );
  await sql`create index social_sessions_draw_index on social_sessions (draw_id, status)`.execute(
    database,
  );
  // A session's share tickets.
  await sql`create index tickets_lotto_party_session_index on tickets (game_offer)
    where game_type = 'lotto_party'`.execute(database);

  await sql`alter table ledger_transfers drop constraint if exists ledger_transfers_kind_check`.execute(
    database,
  );
  await sql`alter table ledger_transfers add constraint ledger_transfers_kind_check
    check (kind in (${sql.raw(transferKindsBefore)}, 'refund'))`.execute(database);
}

export async function down(database: Kysely<unknown>): Promise<void> {
  await sql`alter table ledger_transfers drop constraint if exists ledger_transfers_kind_check`.execute(
    database,
  );
  await sql`alter table ledger_transfers add constraint ledger_transfers_kind_check
    check (kind in (${sql.raw(transferKindsBefore)}))`.execute(database);
  await sql`drop index if exists tickets_lotto_party_session_index`.execute(database);
  await database.schema.dropTable('social_sessions').execute();
  await database.schema.dropTable('social_group_members').execute();
  await database.schema.dropTable('social_groups').execute();
}
