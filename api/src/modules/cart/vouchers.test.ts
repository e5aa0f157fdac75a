import { ApiError } from '../../http/envelope';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { TestClock, type TestSession } from '../auth/test-support';
import { cartClient, raffleTicket, saturdayTicket } from './cart-test-support';
import { closePurchasedCart, pricedCustomerCart } from './cart-pricing';

const clock = new TestClock();
let testApp: TestApp;
let client: ReturnType<typeof cartClient>;

beforeAll(async () => {
  testApp = await buildTestApp({ now: clock.now });
  client = cartClient(testApp.app, clock);
});

afterAll(() => testApp.close());

const promotion = (promotion_code: string) => ({ payload: { promotion_code } });

/** Buys the customer's cart the way the purchase does: priced, then closed, in one transaction. */
async function buyCart(session: TestSession) {
  return testApp.app.database.transaction().execute(async (transaction) => {
    const cart = await pricedCustomerCart(transaction, session.customerId, clock.now());
    if (!cart) throw new Error('no cart');
    await closePurchasedCart(transaction, cart, clock.now());
    return cart;
  });
}

describe('POST /v2/anon-cart/{token}/promotion', () => {
  it('applies a voucher: the discount shows and the total is net of it', async () => {
    const token = await client.newAnonymousCart();
    await client.cart('POST', `/v2/anon-cart/${token}/build`, { payload: raffleTicket });

    const cart = await client.cart(
      'POST',
      `/v2/anon-cart/${token}/promotion`,
      promotion(' welcome5 '),
    );

    expect(cart.voucher_items).toEqual([
      {
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        product_type: 'voucher_fixed_discount',
        promotion_code: 'WELCOME5',
        description: '$5.00 off a cart of $10.00 or more, once per customer',
        discount: { amount: '5.00', currency: 'AUD' },
        credit: { amount: '0.00', currency: 'AUD' },
        expires_at: null,
      },
    ]);
    expect(cart.discount_total).toEqual({ amount: '5.00', currency: 'AUD' });
    expect(cart.cart_total).toEqual({ amount: '35.00', currency: 'AUD' });
  });

  it('refuses a code that cannot apply with 422 promotion_not_added and a sentence', async () => {
    const token = await client.newAnonymousCart();
    await client.cart('POST', `/v2/anon-cart/${token}/build`, { payload: saturdayTicket });
    const url = `/v2/anon-cart/${token}/promotion`;

    const refusals: Array<[string, string]> = [
      ['NOPE', 'The promotion code NOPE is not valid.'],
      ['EXPIRED5', 'The promotion code EXPIRED5 has expired.'],
      ['WELCOME5', 'The promotion code WELCOME5 needs a minimum spend of $10.00.'],
    ];
    for (const [code, message] of refusals) {
      const response = await client.call('POST', url, promotion(code));
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({
        error: { id: 'promotion_not_added', message },
        messages: [{ code: 'promotion_not_added', level: 'error', message }],
      });
    }
    await client.cart('POST', url, promotion('SAVE10'));
    const again = await client.cart('POST', url, promotion('save10'));
    const second = await client.call('POST', url, promotion('FLASH15'));

    expect(again.voucher_items).toHaveLength(1);
    expect(second.statusCode).toBe(422);
    expect(second.json().error.message).toBe('Only one promotion code can be used per cart.');
  });

  it('never takes the total below zero, nor below the pre-ordered part', async () => {
    const token = await client.newAnonymousCart();
    await client.cart('POST', `/v2/anon-cart/${token}/build`, { payload: saturdayTicket });
    await client.cart('POST', `/v2/anon-cart/${token}/build`, {
      payload: { ...raffleTicket, draw_offset: 1 },
    });

    const cart = await client.cart(
      'POST',
      `/v2/anon-cart/${token}/promotion`,
      promotion('FLASH15'),
    );

    expect(cart).toMatchObject({
      discount_total: { amount: '1.50' },
      cart_total: { amount: '40.00' },
      pre_order_total: { amount: '40.00' },
    });
  });
});

