import type { UnknownAction } from 'redux';
import {
  addGames,
  clearGames,
  moveNumber,
  newTicket,
  quickpick,
  removeGame,
  toggleNumber,
  type Ticket,
  type TicketGame,
  type TicketOffer,
  type favouritesSetName,
  type numbersSetName,
} from 'shared-kernel/contract/tickets';
import { type DrawCount } from 'shared-kernel/contract/cart';
import { type Money } from 'shared-kernel/contract/money';
import { gameOfFavourites } from './favourite-game';

/** The sets a mega_combo number moves between. */
export type MoveTarget = typeof numbersSetName | typeof favouritesSetName;

/** What the play page shows after 'Add to cart'. */
export type AddToCartStatus = 'idle' | 'adding' | 'added' | 'failed';

/** The item the cart answered for the ticket just added, as the pre-cart drawer shows it. */
export interface AddedCartItem {
  lotteryName: string;
  description: string;
  drawNo: number | null;
  /** When sales of the first draw stop, ISO 8601 UTC. */
  drawDate: string | null;
  numDraws: number;
  /** Price of the item: its unit price times its quantity. */
  price: Money;
  day: string | null;
}

/** What the pre-cart drawer shows after a successful add: the item and the cart it is in. */
export interface PrecartSummary {
  item: AddedCartItem | null;
  cartTotal: Money;
  itemCount: number;
}

export interface PlayState {
  productOfferKey: string | null;
  gameTypeKey: string | null;
  gameOfferKey: string | null;
  offer: TicketOffer | null;
  ticket: Ticket | null;
  /** A later draw chosen by `?firstDrawNo=` or `/draw/{drawNo}`. */
  firstDrawNo: number | null;
  /** The first listed draw of each weekday: a ticket for a chosen day starts on that draw. */
  firstDrawNoByDay: Record<string, number>;
  /** Rule messages are shown once the customer has tried to add the ticket. */
  isValidationShown: boolean;
  addToCartStatus: AddToCartStatus;
  /** Server errors by field; `this` for the ticket as a whole. */
  serverErrors: Record<string, string>;
  itemCount: number | null;
  /** product.md §3 Cart `isPrecartDrawerOpen`: open after a successful add until closed. */
  isPrecartDrawerOpen: boolean;
  precart: PrecartSummary | null;
  /**
   * The game the customer's favourite numbers filled (product.md §3 Ticket being built
   * `hasFavouriteNumbers`): the ticket has favourite numbers while a game still holds them.
   */
  favouriteGame: TicketGame | null;
}

export interface TicketStartedPayload {
  productOfferKey: string;
  gameTypeKey: string;
  gameOfferKey: string;
  offer: TicketOffer;
  defaultGames: number;
  firstDrawNo: number | null;
  firstDrawNoByDay?: Record<string, number>;
}

export type PlayAction =
  | { type: 'play/ticketStarted'; payload: TicketStartedPayload }
  | {
      type: 'play/numberToggled';
      payload: { gameIndex: number; setName: string; number: number };
    }
  | { type: 'play/quickpicked'; payload: { gameIndex: number | null; seed: number } }
  | { type: 'play/gamesCleared'; payload: { gameIndex: number | null } }
  | { type: 'play/gamesAdded'; payload: { count: number } }
  | { type: 'play/gameRemoved'; payload: { gameIndex: number } }
  | { type: 'play/drawsChosen'; payload: { numDraws: DrawCount } }
  | { type: 'play/dayChosen'; payload: { day: string | null } }
  | { type: 'play/causeChosen'; payload: { causeKey: string | null } }
  | { type: 'play/ticketBookChosen'; payload: { numGames: number } }
  | { type: 'play/sharesChosen'; payload: { numShares: number } }
  | { type: 'play/addToCartRequested' }
  | { type: 'play/addToCartRefused' }
  | { type: 'play/entryCountChosen'; payload: { entryCount: number } }
  | {
      type: 'play/numberMoved';
      payload: { gameIndex: number; number: number; targetSetName: MoveTarget };
    }
  | { type: 'play/cartUpdated'; payload: PrecartSummary }
  | { type: 'play/addToCartFailed'; payload: { errors: Record<string, string> } }
  | { type: 'play/precartDrawerClosed' }
  | { type: 'play/favouriteNumbersUsed'; payload: { numbers: number[][] } };

