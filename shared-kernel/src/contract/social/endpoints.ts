import { type ApiRequest } from 'shared-kernel';
import {
  type CallOptions,
  type CamelCased,
  clientOf,
  encode,
  moneyOrNull,
  type Page,
  pageOf,
  withSignal,
} from '../call';
import { toMoney } from '../money/money';
import {
  type AutosessionStatus,
  type Group,
  groupListPageSize,
  groupSessionsPageSize,
  type PublicityStatus,
  type Session,
  type SessionDraw,
  type SessionOrder,
  type SharesAdded,
  type ShareTicket,
  type SocialConfig,
  socialPageSize,
  type WizardStep,
} from './model';
import {
  type GroupWire,
  type InviteLinkWire,
  type SessionDrawWire,
  type SessionOrderWire,
  type SessionWire,
  type SharesAddedWire,
  type ShareTicketWire,
  type SocialConfigWire,
} from './wire';

// The social service (/social/v3, version 3.0; api.md §7.9). Lists are paged by `page` (from 1):
// groups 6 a page, a group's sessions and the other lists 10.

const social = { service: 'social', version: '3.0', cache: false } as const;

function call(request: Omit<ApiRequest, 'service' | 'version'>, options: CallOptions): ApiRequest {
  return withSignal({ ...social, ...request }, options);
}

function offsetOf(page: number, limit: number): number {
  return (Math.max(1, Math.floor(page)) - 1) * limit;
}

export function sessionDrawFromWire(draw: CamelCased<SessionDrawWire>): SessionDraw {
  return { ...draw, jackpot: moneyOrNull(draw.jackpot) };
}

export function sessionFromWire(session: CamelCased<SessionWire>): Session {
  return {
    ...session,
    draws: session.draws.map(sessionDrawFromWire),
    sharePrice: toMoney(session.sharePrice),
    pool: toMoney(session.pool),
    result: session.result ? { ...session.result, prize: toMoney(session.result.prize) } : null,
    myPrize: moneyOrNull(session.myPrize),
  };
}

export function groupFromWire(group: CamelCased<GroupWire>): Group {
  return { ...group, openSession: group.openSession ? sessionFromWire(group.openSession) : null };
}

export function shareTicketFromWire(ticket: CamelCased<ShareTicketWire>): ShareTicket {
  return {
    ...ticket,
    draw: sessionDrawFromWire(ticket.draw),
    price: toMoney(ticket.price),
    prize: moneyOrNull(ticket.prize),
  };
}

function isNotFound(error: unknown): boolean {
  return (error as { status?: number } | null)?.status === 404;
}

/** GET /config or /config/{lotteryKey}: the wizard's limits and the draws a session can play. */
export async function fetchSocialConfig(
  lotteryKey?: string,
  options: CallOptions = {},
): Promise<SocialConfig> {
  const path = lotteryKey ? `/config/${encode(lotteryKey)}` : '/config';
  const response = await clientOf(options).request<CamelCased<SocialConfigWire>>(
    withSignal({ service: 'social', version: '3.0', path, cacheKind: 'groupPlayConfig' }, options),
  );
  const config = response.result;
  return {
    ...config,
    wizardSteps: config.wizardSteps as WizardStep[],
    sharePrice: {
      min: toMoney(config.sharePrice.min),
      max: toMoney(config.sharePrice.max),
      default: toMoney(config.sharePrice.default),
    },
    lotteries: config.lotteries.map((lottery) => ({
      ...lottery,
      gamePrice: toMoney(lottery.gamePrice),
      draws: lottery.draws.map(sessionDrawFromWire),
    })),
  };
}

/** POST /group: a new group owned by the caller (private unless said). */
export async function createGroup(
  group: { groupName: string; publicityStatus: PublicityStatus },
  options: CallOptions = {},
): Promise<Group> {
  const response = await clientOf(options).request<CamelCased<GroupWire>>(
    call({ method: 'POST', path: '/group', body: group }, options),
  );
  return groupFromWire(response.result);
}

/** GET /group: the groups the caller belongs to, newest first, 6 a page. */
export async function fetchMyGroups(
  query: { page: number },
  options: CallOptions = {},
): Promise<Page<Group>> {
  const limit = groupListPageSize;
  const offset = offsetOf(query.page, limit);
  const response = await clientOf(options).request<unknown, CamelCased<GroupWire>>(
    call({ path: '/group', query: { limit, offset } }, options),
  );
  return pageOf(response.entities.map(groupFromWire), response.pageInfo, { limit, offset });
}

/** GET /group/{id}: a group the caller belongs to, or a public or promoted one. */
export async function fetchGroup(groupId: string, options: CallOptions = {}): Promise<Group> {
  const response = await clientOf(options).request<CamelCased<GroupWire>>(
    call({ path: `/group/${encode(groupId)}` }, options),
  );
  return groupFromWire(response.result);
}

/** GET /group/token/{token}: the group an invite link invites to, with its open session. */
export async function fetchGroupByToken(token: string, options: CallOptions = {}): Promise<Group> {
  const response = await clientOf(options).request<CamelCased<GroupWire>>(
    call({ path: `/group/token/${encode(token)}` }, options),
  );
  return groupFromWire(response.result);
}

/** POST /group/{id}/token: the owner revokes the invite link; answers the new link. */
export async function revokeInviteLink(
  groupId: string,
  options: CallOptions = {},
): Promise<string> {
  const response = await clientOf(options).request<CamelCased<InviteLinkWire>>(
    call({ method: 'POST', path: `/group/${encode(groupId)}/token` }, options),
  );
  return response.result.inviteUrl;
}

