import { selectCartItemCount, selectIsCartEmpty } from './cart-selectors';

describe('cart selectors', () => {
  it('treat a cart nobody has reported yet as empty', () => {
    const state = { cart: { itemCount: null } };
    expect(selectCartItemCount(state)).toBe(0);
    expect(selectIsCartEmpty(state)).toBe(true);
  });

  it('treat a count of 0 as empty', () => {
    expect(selectIsCartEmpty({ cart: { itemCount: 0 } })).toBe(true);
  });

  it('report the count of a cart with items', () => {
    const state = { cart: { itemCount: 3 } };
    expect(selectCartItemCount(state)).toBe(3);
    expect(selectIsCartEmpty(state)).toBe(false);
  });
});
