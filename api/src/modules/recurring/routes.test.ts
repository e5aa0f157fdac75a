import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { logIn, TestClock } from '../auth/test-support';
import {
  fillCart,
  fundWallet,
  moneyCall,
  newCustomer,
  newKey,
  webPurchase,
} from '../purchase/test-support';

let testApp: TestApp;
const clock = new TestClock();

beforeAll(async () => {
  testApp = await buildTestApp({ now: clock.now });
});

afterAll(() => testApp.close());

async function firstDrawStop(): Promise<Date> {
  const draw = await testApp.app.database
    .selectFrom('draws')
    .select('stop')
    .where('product_offer_key', '=', 'saturday_lotto')
    .where('stop', '>', clock.now())
    .orderBy('stop')
    .executeTakeFirstOrThrow();
  return new Date(draw.stop);
}

it('buys the next draw of an autoplay once the bought draw has closed, or records why it could not', async () => {
  const customer = await newCustomer(testApp.app, clock);
  await fundWallet(testApp.app, customer.customerId, 700, clock.now());
  await fillCart(
    testApp.app,
    customer.customerId,
    [{ priceCents: 600, recurring: true }],
    clock.now(),
  );
  const bought = await moneyCall(testApp.app, clock, 'POST', '/v2/cart/purchase', {
    session: customer,
    key: newKey(),
    payload: webPurchase,
  });
  expect(bought.statusCode).toBe(200);

  const early = await moneyCall(
    testApp.app,
    clock,
    'POST',
    '/v2/process_recurring_purchases/sync',
    {
      session: customer,
    },
  );
  expect(early.json().result).toEqual({ purchased: 0, failed: 0 });

  clock.current = new Date((await firstDrawStop()).getTime() + 60_000);
  const session = await logIn(
    testApp.app,
    { email: customer.email, password: customer.password },
    { at: clock.now() },
  );
  const unpaid = await moneyCall(
    testApp.app,
    clock,
    'POST',
    '/v2/process_recurring_purchases/sync',
    {
      session,
    },
  );
  const resolutions = await moneyCall(testApp.app, clock, 'GET', '/v2/payment_resolutions', {
    session,
  });

  expect(unpaid.json().result).toEqual({ purchased: 0, failed: 1 });
  expect(resolutions.json().entities).toEqual([
    expect.objectContaining({
      amount: { amount: '6.00', currency: 'AUD' },
      reason: 'Your wallet balance is too low to buy this cart. Top up A$5.00 to continue.',
    }),
  ]);

  await fundWallet(testApp.app, customer.customerId, 500, clock.now());
  const paid = await moneyCall(testApp.app, clock, 'POST', '/v2/process_recurring_purchases/sync', {
    session,
  });
  const after = await moneyCall(testApp.app, clock, 'GET', '/v2/payment_resolutions', { session });
  const again = await moneyCall(
    testApp.app,
    clock,
    'POST',
    '/v2/process_recurring_purchases/sync',
    {
      session,
    },
  );

  expect(paid.json().result).toEqual({ purchased: 1, failed: 0 });
  expect(after.json().entities).toEqual([]);
  expect(again.json().result).toEqual({ purchased: 0, failed: 0 });
});
