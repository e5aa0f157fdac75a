import { bus } from 'shared-kernel';
import {
  fetchCustomerOverview,
  favouriteNumbersFromText,
  favouriteNumbersStorageKeys,
  saveFavouriteNumbers,
  type FavouriteNumbers,
  withFavouriteNumbers,
} from 'shared-kernel/contract/customer';

// The page's side of the favourite numbers: session storage and the customer calls.

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    // Storage may be refused (private windows): favourites are then read from the server only.
    return null;
  }
}

export function readStoredFavourites(): FavouriteNumbers | null {
  try {
    return favouriteNumbersFromText(
      storage()?.getItem(favouriteNumbersStorageKeys.numbers) ?? null,
    );
  } catch {
    return null;
  }
}

export function writeStoredFavourites(favourites: FavouriteNumbers | null): void {
  try {
    if (favourites) {
      storage()?.setItem(favouriteNumbersStorageKeys.numbers, JSON.stringify(favourites));
    } else storage()?.removeItem(favouriteNumbersStorageKeys.numbers);
  } catch {
    // A convenience only: the server keeps the favourites.
  }
}

export function isFavouriteTooltipClosed(): boolean {
  try {
    return storage()?.getItem(favouriteNumbersStorageKeys.tooltipClosed) === 'true';
  } catch {
    return false;
  }
}

export function closeFavouriteTooltip(): void {
  try {
    storage()?.setItem(favouriteNumbersStorageKeys.tooltipClosed, 'true');
  } catch {
    // The tip shows again on the next page: nothing is lost.
  }
}

export async function fetchFavourites(): Promise<FavouriteNumbers> {
  return (await fetchCustomerOverview()).favouriteNumbers ?? [];
}

export async function saveFavourites(
  current: FavouriteNumbers,
  lotteryKey: string,
  numbers: number[][],
): Promise<FavouriteNumbers> {
  const saved = await saveFavouriteNumbers(withFavouriteNumbers(current, lotteryKey, numbers));
  bus.publish('customer/accountChanged', { reason: 'favourite_numbers' });
  return saved;
}
