import { type Kysely } from 'kysely';
import { socialMessages } from 'shared-kernel/contract/social';
import { type Database } from '../../database/schema';
import { type AutosessionStatusColumn } from '../../database/social-schema';
import { ApiError } from '../../http/envelope';
import { putSocialShareItem } from '../cart/social-share-item';
import { standardGamePriceCents } from '../draw-engine/steps/syndicate-games';
import { isPlayableDraw, socialLimits } from './config';
import { LotteryRepository } from './lottery-repository';
import { isId, socialRefusals } from './refusals';
import { GroupRepository, type Page } from './repository';
import { type GroupService } from './service';
import { inviteMembersToSession } from './session-invites';
import { type Session, SessionRepository } from './session-repository';
import { sessionViewOf, sessionViewsOf, type SessionView } from './session-views';
import { sharesUnavailable } from './share-purchase';

export interface NewSessionRequest {
  groupId: string;
  drawId: string;
  sharePriceCents: number;
  totalShares: number;
  autosessionStatus: AutosessionStatusColumn;
  inviteAllExistingMembers: boolean;
}

/** The session order view: the session, who holds its shares, and what its pool bought. */
export interface SessionOrderView {
  view: SessionView;
  /** Whether the caller may see the holdings (a member or a holder). */
  showsHoldings: boolean;
  gamePriceCents: number;
}

const dollars = (cents: number) => ({ amount: cents / 100, currency: 'AUD' });

/** 422 with the field errors when the share price or the shares are outside the limits. */
function checkLimits(request: NewSessionRequest): void {
  const price = socialLimits.sharePriceCents;
  const shares = socialLimits.totalShares;
  const fieldErrors: Record<string, string[]> = {};
  if (request.sharePriceCents < price.min || request.sharePriceCents > price.max) {
    fieldErrors.share_price = [
      socialMessages.sharePriceBetween(dollars(price.min), dollars(price.max)),
    ];
  }
  if (request.totalShares < shares.min || request.totalShares > shares.max) {
    fieldErrors.total_shares = [socialMessages.wholeNumberBetween(shares.min, shares.max)];
  }
  const [first] = Object.values(fieldErrors);
  if (first?.[0]) throw new ApiError(422, 'validation_failed', first[0], fieldErrors);
}

/**
 * Lotto Party sessions: opening one (the group's owner, for an open lottery draw), reading them
 * as the caller sees them, switching auto-session, the order view, the discover list, and putting
 * shares in the cart (the purchase claims them: share-purchase.ts).
 */
export class SessionService {
  private readonly sessions: SessionRepository;

  constructor(
    private readonly database: Kysely<Database>,
    private readonly groups: GroupService,
    private readonly options: { now: () => Date; publicUrl: string },
  ) {
    this.sessions = new SessionRepository(database);
  }

  async create(customerId: string, request: NewSessionRequest): Promise<SessionView> {
    const { group } = await this.groups.readable(request.groupId, customerId);
    if (group.ownerId !== customerId) throw socialRefusals.notGroupOwner();
    checkLimits(request);
    const now = this.options.now();
    const draw = isId(request.drawId)
      ? await new LotteryRepository(this.database).findDrawById(request.drawId)
      : null;
    if (!draw || !(await isPlayableDraw(this.database, draw, now))) {
      throw socialRefusals.drawClosed();
    }
    const sessionId = await this.database.transaction().execute(async (transaction) => {
      if (!(await new LotteryRepository(transaction).holdOpen(draw.drawId, now))) {
        throw socialRefusals.drawClosed();
      }
      return new SessionRepository(transaction).insert({
        groupId: group.id,
        drawId: draw.drawId,
        lotteryKey: draw.lotteryKey,
        sharePriceCents: request.sharePriceCents,
        totalShares: request.totalShares,
        autosessionStatus: request.autosessionStatus,
        inviteAllExistingMembers: request.inviteAllExistingMembers,
        createdBy: customerId,
        now,
      });
    });
    if (sessionId === null) throw socialRefusals.sessionExists();
    const session = await this.found(sessionId);
    if (request.inviteAllExistingMembers) {
      await inviteMembersToSession(this.database, session, customerId, this.options.publicUrl);
    }
    return sessionViewOf(this.database, session, customerId);
  }

