import { createTestClient, type RecordedCall } from '../../client/recording-fetch.test-support';
import { addPromotion, fetchCustomerCart, removeCartItem, updateCartItem } from './endpoints';

const money = (amount: string) => ({ amount, currency: 'AUD' });

const cartWire = {
  cart_reference: 'C-1',
  cart_items: [],
  voucher_items: [
    {
      id: 'voucher-1',
      product_type: 'voucher_fixed_discount',
      promotion_code: 'WELCOME5',
      description: 'A$5 off',
      discount: money('5.00'),
      credit: money('0.00'),
      expires_at: null,
    },
  ],
  discount_total: money('5.00'),
  auto_removed_items: [],
  cart_total: money('7.00'),
  pre_order_total: money('0.00'),
  requires_unattended_payment_method: false,
  blocked_reasons: {},
  show_regulation: false,
};

function serve(answer: (call: RecordedCall) => unknown) {
  return createTestClient((call) => ({ body: answer(call) }));
}

const apiCall = (calls: RecordedCall[], prefix: string) =>
  calls.find((call) => call.target.startsWith(prefix));

describe('cart endpoint helpers', () => {
  it('fetchCustomerCart reads the customer cart with money and vouchers as numbers', async () => {
    const { client, calls } = serve(() => ({ result: cartWire }));
    const cart = await fetchCustomerCart({ client });
    expect(cart.cartTotal).toEqual({ amount: 7, currency: 'AUD' });
    expect(cart.voucherItems[0]?.discount).toEqual({ amount: 5, currency: 'AUD' });
    const call = apiCall(calls, '/v2/cart/items');
    expect(call?.method).toBe('GET');
    expect(call?.headers['x-api-version']).toBe('3.3');
  });

  it('updateCartItem puts the edited ticket snake_cased on the anonymous item path', async () => {
    const { client, calls } = serve(() => ({ result: cartWire }));
    await updateCartItem(
      { kind: 'anonymous', token: 'token-1234567890ab' },
      'item-1',
      { lottery: 'powerball', gameType: 'standard', gameOffer: 'standard', numDraws: 3 },
      { client },
    );
    const call = apiCall(calls, '/v2/anon-cart/');
    expect(call?.method).toBe('PUT');
    expect(call?.target).toBe('/v2/anon-cart/token-1234567890ab/items/item-1');
    expect(JSON.parse(String(call?.data))).toMatchObject({ game_type: 'standard', num_draws: 3 });
  });

  it('removeCartItem deletes the customer item', async () => {
    const { client, calls } = serve(() => ({ result: cartWire }));
    await removeCartItem({ kind: 'customer' }, 'voucher-1', { client });
    const call = apiCall(calls, '/v2/cart/items/');
    expect(call?.method).toBe('DELETE');
    expect(call?.target).toBe('/v2/cart/items/voucher-1');
  });

  it('addPromotion sends promotion_code and rejects with the server sentence when refused', async () => {
    const { client, calls } = createTestClient(() => ({
      status: 422,
      body: {
        messages: [
          { code: 'promotion_not_added', level: 'error', message: 'This code has expired.' },
        ],
      },
    }));
    await expect(addPromotion({ kind: 'customer' }, 'EXPIRED5', { client })).rejects.toMatchObject({
      code: 'promotion_not_added',
      message: 'This code has expired.',
    });
    const call = apiCall(calls, '/v2/cart/promotion');
    expect(JSON.parse(String(call?.data))).toEqual({ promotion_code: 'EXPIRED5' });
  });
});
