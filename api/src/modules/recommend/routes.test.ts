import { type PlacementWire, type RecommendedOrderWire } from 'shared-kernel/wire/placements';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { clientHeaders, logIn, TestClock, type TestSession } from '../auth/test-support';
import {
  fillCart,
  fundWallet,
  moneyCall,
  newCustomer,
  newKey,
  webPurchase,
} from '../purchase/test-support';

const clock = new TestClock();
let testApp: TestApp;
let demo: TestSession;

beforeAll(async () => {
  testApp = await buildTestApp({ now: clock.now });
  demo = await logIn(
    testApp.app,
    { email: 'demo@lottoshop.test', password: 'Demo-Password-1' },
    { at: clock.now() },
  );
});

afterAll(() => testApp.close());

async function get(url: string, session: TestSession | null, version = '1.0') {
  return testApp.app.inject({
    method: 'GET',
    url,
    headers: await clientHeaders({ session, at: clock.now(), version }),
  });
}

function jackpotCents(entry: PlacementWire['entries'][number]): number {
  return entry.jackpot === null ? -1 : Math.round(Number(entry.jackpot.amount) * 100);
}

describe('GET /recommend/placement', () => {
  it('features the biggest jackpots and recommends draws of offers not in the cart', async () => {
    const response = await get(
      '/recommend/placement?keys[]=home_featured&keys[]=cart_recommended&cart[]=powerball',
      demo,
    );
    expect(response.statusCode).toBe(200);
    const placements = response.json<{ entities: PlacementWire[] }>().entities;
    expect(placements.map((placement) => placement.key)).toEqual([
      'home_featured',
      'cart_recommended',
    ]);
    const [featured, cart] = placements;
    expect(featured?.entries.length).toBe(4);
    const jackpots = featured!.entries.map(jackpotCents);
    expect(jackpots).toEqual([...jackpots].sort((left, right) => right - left));
    expect(featured?.entries[0]).toMatchObject({
      url: expect.stringMatching(/^\/[a-z-]+$/) as unknown,
      draw_no: expect.any(Number) as unknown,
    });
    expect(cart?.entries.map((entry) => entry.product_offer_key)).not.toContain('powerball');
    const closing = cart!.entries.map((entry) => Date.parse(entry.draw_date));
    expect(closing).toEqual([...closing].sort((left, right) => left - right));
  });

  it('keeps the answer for 5 minutes, and answers 204 when there is nothing to show', async () => {
    const url = '/recommend/placement?keys=home_featured';
    expect((await get(url, demo)).headers['x-cache']).toBe('miss');
    const again = await get(url, demo);
    expect(again.headers['x-cache']).toBe('hit');
    expect(again.headers['cache-control']).toMatch(/^private, max-age=(29\d|300)$/);

    const nothing = await get('/recommend/placement?keys[]=no_such_placement', demo);
    expect(nothing.statusCode).toBe(204);
    expect(nothing.body).toBe('');
  });

  it('needs the placements capability', async () => {
    const visitor = await get('/recommend/placement?keys[]=home_featured', null);
    expect(visitor.statusCode).toBe(422);
    expect(visitor.json().error).toEqual({
      id: 'capability_unavailable',
      message: 'Recommendations are not available for your account.',
    });
  });
});

describe('POST /recommend/placement/cart/prime', () => {
  it("answers the changed cart's recommended draws", async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/recommend/placement/cart/prime',
      headers: await clientHeaders({ session: demo, at: clock.now(), version: '1.0' }),
      payload: { segment_ids: ['vip'], cart: ['powerball', 'oz_lotto'] },
    });
    expect(response.statusCode).toBe(200);
    const placements = response.json<{ entities: PlacementWire[] }>().entities;
    expect(placements.map((placement) => placement.key)).toEqual([
      'cart_recommended',
      'pre_cart_recommended',
    ]);
    for (const placement of placements) {
      const offers = placement.entries.map((entry) => entry.product_offer_key);
      expect(offers).not.toContain('powerball');
      expect(offers).not.toContain('oz_lotto');
    }
  });
});

describe('GET /v2/orders/recommended', () => {
  it("answers the customer's most-bought offers with their next draw, to buy again", async () => {
    const customer = await newCustomer(testApp.app, clock);
    await testApp.app.database
      .updateTable('customers')
      .set({ segment_name: 'vip' })
      .where('id', '=', customer.customerId)
      .execute();
    expect((await get('/v2/orders/recommended', customer, '3.0')).json().entities).toEqual([]);

    await fundWallet(testApp.app, customer.customerId, 5000, clock.now());
    await fillCart(testApp.app, customer.customerId, [{ priceCents: 800 }], clock.now());
    const bought = await moneyCall(testApp.app, clock, 'POST', '/v2/cart/purchase', {
      session: customer,
      key: newKey(),
      payload: webPurchase,
    });
    const checkoutId = bought.json<{ result: { checkout_id: string } }>().result.checkout_id;

    const response = await get('/v2/orders/recommended', customer, '3.0');
    expect(response.statusCode).toBe(200);
    const [order] = response.json<{ entities: RecommendedOrderWire[] }>().entities;
    expect(order).toMatchObject({
      product_offer_key: 'saturday_lotto',
      name: 'Saturday Lotto',
      times_bought: 1,
      checkout_id: checkoutId,
      price: { amount: '8.00', currency: 'AUD' },
      next_draw: { draw_no: expect.any(Number) as unknown },
    });
  });

  it('needs the placements capability', async () => {
    const customer = await newCustomer(testApp.app, clock);
    const refused = await get('/v2/orders/recommended', customer, '3.0');
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error).toMatchObject({ id: 'capability_unavailable' });
  });
});
