import type { UnknownAction } from 'redux';
import { type FavouriteNumbers } from 'shared-kernel/contract/customer';

/** The customer's favourite numbers as the play page offers them (product.md §3 Customer). */
export interface FavouriteNumbersState {
  isSignedIn: boolean;
  /** Every lottery's favourites: from session storage first, then the server; null until read. */
  favourites: FavouriteNumbers | null;
  /** product.md §4 "Cookies kept": the favourite tooltip was closed (session storage). */
  isTooltipClosed: boolean;
  saveStatus: 'idle' | 'saving' | 'saved' | 'failed';
  saveMessage: string | null;
}

export const initialFavouriteNumbersState: FavouriteNumbersState = {
  isSignedIn: false,
  favourites: null,
  isTooltipClosed: false,
  saveStatus: 'idle',
  saveMessage: null,
};

export type FavouriteNumbersAction =
  | {
      type: 'favouriteNumbers/playPageOpened';
      payload: { lotteryKey: string; isFillWanted: boolean };
    }
  | {
      type: 'favouriteNumbers/read';
      payload: {
        isSignedIn: boolean;
        favourites: FavouriteNumbers | null;
        isTooltipClosed: boolean;
      };
    }
  | { type: 'favouriteNumbers/tooltipClosed' }
  | { type: 'favouriteNumbers/saveRequested'; payload: { lotteryKey: string; numbers: number[][] } }
  | { type: 'favouriteNumbers/saved'; payload: { favourites: FavouriteNumbers } }
  | { type: 'favouriteNumbers/saveFailed'; payload: { message: string } };

/** A play page opened for a lottery; `?favourite_numbers=true` asks for them at once. */
export const favouritePlayPageOpened = (
  lotteryKey: string,
  isFillWanted: boolean,
): FavouriteNumbersAction => ({
  type: 'favouriteNumbers/playPageOpened',
  payload: { lotteryKey, isFillWanted },
});
export const favouriteNumbersRead = (
  payload: Extract<FavouriteNumbersAction, { type: 'favouriteNumbers/read' }>['payload'],
): FavouriteNumbersAction => ({ type: 'favouriteNumbers/read', payload });
export const favouriteTooltipClosed = (): FavouriteNumbersAction => ({
  type: 'favouriteNumbers/tooltipClosed',
});
export const favouriteNumbersSaveRequested = (
  lotteryKey: string,
  numbers: number[][],
): FavouriteNumbersAction => ({
  type: 'favouriteNumbers/saveRequested',
  payload: { lotteryKey, numbers },
});
export const favouriteNumbersSaved = (favourites: FavouriteNumbers): FavouriteNumbersAction => ({
  type: 'favouriteNumbers/saved',
  payload: { favourites },
});
export const favouriteNumbersSaveFailed = (message: string): FavouriteNumbersAction => ({
  type: 'favouriteNumbers/saveFailed',
  payload: { message },
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
    case 'favouriteNumbers/playPageOpened':
      return { ...state, saveStatus: 'idle', saveMessage: null };
    case 'favouriteNumbers/read':
      return { ...state, ...action.payload };
    case 'favouriteNumbers/tooltipClosed':
      return { ...state, isTooltipClosed: true };
    case 'favouriteNumbers/saveRequested':
      return { ...state, saveStatus: 'saving', saveMessage: null };
    case 'favouriteNumbers/saved':
      return { ...state, saveStatus: 'saved', favourites: action.payload.favourites };
    case 'favouriteNumbers/saveFailed':
      return { ...state, saveStatus: 'failed', saveMessage: action.payload.message };
    default:
      return state;
  }
}

export const selectFavouriteNumbers = (state: { favouriteNumbers: FavouriteNumbersState }) =>
  state.favouriteNumbers;
