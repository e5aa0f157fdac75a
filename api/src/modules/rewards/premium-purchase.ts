import { type Kysely } from 'kysely';
import { DateTime } from 'luxon';
import { type Database } from '../../database/schema';
import { premiumOffer } from './offers';
import { MembershipRepository } from './repository';

/** What a bought ticket says about itself, as far as the programme cares. */
export interface BoughtLine {
  productType: string;
  productOfferKey: string;
  gameOffer: string;
  quantity: number;
}

const isPremiumMonth = (line: BoughtLine) =>
  line.productType === 'membership' &&
  line.productOfferKey === premiumOffer.productOfferKey &&
  line.gameOffer === premiumOffer.gameOffer;

/**
 * Run by every purchase inside its transaction (cart checkout, deposit purchase, renewal): a
 * purchase holding the premium month makes the customer a Premium member (joining if needed),
 * paid until one Sydney month (per month bought) after the later of now and the current end,
 * renewing. A purchase without it changes nothing.
 */
export async function grantPremiumOfPurchase(
  transaction: Kysely<Database>,
  customerId: string,
  lines: readonly BoughtLine[],
  now: Date,
): Promise<void> {
  const months = lines
    .filter(isPremiumMonth)
    .reduce((sum, line) => sum + Math.max(1, line.quantity), 0);
  if (months === 0) return;
  const memberships = new MembershipRepository(transaction);
  const current = await memberships.lock(customerId, now);
  const from =
    current.tier === 'premium' && current.premiumUntil && current.premiumUntil > now
      ? current.premiumUntil
      : now;
  const premiumUntil = DateTime.fromJSDate(from, { zone: 'Australia/Sydney' })
    .plus({ months })
    .toJSDate();
  await memberships.save(
    {
      ...current,
      status: 'member',
      tier: 'premium',
      joinedAt: current.joinedAt ?? now,
      premiumUntil,
      premiumRenews: true,
    },
    now,
  );
}
