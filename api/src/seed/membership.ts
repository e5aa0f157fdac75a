import { DateTime } from 'luxon';
import { type Kysely } from 'kysely';
import { dailyWinnersProgram } from 'shared-kernel/contract/membership';
import { jsonb } from '../database/json';
import { type Database } from '../database/schema';
import {
  membershipCmsCollection,
  membershipCmsItemId,
  membershipTexts,
} from '../modules/rewards/config-texts';
import { giveawayOfferKeys, premiumOffer, programName } from '../modules/rewards/offers';

/** The demo customer who is a Premium member (renewing); everyone else is not a member. */
export const premiumDemoEmail = 'demo@lottoshop.test';

const giveawayOfferNames: Record<keyof typeof giveawayOfferKeys, string> = {
  daily: 'Daily giveaway',
  monthly: 'Monthly giveaway',
  major: 'Major giveaway',
  preview: 'Premium preview giveaway',
  special: 'Special giveaway',
};

/**
 * The programme's product offers, where they are missing: the premium membership (bought
 * through the cart, with its game type and A$10.00 monthly game offer) and one offer per
 * giveaway. The giveaway draws' seed writes them with their schedules; this keeps a database
 * without that seed (and the programme's tests) able to sell premium and hold giveaway draws.
 */
export async function ensureMembershipOffers(database: Kysely<Database>): Promise<void> {
  // Giveaways are never sold (unavailable); the premium month is.
  const offer = (key: string, name: string, ranking: number, onSale: boolean) => ({
    key,
    type: 'membership',
    name,
    url: key.replace(/_/g, '-'),
    availability: onSale ? 'available' : 'unavailable',
    display_category: 'Membership',
    suspended: false,
    ranking,
    recurring_purchase_type: null,
    recurring_purchase_availability: 'never',
  });
  await database
    .insertInto('product_offers')
    .values([
      offer(premiumOffer.productOfferKey, programName, 900, true),
      ...Object.entries(giveawayOfferKeys).map(([type, key], index) =>
        offer(key, giveawayOfferNames[type as keyof typeof giveawayOfferKeys], 901 + index, false),
      ),
    ])
    .onConflict((conflict) => conflict.column('key').doNothing())
    .execute();
  await database
    .insertInto('game_types')
    .values({
      product_offer_key: premiumOffer.productOfferKey,
      key: premiumOffer.gameType,
      name: 'Membership',
      ranking: 1,
    })
    .onConflict((conflict) => conflict.doNothing())
    .execute();
  await database
    .insertInto('game_offers')
    .values({
      product_offer_key: premiumOffer.productOfferKey,
      game_type_key: premiumOffer.gameType,
      key: premiumOffer.gameOffer,
      name: premiumOffer.name,
      min_games: 1,
      max_games: 1,
      default_games: 1,
      number_sets: jsonb([]),
      prices: jsonb([{ games: 1, price_cents: premiumOffer.priceCents }]),
      price_currency: 'AUD',
      ranking: 1,
    })
    .onConflict((conflict) => conflict.doNothing())
    .execute();
}

/**
 * The programme's demo data: its offers (where missing), its texts in the CMS, and the demo
 * customer as a Premium member whose month renews. Run after the giveaway draws' seed.
 */
export async function seedMembership(database: Kysely<Database>, now: Date): Promise<void> {
  await ensureMembershipOffers(database);
  await database
    .insertInto('cms_items')
    .values({
      collection: membershipCmsCollection,
      id: membershipCmsItemId,
      status: 'published',
      published_at: null,
      slug: membershipTexts.program_url,
      path: null,
      category: null,
      data: jsonb(membershipTexts),
    })
    .onConflict((conflict) => conflict.columns(['collection', 'id']).doNothing())
    .execute();

  const demo = await database
    .selectFrom('customers')
    .select('id')
    .where('email', '=', premiumDemoEmail)
    .executeTakeFirst();
  if (!demo) return;
  const joinedAt = DateTime.fromJSDate(now, { zone: 'Australia/Sydney' }).minus({ days: 12 });
  await database
    .insertInto('memberships')
    .values({
      customer_id: demo.id,
      program: dailyWinnersProgram,
      status: 'member',
      tier: 'premium',
      joined_at: joinedAt.toJSDate(),
      updated_at: joinedAt.toJSDate(),
      premium_until: joinedAt.plus({ months: 1 }).toJSDate(),
      premium_renews: true,
    })
    .onConflict((conflict) => conflict.columns(['customer_id', 'program']).doNothing())
    .execute();
}
