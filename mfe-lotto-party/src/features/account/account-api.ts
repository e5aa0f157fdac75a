import { type CapabilityName } from 'shared-kernel/contract/platform';
import {
  fetchGroup,
  fetchGroupSessions,
  fetchMyGroups,
  fetchMyShareTickets,
  fetchSession,
  fetchShareTicket,
  type Group,
  type Session,
  type ShareTicket,
} from 'shared-kernel/contract/social';
import {
  segmentCapabilities,
  type GroupPage,
  type SessionPage,
} from '../../shared/lotto-party-api';

export type ShareTicketPage = Awaited<ReturnType<typeof fetchMyShareTickets>>;

/**
 * The calls of the account's Lotto Party pages (the social service, api.md §7.9) and the
 * capabilities of the customer's segment. Tests pass their own.
 */
export interface AccountApi {
  whenCapabilitiesKnown: () => Promise<CapabilityName[]>;
  fetchMyGroups: (page: number) => Promise<GroupPage>;
  fetchMyShareTickets: (page: number) => Promise<ShareTicketPage>;
  fetchShareTicket: (id: string) => Promise<ShareTicket>;
  fetchSession: (id: string) => Promise<Session>;
  fetchGroup: (id: string) => Promise<Group>;
  fetchGroupSessions: (groupId: string, page: number) => Promise<SessionPage>;
}

export const kernelAccountApi: AccountApi = {
  whenCapabilitiesKnown: segmentCapabilities,
  fetchMyGroups: (page) => fetchMyGroups({ page }),
  fetchMyShareTickets: (page) => fetchMyShareTickets({ page }),
  fetchShareTicket: (id) => fetchShareTicket(id),
  fetchSession: (id) => fetchSession(id),
  fetchGroup: (id) => fetchGroup(id),
  fetchGroupSessions: (groupId, page) => fetchGroupSessions(groupId, { page }),
};
