import { createSelector } from 'reselect';
import { type ProductOffer, type ProductOfferType } from 'shared-kernel/contract/product-offers';
import { type UpcomingDraw } from 'shared-kernel/contract/draws';
import type { HomeState } from './home-slice';

interface StateWithHome {
  home: HomeState;
}

export interface ProductOfferGroup {
  type: Exclude<ProductOfferType, 'membership'>;
  heading: string;
  productOffers: ProductOffer[];
}

/** The groups of the home page, in this order; memberships are not sold from it. */
const groupHeadings: ReadonlyArray<Pick<ProductOfferGroup, 'type' | 'heading'>> = [
  { type: 'lottery_ticket', heading: 'Lotteries' },
  { type: 'raffle_ticket', heading: 'Raffles' },
  { type: 'syndicate_share', heading: 'Syndicates' },
];

export const selectHomeStatus = (state: StateWithHome) => state.home.status;

export const selectHomeFailure = (state: StateWithHome) => state.home.failure;

export const selectProductOffers = (state: StateWithHome) => state.home.productOffers;

/** Offers on sale now (available, not suspended), grouped by kind; empty groups are left out. */
export const selectProductOfferGroups = createSelector(
  [selectProductOffers],
  (productOffers): ProductOfferGroup[] => {
    const onSale = productOffers.filter(
      (offer) => offer.availability === 'available' && !offer.suspended,
    );
    return groupHeadings
      .map((group) => ({
        ...group,
        productOffers: onSale
          .filter((offer) => offer.type === group.type)
          .sort((first, second) => first.ranking - second.ranking),
      }))
      .filter((group) => group.productOffers.length > 0);
  },
);

/** The draw that closes next after `now`, or null when the offer has none open. */
export function nextDrawOf(productOffer: ProductOffer, now: Date): UpcomingDraw | null {
  let next: UpcomingDraw | null = null;
  for (const draw of productOffer.draws) {
    const stop = Date.parse(draw.stop);
    if (stop > now.getTime() && (next === null || stop < Date.parse(next.stop))) next = draw;
  }
  return next;
}
