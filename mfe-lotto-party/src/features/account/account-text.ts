import { formatDrawDate } from 'shared-kernel/contract/format';
import {
  type Session,
  type SessionDraw,
  type SessionStatus,
  type ShareTicket,
} from 'shared-kernel/contract/social';
import { drawNameOf, money, sessionStatusLabels } from '../../shared/lotto-party-text';

export const accountPathOf = (page: number) => `/my-account/lotto-party/${page}`;
export const shareTicketPathOf = (id: string) =>
  `/my-account/lotto-party/ticket/${encodeURIComponent(id)}`;
export const sessionPathOf = (id: string) =>
  `/my-account/lotto-party/session/${encodeURIComponent(id)}`;
export const groupPathOf = (id: string, page: number) =>
  `/my-account/lotto-party/group/${encodeURIComponent(id)}/${page}`;

/** 'Open', 'Closed', 'Paid', 'Cancelled — refunded'. */
export function sessionStatusText(status: SessionStatus, refunded = false): string {
  return status === 'cancelled' && refunded ? 'Cancelled — refunded' : sessionStatusLabels[status];
}

/** 'Powerball draw 1500, Thursday 5 March 2026'. */
export const drawTextOf = (draw: SessionDraw) =>
  `${drawNameOf(draw)}, ${formatDrawDate(draw.drawDate)}`;

/** The draw a session plays, in words. */
export function sessionDrawText(session: Pick<Session, 'draws'>): string {
  const [draw] = session.draws;
  return draw ? drawTextOf(draw) : 'Draw to be announced';
}

/** What a share ticket did for its holder: a win, no win, a refund or a wait for the draw. */
export function shareResultText(
  ticket: Pick<ShareTicket, 'sessionStatus' | 'refunded' | 'prize' | 'price'>,
): string {
  if (ticket.sessionStatus === 'cancelled') {
    return ticket.refunded ? `Refunded ${money(ticket.price)}` : 'No draw';
  }
  if (ticket.prize === null) return 'Awaiting draw';
  return ticket.prize.amount > 0 ? `You won ${money(ticket.prize)}` : 'No win';
}
