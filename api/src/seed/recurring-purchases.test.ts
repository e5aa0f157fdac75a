import { logIn, TestClock, type TestSession } from '../modules/auth/test-support';
import { moneyCall } from '../modules/purchase/test-support';
import { buildTestApp, type TestApp } from '../testing/build-test-app';
import { demoCustomerPassword } from './customers';
import { seedDemoRecurringPurchases } from './recurring-purchases';

let testApp: TestApp;
const clock = new TestClock();
let demo: TestSession;

beforeAll(async () => {
  testApp = await buildTestApp({ now: clock.now });
  demo = await logIn(
    testApp.app,
    { email: 'demo@lottoshop.test', password: demoCustomerPassword },
    { at: clock.now() },
  );
});

afterAll(() => testApp.close());

const get = (url: string) => moneyCall(testApp.app, clock, 'GET', url, { session: demo });

it('gives demo@ a Saturday Lotto autoplay and a raffle subscription, keeping A$50.00', async () => {
  const autoplays = await get('/v2/autoplay');
  const subscriptions = await get('/v2/subscriptions');
  const overview = await get('/v2/customer');

  expect(autoplays.json().entities).toEqual([
    expect.objectContaining({
      product_offer_key: 'saturday_lotto',
      status: 'recurring_status_active',
      description: '2 x Standard games',
      price: { amount: '1.50', currency: 'AUD' },
    }),
  ]);
  expect(subscriptions.json().entities).toEqual([
    expect.objectContaining({
      product_offer_key: 'hearts_raffle',
      status: 'recurring_status_active',
      period: 'monthly',
      cause_name: 'Heart Health Foundation',
    }),
  ]);
  expect(overview.json().result.balance).toEqual({ amount: '50.00', currency: 'AUD' });
});

it('offers the raffle by subscription, and seeds the recurring purchases once', async () => {
  const raffle = await testApp.app.database
    .selectFrom('product_offers')
    .select(['recurring_purchase_type', 'recurring_purchase_availability'])
    .where('key', '=', 'hearts_raffle')
    .executeTakeFirstOrThrow();

  await testApp.app.database
    .transaction()
    .execute((transaction) => seedDemoRecurringPurchases(transaction, clock.now()));

  expect(raffle).toEqual({
    recurring_purchase_type: 'subscription',
    recurring_purchase_availability: 'optional',
  });
  expect((await get('/v2/recurring_purchases')).json().page_info.total).toBe(2);
});
