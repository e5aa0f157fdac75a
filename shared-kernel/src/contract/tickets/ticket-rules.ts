import { type DrawCount } from '../cart/model';
import { toCents } from '../money/money';
import { type ProductOffer } from '../product-offers/model';

/**
 * The rules of product.md §5 "Tickets and cart", shared by the play pages and the cart service.
 * Every function is pure: a ticket in, a new ticket (or an answer) out.
 */

/** One number set of a game offer: `count` numbers between `min` and `max`. */
export interface TicketNumberSet {
  name: string;
  count: number;
  min: number;
  max: number;
}

/** What the rules need to know of an offer and the game offer being played. */
export interface TicketOffer {
  /** Game type key, e.g. `standard`, `mega_combo`, `syndicate`. */
  gameType: string;
  minGames: number;
  maxGames: number;
  numberSets: readonly TicketNumberSet[];
  /** Price of `games` games (entries, raffle tickets, shares) for one draw, in dollars. */
  prices: ReadonlyArray<{ games: number; price: number | string }>;
  /** Keys of the causes a ticket must choose from; empty when the lottery has none. */
  causeKeys: readonly string[];
  /** Days a ticket must choose one of; empty when the lottery has no selectable days. */
  selectableDays: readonly string[];
  /** Most draws one ticket may be bought for; unlimited when absent. */
  maxDraws?: number;
  /** Entry count of a mega_combo ticket when the ticket names none. */
  defaultEntryCount?: number;
}

/** One game: the numbers of each set by set name; `null` is an empty slot. */
export type TicketGame = Record<string, Array<number | null>>;

/** A ticket being put together. */
export interface Ticket {
  games: TicketGame[];
  /**
   * Games bought when the offer has no number sets: raffle tickets in a ticket book, or
   * syndicate shares (see `numShares`). For mega_combo: the entry count the price is read at
   * (it travels as `num_games`).
   */
  numGames: number;
  numDraws: DrawCount;
  numWeeks: number;
  day: string | null;
  causeKey: string | null;
  quickpick: boolean;
  /** Syndicate shares. */
  numShares?: number;
}

/** The number sets Numbers and Favourites draw from one pool: a number is in only one of them. */
export const numbersSetName = 'Numbers';
export const favouritesSetName = 'Favourites';

/** Field of a ticket error; `this` is the ticket as a whole. */
export type TicketField =
  'this' | 'games' | 'day' | 'causeKey' | 'numDraws' | 'numWeeks' | 'numShares' | 'entryCount';

export const ticketMessages = {
  minGames: (minGames: number) =>
    minGames === 1
      ? 'Please complete at least 1 game'
      : `Please complete at least ${minGames} games`,
  maxGames: (maxGames: number) => `A ticket can hold at most ${maxGames} games`,
  incompleteGames: 'Please complete or clear the unfinished games',
  duplicateNumber: 'A number cannot be chosen twice in a game',
  numberOutOfRange: 'A chosen number is outside the range of its set',
  dayRequired: 'Please choose a day',
  causeRequired: 'Please choose a cause',
  causeUnknown: 'Please choose one of the listed causes',
  numDraws: (maxDraws?: number) =>
    maxDraws === undefined
      ? 'Please choose at least 1 draw'
      : `Please choose between 1 and ${maxDraws} draws`,
  numWeeks: 'Please choose at least 1 week',
  numShares: (minShares: number, maxShares: number) =>
    `Please choose between ${minShares} and ${maxShares} shares`,
  entryCount: 'Please choose one of the listed entry counts',
  numGames: 'Please choose one of the listed ticket books',
} as const;

export type RandomSource = () => number;

const isSyndicate = (offer: TicketOffer) => offer.gameType === 'syndicate';
const isMegaCombo = (offer: TicketOffer) => offer.gameType === 'mega_combo';

/** Sets whose numbers share one pool: Numbers and Favourites together, any other set alone. */
function poolOf(setName: string): readonly string[] {
  return setName === numbersSetName || setName === favouritesSetName
    ? [numbersSetName, favouritesSetName]
    : [setName];
}

function setOf(offer: TicketOffer, setName: string): TicketNumberSet | undefined {
  return offer.numberSets.find((set) => set.name === setName);
}

