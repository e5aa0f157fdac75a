import { bus } from 'shared-kernel';
import { type FavouriteNumbers } from 'shared-kernel/contract/customer';
import { type NumberSet } from 'shared-kernel/contract/product-offers';

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

// The calls load with the screen, not with the remote's first page.
const kernelPart = () => import('./favourite-numbers-kernel');

export const kernelFavouriteNumbersApi: FavouriteNumbersApi = {
  fetchLotteries: async () => (await kernelPart()).fetchLotteries(),
  fetchFavouriteNumbers: async () => (await kernelPart()).fetchFavourites(),
  saveFavouriteNumbers: async (favourites) => (await kernelPart()).saveFavourites(favourites),
  publishChanged: () => bus.publish('customer/accountChanged', { reason: 'favourite_numbers' }),
};
