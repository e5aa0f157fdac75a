import { randomBytes } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import { jsonb } from '../../../database/json';
import { type Database } from '../../../database/schema';
import { Ledger } from '../../ledger/service';
import { lottoPartyGameType } from './entries-of-draw';

/**
 * Lotto Party in a draw-engine test: a group with its members, a session of a draw, money in a
 * wallet, and shares bought as the purchase buys them (the price from the cash wallet to operator
 * revenue, a share ticket, the session's shares sold and pool).
 */

export async function addGroup(
  database: Kysely<Database>,
  group: { name: string; ownerId: string; memberIds?: readonly string[]; at: Date },
): Promise<string> {
  const { id } = await database
    .insertInto('social_groups')
    .values({
      name: group.name,
      owner_id: group.ownerId,
      publicity_status: 'private',
      invite_token_hash: randomBytes(32).toString('hex'),
      invite_token_created_at: group.at,
      created_at: group.at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await database
    .insertInto('social_group_members')
    .values(
      [group.ownerId, ...(group.memberIds ?? [])].map((customerId) => ({
        group_id: id,
        customer_id: customerId,
        joined_at: group.at,
      })),
    )
    .execute();
  return id;
}

export interface SessionToOpen {
  groupId: string;
  drawId: string;
  offerKey: string;
  createdBy: string;
  sharePriceCents: number;
  totalShares?: number;
  autosession?: 'on' | 'paused' | 'off';
  inviteAllExistingMembers?: boolean;
  at: Date;
}

export async function openSession(
  database: Kysely<Database>,
  session: SessionToOpen,
): Promise<string> {
  const { id } = await database
    .insertInto('social_sessions')
    .values({
      group_id: session.groupId,
      draw_id: session.drawId,
      product_offer_key: session.offerKey,
      share_price_cents: session.sharePriceCents,
      total_shares: session.totalShares ?? 10,
      autosession_status: session.autosession ?? 'off',
      invite_all_existing_members: session.inviteAllExistingMembers ?? false,
      status: 'open',
      created_by: session.createdBy,
      created_at: session.at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** Deposits `cents` into the customer's cash wallet. */
export async function fundWallet(
  database: Kysely<Database>,
  customerId: string,
  cents: number,
  at: Date,
): Promise<void> {
  await database.transaction().execute(async (transaction) => {
    const ledger = new Ledger(transaction);
    const accounts = await ledger.lockCustomerAccounts(customerId);
    await ledger.post(
      {
        customerId,
        kind: 'deposit',
        description: 'Test deposit',
        reference: null,
        legs: [
          { operatorAccount: 'gateway_clearing', amountCents: -cents },
          { accountId: accounts.cash.id, amountCents: cents },
        ],
        at,
      },
      accounts,
    );
  });
}

/** Buys `shares` of the session from the customer's cash wallet; returns the share ticket. */
export async function buyShares(
  database: Kysely<Database>,
  purchase: { customerId: string; sessionId: string; shares: number; at: Date },
): Promise<string> {
  return database.transaction().execute(async (transaction) => {
    const { customerId, at } = purchase;
    const ledger = new Ledger(transaction);
    const accounts = await ledger.lockCustomerAccounts(customerId);
    const session = await transaction
      .selectFrom('social_sessions')
      .selectAll()
      .where('id', '=', purchase.sessionId)
      .forUpdate()
      .executeTakeFirstOrThrow();
    const priceCents = Number(session.share_price_cents) * purchase.shares;
    const checkoutId = `ck_${randomBytes(12).toString('base64url')}`;
    const transferId = await ledger.post(
      {
        customerId,
        kind: 'purchase',
        description: 'Ticket purchase',
        reference: checkoutId,
        legs: [
          { operatorAccount: 'operator_revenue', amountCents: priceCents },
          { accountId: accounts.cash.id, amountCents: -priceCents },
        ],
        at,
      },
      accounts,
    );
    await transaction
      .insertInto('checkouts')
      .values({
        id: checkoutId,
        customer_id: customerId,
        status: 'success',
        purchase_status: 'standard',
        subtotal_cents: priceCents,
        discount_cents: 0,
        total_cents: priceCents,
        paid_from_promo_credit_cents: 0,
        paid_from_cash_cents: priceCents,
        promo_credit_added_cents: 0,
        channel_key: 'web',
        partner_key: null,
        metadata: jsonb({}),
        transfer_id: transferId,
        created_at: at,
        order_reference: `T${randomBytes(6).toString('hex')}`,
      })
      .execute();
    const { id } = await transaction
      .insertInto('tickets')
      .values({
        checkout_id: checkoutId,
        customer_id: customerId,
        product_type: 'social_syndicate_share',
        product_offer_key: session.product_offer_key,
        game_type: lottoPartyGameType,
        game_offer: session.id,
        draw_id: session.draw_id,
        description: 'Lotto Party share',
        quantity: 1,
        price_cents: priceCents,
        num_draws: 1,
        num_weeks: 1,
        num_games: 0,
        games: jsonb([]),
        quickpick: false,
        cause_key: null,
        day: null,
        num_raffle_tickets: null,
        num_shares: purchase.shares,
        has_favourite_numbers: false,
        recurring_purchase_type: null,
        recurring_purchase_enabled: false,
        purchase_status: 'standard',
        created_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await transaction
      .updateTable('social_sessions')
      .set({
        shares_sold: sql`shares_sold + ${purchase.shares}`,
        pool_cents: sql`pool_cents + ${priceCents}`,
      })
      .where('id', '=', session.id)
      .execute();
    return id;
  });
}

export function sessionOf(database: Kysely<Database>, sessionId: string) {
  return database
    .selectFrom('social_sessions')
    .selectAll()
    .where('id', '=', sessionId)
    .executeTakeFirstOrThrow();
}

/** The sum of the operator revenue account's entries. */
export async function operatorRevenueCents(database: Kysely<Database>): Promise<number> {
  const { rows } = await sql<{ cents: string }>`select coalesce(sum(amount_cents), 0)::text as cents
    from ledger_entries join ledger_accounts on ledger_accounts.id = ledger_entries.account_id
    where ledger_accounts.kind = 'operator_revenue' and ledger_accounts.customer_id is null`.execute(
    database,
  );
  return Number(rows[0]?.cents ?? 0);
}