export const initialPlayState: PlayState = {
  productOfferKey: null,
  gameTypeKey: null,
  gameOfferKey: null,
  offer: null,
  ticket: null,
  firstDrawNo: null,
  firstDrawNoByDay: {},
  isValidationShown: false,
  addToCartStatus: 'idle',
  serverErrors: {},
  itemCount: null,
  isPrecartDrawerOpen: false,
  precart: null,
  favouriteGame: null,
};

export const ticketStarted = (payload: TicketStartedPayload): PlayAction => ({
  type: 'play/ticketStarted',
  payload,
});
export const numberToggled = (gameIndex: number, setName: string, number: number): PlayAction => ({
  type: 'play/numberToggled',
  payload: { gameIndex, setName, number },
});
/** Quickpick of one game, or of every game when `gameIndex` is null. */
export const quickpicked = (gameIndex: number | null, seed = Math.random()): PlayAction => ({
  type: 'play/quickpicked',
  payload: { gameIndex, seed },
});
export const gamesCleared = (gameIndex: number | null = null): PlayAction => ({
  type: 'play/gamesCleared',
  payload: { gameIndex },
});
export const gamesAdded = (count = 1): PlayAction => ({
  type: 'play/gamesAdded',
  payload: { count },
});
export const gameRemoved = (gameIndex: number): PlayAction => ({
  type: 'play/gameRemoved',
  payload: { gameIndex },
});
export const drawsChosen = (numDraws: DrawCount): PlayAction => ({
  type: 'play/drawsChosen',
  payload: { numDraws },
});
export const dayChosen = (day: string | null): PlayAction => ({
  type: 'play/dayChosen',
  payload: { day },
});
export const causeChosen = (causeKey: string | null): PlayAction => ({
  type: 'play/causeChosen',
  payload: { causeKey },
});
export const ticketBookChosen = (numGames: number): PlayAction => ({
  type: 'play/ticketBookChosen',
  payload: { numGames },
});
export const sharesChosen = (numShares: number): PlayAction => ({
  type: 'play/sharesChosen',
  payload: { numShares },
});
export const addToCartRequested = (): PlayAction => ({ type: 'play/addToCartRequested' });
export const addToCartRefused = (): PlayAction => ({ type: 'play/addToCartRefused' });
export const entryCountChosen = (entryCount: number): PlayAction => ({
  type: 'play/entryCountChosen',
  payload: { entryCount },
});
/** Moves a picked number between Numbers and Favourites (mega_combo). */
export const numberMoved = (
  gameIndex: number,
  number: number,
  targetSetName: MoveTarget,
): PlayAction => ({
  type: 'play/numberMoved',
  payload: { gameIndex, number, targetSetName },
});
export const cartUpdated = (summary: PrecartSummary): PlayAction => ({
  type: 'play/cartUpdated',
  payload: summary,
});
export const addToCartFailed = (errors: Record<string, string>): PlayAction => ({
  type: 'play/addToCartFailed',
  payload: { errors },
});
export const precartDrawerClosed = (): PlayAction => ({ type: 'play/precartDrawerClosed' });
/** The customer's favourite numbers fill game 1 (when they fit the game being played). */
export const favouriteNumbersUsed = (numbers: number[][]): PlayAction => ({
  type: 'play/favouriteNumbersUsed',
  payload: { numbers },
});

/** A repeatable random source from a seed (mulberry32), so the reducer stays pure. */
export function seededRandom(seed: number): () => number {
  let state = Math.floor(seed * 2 ** 32) >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = state;
    mixed = Math.imul(mixed ^ (mixed >>> 15), mixed | 1);
    mixed ^= mixed + Math.imul(mixed ^ (mixed >>> 7), mixed | 61);
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4_294_967_296;
  };
}

