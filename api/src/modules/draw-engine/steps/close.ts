import { type Kysely, sql } from 'kysely';
import { jsonb } from '../../../database/json';
import { type Database } from '../../../database/schema';
import { type DrawRow, type DrawStep } from '../engine/step';
import { commitDraws } from '../schedule/commitments';
import { TicketListBuilder } from '../verifiable/ticket-merkle';
import {
  linesOfTicket,
  sharesOf,
  type TicketToFreeze,
  ticketsPlaying,
  ticketToFreezeColumns,
} from './entries-of-draw';
import { materialiseGiveawayEntries } from './giveaway-entries';
import { type DrawKind, findOfferOfDraw } from './offer-of-draw';
import { StatementQueue } from './statement-queue';
import { chooseSyndicateGames } from './syndicate-games';

/** Tickets read per fetch (their entries are written by one statement). */
const pageSize = 10_000;

const hourMs = 60 * 60 * 1000;

interface FrozenEntry {
  ticketId: string;
  customerId: string;
  firstPosition: number;
  lineCount: number;
}

/**
 * Opens a cursor, in the step's transaction, over the tickets that play the draw in the frozen
 * order: by id, whose byte order as a uuid is the byte order of its text. Every row will be read,
 * so the planner is told so (it otherwise favours a plan that starts fast: here, walking every
 * ticket ever sold in id order).
 */
async function openTicketCursor(database: Kysely<Database>, draw: DrawRow): Promise<void> {
  const tickets = ticketsPlaying(database, draw.product_offer_key, draw.draw_no)
    .select(ticketToFreezeColumns)
    .orderBy('tickets.id');
  await sql`set local cursor_tuple_fraction = 1`.execute(database);
  await sql`declare tickets_to_freeze no scroll cursor for ${tickets}`.execute(database);
}

async function nextTickets(database: Kysely<Database>): Promise<TicketToFreeze[]> {
  const { rows } = await sql<TicketToFreeze>`fetch forward ${sql.lit(pageSize)}
    from tickets_to_freeze`.execute(database);
  return rows;
}

function insertEntries(
  database: Kysely<Database>,
  drawId: string,
  entries: readonly FrozenEntry[],
): Promise<unknown> {
  return sql`insert into draw_entries (draw_id, ticket_id, customer_id, first_position, line_count)
    select ${drawId}::uuid, entry.ticket_id, entry.customer_id, entry.first_position,
      entry.line_count
    from unnest(
      ${entries.map((entry) => entry.ticketId)}::uuid[],
      ${entries.map((entry) => entry.customerId)}::text[],
      ${entries.map((entry) => entry.firstPosition)}::int[],
      ${entries.map((entry) => entry.lineCount)}::int[]
    ) as entry (ticket_id, customer_id, first_position, line_count)`.execute(database);
}

/**
 * Freezes the draw's ticket list: one entry per ticket that plays the draw, in the Merkle
 * leaves' order (ticket id, then line), each with the position of its first line (from 1) and
 * its line count; returns the list's root, its line count and the syndicate shares held. The
 * lines are hashed as the tickets are read, a page at a time, and never held all at once.
 */
async function freezeEntries(database: Kysely<Database>, draw: DrawRow, kind: DrawKind) {
  await database.deleteFrom('draw_entries').where('draw_id', '=', draw.id).execute();
  await openTicketCursor(database, draw);
  const list = new TicketListBuilder();
  const queue = new StatementQueue();
  let shares = 0;
  let position = 1;
  let next: Promise<TicketToFreeze[]> | null = queue.ask(nextTickets(database));
  while (next !== null) {
    const tickets: TicketToFreeze[] = await next;
    next = tickets.length === pageSize ? queue.ask(nextTickets(database)) : null;
    const entries: FrozenEntry[] = [];
    for (const ticket of tickets) {
      const lines = linesOfTicket(kind, ticket);
      entries.push({
        ticketId: ticket.id,
        customerId: ticket.customer_id,
        firstPosition: position,
        lineCount: lines.length,
      });
      position += lines.length;
      for (const line of lines) list.add(line);
      if (kind === 'syndicate') shares += sharesOf(ticket);
    }
    if (entries.length > 0) queue.send(insertEntries(database, draw.id, entries));
  }
  queue.send(sql`close tickets_to_freeze`.execute(database));
  await queue.finish();
  return { ...list.root(), shares };
}

/**
 * Closes a draw's sales (DRAW_OPEN or DRAW_CAPPED → DRAW_CLOSED), due when its sales close or
 * as soon as it is capped: freezes the ticket list with its Merkle root, and chooses a syndicate
 * draw's games. A giveaway's entries are made first, one per entrant the programme names; a
 * lottery's Lotto Party sessions are closed first (the `closeGroupSessions` port). A capped draw
 * is drawn straight away.
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
    if (offer.isGiveaway) {
      const { giveawayEntrants } = context.ports;
      if (!giveawayEntrants) {
        throw new Error('This engine cannot tell who is entered in a giveaway');
      }
      const entrants = await giveawayEntrants(transaction, draw.id, now);
      const entries = await materialiseGiveawayEntries(transaction, draw, offer, entrants, now);
      await context.audit('draw.giveaway_entries', { entrants: entrants.length, entries });
    }
    const { closeGroupSessions } = context.ports;
    if (offer.kind === 'lottery' && !offer.isGiveaway && closeGroupSessions) {
      const sessions = await closeGroupSessions(transaction, draw, now);
      if (sessions.closed + sessions.cancelled + sessions.opened > 0) {
        await context.audit('draw.group_sessions', { ...sessions });
      }
    }
    const frozen = await freezeEntries(transaction, draw, offer.kind);
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
          ? { entry_games: jsonb(await chooseSyndicateGames(transaction, draw, frozen.shares)) }
          : {}),
      })
      .where('id', '=', draw.id)
      .execute();
    await context.audit('draw.frozen', { lines: frozen.leafCount, root: frozen.root });
    return 'done';
  },
};
