import { type Kysely, sql } from 'kysely';
import { type Database } from '../../../database/schema';
import { gamesPlayedBy } from '../scoring/super-combo';
import { type TicketLine } from '../verifiable/ticket-merkle';
import { type DrawKind } from './offer-of-draw';

/** A Lotto Party share's ticket: a holding in a group session, not a line of the draw. */
export const lottoPartyGameType = 'lotto_party';

/**
 * Which tickets play a draw, and the lines each holds. A ticket plays its first draw and the
 * offer's next ones, `num_draws` in all (as the orders pages count them); a cancelled pre-order's
 * voided ticket and a failed checkout's tickets play nothing. Lotto Party shares are not entries:
 * their session's games play the draw (see score-group-sessions.ts).
 */
export function ticketsPlaying(database: Kysely<Database>, offerKey: string, drawNo: number) {
  return database
    .selectFrom('tickets')
    .innerJoin('draws as first_draw', 'first_draw.id', 'tickets.draw_id')
    .innerJoin('checkouts', 'checkouts.id', 'tickets.checkout_id')
    .where('tickets.product_offer_key', '=', offerKey)
    .where('tickets.voided_at', 'is', null)
    .where('tickets.game_type', '<>', lottoPartyGameType)
    .where('checkouts.status', '=', 'success')
    .where('first_draw.draw_no', '<=', drawNo)
    .where(sql<boolean>`first_draw.draw_no + tickets.num_draws > ${drawNo}`);
}

export interface TicketToFreeze {
  id: string;
  customer_id: string;
  product_offer_key: string;
  game_type: string;
  games: Array<Record<string, number[]>>;
  quantity: number;
  num_games: number;
  num_raffle_tickets: number | null;
  num_shares: number | null;
}

/** The columns of a ticket that give its lines. */
export const ticketToFreezeColumns = [
  'tickets.id',
  'tickets.customer_id',
  'tickets.product_offer_key',
  'tickets.game_type',
  'tickets.games',
  'tickets.quantity',
  'tickets.num_games',
  'tickets.num_raffle_tickets',
  'tickets.num_shares',
] as const;

/** The shares a syndicate ticket holds. */
export function sharesOf(ticket: Pick<TicketToFreeze, 'quantity' | 'num_shares'>): number {
  return ticket.quantity * (ticket.num_shares ?? 0);
}

/**
 * A ticket's lines in the frozen list. A lottery ticket: one line per game it plays, its games
 * repeated `quantity` times (a Super Combo plays its entries: see scoring/super-combo.ts). A
 * raffle ticket: one line per raffle ticket (its number is its position). A syndicate ticket: one
 * line for the holding, with its share count.
 */
export function linesOfTicket(kind: DrawKind, ticket: TicketToFreeze): TicketLine[] {
  if (kind === 'syndicate') {
    const shares = sharesOf(ticket);
    return shares > 0 ? [{ ticketId: ticket.id, lineIndex: 0, numbers: { shares: [shares] } }] : [];
  }
  if (kind === 'raffle') {
    const count = ticket.quantity * (ticket.num_raffle_tickets ?? 1);
    return Array.from({ length: count }, (_, lineIndex) => ({
      ticketId: ticket.id,
      lineIndex,
      numbers: {},
    }));
  }
  const { games } = gamesPlayedBy({
    id: ticket.id,
    productOfferKey: ticket.product_offer_key,
    gameType: ticket.game_type,
    games: ticket.games,
    quantity: ticket.quantity,
    numGames: ticket.num_games,
  });
  return games.map((numbers, lineIndex) => ({ ticketId: ticket.id, lineIndex, numbers }));
}

/**
 * A share of the sales of draws, floor(sales × numerator / denominator) in whole units, computed
 * exactly. A draw's sales are each entry's ticket price shared equally by the draws the ticket
 * plays: the sum of `price_cents / num_draws`, plus `otherSalesCents` (what Lotto Party sessions
 * playing the draw pooled).
 */
export async function salesShareOf(
  database: Kysely<Database>,
  drawIds: readonly string[],
  numerator: number,
  denominator: number,
  otherSalesCents = 0,
): Promise<number> {
  if (drawIds.length === 0) return 0;
  const row = await database
    .selectFrom('draw_entries')
    .innerJoin('tickets', 'tickets.id', 'draw_entries.ticket_id')
    .select(
      sql<string>`floor((coalesce(sum(tickets.price_cents::numeric / tickets.num_draws), 0)
        + ${otherSalesCents}::numeric) * ${numerator}::numeric / ${denominator}::numeric)::text`.as(
        'share',
      ),
    )
    .where('draw_entries.draw_id', 'in', drawIds)
    .executeTakeFirstOrThrow();
  return Number(row.share);
}
