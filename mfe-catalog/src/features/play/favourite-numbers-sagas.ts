import {
  call,
  getContext,
  put,
  select,
  takeLatest,
  takeLeading,
  type StrictEffect,
} from 'redux-saga/effects';
import { errorMessageFallback, isApiError } from 'shared-kernel';
import { type FavouriteNumbers } from 'shared-kernel/contract/customer';
import { type FavouriteNumbersApi } from './favourite-numbers-api';
import {
  type FavouriteNumbersAction,
  favouriteNumbersRead,
  favouriteNumbersSaved,
  favouriteNumbersSaveFailed,
  type FavouriteNumbersState,
  selectFavouriteNumbers,
} from './favourite-numbers-slice';
import { favouriteNumbersUsed } from './play-slice';

type Saga = Generator<StrictEffect, void, unknown>;

/** One lottery's favourites; an empty list when it has none. */
export const favouritesOfLottery = (favourites: FavouriteNumbers | null, lotteryKey: string) =>
  favourites?.find((entry) => entry.lotteryKey === lotteryKey)?.numbers ?? [];

const sameNumbers = (first: number[][], second: number[][]) =>
  JSON.stringify(first) === JSON.stringify(second);

/**
 * A play page opened: the favourites kept in session storage answer at once, then the customer
 * overview (kept again in storage). With `?favourite_numbers=true` game 1 is filled from the
 * first answer, and again if the server's differ. A signed-out visitor's kept favourites are
 * dropped, so the next customer in this tab does not see them.
 */
function* readFavourites(
  action: Extract<FavouriteNumbersAction, { type: 'favouriteNumbers/playPageOpened' }>,
): Saga {
  const api = (yield getContext('favourites')) as FavouriteNumbersApi;
  const { lotteryKey, isFillWanted } = action.payload;
  const isTooltipClosed = (yield call(api.isTooltipClosed)) as boolean;
  if (!api.isSignedIn()) {
    yield call(api.writeStored, null);
    yield put(favouriteNumbersRead({ isSignedIn: false, favourites: null, isTooltipClosed }));
    return;
  }
  const stored = (yield call(api.readStored)) as FavouriteNumbers | null;
  yield put(favouriteNumbersRead({ isSignedIn: true, favourites: stored, isTooltipClosed }));
  let filled: number[][] = [];
  if (isFillWanted && stored) {
    filled = favouritesOfLottery(stored, lotteryKey);
    if (filled.length > 0) yield put(favouriteNumbersUsed(filled));
  }
  try {
    const favourites = (yield call(api.fetchFavouriteNumbers)) as FavouriteNumbers;
    yield call(api.writeStored, favourites);
    yield put(favouriteNumbersRead({ isSignedIn: true, favourites, isTooltipClosed }));
    const numbers = favouritesOfLottery(favourites, lotteryKey);
    if (isFillWanted && numbers.length > 0 && !sameNumbers(numbers, filled)) {
      yield put(favouriteNumbersUsed(numbers));
    }
  } catch {
    // The overview could not be read: what session storage holds is offered meanwhile.
  }
}

function* closeTooltip(): Saga {
  const api = (yield getContext('favourites')) as FavouriteNumbersApi;
  yield call(api.closeTooltip);
}

function* saveFavourites(
  action: Extract<FavouriteNumbersAction, { type: 'favouriteNumbers/saveRequested' }>,
): Saga {
  const api = (yield getContext('favourites')) as FavouriteNumbersApi;
  const { favourites } = (yield select(selectFavouriteNumbers)) as FavouriteNumbersState;
  const { lotteryKey, numbers } = action.payload;
  try {
    const saved = (yield call(
      api.saveLotteryFavourites,
      favourites ?? [],
      lotteryKey,
      numbers,
    )) as FavouriteNumbers;
    yield call(api.writeStored, saved);
    yield put(favouriteNumbersSaved(saved));
  } catch (error) {
    const fieldMessages =
      isApiError(error) && !Array.isArray(error.errors) ? Object.values(error.errors).flat() : [];
    const message =
      fieldMessages[0] ??
      (isApiError(error) && error.isResponse && error.message
        ? error.message
        : errorMessageFallback);
    yield put(favouriteNumbersSaveFailed(message));
  }
}

/**
 * Reading: the latest play page wins (a newer page cancels the older read). Saving: one at a
 * time, presses meanwhile ignored. Closing the tip: every close is kept.
 */
export function* watchFavouriteNumbers(): Saga {
  yield takeLatest('favouriteNumbers/playPageOpened', readFavourites);
  yield takeLeading('favouriteNumbers/saveRequested', saveFavourites);
  yield takeLatest('favouriteNumbers/tooltipClosed', closeTooltip);
}
