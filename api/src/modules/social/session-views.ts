import { type Kysely } from 'kysely';
import { type Database } from '../../database/schema';
import { type Session } from './session-repository';
import { type DrawnNumbers, type ShareHolding, ShareRepository } from './share-repository';

/** A session's status as the customer reads it: closed turns paid once its draw is paid. */
export type SessionStatus = 'open' | 'closed' | 'paid' | 'cancelled';

const paidDrawStatuses = new Set(['DRAW_PAID', 'DRAW_EMAILED']);

export function sessionStatusOf(session: Pick<Session, 'status' | 'draw'>): SessionStatus {
  if (session.status === 'closed' && paidDrawStatuses.has(session.draw.status)) return 'paid';
  return session.status;
}

/** What a closed session's games won, once its draw is drawn. */
export interface SessionResult {
  drawn: DrawnNumbers;
  prizeCents: number;
  division: number | null;
}

/** A session as one caller sees it. */
export interface SessionView {
  session: Session;
  status: SessionStatus;
  result: SessionResult | null;
  /** Every share ticket of the session (the order view shows them to members). */
  holdings: ShareHolding[];
  myShares: number;
  /** The caller's part of the prize once scored; null before, or without shares. */
  myPrizeCents: number | null;
  myTicketIds: string[];
  /** The group's owner may change auto-session. */
  canEdit: boolean;
}

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

function resultOf(
  session: Session,
  holdings: readonly ShareHolding[],
  drawn: DrawnNumbers | undefined,
): SessionResult | null {
  if (session.status !== 'closed' || drawn === undefined) return null;
  const divisions = holdings
    .map((holding) => holding.division)
    .filter((division): division is number => division !== null);
  return {
    drawn,
    prizeCents: sum(holdings.map((holding) => holding.prizeCents ?? 0)),
    division: divisions.length === 0 ? null : Math.min(...divisions),
  };
}

/** The sessions as `callerId` (null: a visitor) sees them, in the order given. */
export async function sessionViewsOf(
  database: Kysely<Database>,
  sessions: readonly Session[],
  callerId: string | null,
): Promise<SessionView[]> {
  const shares = new ShareRepository(database);
  const [holdingsBySession, drawnByDraw] = await Promise.all([
    shares.findOfSessions(sessions.map((session) => session.id)),
    shares.findDrawnNumbers(
      sessions
        .filter((session) => session.status === 'closed')
        .map((session) => session.draw.drawId),
    ),
  ]);
  return sessions.map((session) => {
    const holdings = holdingsBySession.get(session.id) ?? [];
    const mine = holdings.filter((holding) => holding.customerId === callerId);
    const myPrizes = mine
      .map((holding) => holding.prizeCents)
      .filter((prize): prize is number => prize !== null);
    return {
      session,
      status: sessionStatusOf(session),
      result: resultOf(session, holdings, drawnByDraw.get(session.draw.drawId)),
      holdings,
      myShares: sum(mine.map((holding) => holding.shares)),
      myPrizeCents: myPrizes.length === 0 ? null : sum(myPrizes),
      myTicketIds: mine.map((holding) => holding.ticketId),
      canEdit: callerId !== null && callerId === session.ownerId,
    };
  });
}

export async function sessionViewOf(
  database: Kysely<Database>,
  session: Session,
  callerId: string | null,
): Promise<SessionView> {
  const [view] = await sessionViewsOf(database, [session], callerId);
  if (!view) throw new Error(`no view of session ${session.id}`);
  return view;
}
