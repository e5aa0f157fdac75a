import type { UnknownAction } from 'redux';
import { type CartView, type TicketBuild } from 'shared-kernel/contract/cart';
import { type Money } from 'shared-kernel/contract/money';

/** The cart as this remote knows it: the server's cart, plus what the page needs around it. */
export interface CartState {
  /** null until fetched; an anonymous visitor without a cart token has an empty cart. */
  cart: CartView | null;
  /** The ticket count heard on the bus; null until a 'cart/changed' event has been heard. */
  itemCount: number | null;
  /** True during fetch, edit, remove and voucher requests (product.md §4 Cart). */
  isFetching: boolean;
  /** When the last successful answer arrived (ms); answers stay fresh for 20 s. */
  receivedAtMs: number | null;
  /** A request since the last answer asked to ignore the freshness (a burst keeps it). */
  isRefetchForced: boolean;
  errorMessage: string | null;
  /** The server's sentence when a voucher was not applied (code promotion_not_added). */
  promotionError: string | null;
  /** Auto-removed items whose banner the customer closed. */
  dismissedBannerIds: string[];
  isSignedIn: boolean;
  /** The signed-in customer's wallet balance; null when there is no wallet to pay from. */
  walletBalance: Money | null;
}

export const initialCartState: CartState = {
  cart: null,
  itemCount: null,
  isFetching: false,
  receivedAtMs: null,
  isRefetchForced: false,
  errorMessage: null,
  promotionError: null,
  dismissedBannerIds: [],
  isSignedIn: false,
  walletBalance: null,
};

export const cartChanged = (itemCount: number) => ({
  type: 'cart/changed' as const,
  payload: { itemCount },
});
/** Asks for the cart; `force` ignores the 20-second freshness. */
export const cartFetchRequested = (force = false) => ({
  type: 'cart/fetchRequested' as const,
  payload: { force },
});
export const cartRequestStarted = () => ({ type: 'cart/requestStarted' as const });
export const cartReceived = (
  cart: CartView | null,
  receivedAtMs: number,
  isSignedIn: boolean,
  walletBalance: Money | null,
) => ({
  type: 'cart/received' as const,
  payload: { cart, receivedAtMs, isSignedIn, walletBalance },
});
export const cartUpdated = (cart: CartView, receivedAtMs: number) => ({
  type: 'cart/updated' as const,
  payload: { cart, receivedAtMs },
});
export const cartRequestFailed = (message: string) => ({
  type: 'cart/requestFailed' as const,
  payload: { message },
});
export const cartItemEditRequested = (itemId: string, ticket: TicketBuild) => ({
  type: 'cart/itemEditRequested' as const,
  payload: { itemId, ticket },
});
export const cartItemRemoveRequested = (itemId: string) => ({
  type: 'cart/itemRemoveRequested' as const,
  payload: { itemId },
});
export const promotionSubmitted = (promotionCode: string) => ({
  type: 'cart/promotionSubmitted' as const,
  payload: { promotionCode },
});
export const promotionRefused = (message: string) => ({
  type: 'cart/promotionRefused' as const,
  payload: { message },
});
export const cartBannerDismissed = (id: string) => ({
  type: 'cart/bannerDismissed' as const,
  payload: { id },
});

export type CartAction = ReturnType<
  | typeof cartChanged
  | typeof cartFetchRequested
  | typeof cartRequestStarted
  | typeof cartReceived
  | typeof cartUpdated
  | typeof cartRequestFailed
  | typeof cartItemEditRequested
  | typeof cartItemRemoveRequested
  | typeof promotionSubmitted
  | typeof promotionRefused
  | typeof cartBannerDismissed
>;

export function cartReducer(state: CartState = initialCartState, action: UnknownAction): CartState {
  const event = action as CartAction;
  switch (event.type) {
    case 'cart/changed':
      return { ...state, itemCount: event.payload.itemCount };
    case 'cart/fetchRequested':
      return event.payload.force ? { ...state, isRefetchForced: true } : state;
    case 'cart/requestStarted':
      return { ...state, isFetching: true, errorMessage: null };
    case 'cart/received':
      return {
        ...state,
        isFetching: false,
        isRefetchForced: false,
        cart: event.payload.cart,
        receivedAtMs: event.payload.receivedAtMs,
        isSignedIn: event.payload.isSignedIn,
        walletBalance: event.payload.walletBalance,
      };
    case 'cart/updated':
      return {
        ...state,
        isFetching: false,
        cart: event.payload.cart,
        receivedAtMs: event.payload.receivedAtMs,
      };
    case 'cart/requestFailed':
      return { ...state, isFetching: false, errorMessage: event.payload.message };
    case 'cart/promotionSubmitted':
    case 'cart/itemRemoveRequested':
      // Product.md §4: the voucher error is cleared by any other voucher action.
      return { ...state, promotionError: null };
    case 'cart/promotionRefused':
      return { ...state, isFetching: false, promotionError: event.payload.message };
    case 'cart/bannerDismissed':
      return { ...state, dismissedBannerIds: [...state.dismissedBannerIds, event.payload.id] };
    default:
      return state;
  }
}
