import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeCheckoutApi } from '../../test-checkout-api';
import { renderPage } from '../../test-render';
import { CartPage } from './cart-page';
import { cartItemOf, cartViewOf } from './cart-test-data';

const aud = (amount: number) => ({ amount, currency: 'AUD' });

/** Two shares at $5.00 of a session of the group "Friday Night Syndicate", as the cart sends them. */
const shares = cartItemOf({
  id: '33333333-3333-4333-8333-333333333333',
  productType: 'social_syndicate_share',
  description: 'Lotto Party shares in Friday Night Syndicate, draw 1233',
  unitPrice: aud(10),
  quantity: 1,
  recurringPurchase: { type: 'autoplay', availability: 'never', enabled: false },
  gameType: 'lotto_party',
  gameOffer: 'session-7',
  numDraws: 1,
  numGames: 0,
  games: [],
  quickpick: false,
  numShares: 2,
  socialSessionId: 'session-7',
  socialGroupName: 'Friday Night Syndicate',
});

describe('a Lotto Party line of the cart', () => {
  it('shows the group, the draw and the shares with the price of one, and no numbers', async () => {
    renderPage(<CartPage />, {
      api: fakeCheckoutApi({
        fetchCustomerCart: () =>
          Promise.resolve(cartViewOf({ cartTotal: 16, cartItems: [shares, cartItemOf()] })),
      }),
    });

    const line = await screen.findByRole('article', {
      name: 'Lotto Party: Friday Night Syndicate',
    });
    expect(line).toHaveTextContent('Powerball · Draw 1233, Thursday 26 November 2026');
    expect(line).toHaveTextContent('2 shares × $5.00');
    expect(line).toHaveTextContent('Price: $10.00');
    expect(within(line).queryByRole('list')).toBeNull();
    expect(within(line).queryByRole('checkbox')).toBeNull();
    expect(within(line).queryByRole('button', { name: /^Edit/ })).toBeNull();
    // The lottery ticket beside it keeps its own line.
    expect(
      screen.getByRole('article', { name: 'Powerball: 2 x Powerball games' }),
    ).toHaveTextContent('Price: $6.00');
  });

  it('says "1 share" for a single share', async () => {
    renderPage(<CartPage />, {
      api: fakeCheckoutApi({
        fetchCustomerCart: () =>
          Promise.resolve(
            cartViewOf({ cartItems: [{ ...shares, numShares: 1, unitPrice: aud(7.5) }] }),
          ),
      }),
    });

    const line = await screen.findByRole('article', {
      name: 'Lotto Party: Friday Night Syndicate',
    });
    expect(line).toHaveTextContent('1 share × $7.50');
  });

  it('removes the shares from the cart', async () => {
    const api = fakeCheckoutApi({
      fetchCustomerCart: () => Promise.resolve(cartViewOf({ cartItems: [shares] })),
    });
    renderPage(<CartPage />, { api });

    await userEvent.click(
      await screen.findByRole('button', { name: 'Remove Lotto Party: Friday Night Syndicate' }),
    );

    expect(api.removeCartItem).toHaveBeenCalledWith({ kind: 'customer' }, shares.id, {});
  });
});