describe('vouchers in the cart', () => {
  it('are removed by their id through the item paths', async () => {
    const session = await client.newCustomer();
    const applied = await client.cart('POST', '/v2/cart/promotion', {
      session,
      ...promotion('BONUS20'),
    });
    const id = applied.voucher_items[0]?.id ?? '';

    const removed = await client.cart('DELETE', `/v2/cart/items/${id}`, { session });
    const missing = await client.call('DELETE', `/v2/cart/items/${id}`, { session });

    expect(applied.voucher_items[0]).toMatchObject({
      product_type: 'voucher_credit_amount',
      credit: { amount: '20.00' },
      discount: { amount: '0.00' },
    });
    expect(removed.voucher_items).toEqual([]);
    expect(missing.statusCode).toBe(404);
  });

  it('are dropped and reported when the cart falls below their minimum spend', async () => {
    const session = await client.newCustomer();
    const added = await client.cart('POST', '/v2/cart/build', { session, payload: raffleTicket });
    const withVoucher = await client.cart('POST', '/v2/cart/promotion', {
      session,
      ...promotion('WELCOME5'),
    });
    await client.cart('POST', '/v2/cart/build', { session, payload: saturdayTicket });

    const removed = await client.cart('DELETE', `/v2/cart/items/${added.cart_items[0]?.id}`, {
      session,
    });

    expect(removed).toMatchObject({
      voucher_items: [],
      discount_total: { amount: '0.00' },
      cart_total: { amount: '1.50' },
      auto_removed_items: [
        {
          id: withVoucher.voucher_items[0]?.id,
          reason:
            'The voucher WELCOME5 was removed from your cart: it needs a minimum spend of $10.00.',
        },
      ],
    });
  });

  it('are dropped and reported when they expire', async () => {
    await testApp.app.database
      .insertInto('promotions')
      .values({
        code: 'SOONGONE',
        type: 'voucher_fixed_discount_expire',
        description: '$1.00 off today',
        amount_cents: 100,
        expires_at: new Date(clock.now().getTime() + 60_000),
      })
      .execute();
    const token = await client.newAnonymousCart();
    const applied = await client.cart(
      'POST',
      `/v2/anon-cart/${token}/promotion`,
      promotion('SOONGONE'),
    );
    await testApp.app.database
      .updateTable('promotions')
      .set({ expires_at: new Date(clock.now().getTime() - 1000) })
      .where('code', '=', 'SOONGONE')
      .execute();

    const cart = await client.cart('GET', `/v2/anon-cart/${token}`);

    expect(applied.voucher_items[0]?.expires_at).not.toBeNull();
    expect(cart.voucher_items).toEqual([]);
    expect(cart.auto_removed_items).toEqual([
      {
        id: applied.voucher_items[0]?.id,
        reason: 'The voucher SOONGONE has expired and was removed from your cart.',
      },
    ]);
  });
});

describe('buying a cart with a voucher', () => {
  it('charges the net total, adds the credit, empties the cart and redeems the voucher', async () => {
    const session = await client.newCustomer();
    await client.cart('POST', '/v2/cart/build', { session, payload: raffleTicket });
    await client.cart('POST', '/v2/cart/promotion', { session, ...promotion('WELCOME5') });

    const bought = await buyCart(session);
    const after = await client.cart('GET', '/v2/cart/items', { session });
    await client.cart('POST', '/v2/cart/build', { session, payload: raffleTicket });
    const reuse = await client.call('POST', '/v2/cart/promotion', {
      session,
      ...promotion('WELCOME5'),
    });

    expect(bought).toMatchObject({
      subtotalCents: 4000,
      discountCents: 500,
      totalCents: 3500,
      promoCreditCents: 0,
      vouchers: [expect.objectContaining({ promotionCode: 'WELCOME5', discountCents: 500 })],
      autoRemovedItems: [],
    });
    expect(after).toMatchObject({ cart_items: [], voucher_items: [] });
    expect(reuse.statusCode).toBe(422);
    expect(reuse.json().error).toEqual({
      id: 'promotion_not_added',
      message: 'You have already used the promotion code WELCOME5.',
    });
  });

  it('refuses to redeem a once-per-customer voucher twice, whatever came first', async () => {
    const session = await client.newCustomer();
    await client.cart('POST', '/v2/cart/promotion', { session, ...promotion('BONUS20') });
    const priced = await pricedCustomerCart(testApp.app.database, session.customerId, clock.now());
    if (!priced) throw new Error('no cart');

    await buyCart(session);
    const second = testApp.app.database
      .transaction()
      .execute((transaction) => closePurchasedCart(transaction, priced, clock.now()));

    expect(priced.promoCreditCents).toBe(2000);
    await expect(second).rejects.toThrow(ApiError);
    await expect(second).rejects.toMatchObject({
      statusCode: 422,
      code: 'promotion_already_used',
    });
  });

  it('lets a customer use a code that is not once per customer again', async () => {
    const session = await client.newCustomer();
    for (let purchase = 0; purchase < 2; purchase += 1) {
      await client.cart('POST', '/v2/cart/build', { session, payload: raffleTicket });
      await client.cart('POST', '/v2/cart/promotion', { session, ...promotion('SAVE10') });
      expect((await buyCart(session)).discountCents).toBe(400);
    }
  });
});
