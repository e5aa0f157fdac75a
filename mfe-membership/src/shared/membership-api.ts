import { getSession, whenGrantedCapabilitiesKnown } from 'shared-kernel';
import { fetchCustomerOverview, type Customer } from 'shared-kernel/contract/customer';
import {
  changeMembership,
  fetchBenefits,
  fetchGiveaway,
  fetchGiveawayEntries,
  fetchGiveawayProof,
  fetchGiveawayWinners,
  fetchMembership,
  fetchMembershipConfig,
  unlockGiveawayEntry,
  type Benefits,
  type GiveawayDraw,
  type GiveawayType,
  type MembershipChangeResult,
  type MembershipConfig,
  type MembershipEntryView,
  type MembershipTier,
} from 'shared-kernel/contract/membership';
import { type CapabilityName } from 'shared-kernel/contract/platform';

export type GiveawayPage = Awaited<ReturnType<typeof fetchGiveawayEntries>>;
export type GiveawayWinnersPage = Awaited<ReturnType<typeof fetchGiveawayWinners>>;
export type GiveawayProof = Awaited<ReturnType<typeof fetchGiveawayProof>>;

export interface MembershipChange {
  membershipStatus: 'member' | 'non-member';
  tier?: MembershipTier;
}

/**
 * The calls of the programme's screens (the rewards service, api.md §7.10) and what they read of
 * the page: who is signed in and what their segment may do. Tests pass their own.
 */
export interface MembershipApi {
  isSignedIn: () => boolean;
  /**
   * The capabilities of the signed-in customer's segment, else the default segment's, as soon as
   * the shell has told them (the kernel's granted capabilities).
   */
  whenCapabilitiesKnown: () => Promise<CapabilityName[]>;
  fetchConfig: () => Promise<MembershipConfig>;
  fetchMembership: () => Promise<MembershipEntryView>;
  changeMembership: (change: MembershipChange) => Promise<MembershipChangeResult>;
  fetchGiveaway: (type: GiveawayType, drawNumber: number) => Promise<GiveawayDraw>;
  fetchGiveawayProof: (type: GiveawayType, drawNumber: number) => Promise<GiveawayProof>;
  fetchGiveawayEntries: (query: {
    state: 'current' | 'closed';
    limit: number;
    offset: number;
  }) => Promise<GiveawayPage>;
  fetchGiveawayWinners: (query: { limit: number; offset: number }) => Promise<GiveawayWinnersPage>;
  unlockGiveawayEntry: (drawId: string) => Promise<GiveawayDraw>;
  fetchBenefits: () => Promise<Benefits>;
  /** The customer overview: who to announce as changed. */
  fetchCustomer: () => Promise<Customer>;
  /** Sends the whole window to another page (the partner's benefits page). */
  sendWindowTo: (url: string) => void;
}

export const kernelMembershipApi: MembershipApi = {
  isSignedIn: () => getSession().isAuthenticated,
  whenCapabilitiesKnown: async () => [...(await whenGrantedCapabilitiesKnown())],
  fetchConfig: () => fetchMembershipConfig(),
  fetchMembership: () => fetchMembership(),
  changeMembership: (change) => changeMembership(change),
  fetchGiveaway: (type, drawNumber) => fetchGiveaway(type, drawNumber),
  fetchGiveawayProof: (type, drawNumber) => fetchGiveawayProof(type, drawNumber),
  fetchGiveawayEntries: (query) => fetchGiveawayEntries(query),
  fetchGiveawayWinners: (query) => fetchGiveawayWinners(query),
  unlockGiveawayEntry: (drawId) => unlockGiveawayEntry(drawId),
  fetchBenefits: () => fetchBenefits(),
  fetchCustomer: () => fetchCustomerOverview(),
  sendWindowTo: (url) => window.location.assign(url),
};
