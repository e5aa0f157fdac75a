import { initialCartState, type CartState } from './cart-slice';
import {
  selectAmountDueCents,
  selectCartItemCount,
  selectIsCartEmpty,
  selectIsCoveredByWallet,
} from './cart-selectors';
import { cartViewOf } from './cart-test-data';

const stateOf = (cart: Partial<CartState>) => ({ cart: { ...initialCartState, ...cart } });

describe('cart selectors', () => {
  it('treat a cart nobody has reported yet as empty', () => {
    const state = stateOf({});
    expect(selectCartItemCount(state)).toBe(0);
    expect(selectIsCartEmpty(state)).toBe(true);
  });

  it('count the bus count until the cart is fetched, then the tickets fetched', () => {
    expect(selectCartItemCount(stateOf({ itemCount: 3 }))).toBe(3);
    expect(selectCartItemCount(stateOf({ itemCount: 3, cart: cartViewOf({}) }))).toBe(1);
  });

  it('ask the shortfall of a signed-in customer whose wallet is short', () => {
    const state = stateOf({
      cart: cartViewOf({ cartTotal: 12 }),
      isSignedIn: true,
      walletBalance: { amount: 5, currency: 'AUD' },
    });
    expect(selectAmountDueCents(state)).toBe(700);
    expect(selectIsCoveredByWallet(state)).toBe(false);
  });

  it('ask the whole total of an anonymous visitor', () => {
    const state = stateOf({ cart: cartViewOf({ cartTotal: 12 }) });
    expect(selectAmountDueCents(state)).toBe(1200);
  });
});