/** POST /group/{id}/join: joins a public group, or a private one with its invite token. */
export async function joinGroup(
  groupId: string,
  inviteToken?: string,
  options: CallOptions = {},
): Promise<Group> {
  const response = await clientOf(options).request<CamelCased<GroupWire>>(
    call(
      {
        method: 'POST',
        path: `/group/${encode(groupId)}/join`,
        body: inviteToken ? { inviteToken } : {},
      },
      options,
    ),
  );
  return groupFromWire(response.result);
}

/** GET /group/{id}/session: the group's sessions, newest first, 10 a page. */
export async function fetchGroupSessions(
  groupId: string,
  query: { page: number },
  options: CallOptions = {},
): Promise<Page<Session>> {
  const limit = groupSessionsPageSize;
  const offset = offsetOf(query.page, limit);
  const response = await clientOf(options).request<unknown, CamelCased<SessionWire>>(
    call({ path: `/group/${encode(groupId)}/session`, query: { limit, offset } }, options),
  );
  return pageOf(response.entities.map(sessionFromWire), response.pageInfo, { limit, offset });
}

/** GET /group/{id}/session/open: the group's open session, or null when it has none. */
export async function fetchOpenSession(
  groupId: string,
  options: CallOptions = {},
): Promise<Session | null> {
  try {
    const response = await clientOf(options).request<CamelCased<SessionWire>>(
      call({ path: `/group/${encode(groupId)}/session/open` }, options),
    );
    return sessionFromWire(response.result);
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
}

/** POST /session: the owner opens a session of the group for an open lottery draw. */
export async function createSession(
  session: {
    groupId: string;
    drawId: string;
    /** Decimal dollars, e.g. "5.00". */
    sharePrice: string;
    totalShares: number;
    autosessionStatus: AutosessionStatus;
    inviteAllExistingMembers: boolean;
  },
  options: CallOptions = {},
): Promise<Session> {
  const response = await clientOf(options).request<CamelCased<SessionWire>>(
    call({ method: 'POST', path: '/session', body: session }, options),
  );
  return sessionFromWire(response.result);
}

/** PUT /session/{id}: the owner switches auto-session on, pauses it or turns it off. */
export async function updateSession(
  sessionId: string,
  change: { autosessionStatus: AutosessionStatus },
  options: CallOptions = {},
): Promise<Session> {
  const response = await clientOf(options).request<CamelCased<SessionWire>>(
    call({ method: 'PUT', path: `/session/${encode(sessionId)}`, body: change }, options),
  );
  return sessionFromWire(response.result);
}

/** GET /session/{id}: one session with the caller's shares. */
export async function fetchSession(sessionId: string, options: CallOptions = {}): Promise<Session> {
  const response = await clientOf(options).request<CamelCased<SessionWire>>(
    call({ path: `/session/${encode(sessionId)}` }, options),
  );
  return sessionFromWire(response.result);
}

/** GET /session/{id}/order?show_details=true: the session's ticket and who holds it. */
export async function fetchSessionOrder(
  sessionId: string,
  options: CallOptions = {},
): Promise<SessionOrder> {
  const response = await clientOf(options).request<CamelCased<SessionOrderWire>>(
    call({ path: `/session/${encode(sessionId)}/order`, query: { show_details: true } }, options),
  );
  const order = response.result;
  return {
    ...order,
    session: sessionFromWire(order.session),
    holdings: order.holdings.map((holding) => ({ ...holding, prize: moneyOrNull(holding.prize) })),
    gamePrice: toMoney(order.gamePrice),
  };
}

/** POST /session/{id}/shares: puts the shares in the caller's cart; checkout comes next. */
export async function buyShares(
  sessionId: string,
  purchase: { numShares: number; inviteToken?: string },
  options: CallOptions = {},
): Promise<SharesAdded> {
  const response = await clientOf(options).request<CamelCased<SharesAddedWire>>(
    call(
      {
        method: 'POST',
        path: `/session/${encode(sessionId)}/shares`,
        body: {
          numShares: purchase.numShares,
          ...(purchase.inviteToken ? { inviteToken: purchase.inviteToken } : {}),
        },
      },
      options,
    ),
  );
  return { session: sessionFromWire(response.result.session), next: response.result.next };
}

/** GET /session/discover (or /session/discover/draw/{id}): open public and promoted sessions. */
export async function discoverSessions(
  query: { page: number; drawId?: string },
  options: CallOptions = {},
): Promise<Page<Session>> {
  const limit = socialPageSize;
  const offset = offsetOf(query.page, limit);
  const path = query.drawId
    ? `/session/discover/draw/${encode(query.drawId)}`
    : '/session/discover';
  const response = await clientOf(options).request<unknown, CamelCased<SessionWire>>(
    call({ path, query: { limit, offset } }, options),
  );
  return pageOf(response.entities.map(sessionFromWire), response.pageInfo, { limit, offset });
}

/** GET /shares: the caller's share tickets, newest first, 10 a page. */
export async function fetchMyShareTickets(
  query: { page: number },
  options: CallOptions = {},
): Promise<Page<ShareTicket>> {
  const limit = socialPageSize;
  const offset = offsetOf(query.page, limit);
  const response = await clientOf(options).request<unknown, CamelCased<ShareTicketWire>>(
    call({ path: '/shares', query: { limit, offset } }, options),
  );
  return pageOf(response.entities.map(shareTicketFromWire), response.pageInfo, { limit, offset });
}

/** GET /shares/{id}: one share ticket of the caller. */
export async function fetchShareTicket(
  ticketId: string,
  options: CallOptions = {},
): Promise<ShareTicket> {
  const response = await clientOf(options).request<CamelCased<ShareTicketWire>>(
    call({ path: `/shares/${encode(ticketId)}` }, options),
  );
  return shareTicketFromWire(response.result);
}