/** A game with every slot of every set empty. */
export function emptyGame(offer: TicketOffer): TicketGame {
  const game: TicketGame = {};
  for (const set of offer.numberSets) game[set.name] = Array<number | null>(set.count).fill(null);
  return game;
}

/** A new ticket of the offer's default game count (at least its minimum). */
export function newTicket(offer: TicketOffer, defaultGames = offer.minGames): Ticket {
  const gameCount = offer.numberSets.length === 0 ? 0 : Math.max(offer.minGames, defaultGames);
  const firstPrice = [...offer.prices].sort((first, second) => first.games - second.games)[0];
  const numGames = isMegaCombo(offer)
    ? (offer.defaultEntryCount ?? firstPrice?.games ?? 1)
    : Math.max(offer.minGames, firstPrice?.games ?? 1);
  return {
    games: Array.from({ length: gameCount }, () => emptyGame(offer)),
    numGames,
    numDraws: 1,
    numWeeks: 1,
    day: offer.selectableDays.length === 1 ? (offer.selectableDays[0] ?? null) : null,
    causeKey: null,
    quickpick: false,
    ...(isSyndicate(offer) ? { numShares: Math.max(1, offer.minGames) } : {}),
  };
}

function numbersOf(slots: ReadonlyArray<number | null> | undefined): number[] {
  return (slots ?? []).filter((slot): slot is number => slot !== null);
}

/** Whether `number` is already in the game, in its set or in another set of the same pool. */
export function gameHasNumber(game: TicketGame, setName: string, number: number): boolean {
  return poolOf(setName).some((name) => (game[name] ?? []).includes(number));
}

/**
 * A game is complete when every number set has exactly the required count with no empty slots.
 * mega_combo: Numbers has no empty slot, and Favourites, when the game has them, holds a number.
 */
export function isGameComplete(game: TicketGame, offer: TicketOffer): boolean {
  if (isMegaCombo(offer)) {
    const numbers = game[numbersSetName] ?? [];
    const favourites = game[favouritesSetName];
    return (
      numbers.length > 0 &&
      numbers.every((slot) => slot !== null) &&
      (favourites === undefined || numbersOf(favourites).length > 0)
    );
  }
  return offer.numberSets.every((set) => {
    const slots = game[set.name] ?? [];
    return slots.length === set.count && slots.every((slot) => slot !== null);
  });
}

/** A game with no number chosen in any set. */
export function isGameEmpty(game: TicketGame): boolean {
  return Object.values(game).every((slots) => slots.every((slot) => slot === null));
}

export function completeGameCount(ticket: Ticket, offer: TicketOffer): number {
  return ticket.games.filter((game) => isGameComplete(game, offer)).length;
}

function replaceGame(ticket: Ticket, gameIndex: number, game: TicketGame): Ticket {
  if (gameIndex < 0 || gameIndex >= ticket.games.length) return ticket;
  const games = ticket.games.slice();
  games[gameIndex] = game;
  return { ...ticket, games };
}

/**
 * Picks or unpicks a number: a number already in the set is taken out; otherwise it goes in the
 * set's first empty slot. A number already elsewhere in its pool, out of range, or a full set
 * leaves the ticket unchanged (a number cannot be added twice).
 */
export function toggleNumber(
  ticket: Ticket,
  offer: TicketOffer,
  gameIndex: number,
  setName: string,
  number: number,
): Ticket {
  const game = ticket.games[gameIndex];
  const set = setOf(offer, setName);
  if (!game || !set) return ticket;
  const slots = game[setName] ?? Array<number | null>(set.count).fill(null);
  const position = slots.indexOf(number);
  if (position >= 0) {
    const next = slots.slice();
    next[position] = null;
    return replaceGame(ticket, gameIndex, { ...game, [setName]: next });
  }
  if (number < set.min || number > set.max || gameHasNumber(game, setName, number)) return ticket;
  const empty = slots.indexOf(null);
  if (empty < 0) return ticket;
  const next = slots.slice();
  next[empty] = number;
  return replaceGame(ticket, gameIndex, { ...game, [setName]: next });
}

/**
 * Moves `number` from Numbers to Favourites or back. When the target set is full, the number
 * swaps places with the target's last number. Favourites allow only one set: moving a number
 * into the Favourites of one game empties the Favourites of every other game.
 */
