import { type RootState } from '../../root-state';

export const selectCartItemCount = (state: RootState) => state.navigation.cartItemCount;
export const selectIsAuthenticated = (state: RootState) => state.navigation.isAuthenticated;

/** The accessible name of the cart link: 'Cart, 1 item', 'Cart, 3 items'. */
export function cartLinkLabelOf(cartLabel: string, itemCount: number): string {
  return `${cartLabel}, ${itemCount} ${itemCount === 1 ? 'item' : 'items'}`;
}
