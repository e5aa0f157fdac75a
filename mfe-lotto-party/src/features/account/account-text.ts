import { formatDrawDate } from 'shared-kernel/contract/format';
import {
  type Session,
  type SessionDraw,
  type SessionStatus,
  type ShareTicket,
} from 'shared-kernel/contract/social';
import {
  drawNameOf,
  type LottoPartyText,
  money,
  sessionStatusLabelOf,
} from '../../shared/lotto-party-text';

export const accountPathOf = (page: number) => `/my-account/lotto-party/${page}`;
export const shareTicketPathOf = (id: string) =>
  `/my-account/lotto-party/ticket/${encodeURIComponent(id)}`;
export const sessionPathOf = (id: string) =>
  `/my-account/lotto-party/session/${encodeURIComponent(id)}`;
export const groupPathOf = (id: string, page: number) =>
  `/my-account/lotto-party/group/${encodeURIComponent(id)}/${page}`;

/** 'Open', 'Closed', 'Paid', 'Cancelled — refunded'. */
export function sessionStatusText(
  t: LottoPartyText,
  status: SessionStatus,
  refunded = false,
): string {
  return status === 'cancelled' && refunded
    ? t('lotto_party.session_status_refunded')
    : sessionStatusLabelOf(t, status);
}

/** 'Powerball draw 1500, Thursday 5 March 2026'. */
export const drawTextOf = (t: LottoPartyText, draw: SessionDraw) =>
  t('lotto_party.draw_on_date', {
    draw: drawNameOf(t, draw),
    date: formatDrawDate(draw.drawDate),
  });

/** The draw a session plays, in words. */
export function sessionDrawText(t: LottoPartyText, session: Pick<Session, 'draws'>): string {
  const [draw] = session.draws;
  return draw ? drawTextOf(t, draw) : t('lotto_party.draw_to_be_announced');
}

/** What a share ticket did for its holder: a win, no win, a refund or a wait for the draw. */
export function shareResultText(
  t: LottoPartyText,
  ticket: Pick<ShareTicket, 'sessionStatus' | 'refunded' | 'prize' | 'price'>,
): string {
  if (ticket.sessionStatus === 'cancelled') {
    return ticket.refunded
      ? t('lotto_party.refunded', { price: money(ticket.price) })
      : t('lotto_party.no_draw');
  }
  if (ticket.prize === null) return t('lotto_party.awaiting_draw');
  return ticket.prize.amount > 0
    ? t('lotto_party.you_won', { prize: money(ticket.prize) })
    : t('lotto_party.no_win');
}