export function moveNumber(
  ticket: Ticket,
  offer: TicketOffer,
  gameIndex: number,
  number: number,
  targetSetName: typeof numbersSetName | typeof favouritesSetName,
): Ticket {
  const sourceSetName = targetSetName === numbersSetName ? favouritesSetName : numbersSetName;
  const game = ticket.games[gameIndex];
  const targetSet = setOf(offer, targetSetName);
  if (!game || !targetSet) return ticket;
  const source = (game[sourceSetName] ?? []).slice();
  const sourcePosition = source.indexOf(number);
  if (sourcePosition < 0) return ticket;
  const target = (game[targetSetName] ?? Array<number | null>(targetSet.count).fill(null)).slice();
  const empty = target.indexOf(null);
  if (empty >= 0) {
    target[empty] = number;
    source[sourcePosition] = null;
  } else {
    const swapPosition = target.length - 1;
    if (swapPosition < 0) return ticket;
    source[sourcePosition] = target[swapPosition] ?? null;
    target[swapPosition] = number;
  }
  let games = ticket.games.slice();
  games[gameIndex] = { ...game, [sourceSetName]: source, [targetSetName]: target };
  if (targetSetName === favouritesSetName) {
    games = games.map((other, index) =>
      index === gameIndex || other[favouritesSetName] === undefined
        ? other
        : { ...other, [favouritesSetName]: other[favouritesSetName].map(() => null) },
    );
  }
  return { ...ticket, games };
}

/**
 * The games with their set names spelled as the offer spells them. The API client snake_cases
 * request keys (`Numbers` travels as `numbers`), so a server reads set names case-insensitively.
 */
export function normaliseGames(games: readonly TicketGame[], offer: TicketOffer): TicketGame[] {
  const names = new Map(offer.numberSets.map((set) => [set.name.toLowerCase(), set.name]));
  return games.map((game) => {
    const normalised: TicketGame = {};
    for (const [name, slots] of Object.entries(game)) {
      normalised[names.get(name.toLowerCase()) ?? name] = slots;
    }
    return normalised;
  });
}

/** A whole number in [min, max] from a random source in [0, 1). */
function randomBetween(min: number, max: number, random: RandomSource): number {
  const value = min + Math.floor(random() * (max - min + 1));
  return Math.min(max, Math.max(min, value));
}

/** Fills the empty slots of every set of one game with unique random numbers in range. */
export function quickpickGame(
  game: TicketGame,
  offer: TicketOffer,
  random: RandomSource = Math.random,
): TicketGame {
  const next: TicketGame = { ...game };
  for (const set of offer.numberSets) {
    const slots = (next[set.name] ?? Array<number | null>(set.count).fill(null)).slice();
    const taken = new Set(poolOf(set.name).flatMap((name) => numbersOf(next[name])));
    const free: number[] = [];
    for (let number = set.min; number <= set.max; number += 1) {
      if (!taken.has(number)) free.push(number);
    }
    for (let position = 0; position < slots.length; position += 1) {
      if (slots[position] !== null || free.length === 0) continue;
      const pick = randomBetween(0, free.length - 1, random);
      const [number] = free.splice(pick, 1);
      slots[position] = number ?? null;
    }
    next[set.name] = slots;
  }
  return next;
}

/** Quickpick of one game (by index) or, without an index, of every game on the ticket. */
export function quickpick(
  ticket: Ticket,
  offer: TicketOffer,
  gameIndex?: number,
  random: RandomSource = Math.random,
): Ticket {
  if (gameIndex !== undefined) {
    const game = ticket.games[gameIndex];
    return game ? replaceGame(ticket, gameIndex, quickpickGame(game, offer, random)) : ticket;
  }
  return {
    ...ticket,
    quickpick: true,
    games: ticket.games.map((game) => quickpickGame(game, offer, random)),
  };
}

/** Empties one game (by index) or, without an index, every game; the game count stays. */
export function clearGames(ticket: Ticket, offer: TicketOffer, gameIndex?: number): Ticket {
  if (gameIndex !== undefined) return replaceGame(ticket, gameIndex, emptyGame(offer));
  return { ...ticket, quickpick: false, games: ticket.games.map(() => emptyGame(offer)) };
}

