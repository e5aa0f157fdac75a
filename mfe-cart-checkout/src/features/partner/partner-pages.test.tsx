import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { updateSession } from 'shared-kernel';
import { renderPage } from '../../test-render';
import { fakeCheckoutApi } from '../../test-checkout-api';
import { cartViewOf } from '../cart/cart-test-data';
import { PartnerPurchasePage } from './partner-pages';

function renderPartnerPage(api: ReturnType<typeof fakeCheckoutApi>) {
  return renderPage(<PartnerPurchasePage api={api} />, {
    path: '/purchase/lotto-partner',
    route: '/purchase/:partnerSlug',
    api,
  });
}

describe('PartnerPurchasePage', () => {
  beforeEach(() => updateSession({ isAuthenticated: true }));
  afterEach(() => {
    // Unmounted first: the pages follow the session.
    cleanup();
    updateSession({ isAuthenticated: false });
  });

  it('names the partner and buys the ticket of its cart for the partner', async () => {
    const user = userEvent.setup();
    const api = fakeCheckoutApi();
    renderPartnerPage(api);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Checkout for Lotto Partner' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('2 x Powerball games · $6.00')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Buy now' }));
    expect(await screen.findByText('Somewhere else')).toBeInTheDocument();
    expect(api.purchasePartnerCart).toHaveBeenCalledWith(
      'lotto-partner',
      expect.objectContaining({
        cartItem: expect.objectContaining({ lottery: 'powerball' }),
        deposit: null,
        purchase: { channelKey: 'web', partnerKey: 'lotto_partner' },
      }),
      'key-00000001',
      {},
    );
  });

  it('refuses to buy an empty partner cart', async () => {
    const user = userEvent.setup();
    const api = fakeCheckoutApi({
      fetchCustomerCart: () => Promise.resolve(cartViewOf({ cartItems: [] })),
    });
    renderPartnerPage(api);
    await screen.findByText(/^Total:/, {}, { timeout: 2000 });
    await user.click(screen.getByRole('button', { name: 'Buy now' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Attempted to purchase an empty partner cart.',
    );
    expect(api.purchasePartnerCart).not.toHaveBeenCalled();
  });

  it('says so when the partner is unknown', async () => {
    renderPartnerPage(fakeCheckoutApi({ fetchPartner: () => Promise.reject(new Error('404')) }));
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not find this partner.');
  });
});
