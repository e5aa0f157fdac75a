import type { UnknownAction } from 'redux';
import { type GiveawayDraw } from 'shared-kernel/contract/membership';
import { isUnlockResolved, withUnlocked } from '../../shared/unlock-feature';

export type GiveawayList = 'current' | 'closed';

export interface AccountGiveawaysState {
  list: GiveawayList;
  page: number;
  status: 'loading' | 'loaded' | 'failed' | 'unavailable';
  draws: GiveawayDraw[];
  total: number;
  failureStatus: number | null;
}

export const initialAccountGiveawaysState: AccountGiveawaysState = {
  list: 'current',
  page: 1,
  status: 'loading',
  draws: [],
  total: 0,
  failureStatus: null,
};

export type AccountGiveawaysAction =
  | { type: 'accountGiveaways/pageOpened'; payload: { list: GiveawayList; page: number } }
  | { type: 'accountGiveaways/loaded'; payload: { draws: GiveawayDraw[]; total: number } }
  | { type: 'accountGiveaways/loadFailed'; payload: { status: number | null } }
  | { type: 'accountGiveaways/unavailable' };

export const accountGiveawaysPageOpened = (
  list: GiveawayList,
  page: number,
): AccountGiveawaysAction => ({ type: 'accountGiveaways/pageOpened', payload: { list, page } });
export const accountGiveawaysLoaded = (
  draws: GiveawayDraw[],
  total: number,
): AccountGiveawaysAction => ({ type: 'accountGiveaways/loaded', payload: { draws, total } });
export const accountGiveawaysLoadFailed = (status: number | null): AccountGiveawaysAction => ({
  type: 'accountGiveaways/loadFailed',
  payload: { status },
});
export const accountGiveawaysUnavailable = (): AccountGiveawaysAction => ({
  type: 'accountGiveaways/unavailable',
});

function isAccountGiveawaysAction(action: UnknownAction): action is AccountGiveawaysAction {
  return action.type.startsWith('accountGiveaways/');
}

export function accountGiveawaysReducer(
  state: AccountGiveawaysState = initialAccountGiveawaysState,
  action: UnknownAction,
): AccountGiveawaysState {
  if (isUnlockResolved(action)) {
    const unlocked = action.payload.draw;
    return unlocked ? { ...state, draws: withUnlocked(state.draws, unlocked) } : state;
  }
  if (!isAccountGiveawaysAction(action)) return state;
  switch (action.type) {
    case 'accountGiveaways/pageOpened':
      return { ...initialAccountGiveawaysState, ...action.payload };
    case 'accountGiveaways/loaded':
      return { ...state, status: 'loaded', ...action.payload, failureStatus: null };
    case 'accountGiveaways/loadFailed':
      return { ...state, status: 'failed', failureStatus: action.payload.status };
    case 'accountGiveaways/unavailable':
      return { ...state, status: 'unavailable' };
    default:
      return state;
  }
}

export const selectAccountGiveaways = (state: { accountGiveaways: AccountGiveawaysState }) =>
  state.accountGiveaways;
