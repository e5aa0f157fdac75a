import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from 'shared-kernel';
import { renderPage } from '../../test-render';
import { fakeCheckoutApi } from '../../test-checkout-api';
import { CartPage } from './cart-page';
import { cartItemOf, cartViewOf, voucherOf } from './cart-test-data';

const aud = (amount: number) => ({ amount, currency: 'AUD' });

describe('CartPage', () => {
  it('lists each ticket with its draws, games, numbers and price, and the totals', async () => {
    const api = fakeCheckoutApi({
      fetchCustomerCart: () =>
        Promise.resolve(
          cartViewOf({
            cartTotal: 12,
            cartItems: [cartItemOf({ unitPrice: aud(12) })],
            voucherItems: [voucherOf()],
            discountTotal: aud(5),
          }),
        ),
      fetchWalletBalance: () => Promise.resolve(aud(5)),
    });
    renderPage(<CartPage />, { api });

    const ticket = await screen.findByRole('article', { name: 'Powerball: 2 x Powerball games' });
    expect(ticket).toHaveTextContent('2 draws from draw 1233, Thursday 26 November 2026 · 2 games');
    expect(
      within(ticket).getByRole('list', { name: 'Games of Powerball: 2 x Powerball games' }),
    ).toHaveTextContent('Game 1: Numbers 1, 2, 3, 4, 5, 6, 7 · Powerball 8');
    expect(ticket).toHaveTextContent('Price: $12.00');
    const totals = screen.getByLabelText('Cart totals');
    expect(totals).toHaveTextContent('Discount−$5.00');
    expect(totals).toHaveTextContent('Cart total$12.00');
    // $12.00 due, $5.00 in the wallet: $7.00 to top up.
    expect(totals).toHaveTextContent('Amount due$7.00');
    expect(screen.getByRole('list', { name: 'Applied vouchers' })).toHaveTextContent('WELCOME5');
  });

  it('says the cart is empty when it holds no tickets', async () => {
    renderPage(<CartPage />, {
      api: fakeCheckoutApi({
        fetchCustomerCart: () => Promise.resolve(cartViewOf({ cartItems: [] })),
      }),
    });
    expect(await screen.findByText('Your cart is empty')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find a lottery to play' })).toHaveAttribute(
      'href',
      '/',
    );
  });

  it('edits the draws of a ticket and removes a ticket', async () => {
    const user = userEvent.setup();
    const { api } = renderPage(<CartPage />);
    await user.click(
      await screen.findByRole('button', { name: 'Edit Powerball: 2 x Powerball games' }),
    );
    const form = screen.getByRole('form', { name: 'Edit Powerball: 2 x Powerball games' });
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Draws' }), '4 draws');
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(api.updateCartItem).toHaveBeenCalledWith(
      { kind: 'customer' },
      cartItemOf().id,
      expect.objectContaining({ lottery: 'powerball', numDraws: 4, firstDrawNo: 1233 }),
      {},
    );

    await user.click(screen.getByRole('button', { name: 'Remove Powerball: 2 x Powerball games' }));
    expect(api.removeCartItem).toHaveBeenCalledWith({ kind: 'customer' }, cartItemOf().id, {});
    expect(await screen.findByText('Your cart is empty')).toBeInTheDocument();
  });

  it("shows the server's sentence when a voucher is not applied", async () => {
    const user = userEvent.setup();
    const api = fakeCheckoutApi({
      addPromotion: () =>
        Promise.reject(
          new ApiError({
            status: 422,
            code: 'promotion_not_added',
            message: 'This voucher has expired.',
            isResponse: true,
            messages: [{ code: 'promotion_not_added', message: 'This voucher has expired.' }],
          }),
        ),
    });
    renderPage(<CartPage />, { api });
    await user.type(await screen.findByRole('textbox', { name: 'Voucher code' }), 'EXPIRED5');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This voucher has expired.');
  });

  it('shows a blocked cart with its banner and action and will not check out', async () => {
    const api = fakeCheckoutApi({
      fetchCustomerCart: () =>
        Promise.resolve(
          cartViewOf({
            blockedReasons: { spendLimit: 'This cart is over your weekly spend limit.' },
          }),
        ),
    });
    renderPage(<CartPage />, { api });
    const banner = await screen.findByRole('alert');
    expect(banner).toHaveTextContent('This cart is over your weekly spend limit.');
    expect(within(banner).getByRole('link', { name: 'Manage spend limits' })).toHaveAttribute(
      'href',
      '/my-account/spend-limits',
    );
    expect(screen.getByRole('button', { name: 'Checkout' })).toBeDisabled();
  });

  it('lets the customer close the banner of an item the shop removed', async () => {
    const user = userEvent.setup();
    const api = fakeCheckoutApi({
      fetchCustomerCart: () =>
        Promise.resolve(
          cartViewOf({ autoRemovedItems: [{ id: 'gone-1', reason: 'draw_closed' }] }),
        ),
    });
    renderPage(<CartPage />, { api });
    const banner = await screen.findByRole('alert');
    expect(banner).toHaveTextContent('An item was removed from your cart. Its draw has closed.');
    await user.click(within(banner).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Checkout' })).toBeEnabled();
  });

  it('offers autoplay on a ticket whose recurring purchase is optional', async () => {
    const user = userEvent.setup();
    const { api } = renderPage(<CartPage />);
    await user.click(
      await screen.findByRole('checkbox', { name: /Buy this ticket for every draw/ }),
    );
    expect(api.updateCartItem).toHaveBeenCalledWith(
      { kind: 'customer' },
      cartItemOf().id,
      expect.objectContaining({ numDraws: 'autoplay' }),
      {},
    );
  });
});
