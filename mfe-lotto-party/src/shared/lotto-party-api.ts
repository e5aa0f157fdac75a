import { getSession, whenGrantedCapabilitiesKnown } from 'shared-kernel';
import { fetchCustomerCart } from 'shared-kernel/contract/cart';
import { type CapabilityName } from 'shared-kernel/contract/platform';
import {
  buyShares,
  createGroup,
  createSession,
  discoverSessions,
  fetchGroup,
  fetchGroupByToken,
  fetchGroupSessions,
  fetchMyGroups,
  fetchSession,
  fetchSocialConfig,
  joinGroup,
  revokeInviteLink,
  updateSession,
  type AutosessionStatus,
  type Group,
  type PublicityStatus,
  type Session,
  type SharesAdded,
  type SocialConfig,
} from 'shared-kernel/contract/social';

/**
 * The capabilities of the signed-in customer's segment, else the default segment's, as soon as
 * the shell has told them (the kernel's granted capabilities).
 */
export const segmentCapabilities = async (): Promise<CapabilityName[]> => [
  ...(await whenGrantedCapabilitiesKnown()),
];

export type GroupPage = Awaited<ReturnType<typeof fetchMyGroups>>;
export type SessionPage = Awaited<ReturnType<typeof fetchGroupSessions>>;
export type NewSession = Parameters<typeof createSession>[0];

/**
 * The calls of Lotto Party's pages and wizard (the social service, api.md §7.9) and what they read
 * of the page: who is signed in, what their segment may do, the cart's size. Tests pass their own.
 */
export interface LottoPartyApi {
  isSignedIn: () => boolean;
  /** The capabilities of the signed-in customer's segment, else the default segment's. */
  whenCapabilitiesKnown: () => Promise<CapabilityName[]>;
  fetchConfig: () => Promise<SocialConfig>;
  createGroup: (group: { groupName: string; publicityStatus: PublicityStatus }) => Promise<Group>;
  fetchMyGroups: (page: number) => Promise<GroupPage>;
  fetchGroup: (groupId: string) => Promise<Group>;
  fetchGroupByToken: (token: string) => Promise<Group>;
  revokeInviteLink: (groupId: string) => Promise<string>;
  joinGroup: (groupId: string, inviteToken?: string) => Promise<Group>;
  fetchGroupSessions: (groupId: string, page: number) => Promise<SessionPage>;
  createSession: (session: NewSession) => Promise<Session>;
  fetchSession: (sessionId: string) => Promise<Session>;
  updateSession: (sessionId: string, autosessionStatus: AutosessionStatus) => Promise<Session>;
  buyShares: (
    sessionId: string,
    purchase: { numShares: number; inviteToken?: string },
  ) => Promise<SharesAdded>;
  discoverSessions: (page: number) => Promise<SessionPage>;
  /** How many items the customer's cart holds now (for the nav bar's count). */
  fetchCartItemCount: () => Promise<number>;
}

export const kernelLottoPartyApi: LottoPartyApi = {
  isSignedIn: () => getSession().isAuthenticated,
  whenCapabilitiesKnown: segmentCapabilities,
  fetchConfig: () => fetchSocialConfig(),
  createGroup: (group) => createGroup(group),
  fetchMyGroups: (page) => fetchMyGroups({ page }),
  fetchGroup: (groupId) => fetchGroup(groupId),
  fetchGroupByToken: (token) => fetchGroupByToken(token),
  revokeInviteLink: (groupId) => revokeInviteLink(groupId),
  joinGroup: (groupId, inviteToken) => joinGroup(groupId, inviteToken),
  fetchGroupSessions: (groupId, page) => fetchGroupSessions(groupId, { page }),
  createSession: (session) => createSession(session),
  fetchSession: (sessionId) => fetchSession(sessionId),
  updateSession: (sessionId, autosessionStatus) => updateSession(sessionId, { autosessionStatus }),
  buyShares: (sessionId, purchase) => buyShares(sessionId, purchase),
  discoverSessions: (page) => discoverSessions({ page }),
  fetchCartItemCount: async () => (await fetchCustomerCart()).cartItems.length,
};
