import { type GiveawayType } from 'shared-kernel/contract/membership';

/** The programme's fixed names (the premium offer bought through the cart, the giveaway offers). */

export const premiumOffer = {
  productOfferKey: 'daily_winners',
  productType: 'membership',
  gameType: 'membership',
  gameOffer: 'premium_monthly',
  name: 'Daily Winners Premium',
  description: 'Daily Winners Premium, 1 month',
  priceCents: 1000,
} as const;

/** The premium month as the cart (and a renewal's one-item basket) holds it. */
export function premiumItemRequest(unitPriceCents: number) {
  return {
    productOfferKey: premiumOffer.productOfferKey,
    gameType: premiumOffer.gameType,
    gameOffer: premiumOffer.gameOffer,
    description: premiumOffer.description,
    unitPriceCents,
  };
}

export const giveawayOfferKeys: Record<GiveawayType, string> = {
  daily: 'daily_winners_daily',
  monthly: 'daily_winners_monthly',
  major: 'daily_winners_major',
  preview: 'daily_winners_preview',
  special: 'daily_winners_special',
};

/** Entry tickets the draw engine writes for giveaway entrants. */
export const giveawayEntryGameType = 'giveaway';

/** The programme's display names. */
export const programName = 'Daily Winners';