/** Adds `count` empty games, up to the offer's maximum. */
export function addGames(ticket: Ticket, offer: TicketOffer, count = 1): Ticket {
  const room = Math.max(0, offer.maxGames - ticket.games.length);
  const added = Math.min(room, Math.max(0, count));
  if (added === 0) return ticket;
  return {
    ...ticket,
    games: [...ticket.games, ...Array.from({ length: added }, () => emptyGame(offer))],
  };
}

/** Removes one game, keeping at least one. */
export function removeGame(ticket: Ticket, gameIndex: number): Ticket {
  if (ticket.games.length <= 1 || !ticket.games[gameIndex]) return ticket;
  return { ...ticket, games: ticket.games.filter((_, index) => index !== gameIndex) };
}

/** What `numDraws` sends: 'autoplay' is 1 draw with the recurring purchase enabled. */
export function drawCountOf(numDraws: DrawCount): {
  numDraws: number;
  recurringPurchaseEnabled: boolean;
} {
  return numDraws === 'autoplay'
    ? { numDraws: 1, recurringPurchaseEnabled: true }
    : { numDraws, recurringPurchaseEnabled: false };
}

/** The count the offer's price table is read at. */
export function priceCountOf(ticket: Ticket, offer: TicketOffer): number {
  if (isSyndicate(offer)) return ticket.numShares ?? 0;
  if (isMegaCombo(offer)) return ticket.numGames;
  if (offer.numberSets.length === 0) return ticket.numGames;
  return completeGameCount(ticket, offer);
}

/**
 * Cents of `count` games for one draw from the price table: the listed price when the table has
 * the count, otherwise the per-game price of the largest listed count below it, times the count.
 */
export function tablePriceCents(offer: TicketOffer, count: number): number {
  if (count <= 0) return 0;
  const exact = offer.prices.find((price) => price.games === count);
  if (exact) return toCents(exact.price);
  const below = offer.prices
    .filter((price) => price.games < count)
    .sort((first, second) => second.games - first.games)[0];
  const reference =
    below ?? [...offer.prices].sort((first, second) => first.games - second.games)[0];
  if (!reference || reference.games <= 0) return 0;
  return Math.round((toCents(reference.price) / reference.games) * count);
}

/**
 * Price of the ticket in cents: the games price of the offer's table times draws times weeks;
 * mega_combo reads the table at its entry count; a syndicate costs the price per share times
 * the shares.
 */
export function priceOf(ticketAsSent: Ticket, offer: TicketOffer): number {
  const ticket = { ...ticketAsSent, games: normaliseGames(ticketAsSent.games, offer) };
  if (isSyndicate(offer)) {
    const shares = ticket.numShares ?? 0;
    return shares > 0 ? tablePriceCents(offer, 1) * shares : 0;
  }
  const { numDraws } = drawCountOf(ticket.numDraws);
  const weeks = Math.max(1, ticket.numWeeks);
  return tablePriceCents(offer, priceCountOf(ticket, offer)) * Math.max(0, numDraws) * weeks;
}

function gamesErrors(ticket: Ticket, offer: TicketOffer): Partial<Record<TicketField, string>> {
  const errors: Partial<Record<TicketField, string>> = {};
  for (const game of ticket.games) {
    for (const set of offer.numberSets) {
      const chosen = numbersOf(game[set.name]);
      if (chosen.some((number) => number < set.min || number > set.max)) {
        errors.games = ticketMessages.numberOutOfRange;
      }
    }
    const pools = new Set(offer.numberSets.map((set) => poolOf(set.name).join('+')));
    for (const pool of pools) {
      const chosen = pool.split('+').flatMap((name) => numbersOf(game[name]));
      if (new Set(chosen).size !== chosen.length) errors.games = ticketMessages.duplicateNumber;
    }
  }
  if (errors.games) return errors;
  const partlyFilled = ticket.games.some(
    (game) => !isGameComplete(game, offer) && !isGameEmpty(game),
  );
  if (partlyFilled) errors.games = ticketMessages.incompleteGames;
  return errors;
}

/**
 * What stops the ticket going in the cart, by field (`this` for the ticket as a whole); empty
 * when it may be added.
 */
