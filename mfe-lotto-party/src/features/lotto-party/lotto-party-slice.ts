import type { UnknownAction } from 'redux';
import { type GroupPage, type SessionPage } from '../../shared/lotto-party-api';
import { idlePart, loadingPart, type Part, withPartAnswer } from '../../shared/load-part';
import {
  checkedAccess,
  checkingAccess,
  failedAccess,
  type PageAccess,
} from '../../shared/page-access';

/** The landing page and the customer's groups: who is looking, their groups, open sessions. */
export interface LottoPartyHomeState {
  access: PageAccess;
  myGroups: Part<GroupPage>;
  discover: Part<SessionPage>;
}

export const initialLottoPartyHomeState: LottoPartyHomeState = {
  access: checkingAccess,
  myGroups: idlePart,
  discover: idlePart,
};

export type HomePart = 'myGroups' | 'discover';

export type LottoPartyHomeAction =
  | { type: 'lottoPartyHome/landingOpened'; payload: { discoverPage: number } }
  | { type: 'lottoPartyHome/groupsPageOpened'; payload: { page: number } }
  | { type: 'lottoPartyHome/accessChecked'; payload: { isSignedIn: boolean; isAvailable: boolean } }
  | { type: 'lottoPartyHome/accessFailed'; payload: { status: number | null } }
  | {
      type: 'lottoPartyHome/loaded';
      payload: { part: HomePart; key: string; value: GroupPage | SessionPage };
    }
  | {
      type: 'lottoPartyHome/loadFailed';
      payload: { part: HomePart; key: string; status: number | null };
    };

export const landingOpened = (discoverPage: number): LottoPartyHomeAction => ({
  type: 'lottoPartyHome/landingOpened',
  payload: { discoverPage },
});
export const groupsPageOpened = (page: number): LottoPartyHomeAction => ({
  type: 'lottoPartyHome/groupsPageOpened',
  payload: { page },
});
export const accessChecked = (isSignedIn: boolean, isAvailable: boolean): LottoPartyHomeAction => ({
  type: 'lottoPartyHome/accessChecked',
  payload: { isSignedIn, isAvailable },
});
export const accessFailed = (status: number | null): LottoPartyHomeAction => ({
  type: 'lottoPartyHome/accessFailed',
  payload: { status },
});
export const homePartLoaded = (
  part: HomePart,
  key: string,
  value: GroupPage | SessionPage,
): LottoPartyHomeAction => ({ type: 'lottoPartyHome/loaded', payload: { part, key, value } });
export const homePartLoadFailed = (
  part: HomePart,
  key: string,
  status: number | null,
): LottoPartyHomeAction => ({ type: 'lottoPartyHome/loadFailed', payload: { part, key, status } });

export function lottoPartyHomeReducer(
  state: LottoPartyHomeState = initialLottoPartyHomeState,
  action: UnknownAction,
): LottoPartyHomeState {
  const event = action as LottoPartyHomeAction;
  switch (event.type) {
    case 'lottoPartyHome/landingOpened':
      return {
        ...state,
        myGroups: loadingPart('1'),
        discover: loadingPart(String(event.payload.discoverPage)),
      };
    case 'lottoPartyHome/groupsPageOpened':
      return { ...state, myGroups: loadingPart(String(event.payload.page)) };
    case 'lottoPartyHome/accessChecked': {
      const { isSignedIn, isAvailable } = event.payload;
      return {
        ...state,
        access: checkedAccess(isSignedIn, isAvailable),
        myGroups: isSignedIn && isAvailable ? state.myGroups : idlePart,
      };
    }
    case 'lottoPartyHome/accessFailed':
      return { ...state, access: failedAccess(state.access, event.payload.status) };
    default:
      return withPartAnswer(state, action, 'lottoPartyHome');
  }
}

export const selectLottoPartyHome = (state: { lottoPartyHome: LottoPartyHomeState }) =>
  state.lottoPartyHome;
