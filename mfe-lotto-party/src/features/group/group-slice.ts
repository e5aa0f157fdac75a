import type { UnknownAction } from 'redux';
import { type AutosessionStatus, type Group, type Session } from 'shared-kernel/contract/social';
import { type SessionPage } from '../../shared/lotto-party-api';
import { idlePart, loadingPart, type Part, withPartAnswer } from '../../shared/load-part';
import {
  checkedAccess,
  checkingAccess,
  failedAccess,
  type PageAccess,
} from '../../shared/page-access';
import { type ServerFieldError } from '../../shared/server-field-errors';

/**
 * A group's pages: the group (by id or by invite token) with its open session, its sessions, and
 * what the customer does there: join, buy shares, switch auto-session (editing), revoke the link.
 */
export interface GroupState {
  access: PageAccess;
  group: Part<Group>;
  sessions: Part<SessionPage>;
  isJoining: boolean;
  purchase: { isBuying: boolean; serverErrors: ServerFieldError[]; next: 'checkout' | null };
  editing: { isEditing: boolean; isFailed: boolean };
  invite: { isRevoking: boolean; isRevoked: boolean };
}

export const initialGroupState: GroupState = {
  access: checkingAccess,
  group: idlePart,
  sessions: idlePart,
  isJoining: false,
  purchase: { isBuying: false, serverErrors: [], next: null },
  editing: { isEditing: false, isFailed: false },
  invite: { isRevoking: false, isRevoked: false },
};

export type GroupPart = 'group' | 'sessions';

/** The group part's key: its id, or its invite token. */
export const groupKeyOf = (groupId: string) => `id:${groupId}`;
export const inviteKeyOf = (token: string) => `token:${token}`;
export const sessionsKeyOf = (groupId: string, page: number) => `${groupId}:${page}`;

export type GroupAction =
  | { type: 'lottoPartyGroup/groupOpened'; payload: { groupId: string; sessionsPage: number } }
  | { type: 'lottoPartyGroup/inviteOpened'; payload: { token: string } }
  | {
      type: 'lottoPartyGroup/accessChecked';
      payload: { isSignedIn: boolean; isAvailable: boolean };
    }
  | { type: 'lottoPartyGroup/accessFailed'; payload: { status: number | null } }
  | {
      type: 'lottoPartyGroup/loaded';
      payload: { part: GroupPart; key: string; value: Group | SessionPage };
    }
  | {
      type: 'lottoPartyGroup/loadFailed';
      payload: { part: GroupPart; key: string; status: number | null };
    }
  | { type: 'lottoPartyGroup/joinRequested'; payload: { groupId: string; inviteToken?: string } }
  | { type: 'lottoPartyGroup/joined'; payload: { group: Group } }
  | { type: 'lottoPartyGroup/joinFailed' }
  | {
      type: 'lottoPartyGroup/sharesRequested';
      payload: { sessionId: string; numShares: number; inviteToken?: string };
    }
  | { type: 'lottoPartyGroup/sharesAdded'; payload: { session: Session } }
  | { type: 'lottoPartyGroup/sharesRefused'; payload: { errors: ServerFieldError[] } }
  | { type: 'lottoPartyGroup/sharesFailed' }
  | { type: 'lottoPartyGroup/checkoutFollowed' }
  | {
      type: 'lottoPartyGroup/autosessionChangeRequested';
      payload: { sessionId: string; autosessionStatus: AutosessionStatus };
    }
  | { type: 'lottoPartyGroup/autosessionChanged'; payload: { session: Session } }
  | { type: 'lottoPartyGroup/sessionRefreshed'; payload: { session: Session } }
  | { type: 'lottoPartyGroup/autosessionChangeFailed' }
  | { type: 'lottoPartyGroup/inviteRevokeRequested'; payload: { groupId: string } }
  | { type: 'lottoPartyGroup/inviteRevoked'; payload: { inviteUrl: string } }
  | { type: 'lottoPartyGroup/inviteRevokeFailed' };

type Payload<Type extends GroupAction['type']> =
  Extract<GroupAction, { type: Type }> extends { payload: infer Value } ? Value : never;

function action<Type extends GroupAction['type']>(type: Type, payload?: Payload<Type>) {
  return (payload === undefined ? { type } : { type, payload }) as GroupAction;
}

export const groupOpened = (groupId: string, sessionsPage = 1) =>
  action('lottoPartyGroup/groupOpened', { groupId, sessionsPage });
export const inviteOpened = (token: string) => action('lottoPartyGroup/inviteOpened', { token });
export const groupAccessChecked = (isSignedIn: boolean, isAvailable: boolean) =>
  action('lottoPartyGroup/accessChecked', { isSignedIn, isAvailable });
export const groupAccessFailed = (status: number | null) =>
  action('lottoPartyGroup/accessFailed', { status });
export const groupPartLoaded = (part: GroupPart, key: string, value: Group | SessionPage) =>
  action('lottoPartyGroup/loaded', { part, key, value });
export const groupPartLoadFailed = (part: GroupPart, key: string, status: number | null) =>
  action('lottoPartyGroup/loadFailed', { part, key, status });
export const joinRequested = (groupId: string, inviteToken?: string) =>
  action('lottoPartyGroup/joinRequested', inviteToken ? { groupId, inviteToken } : { groupId });
