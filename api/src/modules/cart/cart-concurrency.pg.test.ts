import { setTimeout as sleep } from 'node:timers/promises';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { TestClock } from '../auth/test-support';
import { closePurchasedCart, pricedCustomerCart } from './cart-pricing';
import { cartClient, raffleTicket, saturdayTicket } from './cart-test-support';

// Concurrency is only real on PostgreSQL (DATABASE_URL=postgres://…); on PGlite the same calls run
// one after another and must give the same answers.
const clock = new TestClock();
let testApp: TestApp;
let client: ReturnType<typeof cartClient>;

beforeAll(async () => {
  testApp = await buildTestApp({ now: clock.now });
  client = cartClient(testApp.app, clock);
});

afterAll(() => testApp.close());

it('redeems a once-per-customer voucher once when two purchases close at the same time', async () => {
  const session = await client.newCustomer();
  await client.cart('POST', '/v2/cart/build', { session, payload: raffleTicket });
  await client.cart('POST', '/v2/cart/promotion', {
    session,
    payload: { promotion_code: 'WELCOME5' },
  });
  const priced = await pricedCustomerCart(testApp.app.database, session.customerId, clock.now());
  if (!priced) throw new Error('no cart');

  const purchase = (holdMs: number) =>
    testApp.app.database.transaction().execute(async (transaction) => {
      await closePurchasedCart(transaction, priced, clock.now());
      await sleep(holdMs);
    });
  const results = await Promise.allSettled([purchase(300), purchase(0)]);

  expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
  expect(results.find((result) => result.status === 'rejected')).toMatchObject({
    reason: { statusCode: 422, code: 'promotion_already_used' },
  });
  const redemptions = await testApp.app.database
    .selectFrom('promotion_redemptions')
    .select('id')
    .where('customer_id', '=', session.customerId)
    .execute();
  expect(redemptions).toHaveLength(1);
});

it('creates one cart for a customer whose first calls arrive together', async () => {
  const session = await client.newCustomer();

  const carts = await Promise.all(
    Array.from({ length: 4 }, () => client.cart('GET', '/v2/cart/items', { session })),
  );

  expect(new Set(carts.map((cart) => cart.cart_reference)).size).toBe(1);
});

it('moves an anonymous cart once when it is converted twice at the same time', async () => {
  const session = await client.newCustomer();
  const token = await client.newAnonymousCart();
  await client.cart('POST', `/v2/anon-cart/${token}/build`, { payload: saturdayTicket });

  const answers = await Promise.all([
    client.call('POST', `/v2/anon-cart/${token}/convert`, { session }),
    client.call('POST', `/v2/anon-cart/${token}/convert`, { session }),
  ]);
  const cart = await client.cart('GET', '/v2/cart/items', { session });

  expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
  expect(cart.cart_items).toHaveLength(1);
});
