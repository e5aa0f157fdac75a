import { type Kysely } from 'kysely';
import { type Database } from '../../../database/schema';
import { type EntryToScore } from '../scoring/prizes';
import { splitByShares } from '../scoring/syndicate-shares';
import { lottoPartyGameType, sharesOf } from './entries-of-draw';
import { type PrizeTally } from './prize-tally';
import { type EntryPrize, writeNothingWon, writePrizesWon } from './ticket-prizes';

/**
 * Lotto Party sessions play the lottery's draw: each closed session's games are one entry of it,
 * kept apart from the tickets (as syndicates' are), and what the session wins is split between
 * its share tickets by shares.
 */

export const groupSessionEntryPrefix = 'lotto_party:';

export interface GroupSessionOfDraw {
  id: string;
  groupName: string;
  games: Array<Record<string, number[]>>;
  poolCents: number;
}

/** The draw's closed sessions: their games play it. */
export async function closedSessionsOfDraw(
  database: Kysely<Database>,
  drawId: string,
): Promise<GroupSessionOfDraw[]> {
  const rows = await database
    .selectFrom('social_sessions')
    .innerJoin('social_groups', 'social_groups.id', 'social_sessions.group_id')
    .select([
      'social_sessions.id',
      'social_sessions.games',
      'social_sessions.pool_cents',
      'social_groups.name',
    ])
    .where('social_sessions.draw_id', '=', drawId)
    .where('social_sessions.status', '=', 'closed')
    .orderBy('social_sessions.id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    groupName: row.name,
    games: row.games,
    poolCents: Number(row.pool_cents),
  }));
}

/** The sessions' entries in the draw's tally. */
export function groupSessionEntries(sessions: readonly GroupSessionOfDraw[]): EntryToScore[] {
  return sessions.map((session) => ({
    ticketId: `${groupSessionEntryPrefix}${session.id}`,
    gameType: 'standard',
    games: session.games,
  }));
}

/** The share tickets of the sessions (bought, not refunded), in a fixed order. */
function shareTicketsOf(database: Kysely<Database>, sessionIds: readonly string[]) {
  return database
    .selectFrom('tickets')
    .innerJoin('checkouts', 'checkouts.id', 'tickets.checkout_id')
    .select([
      'tickets.id',
      'tickets.customer_id',
      'tickets.game_offer',
      'tickets.quantity',
      'tickets.num_shares',
    ])
    .where('tickets.game_type', '=', lottoPartyGameType)
    .where('tickets.game_offer', 'in', sessionIds)
    .where('tickets.voided_at', 'is', null)
    .where('checkouts.status', '=', 'success')
    .orderBy('tickets.game_offer')
    .orderBy('tickets.created_at')
    .orderBy('tickets.id')
    .execute();
}

/**
 * Writes the results of the sessions' share tickets once the draw's tally holds every entry: a
 * winning session's prize (its lines × the draw's dividends) is split between its share tickets
 * by shares, in whole cents without losing one (largest remainder), each part a prize of its
 * ticket ("Prize: Lotto Party <group>, <lottery> draw <no>, <n> of <sold> shares sold", paid by the
 * pay step like any prize); the share tickets of sessions that won nothing won nothing.
 * Answers the share tickets' prizes.
 */
export async function writeGroupSessionPrizes(
  database: Kysely<Database>,
  scored: {
    drawId: string;
    drawNo: number;
    offerName: string;
    now: Date;
    claimThresholdCents: number;
  },
  sessions: readonly GroupSessionOfDraw[],
  tally: PrizeTally,
): Promise<EntryPrize[]> {
  if (sessions.length === 0) return [];
  const won = new Map(
    tally
      .winners()
      .filter((winner) => winner.ticketId.startsWith(groupSessionEntryPrefix))
      .map((winner) => [winner.ticketId.slice(groupSessionEntryPrefix.length), winner]),
  );
  const shareTickets = await shareTicketsOf(
    database,
    sessions.map((session) => session.id),
  );
  const prizes: EntryPrize[] = [];
  const nothingWon: string[] = [];
  for (const session of sessions) {
    const tickets = shareTickets.filter((ticket) => ticket.game_offer === session.id);
    const win = won.get(session.id);
    const holdings = win ? tickets.filter((ticket) => sharesOf(ticket) > 0) : [];
    nothingWon.push(
      ...tickets.filter((ticket) => !holdings.includes(ticket)).map((ticket) => ticket.id),
    );
    if (!win) continue;
    const held = holdings.map((holding) => ({ holder: holding.id, shares: sharesOf(holding) }));
    const totalShares = held.reduce((sum, holding) => sum + holding.shares, 0);
    const parts = splitByShares(win.prizeCents, held);
    holdings.forEach((holding, index) => {
      const shares = held[index]?.shares ?? 0;
      prizes.push({
        ticketId: holding.id,
        customerId: holding.customer_id,
        division: win.division,
        prizeCents: parts[index]?.prizeCents ?? 0,
        description:
          `Prize: Lotto Party ${session.groupName}, ${scored.offerName} draw ${scored.drawNo}, ` +
          `${shares} of ${totalShares} shares sold`,
      });
    });
  }
  if (nothingWon.length > 0) {
    await writeNothingWon(database, scored.drawId, nothingWon, scored.now);
  }
  await writePrizesWon(database, scored.drawId, prizes, scored.now, scored.claimThresholdCents);
  return prizes;
}
