import { getSession } from 'shared-kernel';
import { type FavouriteNumbers } from 'shared-kernel/contract/customer';

/**
 * What the play page's favourite numbers need; the store gets the page's, tests their own. The
 * calls and session storage work load with the first play page (the kernel part below), so the
 * home page does not carry them.
 */
export interface FavouriteNumbersApi {
  isSignedIn: () => boolean;
  /** Session storage: the favourite numbers last read or saved; null when none are kept. */
  readStored: () => Promise<FavouriteNumbers | null>;
  writeStored: (favourites: FavouriteNumbers | null) => Promise<void>;
  isTooltipClosed: () => Promise<boolean>;
  closeTooltip: () => Promise<void>;
  /** The signed-in customer's favourites, as the customer overview carries them. */
  fetchFavouriteNumbers: () => Promise<FavouriteNumbers>;
  /**
   * Replaces one lottery's favourites among `current` (PUT /favourite-numbers sends every
   * lottery's); answers all of them as kept.
   */
  saveLotteryFavourites: (
    current: FavouriteNumbers,
    lotteryKey: string,
    numbers: number[][],
  ) => Promise<FavouriteNumbers>;
}

const kernelPart = () => import('./favourite-numbers-kernel');

export const kernelFavouriteNumbersApi: FavouriteNumbersApi = {
  isSignedIn: () => getSession().isAuthenticated,
  readStored: async () => (await kernelPart()).readStoredFavourites(),
  writeStored: async (favourites) => (await kernelPart()).writeStoredFavourites(favourites),
  isTooltipClosed: async () => (await kernelPart()).isFavouriteTooltipClosed(),
  closeTooltip: async () => (await kernelPart()).closeFavouriteTooltip(),
  fetchFavouriteNumbers: async () => (await kernelPart()).fetchFavourites(),
  saveLotteryFavourites: async (current, lotteryKey, numbers) =>
    (await kernelPart()).saveFavourites(current, lotteryKey, numbers),
};