export function validateTicket(ticketAsSent: Ticket, offer: TicketOffer): Record<string, string> {
  const ticket = { ...ticketAsSent, games: normaliseGames(ticketAsSent.games, offer) };
  const errors: Partial<Record<TicketField, string>> = {};
  if (offer.selectableDays.length > 0) {
    if (!ticket.day || !offer.selectableDays.includes(ticket.day)) {
      errors.day = ticketMessages.dayRequired;
    }
  }
  if (offer.causeKeys.length > 0) {
    if (!ticket.causeKey) errors.causeKey = ticketMessages.causeRequired;
    else if (!offer.causeKeys.includes(ticket.causeKey)) {
      errors.causeKey = ticketMessages.causeUnknown;
    }
  }
  if (isSyndicate(offer)) {
    const shares = ticket.numShares ?? 0;
    const minShares = Math.max(1, offer.minGames);
    if (!Number.isInteger(shares) || shares < minShares || shares > offer.maxGames) {
      errors.numShares = ticketMessages.numShares(minShares, offer.maxGames);
    }
  } else if (offer.numberSets.length === 0) {
    const listed = offer.prices.some((price) => price.games === ticket.numGames);
    if (!listed || ticket.numGames < offer.minGames) errors.this = ticketMessages.numGames;
  } else {
    Object.assign(errors, gamesErrors(ticket, offer));
    const complete = completeGameCount(ticket, offer);
    if (complete < Math.max(1, offer.minGames)) {
      errors.this = ticketMessages.minGames(Math.max(1, offer.minGames));
    } else if (complete > offer.maxGames) {
      errors.this = ticketMessages.maxGames(offer.maxGames);
    }
    if (isMegaCombo(offer) && !offer.prices.some((price) => price.games === ticket.numGames)) {
      errors.entryCount = ticketMessages.entryCount;
    }
  }
  if (ticket.numDraws !== 'autoplay') {
    const draws = ticket.numDraws;
    const tooMany = offer.maxDraws !== undefined && draws > offer.maxDraws;
    if (!Number.isInteger(draws) || draws < 1 || tooMany) {
      errors.numDraws = ticketMessages.numDraws(offer.maxDraws);
    }
  }
  if (!Number.isInteger(ticket.numWeeks) || ticket.numWeeks < 1) {
    errors.numWeeks = ticketMessages.numWeeks;
  }
  return errors;
}

/** Whether the ticket may be added to the cart. */
export function isTicketValid(ticket: Ticket, offer: TicketOffer): boolean {
  return Object.keys(validateTicket(ticket, offer)).length === 0;
}

/** What `ticketOfferOf` reads of a product offer; `selectableDays` as the offers call sends them. */
export type TicketProductOffer = Pick<ProductOffer, 'gameTypes' | 'causes' | 'draws'> & {
  selectableDays?: readonly string[];
};

/**
 * The rules' view of a product offer's game offer. Sets without a range default to 1–45.
 * The days a ticket chooses from are the offer's `selectableDays` unless the caller names them.
 */
export function ticketOfferOf(
  productOffer: TicketProductOffer,
  gameTypeKey: string,
  gameOfferKey?: string,
  selectableDays: readonly string[] = productOffer.selectableDays ?? [],
): TicketOffer | null {
  const gameType = productOffer.gameTypes.find((candidate) => candidate.key === gameTypeKey);
  const gameOffer =
    gameType?.gameOffers.find((candidate) => candidate.key === gameOfferKey) ??
    gameType?.gameOffers[0];
  if (!gameType || !gameOffer) return null;
  return {
    gameType: gameType.key,
    minGames: gameOffer.minGames,
    maxGames: gameOffer.maxGames,
    numberSets: gameOffer.numberSets.map((set) => ({
      name: set.name,
      count: set.count,
      min: set.min ?? 1,
      max: set.max ?? 45,
    })),
    prices: gameOffer.prices,
    causeKeys: productOffer.causes.map((cause) => cause.key),
    selectableDays,
    ...(productOffer.draws.length > 0 ? { maxDraws: productOffer.draws.length } : {}),
    ...(gameOffer.defaultEntryCount !== undefined
      ? { defaultEntryCount: gameOffer.defaultEntryCount }
      : {}),
  };
}
