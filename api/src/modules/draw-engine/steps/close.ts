import { type Kysely, sql } from 'kysely';
import { jsonb } from '../../../database/json';
import { type Database } from '../../../database/schema';
import { type DrawRow, type DrawStep } from '../engine/step';
import { commitDraws } from '../schedule/commitments';
import { freezeTicketLines, type TicketLine } from '../verifiable/ticket-merkle';
import {
  byTicketId,
  linesOfTicket,
  sharesOf,
  type TicketToFreeze,
  ticketsPlaying,
} from './entries-of-draw';
import { type DrawKind, findOfferOfDraw } from './offer-of-draw';
import { chooseSyndicateGames } from './syndicate-games';

/** Tickets read per query, and entries written per statement. */
const pageSize = 5000;
const insertBatchSize = 10_000;

const hourMs = 60 * 60 * 1000;

interface FrozenEntry {
  ticketId: string;
  customerId: string;
  firstPosition: number;
  lineCount: number;
}

/** The tickets that play the draw, in the frozen order: their ids first, then pages of them. */
async function ticketsOfDraw(database: Kysely<Database>, draw: DrawRow): Promise<TicketToFreeze[]> {
  const ids = (
    await ticketsPlaying(database, draw.product_offer_key, draw.draw_no)
      .select('tickets.id')
      .execute()
  )
    .map((ticket) => ticket.id)
    .sort();
  const tickets: TicketToFreeze[] = [];
  for (let start = 0; start < ids.length; start += pageSize) {
    const page = await database
      .selectFrom('tickets')
      .select(['id', 'customer_id', 'games', 'quantity', 'num_raffle_tickets', 'num_shares'])
      .where('id', 'in', ids.slice(start, start + pageSize))
      .execute();
    tickets.push(...page.sort(byTicketId));
  }
  return tickets;
}

async function insertEntries(
  database: Kysely<Database>,
  drawId: string,
  entries: readonly FrozenEntry[],
): Promise<void> {
  for (let start = 0; start < entries.length; start += insertBatchSize) {
    const batch = entries.slice(start, start + insertBatchSize);
    await sql`insert into draw_entries (draw_id, ticket_id, customer_id, first_position, line_count)
      select ${drawId}::uuid, entry.ticket_id, entry.customer_id, entry.first_position,
        entry.line_count
      from unnest(
        ${batch.map((entry) => entry.ticketId)}::uuid[],
        ${batch.map((entry) => entry.customerId)}::text[],
        ${batch.map((entry) => entry.firstPosition)}::int[],
        ${batch.map((entry) => entry.lineCount)}::int[]
      ) as entry (ticket_id, customer_id, first_position, line_count)`.execute(database);
  }
}

/**
 * Freezes the draw's ticket list: one entry per ticket that plays the draw, in the Merkle
 * leaves' order (ticket id, then line), each with the position of its first line (from 1) and
 * its line count; returns the lines and the syndicate shares held.
 */
async function freezeEntries(
  database: Kysely<Database>,
  draw: DrawRow,
  kind: DrawKind,
): Promise<{ lines: TicketLine[]; shares: number }> {
  await database.deleteFrom('draw_entries').where('draw_id', '=', draw.id).execute();
  const tickets = await ticketsOfDraw(database, draw);
  const lines: TicketLine[] = [];
  const entries: FrozenEntry[] = [];
  let shares = 0;
  for (const ticket of tickets) {
    const ticketLines = linesOfTicket(kind, ticket);
    entries.push({
      ticketId: ticket.id,
      customerId: ticket.customer_id,
      firstPosition: lines.length + 1,
      lineCount: ticketLines.length,
    });
    for (const line of ticketLines) lines.push(line);
    if (kind === 'syndicate') shares += sharesOf(ticket);
  }
  await insertEntries(database, draw.id, entries);
  return { lines, shares };
}

/**
 * Closes a draw's sales (DRAW_OPEN or DRAW_CAPPED → DRAW_CLOSED), due when its sales close or
 * as soon as it is capped: freezes the ticket list with its Merkle root, and chooses a syndicate
 * draw's games. A capped draw is drawn straight away.
 */
export const closeStep: DrawStep = {
  name: 'close',
  from: ['DRAW_OPEN', 'DRAW_CAPPED'],
  to: 'DRAW_CLOSED',
  isDue: (draw, now) => draw.status === 'DRAW_CAPPED' || new Date(draw.stop) <= now,
  async run(context) {
    const { transaction, draw, now } = context;
    const offer = await findOfferOfDraw(transaction, draw.product_offer_key);
    // A draw made without the schedule keeper is committed now, before anything is drawn.
    await commitDraws(transaction, [{ ...draw, kind: offer.kind }], now);
    const { lines, shares } = await freezeEntries(transaction, draw, offer.kind);
    const frozen = freezeTicketLines(lines);
    await transaction
      .updateTable('draw_verifications')
      .set({ tickets_root: frozen.root, ticket_lines: frozen.leafCount, frozen_at: now })
      .where('draw_id', '=', draw.id)
      .execute();

    const stop = new Date(draw.stop);
    const drawAt = draw.draw_at === null ? new Date(stop.getTime() + hourMs) : draw.draw_at;
    const capped = draw.status === 'DRAW_CAPPED';
    await transaction
      .updateTable('draws')
      .set({
        stop: capped && stop > now ? now : stop,
        draw_at: capped && new Date(drawAt) > now ? now : drawAt,
        ...(offer.kind === 'syndicate'
          ? { entry_games: jsonb(await chooseSyndicateGames(transaction, draw, shares)) }
          : {}),
      })
      .where('id', '=', draw.id)
      .execute();
    await context.audit('draw.frozen', { lines: frozen.leafCount, root: frozen.root });
    return 'done';
  },
};