  /** The owner switches auto-session on, pauses it or turns it off. */
  async updateAutosession(
    sessionId: string,
    customerId: string,
    status: AutosessionStatusColumn,
  ): Promise<SessionView> {
    const session = await this.readable(sessionId, customerId);
    if (session.ownerId !== customerId) throw socialRefusals.notGroupOwner();
    await this.sessions.updateAutosessionStatus(session.id, status);
    return sessionViewOf(this.database, await this.found(session.id), customerId);
  }

  async byId(sessionId: string, callerId: string | null): Promise<SessionView> {
    return sessionViewOf(this.database, await this.readable(sessionId, callerId), callerId);
  }

  async ofGroup(
    groupId: string,
    callerId: string | null,
    page: Page,
  ): Promise<{ sessions: SessionView[]; total: number }> {
    const { group } = await this.groups.readable(groupId, callerId);
    const { sessions, total } = await this.sessions.findOfGroup(group.id, page);
    return { sessions: await sessionViewsOf(this.database, sessions, callerId), total };
  }

  async openOfGroup(groupId: string, callerId: string | null): Promise<SessionView> {
    const { group } = await this.groups.readable(groupId, callerId);
    const open = await this.sessions.findOpenOfGroup(group.id);
    if (!open) throw socialRefusals.sessionNotFound();
    return sessionViewOf(this.database, open, callerId);
  }

  /** Open sessions anyone may buy into (of one draw when given). */
  async discover(
    drawId: string | null,
    callerId: string | null,
    page: Page,
  ): Promise<{ sessions: SessionView[]; total: number }> {
    if (drawId !== null && !isId(drawId)) return { sessions: [], total: 0 };
    const { sessions, total } = await this.sessions.findDiscoverable(
      { drawId, now: this.options.now() },
      page,
    );
    return { sessions: await sessionViewsOf(this.database, sessions, callerId), total };
  }

  async order(sessionId: string, callerId: string | null): Promise<SessionOrderView> {
    const session = await this.readable(sessionId, callerId);
    const view = await sessionViewOf(this.database, session, callerId);
    const isMember =
      callerId !== null &&
      (await new GroupRepository(this.database).isMember(session.groupId, callerId));
    return {
      view,
      showsHoldings: isMember || view.myShares > 0,
      gamePriceCents: await standardGamePriceCents(this.database, session.draw.lotteryKey),
    };
  }

  /**
   * Puts `numShares` of an open session in the customer's cart and makes them a member of its
   * group. The shares are claimed when the cart is bought; until then nobody holds them.
   */
  async buyShares(
    sessionId: string,
    customerId: string,
    request: { numShares: number; inviteToken: string | null },
  ): Promise<SessionView> {
    const session = isId(sessionId) ? await this.sessions.findById(sessionId) : null;
    if (!session) throw socialRefusals.sessionNotFound();
    const group = await this.groups.admissible(session.groupId, customerId, request.inviteToken);
    const now = this.options.now();
    const drawOnSale = session.draw.status === 'DRAW_OPEN' && session.draw.stop > now;
    if (session.status !== 'open' || !drawOnSale) throw socialRefusals.drawClosed();
    const remaining = session.totalShares - session.sharesSold;
    if (request.numShares > remaining) throw sharesUnavailable(remaining);
    await new GroupRepository(this.database).insertMember(group.id, customerId, now);
    await putSocialShareItem(
      this.database,
      customerId,
      {
        sessionId: session.id,
        groupName: session.groupName,
        lotteryKey: session.draw.lotteryKey,
        lotteryName: session.draw.lotteryName,
        drawId: session.draw.drawId,
        drawNo: session.draw.drawNo,
        sharePriceCents: session.sharePriceCents,
        numShares: request.numShares,
      },
      now,
    );
    return sessionViewOf(this.database, session, customerId);
  }

  /** The session if the caller may read its group; else 404. */
  private async readable(sessionId: string, callerId: string | null): Promise<Session> {
    const session = isId(sessionId) ? await this.sessions.findById(sessionId) : null;
    if (!session) throw socialRefusals.sessionNotFound();
    await this.groups.readable(session.groupId, callerId).catch((error: unknown) => {
      throw error instanceof ApiError ? socialRefusals.sessionNotFound() : error;
    });
    return session;
  }

  private async found(sessionId: string): Promise<Session> {
    const session = await this.sessions.findById(sessionId);
    if (!session) throw new Error(`session ${sessionId} vanished`);
    return session;
  }
}
