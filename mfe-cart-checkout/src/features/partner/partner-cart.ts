import {
  type CartItemView,
  type CartView,
  type PartnerFetchStatus,
} from 'shared-kernel/contract/cart';
import { type PartnerPurchaseInput, type PartnerView } from 'shared-kernel/contract/partners';

/** api.md §5: a partner cart without items cannot be bought. */
export const emptyPartnerCartMessage = 'Attempted to purchase an empty partner cart.';

/** product.md §4 Cart: the partner, how its fetch went, and the partner's cart. */
export interface PartnerCartState {
  partner: PartnerView | null;
  fetchStatus: PartnerFetchStatus;
  cart: CartView | null;
}

export const initialPartnerCartState: PartnerCartState = {
  partner: null,
  fetchStatus: 'ready',
  cart: null,
};

export type PartnerCartAction =
  | { type: 'partner/fetchStarted' }
  | { type: 'partner/fetched'; partner: PartnerView }
  | { type: 'partner/fetchFailed' }
  | { type: 'partnerCart/received'; cart: CartView }
  | { type: 'partnerCart/updated'; cart: CartView }
  | { type: 'partnerCart/purchased' };

/** Received replaces the cart, updated replaces its items, purchased empties it. */
export function partnerCartReducer(
  state: PartnerCartState,
  action: PartnerCartAction,
): PartnerCartState {
  switch (action.type) {
    case 'partner/fetchStarted':
      return { ...state, fetchStatus: 'pending' };
    case 'partner/fetched':
      return { ...state, fetchStatus: 'resolved', partner: action.partner };
    case 'partner/fetchFailed':
      return { ...state, fetchStatus: 'rejected' };
    case 'partnerCart/received':
      return { ...state, cart: action.cart };
    case 'partnerCart/updated':
      return {
        ...state,
        cart: state.cart ? { ...state.cart, cartItems: action.cart.cartItems } : action.cart,
      };
    case 'partnerCart/purchased':
      return {
        ...state,
        cart: state.cart ? { ...state.cart, cartItems: [], voucherItems: [] } : null,
      };
    default:
      return state;
  }
}

export function isPartnerCartEmpty(state: PartnerCartState): boolean {
  return !state.cart || state.cart.cartItems.length === 0;
}

/** The item a partner purchase buys (`cart_item` of `POST /v2/cart/partner/{slug}/purchase`). */
export function partnerCartItemOf(
  item: CartItemView,
): NonNullable<PartnerPurchaseInput['cartItem']> {
  return {
    lottery: item.lotteryKey,
    gameType: item.gameType,
    gameOffer: item.gameOffer,
    numGames: item.numRaffleTickets ?? item.numShares ?? Math.max(1, item.numGames),
    numDraws: item.recurringPurchase?.enabled ? 'autoplay' : item.numDraws,
    ...(item.causeKey !== null ? { causeKey: item.causeKey } : {}),
    ...(item.drawNo !== null ? { drawNumber: item.drawNo } : {}),
  };
}
