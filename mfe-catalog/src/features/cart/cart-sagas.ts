import { call, cancelled, getContext, type StrictEffect } from 'redux-saga/effects';
import { ApiError } from 'shared-kernel';
import {
  type CartItemAdd,
  type CartOwner,
  type CartView,
  type TicketBuild,
} from 'shared-kernel/contract/cart';
import type { CartApi, CallOptions } from './cart-api';

/** api.md §8.2: what adding to the cart shows when the server gives no message. */
export const addToCartErrorDefault = 'unexpected error updating your cart';

export type CartAddition =
  { kind: 'build'; ticket: TicketBuild } | { kind: 'items'; item: CartItemAdd };

export type CartAdditionOutcome =
  { ok: true; cart: CartView } | { ok: false; errors: Record<string, string> };

function send(api: CartApi, owner: CartOwner, addition: CartAddition, options: CallOptions) {
  const affiliateCode = api.readAffiliateCode();
  const extra = affiliateCode ? { affiliateCode } : {};
  return addition.kind === 'build'
    ? api.buildCartTicket(owner, { ...addition.ticket, ...extra }, options)
    : api.addCartItem(owner, { ...addition.item, ...extra }, options);
}

function* anonymousOwner(
  api: CartApi,
  options: CallOptions,
  isNewCartWanted: boolean,
): Generator<StrictEffect, CartOwner, unknown> {
  let token = isNewCartWanted ? null : api.readAnonymousCartToken();
  if (!token) {
    const created = (yield call(api.createAnonymousCart, options)) as { token: string };
    token = created.token;
    api.writeAnonymousCartToken(token);
  }
  return { kind: 'anonymous', token };
}

/** The server's first message on field 'this' for a 4xx, else the default (api.md §8.2). */
function errorsOf(error: unknown): Record<string, string> {
  if (error instanceof ApiError && error.isResponse && error.status >= 400 && error.status < 500) {
    const first = error.messages.find((message) => message.message)?.message;
    return { this: first ?? addToCartErrorDefault };
  }
  return { this: addToCartErrorDefault };
}

/**
 * Puts a ticket (build) or an item in the customer's cart, or the anonymous cart: a cart is
 * created when there is no token, and again when the server no longer knows the token (404);
 * a call that fails without an answer drops the token. Success tells the bus the item count.
 */
export function* addToCart(
  addition: CartAddition,
): Generator<StrictEffect, CartAdditionOutcome, unknown> {
  const api = (yield getContext('cart')) as CartApi;
  const controller = new AbortController();
  const options = { signal: controller.signal };
  try {
    if (api.isSignedIn()) {
      const cart = (yield call(send, api, { kind: 'customer' }, addition, options)) as CartView;
      api.publishCartChanged(cart.cartItems.length);
      return { ok: true, cart };
    }
    let owner = (yield call(anonymousOwner, api, options, false)) as CartOwner;
    let cart: CartView;
    try {
      cart = (yield call(send, api, owner, addition, options)) as CartView;
    } catch (error) {
      if (!(error instanceof ApiError) || error.status !== 404) throw error;
      api.dropAnonymousCartToken();
      owner = (yield call(anonymousOwner, api, options, true)) as CartOwner;
      cart = (yield call(send, api, owner, addition, options)) as CartView;
    }
    api.publishCartChanged(cart.cartItems.length);
    return { ok: true, cart };
  } catch (error) {
    if (!(error instanceof ApiError) || !error.isResponse) api.dropAnonymousCartToken();
    return { ok: false, errors: errorsOf(error) };
  } finally {
    if ((yield cancelled()) as boolean) controller.abort();
  }
}
