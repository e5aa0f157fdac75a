import { createTestClient, type RecordedCall } from '../client/recording-adapter.test-support';
import { buildCartTicket, createAnonymousCart } from './cart/endpoints';
import { fetchCauseBySlug } from './causes/endpoints';
import { fetchCmsItems } from './cms/endpoints';
import { fetchDrawCustomerResult, fetchDrawDetails, fetchPastDraws } from './draws/endpoints';

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

describe('catalogue endpoint helpers', () => {
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

  it('fetchPastDraws asks a page of one offer with v3.7', async () => {
    const { client, calls } = serve(() => ({
      entities: [],
      page_info: { limit: 5, offset: 10, total: 12 },
    }));
    const page = await fetchPastDraws('default', 'powerball', { limit: 5, offset: 10 }, { client });
    expect(page.pageInfo).toEqual({ limit: 5, offset: 10, total: 12 });
    const call = calls.find((recorded) => recorded.target.startsWith('/v2/draws'));
    expect(call?.target).toBe('/v2/draws/pricing/default/past/powerball?limit=5&offset=10');
    expect(call?.headers['x-api-version']).toBe('3.7');
  });

  it('fetchDrawDetails turns dividends into money', async () => {
    const { client } = serve(() => ({
      result: {
        draw_no: 1232,
        prize_pool: { amount: '20000000.00', currency: 'AUD' },
        dividends: [
          {
            division: 1,
            description: '7 numbers + Powerball',
            winners: 0,
            prize_per_winner: null,
          },
          {
            division: 2,
            description: '7 numbers',
            winners: 3,
            prize_per_winner: { amount: '12345.60', currency: 'AUD' },
          },
        ],
      },
    }));
    const draw = await fetchDrawDetails('powerball', 1232, { client });
    expect(draw.prizePool).toEqual({ amount: 20_000_000, currency: 'AUD' });
    expect(draw.dividends[1]?.prizePerWinner).toEqual({ amount: 12345.6, currency: 'AUD' });
  });

  it("fetchDrawCustomerResult reads the customer's tickets with their prices as money", async () => {
    const { client, calls } = serve(() => ({
      result: {
        draw_no: 1232,
        prize_pool: null,
        dividends: [],
        customer_tickets: [
          { id: 'ticket-1', num_draws: 2, price: { amount: '6.00', currency: 'AUD' } },
        ],
      },
    }));
    const draw = await fetchDrawCustomerResult('powerball', 1232, { client });
    expect(calls.map((call) => call.target)).toContain(
      '/v2/draw/full_result_customer/powerball/1232',
    );
    expect(draw.customerTickets).toEqual([
      { id: 'ticket-1', numDraws: 2, price: { amount: 6, currency: 'AUD' } },
    ]);
  });

  it('fetchCauseBySlug falls back to the key with underscores', async () => {
    const { client, calls } = createTestClient((call) =>
      call.target.startsWith('/v2/causes?')
        ? { body: { entities: [] } }
        : { body: { result: { key: 'heart_health_foundation', name: 'Heart Health' } } },
    );
    await expect(fetchCauseBySlug('heart-health-foundation', { client })).resolves.toMatchObject({
      key: 'heart_health_foundation',
    });
    expect(calls.map((call) => call.target)).toContain('/v2/causes/heart_health_foundation');
  });

  it('fetchCmsItems asks the content service with its filters', async () => {
    const { client, calls } = serve(() => ({ entities: [{ id: 'post-1', slug: 'winning' }] }));
    const page = await fetchCmsItems('blog', { slug: 'winning', limit: 1 }, { client });
    expect(page.entities).toEqual([{ id: 'post-1', slug: 'winning' }]);
    const call = calls.find((recorded) => recorded.target.startsWith('/cms/'));
    expect(decodeURIComponent(call?.target ?? '')).toBe(
      '/cms/items/blog?filter[slug]=winning&limit=1',
    );
  });
});
