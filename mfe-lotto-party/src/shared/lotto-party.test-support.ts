import { screen } from '@testing-library/react';
import { apiErrorFromResponse } from 'shared-kernel';
import { type CapabilityName } from 'shared-kernel/contract/platform';
import {
  type Group,
  type Session,
  type SessionDraw,
  type ShareTicket,
  type SocialConfig,
} from 'shared-kernel/contract/social';
import { type LottoPartyApi, type SessionPage } from './lotto-party-api';

/** Test support: what Lotto Party's pages and wizard are built from, as the contract hands it over. */

export const aud = (amount: number) => ({ amount, currency: 'AUD' });

export const lottoPartyCapabilities: CapabilityName[] = ['social_syndicates'];

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
    myShares: 0,
    myPrize: null,
    myTicketIds: [],
    canEdit: false,
    createdAt: '2026-03-01T01:00:00.000Z',
    closedAt: null,
    ...overrides,
  };
}

export function groupOf(overrides: Partial<Group> = {}): Group {
  return {
    id: 'group-1',
    groupName: 'Office Syndicate',
    publicityStatus: 'private',
    ownerName: 'Alex B.',
    memberCount: 3,
    isMember: true,
    isOwner: false,
    inviteUrl: 'http://shop.test/lotto-party/group?token=invite-1',
    openSession: sessionOf(),
    createdAt: '2026-03-01T00:00:00.000Z',
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

export function configOf(overrides: Partial<SocialConfig> = {}): SocialConfig {
  return {
    wizardSteps: [
      'name_group',
      'select_draw',
      'set_share_price',
      'select_auto_session',
      'join_session',
    ],
    groupName: { minLength: 3, maxLength: 40 },
    sharePrice: { min: aud(1), max: aud(100), default: aud(5) },
    totalShares: { min: 2, max: 1000, default: 10 },
    publicityStatuses: ['private', 'promoted', 'public'],
    lotteries: [
      {
        lotteryKey: 'powerball',
        lotteryName: 'Powerball',
        gamePrice: aud(1.5),
        draws: [drawOf(), drawOf({ drawId: 'draw-1501', drawNo: 1501 })],
      },
    ],
    pageSizes: { groups: 6, sessions: 10 },
    ...overrides,
  };
}

export const pageOf = <Entity>(
  entities: Entity[],
  total = entities.length,
  { limit = 10, offset = 0 }: { limit?: number; offset?: number } = {},
) => ({ entities, pageInfo: { limit, offset, total } });

/**
 * The social service's refusal as the kernel's client rejects with it: the API's error envelope
 * (a field's messages carry their target), read by the client's error model.
 */
export function refusal(status: number, code: string, message: string, target?: string) {
  return apiErrorFromResponse(
    {
      status,
      result: null,
      entities: [],
      messages: [{ code, level: 'error', message, ...(target ? { target } : {}) }],
      errors: target ? { [target]: [message] } : [],
      error: { id: code, message },
    },
    'http://shop.test/social/v3',
  );
}

/** The text of the fact a page lists under `term` (its `<dt>`). */
export function factOf(term: string): string | null {
  return screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent ?? null;
}

interface RecordedCall<Api> {
  name: keyof Api;
  args: unknown[];
}

/**
 * A fake of a set of calls answered from `answers` and recorded in order, so a test says what the
 * customer sees and which calls (or none) went out. `unrecorded` are answered without a record.
 */
export function recordedApi<Api extends object>(
  answers: Api,
  unrecorded: ReadonlyArray<keyof Api> = [],
) {
  const calls: Array<RecordedCall<Api>> = [];
  const api = Object.fromEntries(
    Object.entries(answers).map(([name, answer]) => [
      name,
      unrecorded.includes(name as keyof Api)
        ? answer
        : (...args: unknown[]) => {
            calls.push({ name: name as keyof Api, args });
            return (answer as (...values: unknown[]) => unknown)(...args);
          },
    ]),
  ) as Api;
  return {
    api,
    calls,
    /** The names of the calls made, in order, without the capability reads every screen makes. */
    callNames: () =>
      calls.map((call) => call.name).filter((name) => name !== 'whenCapabilitiesKnown'),
    callsOf: (name: keyof Api) => calls.filter((call) => call.name === name),
  };
}

/** Lotto Party's calls, answered from `script` else as an open group with no sessions listed. */
export function recordedLottoPartyApi(script: Partial<LottoPartyApi> = {}) {
  const noSessions: Promise<SessionPage> = Promise.resolve(pageOf<Session>([]));
  return recordedApi<LottoPartyApi>(
    {
      isSignedIn: () => true,
      whenCapabilitiesKnown: () => Promise.resolve(lottoPartyCapabilities),
      fetchConfig: () => Promise.resolve(configOf()),
      createGroup: (group) =>
        Promise.resolve(
          groupOf({
            id: 'group-new',
            groupName: group.groupName,
            isOwner: true,
            openSession: null,
          }),
        ),
      fetchMyGroups: () => Promise.resolve(pageOf<Group>([], 0, { limit: 6 })),
      fetchGroup: () => Promise.resolve(groupOf()),
      fetchGroupByToken: () => Promise.resolve(groupOf()),
      fetchSession: () => Promise.resolve(sessionOf()),
      revokeInviteLink: () => Promise.resolve('http://shop.test/lotto-party/group?token=invite-2'),
      joinGroup: () => Promise.resolve(groupOf({ isMember: true })),
      fetchGroupSessions: () => noSessions,
      createSession: () => Promise.resolve(sessionOf({ canEdit: true })),
      updateSession: (sessionId, autosessionStatus) =>
        Promise.resolve(sessionOf({ sessionId, autosessionStatus, canEdit: true })),
      buyShares: (sessionId) =>
        Promise.resolve({ session: sessionOf({ sessionId }), next: 'checkout' }),
      discoverSessions: () => noSessions,
      fetchCartItemCount: () => Promise.resolve(1),
      ...script,
    },
    ['isSignedIn'],
  );
}
