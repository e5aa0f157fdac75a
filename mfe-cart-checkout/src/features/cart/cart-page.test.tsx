import { act, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createBus } from 'shared-kernel';
import { makeStore } from '../../store';
import { CartPage } from './cart-page';

function renderCartPage() {
  const bus = createBus();
  const store = makeStore(undefined, { bus });
  render(
    <Provider store={store}>
      <CartPage />
    </Provider>,
  );
  return bus;
}

describe('CartPage', () => {
  it('names the page and says what lives there', () => {
    renderCartPage();
    const section = screen.getByRole('region', { name: 'Your cart' });
    expect(section).toContainElement(screen.getByRole('heading', { level: 1, name: 'Your cart' }));
    expect(section).toHaveTextContent('Your cart, checkout and receipts live here.');
  });

  it('says the cart is empty until the bus reports items', () => {
    renderCartPage();
    expect(screen.getByRole('status')).toHaveTextContent('Your cart is empty');
  });

  it('shows the item count the bus reports, as it changes', () => {
    const bus = renderCartPage();

    act(() => bus.publish('cart/changed', { itemCount: 3 }));
    expect(screen.getByRole('status')).toHaveTextContent('3 items in your cart');

    act(() => bus.publish('cart/changed', { itemCount: 1 }));
    expect(screen.getByRole('status')).toHaveTextContent('1 item in your cart');

    act(() => bus.publish('cart/changed', { itemCount: 0 }));
    expect(screen.getByRole('status')).toHaveTextContent('Your cart is empty');
  });
});
