import type { UnknownAction } from 'redux';
import { membershipMessages, type GiveawayWinner } from 'shared-kernel/contract/membership';

export interface WinnersState {
  page: number;
  /** failed: the winners-error state, with its message. */
  status: 'loading' | 'loaded' | 'failed' | 'unavailable';
  winners: GiveawayWinner[];
  total: number;
  error: string | null;
}

export const initialWinnersState: WinnersState = {
  page: 1,
  status: 'loading',
  winners: [],
  total: 0,
  error: null,
};

export type WinnersAction =
  | { type: 'winners/pageOpened'; payload: { page: number } }
  | { type: 'winners/loaded'; payload: { winners: GiveawayWinner[]; total: number } }
  | { type: 'winners/loadFailed' }
  | { type: 'winners/unavailable' };

export const winnersPageOpened = (page: number): WinnersAction => ({
  type: 'winners/pageOpened',
  payload: { page },
});
export const winnersLoaded = (winners: GiveawayWinner[], total: number): WinnersAction => ({
  type: 'winners/loaded',
  payload: { winners, total },
});
export const winnersLoadFailed = (): WinnersAction => ({ type: 'winners/loadFailed' });
export const winnersUnavailable = (): WinnersAction => ({ type: 'winners/unavailable' });

function isWinnersAction(action: UnknownAction): action is WinnersAction {
  return action.type.startsWith('winners/');
}

export function winnersReducer(
  state: WinnersState = initialWinnersState,
  action: UnknownAction,
): WinnersState {
  if (!isWinnersAction(action)) return state;
  switch (action.type) {
    case 'winners/pageOpened':
      return { ...initialWinnersState, page: action.payload.page };
    case 'winners/loaded':
      return { ...state, status: 'loaded', ...action.payload, error: null };
    case 'winners/loadFailed':
      return { ...state, status: 'failed', error: membershipMessages.winnersError };
    case 'winners/unavailable':
      return { ...state, status: 'unavailable' };
    default:
      return state;
  }
}

export const selectWinners = (state: { winners: WinnersState }) => state.winners;
