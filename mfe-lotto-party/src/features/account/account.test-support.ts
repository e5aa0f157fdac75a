import type { ReactElement } from 'react';
import { type Group, type Session, type ShareTicket } from 'shared-kernel/contract/social';
import {
  aud,
  groupOf,
  lottoPartyCapabilities,
  pageOf,
  recordedApi,
  sessionOf,
  ticketOf,
} from '../../shared/lotto-party.test-support';
import { renderScreen } from '../../shared/test-render';
import { type AccountApi } from './account-api';
import { accountFeature } from './account-screens';

/** Test support: the account's Lotto Party pages, as the contract hands their data over. */

/** A session whose draw was drawn: two games, one of which won division 7. */
export const wonSession = sessionOf({
  status: 'paid',
  sharesSold: 10,
  sharesRemaining: 0,
  pool: aud(50),
  games: [
    { Numbers: [1, 2, 3, 4, 5, 6, 7], Powerball: [9] },
    { Numbers: [11, 12, 13, 14, 15, 16, 17], Powerball: [1] },
  ],
  result: {
    drawn: { Numbers: [1, 2, 3, 20, 21, 22, 23], Powerball: [9] },
    prize: aud(25),
    division: 7,
  },
  myShares: 2,
  myPrize: aud(5),
  myTicketIds: ['ticket-1'],
  closedAt: '2026-03-05T07:55:00.000Z',
});

/** The account's calls, answered from `script` else with empty lists; each call is recorded. */
export function recordedAccountApi(script: Partial<AccountApi> = {}) {
  return recordedApi<AccountApi>({
    whenCapabilitiesKnown: () => Promise.resolve(lottoPartyCapabilities),
    fetchMyGroups: () => Promise.resolve(pageOf<Group>([])),
    fetchMyShareTickets: () => Promise.resolve(pageOf<ShareTicket>([])),
    fetchShareTicket: () => Promise.resolve(ticketOf()),
    fetchSession: () => Promise.resolve(sessionOf()),
    fetchGroup: () => Promise.resolve(groupOf()),
    fetchGroupSessions: () => Promise.resolve(pageOf<Session>([])),
    ...script,
  });
}

/** Renders an account page at `path` with the real store and the fake calls. */
export function renderAccountPage(
  element: ReactElement,
  { path, route, api }: { path: string; route: string; api: AccountApi },
) {
  return renderScreen(element, {
    path,
    route,
    features: [{ ...accountFeature, context: { lottoPartyAccount: api } }],
  });
}
