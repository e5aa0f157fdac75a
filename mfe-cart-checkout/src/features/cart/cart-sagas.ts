import { buffers, eventChannel, type EventChannel } from 'redux-saga';
import {
  call,
  debounce,
  getContext,
  put,
  select,
  take,
  takeEvery,
  type StrictEffect,
} from 'redux-saga/effects';
import {
  ApiError,
  errorMessageFallback,
  type Bus,
  type BusEventName,
  type BusEvents,
} from 'shared-kernel';
import { promotionNotAddedCode, type CartOwner, type CartView } from 'shared-kernel/contract/cart';
import { type Money } from 'shared-kernel/contract/money';
import type { CheckoutApi } from '../../checkout-api';
import {
  cartChanged,
  cartFetchRequested,
  cartReceived,
  cartRequestFailed,
  cartRequestStarted,
  cartUpdated,
  promotionRefused,
  type CartState,
  type cartItemEditRequested,
  type cartItemRemoveRequested,
  type promotionSubmitted,
} from './cart-slice';

/** api.md §9: cart fetch and voucher debounces, and how long an answer stays fresh. */
export const cartFetchDebounceMs = 500;
export const promotionDebounceMs = 500;
export const cartFreshnessMs = 20_000;

/** The clock the sagas read (ms); tests pass their own. */
export type Clock = () => number;

interface StateWithCart {
  cart: CartState;
}

type Effects<Result = void> = Generator<StrictEffect, Result, unknown>;

function busChannel<Name extends BusEventName>(
  bus: Bus,
  name: Name,
): EventChannel<BusEvents[Name]> {
  // The bus replays the last value synchronously on subscribe, before the saga takes: the
  // buffer keeps it. Only the latest value matters (sliding).
  return eventChannel<BusEvents[Name]>(
    (emit) => bus.subscribe(name, (payload) => emit(payload)),
    buffers.sliding(1),
  );
}

/** The server's first message, else the fallback of api.md §8.1. */
export function messageOf(error: unknown): string {
  if (error instanceof ApiError && error.isResponse) {
    return error.messages.find((message) => message.message)?.message ?? error.message;
  }
  return errorMessageFallback;
}

/** Tells the other packages (the nav bar's count) how many tickets the cart holds. */
export function* publishCartChanged(itemCount: number): Effects {
  const bus = (yield getContext('bus')) as Bus;
  bus.publish('cart/changed', { itemCount });
}

/** Whose cart the calls go to: the customer's, the anonymous cart of the cookie, or none yet. */
export function cartOwnerOf(api: CheckoutApi): CartOwner | null {
  if (api.isSignedIn()) return { kind: 'customer' };
  const token = api.readAnonymousCartToken();
  return token ? { kind: 'anonymous', token } : null;
}

function* fetchAnonymousCart(api: CheckoutApi, token: string): Effects<CartView | null> {
  try {
    return (yield call(api.fetchAnonymousCart, token, {})) as CartView;
  } catch (error) {
    // product.md §4: a failed fetch drops the token; on a 404 a new anonymous cart is made.
    api.dropAnonymousCartToken();
    if (!(error instanceof ApiError) || error.status !== 404) throw error;
    const created = (yield call(api.createAnonymousCart, {})) as { token: string; cart: CartView };
    api.writeAnonymousCartToken(created.token);
    return created.cart;
  }
}

function* fetchWalletBalance(api: CheckoutApi): Effects<Money | null> {
  try {
    return (yield call(api.fetchWalletBalance, {})) as Money | null;
  } catch {
    // Without a known balance the whole amount is due by card: the cart still shows.
    return null;
  }
}

/** Fetches the cart unless the last answer is under 20 seconds old (or a request forced it). */
export function* fetchCart(): Effects {
  const api = (yield getContext('checkout')) as CheckoutApi;
  const now = (yield getContext('now')) as Clock;
  const state = ((yield select()) as StateWithCart).cart;
  const isFresh =
    state.receivedAtMs !== null &&
    state.isSignedIn === api.isSignedIn() &&
    now() - state.receivedAtMs < cartFreshnessMs;
  if (isFresh && !state.isRefetchForced) return;
  yield put(cartRequestStarted());
  try {
    const isSignedIn = api.isSignedIn();
    const owner = cartOwnerOf(api);
    let cart: CartView | null = null;
    if (owner?.kind === 'customer') cart = (yield call(api.fetchCustomerCart, {})) as CartView;
    if (owner?.kind === 'anonymous')
      cart = (yield call(fetchAnonymousCart, api, owner.token)) as CartView | null;
    const balance = isSignedIn ? ((yield call(fetchWalletBalance, api)) as Money | null) : null;
    yield put(cartReceived(cart, now(), isSignedIn, balance));
    yield call(publishCartChanged, cart?.cartItems.length ?? 0);
  } catch (error) {
    yield put(cartRequestFailed(messageOf(error)));
  }
}

