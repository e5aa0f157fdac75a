import { bus, getSession } from 'shared-kernel';
import {
  fetchCustomerOverview,
  saveFavouriteNumbers,
  type FavouriteNumbers,
} from 'shared-kernel/contract/customer';
import { fetchConfig } from 'shared-kernel/contract/platform';
import {
  fetchProductOffers,
  type NumberSet,
  type ProductOffer,
} from 'shared-kernel/contract/product-offers';

/** A lottery favourites can be kept for, with the number sets of its standard game. */
export interface Lottery {
  key: string;
  name: string;
  numberSets: NumberSet[];
}

/** The favourite numbers screen's calls; tests pass their own. */
export interface FavouriteNumbersApi {
  fetchLotteries: () => Promise<Lottery[]>;
  /** The customer's favourites, as the customer overview carries them. */
  fetchFavouriteNumbers: () => Promise<FavouriteNumbers>;
  /** Replaces every lottery's favourites; answers them as kept. */
  saveFavouriteNumbers: (favourites: FavouriteNumbers) => Promise<FavouriteNumbers>;
  /** Tells the other packages that the customer they show is stale. */
  publishChanged: () => void;
}

/** The lotteries whose standard game has number sets: favourites are kept per number set. */
function lotteriesOf(offers: ProductOffer[]): Lottery[] {
  return offers.flatMap((offer) => {
    if (offer.type !== 'lottery_ticket') return [];
    const gameOffers = offer.gameTypes.flatMap((gameType) => gameType.gameOffers);
    const standard = gameOffers.find((gameOffer) => gameOffer.key === 'standard') ?? gameOffers[0];
    return standard && standard.numberSets.length > 0
      ? [{ key: offer.key, name: offer.name, numberSets: standard.numberSets }]
      : [];
  });
}

async function fetchLotteries(): Promise<Lottery[]> {
  const pricingId = getSession().pricingId ?? (await fetchConfig()).defaultPricingId;
  return lotteriesOf(await fetchProductOffers(pricingId));
}

async function fetchFavourites(): Promise<FavouriteNumbers> {
  return (await fetchCustomerOverview()).favouriteNumbers ?? [];
}

function saveFavourites(favourites: FavouriteNumbers): Promise<FavouriteNumbers> {
  return saveFavouriteNumbers(favourites);
}

export const kernelFavouriteNumbersApi: FavouriteNumbersApi = {
  fetchLotteries,
  fetchFavouriteNumbers: fetchFavourites,
  saveFavouriteNumbers: saveFavourites,
  publishChanged: () => bus.publish('customer/accountChanged', { reason: 'favourite_numbers' }),
};
