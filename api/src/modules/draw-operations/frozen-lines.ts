import { type Kysely } from 'kysely';
import { type Database } from '../../database/schema';
import { linesOfTicket, ticketToFreezeColumns } from '../draw-engine/steps/entries-of-draw';
import { drawKindOf } from '../draw-engine/steps/offer-of-draw';
import { type TicketLine } from '../draw-engine/verifiable/ticket-merkle';

/**
 * The ticket lines of a draw's frozen entries, rebuilt from the tickets with the close step's
 * own line builder, so they are the lines it froze.
 */
async function frozenLines(
  database: Kysely<Database>,
  drawId: string,
  ticketId: string | null,
): Promise<TicketLine[]> {
  const offer = await database
    .selectFrom('draws')
    .innerJoin('product_offers', 'product_offers.key', 'draws.product_offer_key')
    .select('product_offers.type')
    .where('draws.id', '=', drawId)
    .executeTakeFirst();
  if (!offer) return [];
  const kind = drawKindOf(offer.type);
  let entries = database
    .selectFrom('draw_entries')
    .innerJoin('tickets', 'tickets.id', 'draw_entries.ticket_id')
    .select(ticketToFreezeColumns)
    .where('draw_entries.draw_id', '=', drawId)
    .orderBy('draw_entries.first_position');
  if (ticketId !== null) entries = entries.where('draw_entries.ticket_id', '=', ticketId);
  return (await entries.execute()).flatMap((ticket) => linesOfTicket(kind, ticket));
}

export function frozenLinesOfDraw(
  database: Kysely<Database>,
  drawId: string,
): Promise<TicketLine[]> {
  return frozenLines(database, drawId, null);
}

export function frozenLinesOfTicket(
  database: Kysely<Database>,
  drawId: string,
  ticketId: string,
): Promise<TicketLine[]> {
  return frozenLines(database, drawId, ticketId);
}