/** One change to the cart (edit, remove, voucher): the answer replaces the cart. */
function* changeCart(
  send: (api: CheckoutApi, owner: CartOwner) => Promise<CartView>,
  onFailure: (error: unknown) => StrictEffect,
): Effects {
  const api = (yield getContext('checkout')) as CheckoutApi;
  const now = (yield getContext('now')) as Clock;
  yield put(cartRequestStarted());
  try {
    let owner = cartOwnerOf(api);
    if (!owner) {
      const created = (yield call(api.createAnonymousCart, {})) as { token: string };
      api.writeAnonymousCartToken(created.token);
      owner = { kind: 'anonymous', token: created.token };
    }
    const cart = (yield call(send, api, owner)) as CartView;
    yield put(cartUpdated(cart, now()));
    yield call(publishCartChanged, cart.cartItems.length);
  } catch (error) {
    yield onFailure(error);
  }
}

const failed = (error: unknown) => put(cartRequestFailed(messageOf(error)));

function* editItem(action: ReturnType<typeof cartItemEditRequested>): Effects {
  const { itemId, ticket } = action.payload;
  yield call(changeCart, (api, owner) => api.updateCartItem(owner, itemId, ticket, {}), failed);
}

function* removeItem(action: ReturnType<typeof cartItemRemoveRequested>): Effects {
  const { itemId } = action.payload;
  yield call(changeCart, (api, owner) => api.removeCartItem(owner, itemId, {}), failed);
}

/** product.md §4: code promotion_not_added shows the server's sentence by the voucher field. */
function promotionFailed(error: unknown): StrictEffect {
  if (error instanceof ApiError && error.code === promotionNotAddedCode) {
    return put(promotionRefused(error.message));
  }
  return put(promotionRefused(messageOf(error)));
}

function* addPromotion(action: ReturnType<typeof promotionSubmitted>): Effects {
  const code = action.payload.promotionCode.trim();
  yield call(changeCart, (api, owner) => api.addPromotion(owner, code, {}), promotionFailed);
}

/** Cart fetches are debounced 500 ms: a burst of requests makes one call, with the last force. */
export function* watchCartFetchRequested(): Effects {
  yield debounce(cartFetchDebounceMs, 'cart/fetchRequested', fetchCart);
}

/** Edits and removals run as they come (each answer is the whole cart, the last one wins). */
export function* watchCartItemChanges(): Effects {
  yield takeEvery('cart/itemEditRequested', editItem);
  yield takeEvery('cart/itemRemoveRequested', removeItem);
}

/** Vouchers are debounced 500 ms: a double click applies the code once. */
export function* watchPromotionSubmitted(): Effects {
  yield debounce(promotionDebounceMs, 'cart/promotionSubmitted', addPromotion);
}

/**
 * Mirrors the bus's 'cart/changed' into the store, in order, until the store is closed; a count
 * that differs from the fetched cart's (another package added a ticket) fetches the cart again.
 */
export function* watchCartChanged(): Effects {
  const bus = (yield getContext('bus')) as Bus;
  const channel = busChannel(bus, 'cart/changed');
  try {
    while (true) {
      const { itemCount } = (yield take(channel)) as BusEvents['cart/changed'];
      yield put(cartChanged(itemCount));
      const cart = ((yield select()) as StateWithCart).cart.cart;
      if (cart && cart.cartItems.length !== itemCount) yield put(cartFetchRequested(true));
    }
  } finally {
    channel.close();
  }
}

/**
 * A change of segment or variant (product.md §4 Cart) may change the cart's prices: the cart
 * held is stale and is fetched again, past its freshness.
 */
export function* watchSegmentChanged(): Effects {
  const bus = (yield getContext('bus')) as Bus;
  const channel = busChannel(bus, 'segment/changed');
  try {
    while (true) {
      yield take(channel);
      yield put(cartFetchRequested(true));
    }
  } finally {
    channel.close();
  }
}

/** A login or logout changes whose cart this is: fetch it again (latest session only). */
export function* watchSessionChanged(): Effects {
  const bus = (yield getContext('bus')) as Bus;
  const channel = busChannel(bus, 'session/changed');
  try {
    while (true) {
      yield take(channel);
      yield put(cartFetchRequested(true));
    }
  } finally {
    channel.close();
  }
}
