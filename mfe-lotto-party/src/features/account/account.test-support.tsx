import { render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { createBus } from 'shared-kernel';
import { type CapabilityName } from 'shared-kernel/contract/platform';
import {
  type Group,
  type Session,
  type SessionDraw,
  type ShareTicket,
} from 'shared-kernel/contract/social';
import { makeStore } from '../../store';
import { type AccountApi } from './account-api';
import { accountFeature } from './account-screens';

/** Test support: the account's Lotto Party pages, as the contract hands their data over. */

export const aud = (amount: number) => ({ amount, currency: 'AUD' });

export function drawOf(overrides: Partial<SessionDraw> = {}): SessionDraw {
  return {
    drawId: 'draw-1500',
    lotteryKey: 'powerball',
    lotteryName: 'Powerball',
    drawNo: 1500,
    drawDate: '2026-03-05T08:30:00.000Z',
    closeDate: '2026-03-05T07:55:00.000Z',
    jackpot: aud(20_000_000),
    ...overrides,
  };
}

export function sessionOf(overrides: Partial<Session> = {}): Session {
  return {
    sessionId: 'session-1',
    groupId: 'group-1',
    groupName: 'Office Syndicate',
    draws: [drawOf()],
    sharePrice: aud(5),
    totalShares: 10,
    sharesSold: 4,
    sharesRemaining: 6,
    pool: aud(20),
    status: 'open',
    autosessionStatus: 'off',
    cancelReason: null,
    games: [],
    result: null,
    myShares: 2,
    myPrize: null,
    myTicketIds: ['ticket-1'],
    canEdit: false,
    createdAt: '2026-03-01T01:00:00.000Z',
    closedAt: null,
    ...overrides,
  };
}

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
  myPrize: aud(5),
  closedAt: '2026-03-05T07:55:00.000Z',
});

export function groupOf(overrides: Partial<Group> = {}): Group {
  return {
    id: 'group-1',
    groupName: 'Office Syndicate',
    publicityStatus: 'private',
    ownerName: 'Alex B.',
    memberCount: 3,
    isMember: true,
    isOwner: false,
    inviteUrl: 'http://shop.test/lotto-party/group?token=abc',
    openSession: null,
    createdAt: '2026-02-01T01:00:00.000Z',
    ...overrides,
  };
}

export function ticketOf(overrides: Partial<ShareTicket> = {}): ShareTicket {
  return {
    id: 'ticket-1',
    sessionId: 'session-1',
    groupId: 'group-1',
    groupName: 'Office Syndicate',
    draw: drawOf(),
    numShares: 2,
    price: aud(10),
    sessionStatus: 'open',
    refunded: false,
    prize: null,
    purchasedAt: '2026-03-01T02:00:00.000Z',
    ...overrides,
  };
}

export const pageOf = <Entity,>(entities: Entity[], total = entities.length, offset = 0) =>
  Promise.resolve({ entities, pageInfo: { limit: 10, offset, total } });

interface RecordedCall {
  name: keyof AccountApi;
  args: unknown[];
}

/** A fake of the account's calls that records each call; unscripted lists are empty. */
export function recordedAccountApi(script: Partial<AccountApi> = {}) {
  const calls: RecordedCall[] = [];
  const capabilities: CapabilityName[] = ['social_syndicates'];
  const answers: AccountApi = {
    fetchCapabilities: () => Promise.resolve(capabilities),
    fetchMyGroups: () => pageOf<Group>([]),
    fetchMyShareTickets: () => pageOf<ShareTicket>([]),
    fetchShareTicket: () => Promise.resolve(ticketOf()),
    fetchSession: () => Promise.resolve(sessionOf()),
    fetchGroup: () => Promise.resolve(groupOf()),
    fetchGroupSessions: () => pageOf<Session>([]),
    ...script,
  };
  const api = Object.fromEntries(
    Object.entries(answers).map(([name, answer]) => [
      name,
      (...args: unknown[]) => {
        calls.push({ name: name as keyof AccountApi, args });
        return (answer as (...values: unknown[]) => unknown)(...args);
      },
    ]),
  ) as unknown as AccountApi;
  return {
    api,
    /** The calls to the social service (capabilities are read by every page). */
    callsOf: (name: keyof AccountApi) => calls.filter((call) => call.name === name),
    callNames: () => calls.map((call) => call.name),
  };
}

/** The text of the fact a page lists under `term` (its `<dt>`). */
export function factOf(term: string): string | null {
  return screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent ?? null;
}

function Elsewhere() {
  const location = useLocation();
  return <p>Somewhere else: {location.pathname}</p>;
}

/** Renders an account page at `path` with the real store and the fake calls. */
export function renderAccountPage(
  element: ReactElement,
  { path, route, api }: { path: string; route: string; api: AccountApi },
) {
  const bus = createBus();
  const store = makeStore(undefined, { bus }, [
    { ...accountFeature, context: { lottoPartyAccount: api } },
  ]);
  return render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={route} element={element} />
          <Route path="*" element={<Elsewhere />} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
}
