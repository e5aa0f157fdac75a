import { TestClock } from '../auth/test-support';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { cartClient, raffleTicket, saturdayTicket } from './cart-test-support';

const clock = new TestClock();
let testApp: TestApp;
let client: ReturnType<typeof cartClient>;

beforeAll(async () => {
  testApp = await buildTestApp({ now: clock.now });
  client = cartClient(testApp.app, clock);
});

afterAll(() => testApp.close());

describe('the customer cart (/v2/cart/…)', () => {
  it('is created on first use, one per customer, and keeps what the customer adds', async () => {
    const session = await client.newCustomer();
    const empty = await client.cart('GET', '/v2/cart/items', { session });
    const built = await client.cart('POST', '/v2/cart/build', { session, payload: saturdayTicket });
    const added = await client.cart('POST', '/v2/cart/items', {
      session,
      payload: { item: saturdayTicket, num_draws: 2 },
    });
    const fetched = await client.cart('GET', '/v2/cart/items', { session });

    expect(empty).toMatchObject({ cart_items: [], cart_total: { amount: '0.00' } });
    expect(built.cart_reference).toBe(empty.cart_reference);
    expect(added.cart_items.map((item) => item.unit_price.amount)).toEqual(['1.50', '3.00']);
    expect(fetched).toMatchObject({
      cart_reference: empty.cart_reference,
      cart_total: { amount: '4.50', currency: 'AUD' },
      blocked_reasons: {},
    });
    const carts = await testApp.app.database
      .selectFrom('carts')
      .select('id')
      .where('customer_id', '=', session.customerId)
      .execute();
    expect(carts).toHaveLength(1);
  });

  it("edits and removes the customer's items, and never another customer's", async () => {
    const session = await client.newCustomer();
    const other = await client.newCustomer();
    const added = await client.cart('POST', '/v2/cart/build', { session, payload: saturdayTicket });
    const id = added.cart_items[0]?.id ?? '';

    const edited = await client.cart('PUT', `/v2/cart/items/${id}`, {
      session,
      payload: { ...saturdayTicket, num_draws: 3 },
    });
    const foreign = await client.call('DELETE', `/v2/cart/items/${id}`, { session: other });
    const invalid = await client.call('PUT', `/v2/cart/items/${id}`, {
      session,
      payload: { ...saturdayTicket, games: [] },
    });
    const removed = await client.cart('DELETE', `/v2/cart/items/${id}`, { session });

    expect(edited.cart_items[0]).toMatchObject({
      id,
      num_draws: 3,
      unit_price: { amount: '4.50' },
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error.id).toBe('cart_item_not_found');
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json().errors).toEqual({ this: ['Please complete at least 2 games'] });
    expect(removed).toMatchObject({ cart_items: [], cart_total: { amount: '0.00' } });
  });

  it('removes items whose draw closed and reports them once', async () => {
    const session = await client.newCustomer();
    const added = await client.cart('POST', '/v2/cart/build', { session, payload: raffleTicket });
    const [item] = added.cart_items;
    await testApp.app.database
      .updateTable('draws')
      .set({ status: 'DRAW_CLOSED' })
      .where('product_offer_key', '=', 'hearts_raffle')
      .where('draw_no', '=', item?.draw_no ?? 0)
      .execute();

    const first = await client.cart('GET', '/v2/cart/items', { session });
    const second = await client.cart('GET', '/v2/cart/items', { session });
    await testApp.app.database
      .updateTable('draws')
      .set({ status: 'DRAW_OPEN' })
      .where('product_offer_key', '=', 'hearts_raffle')
      .where('draw_no', '=', item?.draw_no ?? 0)
      .execute();

    expect(first).toMatchObject({
      cart_items: [],
      auto_removed_items: [{ id: item?.id, reason: 'draw_closed' }],
    });
    expect(second.auto_removed_items).toEqual([]);
  });

  it('answers 401 without a signed-in customer', async () => {
    const response = await client.call('GET', '/v2/cart/items');
    const build = await client.call('POST', '/v2/cart/build', { payload: saturdayTicket });

    expect(response.statusCode).toBe(401);
    expect(response.json().error.id).toBe('unauthorized');
    expect(build.statusCode).toBe(401);
  });
});

describe('POST /v2/anon-cart/{token}/convert', () => {
  it("moves the anonymous cart's items and voucher into the customer's cart", async () => {
    const session = await client.newCustomer();
    await client.cart('POST', '/v2/cart/build', { session, payload: saturdayTicket });
    const token = await client.newAnonymousCart();
    await client.cart('POST', `/v2/anon-cart/${token}/build`, { payload: raffleTicket });
    await client.cart('POST', `/v2/anon-cart/${token}/promotion`, {
      payload: { promotion_code: 'SAVE10' },
    });

    const converted = await client.cart('POST', `/v2/anon-cart/${token}/convert`, { session });
    const again = await client.call('POST', `/v2/anon-cart/${token}/convert`, { session });
    const anonymous = await client.call('GET', `/v2/anon-cart/${token}`);

    expect(converted.cart_items.map((item) => item.description)).toEqual([
      '2 x Standard games',
      '5 Ticket Book',
    ]);
    expect(converted).toMatchObject({
      voucher_items: [{ promotion_code: 'SAVE10', discount: { amount: '4.15' } }],
      discount_total: { amount: '4.15' },
      cart_total: { amount: '37.35' },
    });
    expect(again.statusCode).toBe(200);
    expect(again.json().result).toMatchObject({
      cart_reference: converted.cart_reference,
      cart_total: { amount: '37.35' },
    });
    expect(anonymous.statusCode).toBe(404);
  });

  it("keeps the customer's voucher when both carts hold one, and reports the other", async () => {
    const session = await client.newCustomer();
    await client.cart('POST', '/v2/cart/build', { session, payload: raffleTicket });
    await client.cart('POST', '/v2/cart/promotion', {
      session,
      payload: { promotion_code: 'FLASH15' },
    });
    const token = await client.newAnonymousCart();
    const anonymous = await client.cart('POST', `/v2/anon-cart/${token}/promotion`, {
      payload: { promotion_code: 'BONUS20' },
    });

    const converted = await client.cart('POST', `/v2/anon-cart/${token}/convert`, { session });

    expect(converted.voucher_items.map((voucher) => voucher.promotion_code)).toEqual(['FLASH15']);
    expect(converted.auto_removed_items).toEqual([
      {
        id: anonymous.voucher_items[0]?.id,
        reason: 'The voucher BONUS20 was removed: only one promotion code can be used per cart.',
      },
    ]);
  });

  it('answers 404 for an unknown token and 401 without a customer', async () => {
    const session = await client.newCustomer();
    const token = await client.newAnonymousCart();

    const unknown = await client.call('POST', `/v2/anon-cart/${'z'.repeat(43)}/convert`, {
      session,
    });
    const anonymous = await client.call('POST', `/v2/anon-cart/${token}/convert`);

    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.id).toBe('cart_not_found');
    expect(anonymous.statusCode).toBe(401);
  });

  it('answers 404 to another customer converting a token already converted', async () => {
    const session = await client.newCustomer();
    const other = await client.newCustomer();
    const token = await client.newAnonymousCart();
    await client.cart('POST', `/v2/anon-cart/${token}/convert`, { session });

    const response = await client.call('POST', `/v2/anon-cart/${token}/convert`, {
      session: other,
    });

    expect(response.statusCode).toBe(404);
  });
});
