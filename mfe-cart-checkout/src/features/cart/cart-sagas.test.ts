import { createBus } from 'shared-kernel';
import { makeStore } from '../../store';
import { selectCartItemCount } from './cart-selectors';

describe('the cart count heard on the bus', () => {
  it('starts from the count published before the store existed', () => {
    const bus = createBus();
    bus.publish('cart/changed', { itemCount: 4 });

    const store = makeStore(undefined, { bus });

    expect(selectCartItemCount(store.getState())).toBe(4);
  });

  it('follows every later change, in order', () => {
    const bus = createBus();
    const store = makeStore(undefined, { bus });

    bus.publish('cart/changed', { itemCount: 1 });
    expect(selectCartItemCount(store.getState())).toBe(1);
    bus.publish('cart/changed', { itemCount: 0 });
    expect(selectCartItemCount(store.getState())).toBe(0);
  });

  it('stops listening once the store is closed', () => {
    const bus = createBus();
    const store = makeStore(undefined, { bus });
    bus.publish('cart/changed', { itemCount: 2 });

    store.close();
    bus.publish('cart/changed', { itemCount: 9 });

    expect(selectCartItemCount(store.getState())).toBe(2);
  });
});