function isPlayAction(action: UnknownAction): action is PlayAction {
  return action.type.startsWith('play/');
}

/** A ticket edit: the confirmation and server errors of an earlier add no longer apply. */
function edited(state: PlayState, edit: (ticket: Ticket, offer: TicketOffer) => Ticket): PlayState {
  if (!state.ticket || !state.offer) return state;
  const ticket = edit(state.ticket, state.offer);
  if (ticket === state.ticket) return state;
  return {
    ...state,
    ticket,
    serverErrors: {},
    addToCartStatus: state.addToCartStatus === 'adding' ? 'adding' : 'idle',
  };
}

export function playReducer(state: PlayState = initialPlayState, action: UnknownAction): PlayState {
  if (!isPlayAction(action)) return state;
  switch (action.type) {
    case 'play/ticketStarted': {
      const { offer, defaultGames, firstDrawNoByDay = {}, ...keys } = action.payload;
      return {
        ...initialPlayState,
        ...keys,
        firstDrawNoByDay,
        offer,
        ticket: newTicket(offer, defaultGames),
        itemCount: state.itemCount,
      };
    }
    case 'play/numberToggled': {
      const { gameIndex, setName, number } = action.payload;
      return edited(state, (ticket, offer) =>
        toggleNumber(ticket, offer, gameIndex, setName, number),
      );
    }
    case 'play/quickpicked': {
      const { gameIndex, seed } = action.payload;
      return edited(state, (ticket, offer) =>
        quickpick(ticket, offer, gameIndex ?? undefined, seededRandom(seed)),
      );
    }
    case 'play/gamesCleared':
      return edited(state, (ticket, offer) =>
        clearGames(ticket, offer, action.payload.gameIndex ?? undefined),
      );
    case 'play/gamesAdded':
      return edited(state, (ticket, offer) => addGames(ticket, offer, action.payload.count));
    case 'play/gameRemoved':
      return edited(state, (ticket) => removeGame(ticket, action.payload.gameIndex));
    case 'play/drawsChosen':
      return edited(state, (ticket) => ({ ...ticket, numDraws: action.payload.numDraws }));
    case 'play/dayChosen':
      return edited(state, (ticket) => ({ ...ticket, day: action.payload.day }));
    case 'play/causeChosen':
      return edited(state, (ticket) => ({ ...ticket, causeKey: action.payload.causeKey }));
    case 'play/ticketBookChosen':
      return edited(state, (ticket) => ({ ...ticket, numGames: action.payload.numGames }));
    case 'play/sharesChosen':
      return edited(state, (ticket) => ({ ...ticket, numShares: action.payload.numShares }));
    case 'play/addToCartRequested':
      return { ...state, isValidationShown: true, addToCartStatus: 'adding', serverErrors: {} };
    case 'play/addToCartRefused':
      return { ...state, isValidationShown: true, addToCartStatus: 'idle' };
    case 'play/entryCountChosen':
      return edited(state, (ticket) => ({ ...ticket, numGames: action.payload.entryCount }));
    case 'play/numberMoved': {
      const { gameIndex, number, targetSetName } = action.payload;
      return edited(state, (ticket, offer) =>
        moveNumber(ticket, offer, gameIndex, number, targetSetName),
      );
    }
    case 'play/cartUpdated':
      return {
        ...state,
        addToCartStatus: 'added',
        itemCount: action.payload.itemCount,
        isPrecartDrawerOpen: true,
        precart: action.payload,
      };
    case 'play/addToCartFailed':
      return { ...state, addToCartStatus: 'failed', serverErrors: action.payload.errors };
    case 'play/precartDrawerClosed':
      return { ...state, addToCartStatus: 'idle', isPrecartDrawerOpen: false };
    case 'play/favouriteNumbersUsed': {
      const game = state.offer ? gameOfFavourites(state.offer, action.payload.numbers) : null;
      if (!game) return state;
      const filled = edited(state, (ticket) => ({
        ...ticket,
        games: ticket.games.length > 0 ? [game, ...ticket.games.slice(1)] : [game],
      }));
      return { ...filled, favouriteGame: game };
    }
  }
}
