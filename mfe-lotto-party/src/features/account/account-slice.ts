import type { UnknownAction } from 'redux';
import { type Group, type Session, type ShareTicket } from 'shared-kernel/contract/social';
import { idlePart, loadingPart, type Part, withPartAnswer } from '../../shared/load-part';

export interface ListPage<Entity> {
  entities: Entity[];
  total: number;
}

/** The account's pages: each thing they show has its own fetching and failed flags. */
export interface AccountState {
  /** False once the segment turned out not to have social syndicates. */
  isAvailable: boolean;
  myGroups: Part<ListPage<Group>>;
  shareTickets: Part<ListPage<ShareTicket>>;
  shareTicket: Part<ShareTicket>;
  session: Part<Session>;
  group: Part<Group>;
  groupSessions: Part<ListPage<Session>>;
}

export type AccountPart = Exclude<keyof AccountState, 'isAvailable'>;
export type ValueOf<Name extends AccountPart> = NonNullable<AccountState[Name]['value']>;

export const initialAccountState: AccountState = {
  isAvailable: true,
  myGroups: idlePart,
  shareTickets: idlePart,
  shareTicket: idlePart,
  session: idlePart,
  group: idlePart,
  groupSessions: idlePart,
};

type LoadedAction = {
  [Name in AccountPart]: {
    type: 'lottoPartyAccount/loaded';
    payload: { part: Name; key: string; value: ValueOf<Name> };
  };
}[AccountPart];

export type AccountAction =
  | { type: 'lottoPartyAccount/overviewOpened'; payload: { page: number } }
  | { type: 'lottoPartyAccount/shareTicketOpened'; payload: { id: string } }
  | { type: 'lottoPartyAccount/sessionOpened'; payload: { id: string } }
  | { type: 'lottoPartyAccount/groupOpened'; payload: { id: string; page: number } }
  | LoadedAction
  | {
      type: 'lottoPartyAccount/loadFailed';
      payload: { part: AccountPart; key: string; status: number | null };
    }
  | { type: 'lottoPartyAccount/unavailable' };

export const overviewOpened = (page: number): AccountAction => ({
  type: 'lottoPartyAccount/overviewOpened',
  payload: { page },
});
export const shareTicketOpened = (id: string): AccountAction => ({
  type: 'lottoPartyAccount/shareTicketOpened',
  payload: { id },
});
export const sessionOpened = (id: string): AccountAction => ({
  type: 'lottoPartyAccount/sessionOpened',
  payload: { id },
});
export const groupOpened = (id: string, page: number): AccountAction => ({
  type: 'lottoPartyAccount/groupOpened',
  payload: { id, page },
});
export const partLoaded = <Name extends AccountPart>(
  part: Name,
  key: string,
  value: ValueOf<Name>,
): AccountAction =>
  ({ type: 'lottoPartyAccount/loaded', payload: { part, key, value } }) as LoadedAction;
export const partLoadFailed = (
  part: AccountPart,
  key: string,
  status: number | null,
): AccountAction => ({ type: 'lottoPartyAccount/loadFailed', payload: { part, key, status } });
export const accountUnavailable = (): AccountAction => ({ type: 'lottoPartyAccount/unavailable' });

/** The key of one page of the customer's tickets, and of one page of a group's sessions. */
export const shareTicketsKeyOf = (page: number) => String(page);
export const groupSessionsKeyOf = (groupId: string, page: number) => `${groupId}:${page}`;
/** The account page shows the first page of the customer's groups. */
export const myGroupsKey = '1';

/** Kept while it is asked for again and was loaded (paging a list beside it); else loading. */
function reopened<Value>(current: Part<Value>, key: string): Part<Value> {
  return current.key === key && current.status === 'loaded' ? current : loadingPart(key);
}

function isAccountAction(action: UnknownAction): action is AccountAction {
  return action.type.startsWith('lottoPartyAccount/');
}

export function accountReducer(
  state: AccountState = initialAccountState,
  action: UnknownAction,
): AccountState {
  if (!isAccountAction(action)) return state;
  switch (action.type) {
    case 'lottoPartyAccount/overviewOpened':
      return {
        ...state,
        isAvailable: true,
        myGroups: reopened(state.myGroups, myGroupsKey),
        shareTickets: loadingPart(shareTicketsKeyOf(action.payload.page)),
      };
    case 'lottoPartyAccount/shareTicketOpened':
      return {
        ...state,
        isAvailable: true,
        shareTicket: loadingPart(action.payload.id),
        session: idlePart,
      };
    case 'lottoPartyAccount/sessionOpened':
      return { ...state, isAvailable: true, session: loadingPart(action.payload.id) };
    case 'lottoPartyAccount/groupOpened': {
      const { id, page } = action.payload;
      return {
        ...state,
        isAvailable: true,
        group: reopened(state.group, id),
        groupSessions: loadingPart(groupSessionsKeyOf(id, page)),
      };
    }
    case 'lottoPartyAccount/unavailable':
      return { ...state, isAvailable: false };
    default:
      return withPartAnswer(state, action, 'lottoPartyAccount');
  }
}

export const selectAccount = (state: { lottoPartyAccount: AccountState }) =>
  state.lottoPartyAccount;
