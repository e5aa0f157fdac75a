import { type Kysely, sql } from 'kysely';
import { dailyWinnersProgram } from 'shared-kernel/contract/membership';
import { type Database } from '../../database/schema';
import {
  type MembershipStatusColumn,
  type MembershipTierColumn,
} from '../../database/membership-schema';
import { premiumOffer } from './offers';

/** A customer's place in the programme as stored; null fields for a customer who never joined. */
export interface Membership {
  customerId: string;
  status: MembershipStatusColumn;
  tier: MembershipTierColumn | null;
  joinedAt: Date | null;
  updatedAt: Date | null;
  premiumUntil: Date | null;
  premiumRenews: boolean;
}

export function nonMember(customerId: string): Membership {
  return {
    customerId,
    status: 'non-member',
    tier: null,
    joinedAt: null,
    updatedAt: null,
    premiumUntil: null,
    premiumRenews: false,
  };
}

const dateOrNull = (value: Date | string | null): Date | null =>
  value === null ? null : new Date(value);

/** Memberships, the premium offer's price, and the play that unlocks entries. */
export class MembershipRepository {
  constructor(private readonly database: Kysely<Database>) {}

  /** The customer's membership (a non-member when there is no row); `forUpdate` locks the row. */
  async find(customerId: string, options: { forUpdate?: boolean } = {}): Promise<Membership> {
    let query = this.database
      .selectFrom('memberships')
      .selectAll()
      .where('customer_id', '=', customerId)
      .where('program', '=', dailyWinnersProgram);
    if (options.forUpdate) query = query.forUpdate();
    const row = await query.executeTakeFirst();
    if (!row) return nonMember(customerId);
    return {
      customerId,
      status: row.status,
      tier: row.tier,
      joinedAt: dateOrNull(row.joined_at),
      updatedAt: new Date(row.updated_at),
      premiumUntil: dateOrNull(row.premium_until),
      premiumRenews: row.premium_renews,
    };
  }

  /** Locks the customer's membership row, inserting a non-member row first when there is none. */
  async lock(customerId: string, now: Date): Promise<Membership> {
    await this.database
      .insertInto('memberships')
      .values({
        customer_id: customerId,
        program: dailyWinnersProgram,
        status: 'non-member',
        tier: null,
        updated_at: now,
      })
      .onConflict((conflict) => conflict.columns(['customer_id', 'program']).doNothing())
      .execute();
    return this.find(customerId, { forUpdate: true });
  }

  async save(membership: Membership, now: Date): Promise<void> {
    await this.database
      .updateTable('memberships')
      .set({
        status: membership.status,
        tier: membership.tier,
        joined_at: membership.joinedAt,
        premium_until: membership.premiumUntil,
        premium_renews: membership.premiumRenews,
        updated_at: now,
      })
      .where('customer_id', '=', membership.customerId)
      .where('program', '=', dailyWinnersProgram)
      .execute();
  }

  /** The premium month's price from its game offer; null when the offer is not on sale. */
  async premiumPriceCents(): Promise<number | null> {
    const row = await this.database
      .selectFrom('game_offers')
      .innerJoin('product_offers', 'product_offers.key', 'game_offers.product_offer_key')
      .select(['game_offers.prices', 'product_offers.suspended', 'product_offers.availability'])
      .where('game_offers.product_offer_key', '=', premiumOffer.productOfferKey)
      .where('game_offers.game_type_key', '=', premiumOffer.gameType)
      .where('game_offers.key', '=', premiumOffer.gameOffer)
      .executeTakeFirst();
    if (!row || row.suspended || row.availability !== 'available') return null;
    const price = row.prices.find((candidate) => candidate.games === 1) ?? row.prices[0];
    return price ? Number(price.price_cents) : null;
  }

  /**
   * Whether the customer played since `since`: a successful purchase charging more than zero
   * that holds more than a membership, or a succeeded deposit.
   */
  async hasQualifyingPlay(customerId: string, since: Date): Promise<boolean> {
    const { rows } = await sql<{ played: boolean }>`
      select exists (
        select 1 from checkouts
        where checkouts.customer_id = ${customerId} and checkouts.status = 'success'
          and checkouts.total_cents > 0 and checkouts.created_at >= ${since}
          and exists (
            select 1 from tickets
            where tickets.checkout_id = checkouts.id and tickets.product_type <> 'membership'
          )
      ) or exists (
        select 1 from deposits
        where deposits.customer_id = ${customerId} and deposits.status = 'success'
          and coalesce(deposits.settled_at, deposits.created_at) >= ${since}
      ) as played`.execute(this.database);
    return rows[0]?.played === true;
  }

  /** The giveaway draws of `drawIds` the customer unlocked. */
  async unlockedDrawIds(customerId: string, drawIds: readonly string[]): Promise<Set<string>> {
    if (drawIds.length === 0) return new Set();
    const rows = await this.database
      .selectFrom('giveaway_unlocks')
      .select('draw_id')
      .where('customer_id', '=', customerId)
      .where('draw_id', 'in', drawIds)
      .execute();
    return new Set(rows.map((row) => row.draw_id));
  }

  async insertUnlock(customerId: string, drawId: string, now: Date): Promise<void> {
    await this.database
      .insertInto('giveaway_unlocks')
      .values({ draw_id: drawId, customer_id: customerId, unlocked_at: now })
      .onConflict((conflict) => conflict.columns(['draw_id', 'customer_id']).doNothing())
      .execute();
  }

  /** Whether the customer's cart holds the premium month already. */
  async cartHoldsPremium(customerId: string): Promise<boolean> {
    const row = await this.database
      .selectFrom('cart_items')
      .innerJoin('carts', 'carts.id', 'cart_items.cart_id')
      .select('cart_items.id')
      .where('carts.customer_id', '=', customerId)
      .where('cart_items.product_offer_key', '=', premiumOffer.productOfferKey)
      .executeTakeFirst();
    return row !== undefined;
  }
}
