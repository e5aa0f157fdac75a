import { createSelector } from 'reselect';
import { amountDueCentsOf, isCoveredByWallet, type AmountDueInput } from './amount-due';
import { cartBannersOf, isCartBlocked } from './cart-banners';
import type { CartState } from './cart-slice';

interface StateWithCart {
  cart: CartState;
}

const zero = { amount: 0, currency: 'AUD' };

export const selectCartState = (state: StateWithCart): CartState => state.cart;
export const selectCart = (state: StateWithCart) => state.cart.cart;
export const selectIsCartFetching = (state: StateWithCart) => state.cart.isFetching;

/** The tickets in the cart: the fetched cart's, else the count heard on the bus. */
export const selectCartItemCount = (state: StateWithCart): number =>
  state.cart.cart?.cartItems.length ?? state.cart.itemCount ?? 0;

/** Empty when the count is 0 or no count has been heard yet. */
export const selectIsCartEmpty = createSelector(
  [selectCartItemCount],
  (itemCount) => itemCount <= 0,
);

export const selectCartBanners = createSelector(
  [selectCart, (state: StateWithCart) => state.cart.dismissedBannerIds],
  (cart, dismissed) => (cart ? cartBannersOf(cart, dismissed) : []),
);

export const selectIsCartBlocked = createSelector([selectCart], (cart) =>
  cart ? isCartBlocked(cart) : false,
);

const selectAmountDueInput = createSelector(
  [
    selectCart,
    (state: StateWithCart) => state.cart.isSignedIn,
    (state: StateWithCart) => state.cart.walletBalance,
  ],
  (cart, isSignedIn, walletBalance): AmountDueInput => ({
    cartTotal: cart?.cartTotal ?? zero,
    preOrderTotal: cart?.preOrderTotal ?? zero,
    isWalletEnabled: isSignedIn && walletBalance !== null,
    balance: walletBalance,
  }),
);

/** product.md §4: the wallet-aware amount due, in cents. */
export const selectAmountDueCents = createSelector([selectAmountDueInput], amountDueCentsOf);
export const selectIsCoveredByWallet = createSelector([selectAmountDueInput], isCoveredByWallet);
