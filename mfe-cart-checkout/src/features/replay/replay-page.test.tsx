import { cleanup, screen } from '@testing-library/react';
import { updateSession } from 'shared-kernel';
import { type CheckoutView } from 'shared-kernel/contract/purchase';
import { renderPage } from '../../test-render';
import { fakeCheckoutApi } from '../../test-checkout-api';
import { ReplayPage } from './replay-page';

const boughtTicket = {
  lotteryKey: 'powerball',
  gameType: 'standard',
  gameOffer: 'standard',
  numDraws: 2,
  numWeeks: 1,
  numGames: 1,
  games: [{ Numbers: [1, 2, 3, 4, 5, 6, 7], Powerball: [8] }],
  quickpick: false,
  causeKey: null,
  day: null,
  numRaffleTickets: null,
  numShares: null,
  hasFavouriteNumbers: false,
  recurringPurchaseEnabled: false,
};

describe('ReplayPage', () => {
  afterEach(() => {
    // Unmounted first: the pages follow the session.
    cleanup();
    updateSession({ isAuthenticated: false });
  });

  it('rebuilds every ticket of the checkout in the cart, then goes to the cart', async () => {
    updateSession({ isAuthenticated: true });
    const api = fakeCheckoutApi({
      fetchCheckout: () =>
        Promise.resolve({ tickets: [boughtTicket, boughtTicket] } as unknown as CheckoutView),
    });
    renderPage(<ReplayPage api={api} />, {
      path: '/cart/replay/checkout-1',
      route: '/cart/replay/:replayId',
      api,
    });
    expect(await screen.findByText('Somewhere else')).toBeInTheDocument();
    expect(api.fetchCheckout).toHaveBeenCalledWith('checkout-1', {});
    expect(api.buildCartTicket).toHaveBeenCalledTimes(2);
    expect(api.buildCartTicket).toHaveBeenCalledWith(
      { kind: 'customer' },
      expect.objectContaining({
        lottery: 'powerball',
        numDraws: 2,
        games: boughtTicket.games,
        numGames: 1,
      }),
      {},
    );
  });

  it('sends a visitor to log in first', () => {
    renderPage(<ReplayPage api={fakeCheckoutApi()} />, {
      path: '/cart/replay/checkout-1',
      route: '/cart/replay/:replayId',
    });
    expect(screen.getByText('Somewhere else')).toBeInTheDocument();
  });
});
