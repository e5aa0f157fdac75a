import {
  all,
  call,
  getContext,
  put,
  select,
  takeLatest,
  takeLeading,
  type StrictEffect,
} from 'redux-saga/effects';
import { errorMessageFallback, isApiError } from 'shared-kernel';
import { type FavouriteNumbers, withFavouriteNumbers } from 'shared-kernel/contract/customer';
import { type FavouriteNumbersApi, type Lottery } from './favourite-numbers-api';
import {
  type FavouriteNumbersAction,
  favouriteNumbersLoaded,
  favouriteNumbersLoadFailed,
  favouriteNumbersSaved,
  favouriteNumbersSaveFailed,
  type FavouriteNumbersState,
  selectFavouriteNumbers,
} from './favourite-numbers-slice';

type FavouriteNumbersSaga = Generator<StrictEffect, void, unknown>;

function* load(): FavouriteNumbersSaga {
  const api = (yield getContext('favouriteNumbersApi')) as FavouriteNumbersApi;
  try {
    const [lotteries, favourites] = (yield all([
      call(api.fetchLotteries),
      call(api.fetchFavouriteNumbers),
    ])) as [Lottery[], FavouriteNumbers];
    yield put(favouriteNumbersLoaded(lotteries, favourites));
  } catch {
    yield put(favouriteNumbersLoadFailed());
  }
}

/** The server's words for a refusal: the field message of the refused entry, else its message. */
function refusalOf(error: unknown): string {
  if (!isApiError(error) || !error.isResponse) return errorMessageFallback;
  const fieldMessages = Array.isArray(error.errors) ? [] : Object.values(error.errors).flat();
  return fieldMessages[0] ?? (error.message || errorMessageFallback);
}

function* save(
  action: Extract<FavouriteNumbersAction, { type: 'favouriteNumbers/saveRequested' }>,
): FavouriteNumbersSaga {
  const api = (yield getContext('favouriteNumbersApi')) as FavouriteNumbersApi;
  const { lottery, numbers } = action.payload;
  const { favourites } = (yield select(selectFavouriteNumbers)) as FavouriteNumbersState;
  const isClearing = numbers.length === 0;
  try {
    const saved = (yield call(
      api.saveFavouriteNumbers,
      withFavouriteNumbers(favourites, lottery.key, numbers),
    )) as FavouriteNumbers;
    const text = isClearing
      ? `Your ${lottery.name} favourites are cleared.`
      : `Your ${lottery.name} favourites are saved.`;
    yield put(favouriteNumbersSaved(saved, { lotteryKey: lottery.key, text, isError: false }));
    yield call(api.publishChanged);
  } catch (error) {
    const text = refusalOf(error);
    yield put(favouriteNumbersSaveFailed({ lotteryKey: lottery.key, text, isError: true }));
  }
}

/** Loading: the latest opening wins. Saving: one save at a time, the others ignored meanwhile. */
export function* watchFavouriteNumbers(): FavouriteNumbersSaga {
  yield takeLatest('favouriteNumbers/pageOpened', load);
  yield takeLeading('favouriteNumbers/saveRequested', save);
}
