import { screen } from '@testing-library/react';
import { ApiError } from 'shared-kernel';
import { type CheckoutView } from 'shared-kernel/contract/purchase';
import { renderPage } from '../../test-render';
import { fakeCheckoutApi } from '../../test-checkout-api';
import { ReceiptPage } from './receipt-page';

const aud = (amount: number) => ({ amount, currency: 'AUD' });

const checkout = {
  checkoutId: 'checkout-1',
  orderReference: 'LS-7K3M-9Q2P',
  status: 'success',
  purchaseStatus: 'standard',
  subtotal: aud(12),
  discount: aud(5),
  total: aud(7),
  tickets: [
    {
      id: 'ticket-1',
      lotteryName: 'Powerball',
      description: '2 x Powerball games',
      numDraws: 2,
      drawNo: 1233,
      drawDate: '2026-11-26T08:30:00.000Z',
      purchaseStatus: 'standard',
      price: aud(12),
      games: [{ Numbers: [1, 2, 3, 4, 5, 6, 7], Powerball: [8] }],
    },
  ],
} as unknown as CheckoutView;

function renderReceipt(fetchCheckout: () => Promise<CheckoutView>) {
  return renderPage(<ReceiptPage />, {
    path: '/receipt/checkout-1',
    route: '/receipt/:checkoutId',
    api: fakeCheckoutApi({ fetchCheckout }),
  });
}

describe('ReceiptPage', () => {
  it('shows the loading state, then the total and each ticket with its numbers', async () => {
    const { api } = renderReceipt(() => Promise.resolve(checkout));
    expect(screen.getByRole('status')).toHaveTextContent('Loading your receipt…');
    expect(await screen.findByText('Thank you! Your tickets are bought.')).toBeInTheDocument();
    expect(screen.getByLabelText('Receipt totals')).toHaveTextContent('Total$7.00');
    expect(screen.getByLabelText('Receipt totals')).toHaveTextContent(
      'Order referenceLS-7K3M-9Q2P',
    );
    const ticket = screen.getByRole('article', { name: 'Powerball: 2 x Powerball games' });
    expect(ticket).toHaveTextContent('2 draws from draw 1233, Thursday 26 November 2026');
    expect(ticket).toHaveTextContent('Game 1: Numbers 1, 2, 3, 4, 5, 6, 7 · Powerball 8');
    expect(screen.getByRole('link', { name: 'See your tickets in your account' })).toHaveAttribute(
      'href',
      '/my-account/upcoming-tickets/1',
    );
    expect(api.fetchCheckout).toHaveBeenCalledWith('checkout-1', {});
  });

  it('says a pre-order is pre-ordered', async () => {
    renderReceipt(() => Promise.resolve({ ...checkout, purchaseStatus: 'pre_order' }));
    expect(await screen.findByText('Thank you! Your tickets are pre-ordered.')).toBeInTheDocument();
  });

  it('marks a checkout failure as an error', async () => {
    renderReceipt(() =>
      Promise.reject(
        new ApiError({
          status: 422,
          code: 'deposit_purchase_checkout_failure',
          message: 'The draw closed before the purchase.',
          isResponse: true,
          messages: [
            {
              code: 'deposit_purchase_checkout_failure',
              message: 'The draw closed before the purchase.',
            },
          ],
        }),
      ),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your purchase did not go through. The draw closed before the purchase.',
    );
  });

  it('only stops loading on any other failure', async () => {
    const { store } = renderReceipt(() =>
      Promise.reject(new ApiError({ status: 404, message: 'Not found', isResponse: true })),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Not found');
    expect(store.getState().receipt).toMatchObject({ status: null, isFetching: false });
    expect(screen.queryByText(/did not go through/)).not.toBeInTheDocument();
  });
});
