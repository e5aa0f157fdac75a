import { createTestClient, type RecordedCall } from '../../client/recording-fetch.test-support';
import { buildCartTicket, createAnonymousCart } from './endpoints';

const cartWire = {
  cart_reference: 'C-1',
  cart_items: [
    {
      id: 'item-1',
      product_type: 'lottery_ticket',
      description: '2 x Powerball games',
      quantity: 1,
      unit_price: { amount: '6.00', currency: 'AUD' },
      recurring_purchase: null,
      lottery_key: 'powerball',
      draw_no: 1233,
      draw_date: '2026-11-26T08:30:00.000Z',
      draw_prize_pool: null,
      game_type: 'standard',
      game_offer: 'standard',
      num_draws: 2,
      num_weeks: 1,
      num_games: 2,
      games: [],
      quickpick: true,
      cause_key: null,
      day: null,
      num_raffle_tickets: null,
      num_shares: null,
      has_favourite_numbers: false,
      scheduled_purchase: null,
      affiliate_code: null,
    },
  ],
  voucher_items: [],
  discount_total: { amount: '0.00', currency: 'AUD' },
  auto_removed_items: [],
  cart_total: { amount: '6.00', currency: 'AUD' },
  pre_order_total: { amount: '0.00', currency: 'AUD' },
  requires_unattended_payment_method: false,
  blocked_reasons: {},
  show_regulation: false,
};

function serve(answer: (call: RecordedCall) => unknown) {
  return createTestClient((call) => ({ body: answer(call) }));
}

describe('cart endpoint helpers', () => {
  it('createAnonymousCart answers the token and the cart with money as numbers', async () => {
    const { client, calls } = serve(() => ({ result: { token: 'a'.repeat(20), cart: cartWire } }));
    const created = await createAnonymousCart({ client });
    expect(created.token).toBe('a'.repeat(20));
    expect(created.cart.cartTotal).toEqual({ amount: 6, currency: 'AUD' });
    expect(created.cart.cartItems[0]?.unitPrice).toEqual({ amount: 6, currency: 'AUD' });
    const call = calls.find((recorded) => recorded.target === '/v2/anon-cart');
    expect(call?.method.toUpperCase()).toBe('POST');
    expect(call?.headers['x-api-version']).toBe('3.3');
  });

  it('buildCartTicket posts the ticket snake_cased to the anonymous cart', async () => {
    const { client, calls } = serve(() => ({ result: cartWire }));
    const cart = await buildCartTicket(
      { kind: 'anonymous', token: 'token-1234567890ab' },
      { lottery: 'powerball', gameType: 'standard', gameOffer: 'standard', numDraws: 2 },
      { client },
    );
    expect(cart.cartItems).toHaveLength(1);
    const call = calls.find((recorded) => recorded.target.endsWith('/build'));
    expect(call?.target).toBe('/v2/anon-cart/token-1234567890ab/build');
    expect(JSON.parse(String(call?.data))).toEqual({
      lottery: 'powerball',
      game_type: 'standard',
      game_offer: 'standard',
      num_draws: 2,
    });
  });

  it('buildCartTicket of a signed-in customer goes to the customer cart', async () => {
    const { client, calls } = serve(() => ({ result: cartWire }));
    await buildCartTicket(
      { kind: 'customer' },
      { lottery: 'powerball', gameType: 'standard', gameOffer: 'standard' },
      { client },
    );
    expect(calls.some((recorded) => recorded.target === '/v2/cart/build')).toBe(true);
  });
});