export const joined = (group: Group) => action('lottoPartyGroup/joined', { group });
export const joinFailed = () => action('lottoPartyGroup/joinFailed');
export const sharesRequested = (sessionId: string, numShares: number, inviteToken?: string) =>
  action(
    'lottoPartyGroup/sharesRequested',
    inviteToken ? { sessionId, numShares, inviteToken } : { sessionId, numShares },
  );
export const sharesAdded = (session: Session) => action('lottoPartyGroup/sharesAdded', { session });
export const sharesRefused = (errors: ServerFieldError[]) =>
  action('lottoPartyGroup/sharesRefused', { errors });
export const sharesFailed = () => action('lottoPartyGroup/sharesFailed');
export const checkoutFollowed = () => action('lottoPartyGroup/checkoutFollowed');
export const autosessionChangeRequested = (
  sessionId: string,
  autosessionStatus: AutosessionStatus,
) => action('lottoPartyGroup/autosessionChangeRequested', { sessionId, autosessionStatus });
export const autosessionChanged = (session: Session) =>
  action('lottoPartyGroup/autosessionChanged', { session });
/** The open session as it stands now (after a refusal showed the page was out of date). */
export const sessionRefreshed = (session: Session) =>
  action('lottoPartyGroup/sessionRefreshed', { session });
export const autosessionChangeFailed = () => action('lottoPartyGroup/autosessionChangeFailed');
export const inviteRevokeRequested = (groupId: string) =>
  action('lottoPartyGroup/inviteRevokeRequested', { groupId });
export const inviteRevoked = (inviteUrl: string) =>
  action('lottoPartyGroup/inviteRevoked', { inviteUrl });
export const inviteRevokeFailed = () => action('lottoPartyGroup/inviteRevokeFailed');

/** The loaded group, changed by `change` (its open session answered anew, its invite link). */
function withGroup(state: GroupState, change: (group: Group) => Group): GroupState {
  const { group } = state;
  return group.value ? { ...state, group: { ...group, value: change(group.value) } } : state;
}

export function groupReducer(
  state: GroupState = initialGroupState,
  incoming: UnknownAction,
): GroupState {
  const event = incoming as GroupAction;
  switch (event.type) {
    case 'lottoPartyGroup/groupOpened': {
      const { groupId, sessionsPage } = event.payload;
      return {
        ...initialGroupState,
        access: state.access,
        group: loadingPart(groupKeyOf(groupId)),
        sessions: loadingPart(sessionsKeyOf(groupId, sessionsPage)),
      };
    }
    case 'lottoPartyGroup/inviteOpened':
      return {
        ...initialGroupState,
        access: state.access,
        group: loadingPart(inviteKeyOf(event.payload.token)),
      };
    case 'lottoPartyGroup/accessChecked': {
      const { isSignedIn, isAvailable } = event.payload;
      return { ...state, access: checkedAccess(isSignedIn, isAvailable) };
    }
    case 'lottoPartyGroup/accessFailed':
      return { ...state, access: failedAccess(state.access, event.payload.status) };
    case 'lottoPartyGroup/joinRequested':
      return { ...state, isJoining: true };
    case 'lottoPartyGroup/joined':
      return withGroup({ ...state, isJoining: false }, () => event.payload.group);
    case 'lottoPartyGroup/joinFailed':
      return { ...state, isJoining: false };
    case 'lottoPartyGroup/sharesRequested':
      return { ...state, purchase: { isBuying: true, serverErrors: [], next: null } };
    case 'lottoPartyGroup/sharesAdded':
      return withGroup(
        { ...state, purchase: { isBuying: false, serverErrors: [], next: 'checkout' } },
        (group) => ({ ...group, isMember: true, openSession: event.payload.session }),
      );
    case 'lottoPartyGroup/sharesRefused':
      return {
        ...state,
        purchase: { isBuying: false, serverErrors: event.payload.errors, next: null },
      };
    case 'lottoPartyGroup/sharesFailed':
      return { ...state, purchase: { ...state.purchase, isBuying: false } };
    case 'lottoPartyGroup/checkoutFollowed':
      return { ...state, purchase: { ...state.purchase, next: null } };
    case 'lottoPartyGroup/autosessionChangeRequested':
      return { ...state, editing: { isEditing: true, isFailed: false } };
    case 'lottoPartyGroup/autosessionChanged':
      return withGroup({ ...state, editing: { isEditing: false, isFailed: false } }, (group) => ({
        ...group,
        openSession: event.payload.session,
      }));
    case 'lottoPartyGroup/sessionRefreshed':
      return withGroup(state, (group) =>
        group.openSession?.sessionId === event.payload.session.sessionId
          ? { ...group, openSession: event.payload.session }
          : group,
      );
    case 'lottoPartyGroup/autosessionChangeFailed':
      return { ...state, editing: { isEditing: false, isFailed: true } };
    case 'lottoPartyGroup/inviteRevokeRequested':
      return { ...state, invite: { isRevoking: true, isRevoked: false } };
    case 'lottoPartyGroup/inviteRevoked':
      return withGroup({ ...state, invite: { isRevoking: false, isRevoked: true } }, (group) => ({
        ...group,
        inviteUrl: event.payload.inviteUrl,
      }));
    case 'lottoPartyGroup/inviteRevokeFailed':
      return { ...state, invite: { isRevoking: false, isRevoked: false } };
    default:
      return withPartAnswer(state, incoming, 'lottoPartyGroup');
  }
}

export const selectGroupPage = (state: { lottoPartyGroup: GroupState }) => state.lottoPartyGroup;
