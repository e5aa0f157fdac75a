import { getSession } from 'shared-kernel';
import {
  fetchCustomerOverview,
  saveFavouriteNumbers,
  type FavouriteNumbers,
} from 'shared-kernel/contract/customer';
import { fetchConfig } from 'shared-kernel/contract/platform';
import { fetchProductOffers, type ProductOffer } from 'shared-kernel/contract/product-offers';
import { type Lottery } from './favourite-numbers-api';

// The favourite numbers screen's calls, loaded with the screen.

/** The lotteries whose standard game has number sets: favourites are kept per number set. */
export function lotteriesOf(offers: ProductOffer[]): Lottery[] {
  return offers.flatMap((offer) => {
    if (offer.type !== 'lottery_ticket') return [];
    const gameOffers = offer.gameTypes.flatMap((gameType) => gameType.gameOffers);
    const standard = gameOffers.find((gameOffer) => gameOffer.key === 'standard') ?? gameOffers[0];
    return standard && standard.numberSets.length > 0
      ? [{ key: offer.key, name: offer.name, numberSets: standard.numberSets }]
      : [];
  });
}

export async function fetchLotteries(): Promise<Lottery[]> {
  const pricingId = getSession().pricingId ?? (await fetchConfig()).defaultPricingId;
  return lotteriesOf(await fetchProductOffers(pricingId));
}

export async function fetchFavourites(): Promise<FavouriteNumbers> {
  return (await fetchCustomerOverview()).favouriteNumbers ?? [];
}

export function saveFavourites(favourites: FavouriteNumbers): Promise<FavouriteNumbers> {
  return saveFavouriteNumbers(favourites);
}
