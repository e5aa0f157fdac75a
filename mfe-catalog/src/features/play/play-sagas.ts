import { call, delay, put, select, takeLatest, type StrictEffect } from 'redux-saga/effects';
import { drawCountOf, isGameComplete, validateTicket } from 'shared-kernel/contract/tickets';
import { type CartItemAdd, type CartView, type TicketBuild } from 'shared-kernel/contract/cart';
import { addToCart, type CartAddition, type CartAdditionOutcome } from '../cart/cart-sagas';
import { isSameGame } from './favourite-game';
import {
  addToCartFailed,
  addToCartRefused,
  cartUpdated,
  type PlayState,
  type PrecartSummary,
} from './play-slice';

/** api.md §9: build is debounced 500 ms, add item 1000 ms. */
export const buildDebounceMs = 500;
export const addItemDebounceMs = 1000;

interface StateWithPlay {
  play: PlayState;
}

/**
 * The draw the ticket starts on: the one the page names, else the first listed draw on the
 * chosen day, else (nothing sent) the next draw.
 */
function firstDrawOf(state: PlayState): { firstDrawNo?: number } {
  if (state.firstDrawNo !== null) return { firstDrawNo: state.firstDrawNo };
  const day = state.ticket?.day;
  const onDay = day ? state.firstDrawNoByDay[day] : undefined;
  return onDay !== undefined ? { firstDrawNo: onDay } : {};
}

/**
 * The ticket as the cart calls take it. Lottery tickets go through build with their complete
 * games; raffle ticket books and syndicate shares, which have no numbers, go in as items.
 */
export function cartAdditionOf(state: PlayState): CartAddition | null {
  const { ticket, offer, productOfferKey, gameTypeKey, gameOfferKey, favouriteGame } = state;
  if (!ticket || !offer || !productOfferKey || !gameTypeKey || !gameOfferKey) return null;
  const isSyndicate = offer.gameType === 'syndicate';
  const hasNumbers = offer.numberSets.length > 0;
  const games = ticket.games
    .filter((game) => isGameComplete(game, offer))
    .map((game) =>
      Object.fromEntries(
        Object.entries(game).map(([name, slots]) => [
          name,
          slots.filter((slot): slot is number => slot !== null),
        ]),
      ),
    );
  const build: TicketBuild = {
    lottery: productOfferKey,
    gameType: gameTypeKey,
    gameOffer: gameOfferKey,
    numDraws: ticket.numDraws,
    numWeeks: ticket.numWeeks,
    quickpick: ticket.quickpick,
    ...(ticket.causeKey !== null ? { causeKey: ticket.causeKey } : {}),
    ...(ticket.day !== null ? { day: ticket.day } : {}),
    ...firstDrawOf(state),
  };
  if (hasNumbers) {
    // A mega_combo ticket is priced at its entry count, which travels as `num_games`.
    const numGames = offer.gameType === 'mega_combo' ? ticket.numGames : games.length;
    const hasFavouriteNumbers =
      favouriteGame !== null && ticket.games.some((game) => isSameGame(game, favouriteGame));
    const withNumbers = { ...build, games, numGames };
    return {
      kind: 'build',
      ticket: hasFavouriteNumbers ? { ...withNumbers, hasFavouriteNumbers } : withNumbers,
    };
  }
  const { numDraws, recurringPurchaseEnabled } = drawCountOf(ticket.numDraws);
  const item: TicketBuild = isSyndicate
    ? { ...build, syndicate: { numShares: ticket.numShares ?? 1 } }
    : { ...build, numGames: ticket.numGames, numRaffleTickets: ticket.numGames };
  const addition: CartItemAdd = {
    item,
    numDraws,
    recurringPurchase: { type: 'autoplay', enabled: recurringPurchaseEnabled },
  };
  return { kind: 'items', item: addition };
}

/**
 * What the pre-cart drawer shows of the cart the server answered: the item just added (items
 * come oldest first, so it is the last), the cart total and the item count.
 */
export function precartSummaryOf(cart: CartView): PrecartSummary {
  const added = cart.cartItems[cart.cartItems.length - 1];
  return {
    item: added
      ? {
          lotteryName: added.lotteryName,
          description: added.description,
          drawNo: added.drawNo,
          drawDate: added.drawDate,
          numDraws: added.numDraws,
          price: {
            amount: Math.round(added.unitPrice.amount * added.quantity * 100) / 100,
            currency: added.unitPrice.currency,
          },
          day: added.day,
        }
      : null,
    cartTotal: cart.cartTotal,
    itemCount: cart.cartItems.length,
  };
}

function* addTicketToCart(): Generator<StrictEffect, void, unknown> {
  const state = (yield select((root: StateWithPlay) => root.play)) as PlayState;
  const addition = cartAdditionOf(state);
  if (!addition || !state.ticket || !state.offer) {
    yield put(addToCartRefused());
    return;
  }
  if (Object.keys(validateTicket(state.ticket, state.offer)).length > 0) {
    yield put(addToCartRefused());
    return;
  }
  // Debounce: a newer request cancels this one while it waits.
  yield delay(addition.kind === 'build' ? buildDebounceMs : addItemDebounceMs);
  const outcome = (yield call(addToCart, addition)) as CartAdditionOutcome;
  if (outcome.ok) yield put(cartUpdated(precartSummaryOf(outcome.cart)));
  else yield put(addToCartFailed(outcome.errors));
}

export function* watchAddToCartRequested(): Generator<StrictEffect, void, unknown> {
  // takeLatest plus a delay is a debounce: only the last of quick repeated requests is sent.
  yield takeLatest('play/addToCartRequested', addTicketToCart);
}
