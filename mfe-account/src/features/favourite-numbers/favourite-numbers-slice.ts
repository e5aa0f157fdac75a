import type { UnknownAction } from 'redux';
import { type FavouriteNumbers } from 'shared-kernel/contract/customer';
import { type Lottery } from './favourite-numbers-api';

/** What the screen says under one lottery after a save or a clear. */
export interface LotteryNotice {
  lotteryKey: string;
  text: string;
  isError: boolean;
}

export interface FavouriteNumbersState {
  status: 'loading' | 'loaded' | 'failed';
  lotteries: Lottery[];
  favourites: FavouriteNumbers;
  /** The lottery whose favourites are being saved or cleared; one at a time. */
  savingLotteryKey: string | null;
  notice: LotteryNotice | null;
}

export const initialFavouriteNumbersState: FavouriteNumbersState = {
  status: 'loading',
  lotteries: [],
  favourites: [],
  savingLotteryKey: null,
  notice: null,
};

/** A save of one lottery's favourites; empty `numbers` clears them. */
export interface FavouriteNumbersSave {
  lottery: Lottery;
  numbers: number[][];
}

export type FavouriteNumbersAction =
  | { type: 'favouriteNumbers/pageOpened' }
  | {
      type: 'favouriteNumbers/loaded';
      payload: { lotteries: Lottery[]; favourites: FavouriteNumbers };
    }
  | { type: 'favouriteNumbers/loadFailed' }
  | { type: 'favouriteNumbers/saveRequested'; payload: FavouriteNumbersSave }
  | {
      type: 'favouriteNumbers/saved';
      payload: { favourites: FavouriteNumbers; notice: LotteryNotice };
    }
  | { type: 'favouriteNumbers/saveFailed'; payload: { notice: LotteryNotice } };

export const favouriteNumbersPageOpened = (): FavouriteNumbersAction => ({
  type: 'favouriteNumbers/pageOpened',
});
export const favouriteNumbersLoaded = (
  lotteries: Lottery[],
  favourites: FavouriteNumbers,
): FavouriteNumbersAction => ({
  type: 'favouriteNumbers/loaded',
  payload: { lotteries, favourites },
});
export const favouriteNumbersLoadFailed = (): FavouriteNumbersAction => ({
  type: 'favouriteNumbers/loadFailed',
});
export const favouriteNumbersSaveRequested = (
  save: FavouriteNumbersSave,
): FavouriteNumbersAction => ({ type: 'favouriteNumbers/saveRequested', payload: save });
export const favouriteNumbersSaved = (
  favourites: FavouriteNumbers,
  notice: LotteryNotice,
): FavouriteNumbersAction => ({
  type: 'favouriteNumbers/saved',
  payload: { favourites, notice },
});
export const favouriteNumbersSaveFailed = (notice: LotteryNotice): FavouriteNumbersAction => ({
  type: 'favouriteNumbers/saveFailed',
  payload: { notice },
});

function isFavouriteNumbersAction(action: UnknownAction): action is FavouriteNumbersAction {
  return action.type.startsWith('favouriteNumbers/');
}

export function favouriteNumbersReducer(
  state: FavouriteNumbersState = initialFavouriteNumbersState,
  action: UnknownAction,
): FavouriteNumbersState {
  if (!isFavouriteNumbersAction(action)) return state;
  switch (action.type) {
    case 'favouriteNumbers/pageOpened':
      return { ...state, status: 'loading', notice: null };
    case 'favouriteNumbers/loaded':
      return { ...state, status: 'loaded', ...action.payload };
    case 'favouriteNumbers/loadFailed':
      return { ...state, status: 'failed' };
    case 'favouriteNumbers/saveRequested':
      return { ...state, savingLotteryKey: action.payload.lottery.key, notice: null };
    case 'favouriteNumbers/saved':
      return { ...state, savingLotteryKey: null, ...action.payload };
    case 'favouriteNumbers/saveFailed':
      return { ...state, savingLotteryKey: null, notice: action.payload.notice };
    default:
      return state;
  }
}

interface StateWithFavouriteNumbers {
  favouriteNumbers: FavouriteNumbersState;
}

export const selectFavouriteNumbers = (state: StateWithFavouriteNumbers) => state.favouriteNumbers;
