import { createSelector } from 'reselect';
import type { CartState } from './cart-slice';

interface StateWithCart {
  cart: CartState;
}

export const selectCartItemCount = (state: StateWithCart): number => state.cart.itemCount ?? 0;

/** Empty when the count is 0 or no count has been heard yet. */
export const selectIsCartEmpty = createSelector(
  [selectCartItemCount],
  (itemCount) => itemCount <= 0,
);
