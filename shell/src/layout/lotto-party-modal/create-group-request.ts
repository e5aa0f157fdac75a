import { type BusEvents, type RemoteName } from 'shared-kernel';
import { type RootState } from '../../root-state';

/** The remote whose creation modal (the Lotto Party wizard) the layout opens. */
export const lottoPartyRemote: RemoteName = 'mfe-lotto-party';

/** What the wizard is asked to start with: a new group, or a new session of the group given. */
export type CreateGroupRequest = BusEvents['lottoParty/createGroupRequested'];

/**
 * The create-group request a location's route state carries (product.md §2 "Layout behaviour"):
 * `{ createGroup: true, groupId?, groupName? }`; null for any other state.
 */
export function createGroupRequestOf(routeState: unknown): CreateGroupRequest | null {
  if (typeof routeState !== 'object' || routeState === null) return null;
  const { createGroup, groupId, groupName } = routeState as Record<string, unknown>;
  if (createGroup !== true) return null;
  const isIdentifier = typeof groupId === 'string' || typeof groupId === 'number';
  return {
    ...(isIdentifier && String(groupId) !== '' ? { groupId: String(groupId) } : {}),
    ...(typeof groupName === 'string' && groupName !== '' ? { groupName } : {}),
  };
}

export interface LottoPartyModalState {
  /**
   * A request the customer may make, on the page at `pathname`: mfe-lotto-party stays active
   * there (mounted in its hidden slot) until the next navigation.
   */
  pending: { pathname: string; request: CreateGroupRequest } | null;
}

export const initialLottoPartyModalState: LottoPartyModalState = { pending: null };

/** The router's location, each time it changes: its path, history entry and request if any. */
export const lottoPartyRouteRead = (
  pathname: string,
  key: string,
  request: CreateGroupRequest | null,
) => ({ type: 'lottoPartyModal/routeRead' as const, payload: { pathname, key, request } });

export const lottoPartyRequestAccepted = (pathname: string, request: CreateGroupRequest) => ({
  type: 'lottoPartyModal/requestAccepted' as const,
  payload: { pathname, request },
});

export type LottoPartyModalAction = ReturnType<
  typeof lottoPartyRouteRead | typeof lottoPartyRequestAccepted
>;

export function lottoPartyModalReducer(
  state: LottoPartyModalState = initialLottoPartyModalState,
  action: LottoPartyModalAction | { type: string },
): LottoPartyModalState {
  const event = action as LottoPartyModalAction;
  switch (event.type) {
    case 'lottoPartyModal/routeRead':
      // A navigation ends the request of the page before.
      return state.pending === null ? state : { pending: null };
    case 'lottoPartyModal/requestAccepted':
      return { pending: event.payload };
    default:
      return state;
  }
}

/** Whether the page asks for `remote` off its own paths: a pending create-group request here. */
export function isRemoteRequested(state: RootState, remote: RemoteName, pathname: string): boolean {
  const { pending } = state.lottoPartyModal;
  return remote === lottoPartyRemote && pending !== null && pending.pathname === pathname;
}
