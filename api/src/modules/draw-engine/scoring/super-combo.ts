import { createHash } from 'node:crypto';
import { favouritesSetName } from 'shared-kernel/contract/tickets';
import { textField, uint32 } from '../verifiable/byte-encoding';
import { uniformBelow } from '../verifiable/number-derivation';
import { choose } from './entries';
import { type GameRules, gameRulesOf } from './game-rules';
import { type GameLine } from './score-line';

/**
 * Super Combo (game type `mega_combo`): a ticket stores ONE game, `{ Numbers, Favourites }`, and
 * plays `num_games` entries of the lottery (its entry count, 10, 20 or 50), each entry one
 * standard line of the main pool (`{ Numbers: [...] }`):
 *
 * - Entry 1 is the game's Numbers, as chosen and stored.
 * - Every other entry k (2 … entry count) holds every Favourite (0 to 3 numbers of the same pool,
 *   never among the Numbers) and as many numbers as the line still needs, derived from the ticket
 *   id and k, distinct and never a Favourite; its numbers are listed in ascending order.
 *
 * The derived numbers depend on the ticket id alone, so they are fixed when the ticket is bought,
 * and anyone can recompute them (byte encoding of byte-encoding.ts):
 *
 * 1. Byte stream of entry k: block(c) = SHA-256( text("lottery-shop/super-combo-entry")
 *    || text(ticketId) || uint32(k) || uint32(c) ) for c = 0, 1, 2, …, read from the start in
 *    steps of 4 bytes, each an unsigned big-endian integer.
 * 2. Candidates: the pool's numbers that are not Favourites, ascending (N of them).
 * 3. The t-th number (t = 0, 1, …): j = t + uniform(N − t), by rejection sampling exactly as a
 *    draw's numbers (number-derivation.ts, step 3); swap the candidates at t and j; the candidate
 *    now at t is the number (a forward Fisher–Yates shuffle).
 * 4. When the entry's numbers (with the Favourites) are those of an earlier entry of the ticket,
 *    the entry is drawn again (step 2 onwards) from where its stream stands, so every entry of a
 *    ticket is a different line.
 */

const entryTag = 'lottery-shop/super-combo-entry';

/** The 4-byte values of entry `entry`'s stream (step 1). */
function entryStreamOf(ticketId: string, entry: number): () => number {
  const prefix = Buffer.concat([textField(entryTag), textField(ticketId), uint32(entry)]);
  let block = Buffer.alloc(0);
  let offset = 0;
  let counter = 0;
  return () => {
    if (offset + 4 > block.length) {
      block = createHash('sha256').update(prefix).update(uint32(counter)).digest();
      counter += 1;
      offset = 0;
    }
    const value = block.readUInt32BE(offset);
    offset += 4;
    return value;
  };
}

/** `count` distinct candidates by forward Fisher–Yates (step 3). */
function drawnCandidates(candidates: readonly number[], count: number, next: () => number) {
  const barrel = [...candidates];
  for (let position = 0; position < count; position += 1) {
    const chosen = position + uniformBelow(barrel.length - position, next);
    const ball = barrel[chosen] as number;
    barrel[chosen] = barrel[position] as number;
    barrel[position] = ball;
  }
  return barrel.slice(0, count);
}

function favouritesOf(rules: GameRules, game: GameLine): number[] {
  const favourites = [...new Set(game[favouritesSetName] ?? [])];
  const { min, max, count } = rules.main;
  if (favourites.some((number) => !Number.isInteger(number) || number < min || number > max)) {
    throw new RangeError(`A Super Combo favourite is outside ${min}..${max}`);
  }
  if (favourites.length >= count) {
    throw new RangeError(`A Super Combo holds at most ${count - 1} favourites`);
  }
  return favourites;
}

/**
 * The entries of a Super Combo ticket, in order: each a standard line of the lottery
 * (`{ [rules.main.name]: numbers }`), the first the game's Numbers, the others derived as above.
 */
export function superComboEntries(
  rules: GameRules,
  ticketId: string,
  game: GameLine,
  entryCount: number,
): GameLine[] {
  if (!Number.isInteger(entryCount) || entryCount < 1) {
    throw new RangeError(`A Super Combo plays at least 1 entry, not ${entryCount}`);
  }
  const { name, min, max, count } = rules.main;
  const favourites = favouritesOf(rules, game);
  const isFavourite = new Set(favourites);
  const candidates: number[] = [];
  for (let number = min; number <= max; number += 1) {
    if (!isFavourite.has(number)) candidates.push(number);
  }
  const needed = count - favourites.length;
  if (choose(candidates.length, needed) < entryCount) {
    throw new RangeError(`A Super Combo cannot hold ${entryCount} different entries`);
  }
  const first = [...(game[name] ?? [])];
  const entries: GameLine[] = [{ [name]: first }];
  const known = new Set([[...first].sort((left, right) => left - right).join(',')]);
  for (let entry = 2; entry <= entryCount; entry += 1) {
    const next = entryStreamOf(ticketId, entry);
    for (;;) {
      const numbers = [...favourites, ...drawnCandidates(candidates, needed, next)].sort(
        (left, right) => left - right,
      );
      const key = numbers.join(',');
      if (known.has(key)) continue;
      known.add(key);
      entries.push({ [name]: numbers });
      break;
    }
  }
  return entries;
}

/** A lottery ticket as stored, for the games it plays. */
export interface StoredLotteryTicket {
  id: string;
  productOfferKey: string;
  gameType: string;
  games: readonly GameLine[];
  quantity: number;
  /** A Super Combo's entry count. */
  numGames: number;
}

/**
 * The games a lottery ticket plays, in the frozen list's order, and the game type they are
 * scored as: its stored games repeated `quantity` times, or, for a Super Combo, its entries
 * (standard lines) repeated `quantity` times. The close step freezes these games as the ticket's
 * lines; the score step scores the same games.
 */
export function gamesPlayedBy(ticket: StoredLotteryTicket): {
  gameType: string;
  games: GameLine[];
} {
  let { gameType, games } = ticket;
  if (gameType === 'mega_combo') {
    const [game] = games;
    if (games.length !== 1 || !game) {
      throw new RangeError(`Super Combo ticket ${ticket.id} holds ${games.length} games, not 1`);
    }
    const rules = gameRulesOf(ticket.productOfferKey);
    games = superComboEntries(rules, ticket.id, game, ticket.numGames);
    gameType = 'standard';
  }
  const played: GameLine[] = [];
  for (let copy = 0; copy < ticket.quantity; copy += 1) {
    for (const game of games) played.push(game);
  }
  return { gameType, games: played };
}
