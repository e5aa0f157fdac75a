import { createTestClient, type RecordedCall } from '../../client/recording-fetch.test-support';
import { fetchPartner, fetchPartnerCart, purchasePartnerCart } from './endpoints';

function serve(answer: (call: RecordedCall) => unknown) {
  return createTestClient((call) => ({ body: answer(call) }));
}

const apiCall = (calls: RecordedCall[], prefix: string) =>
  calls.find((call) => call.target.startsWith(prefix));

describe('partners endpoint helpers', () => {
  it('fetchPartner reads a partner and purchasePartnerCart answers the checkout id (v3.2)', async () => {
    const { client, calls } = serve((call) =>
      call.target.startsWith('/v2/partners/')
        ? { result: { slug: 'lotto-partner', key: 'lotto_partner', name: 'Lotto Partner' } }
        : { result: 'checkout-9' },
    );
    await expect(fetchPartner('lotto-partner', { client })).resolves.toMatchObject({
      key: 'lotto_partner',
    });
    const checkoutId = await purchasePartnerCart(
      'lotto-partner',
      {
        cartItem: { lottery: 'powerball', numGames: 2 },
        deposit: null,
        purchase: { channelKey: 'web', partnerKey: 'lotto_partner' },
      },
      'key-partner-1',
      { client },
    );
    expect(checkoutId).toBe('checkout-9');
    const call = apiCall(calls, '/v2/cart/partner/lotto-partner/purchase');
    expect(call?.headers['x-api-version']).toBe('3.2');
    expect(call?.headers['idempotency-key']).toBe('key-partner-1');
    expect(JSON.parse(String(call?.data))).toEqual({
      cart_item: { lottery: 'powerball', num_games: 2 },
      deposit: null,
      purchase: { channel_key: 'web', partner_key: 'lotto_partner' },
    });
  });

  it('fetchPartnerCart sends the items and reads the money of the priced cart', async () => {
    const { client, calls } = serve(() => ({
      result: {
        customer_id: null,
        cart_total: { amount: '6.00', currency: 'AUD' },
        pre_order_total: { amount: '0.00', currency: 'AUD' },
        cart_items: [],
        blocked_reasons: {},
        requires_unattended_payment_method: false,
      },
    }));
    const cart = await fetchPartnerCart(
      'lotto-partner',
      [{ lottery: 'powerball', numGames: 2 }, { lottery: 'oz_lotto' }],
      false,
      { client },
    );
    expect(cart.cartTotal).toEqual({ amount: 6, currency: 'AUD' });
    const call = apiCall(calls, '/v2/anon-cart/partner/lotto-partner');
    expect(JSON.parse(String(call?.data))).toEqual({
      cart_item: null,
      cart_items: [{ lottery: 'powerball', num_games: 2 }, { lottery: 'oz_lotto' }],
    });
  });
});
