import { buildTestApp, type TestApp } from '../testing/build-test-app';
import { logIn, TestClock } from '../modules/auth/test-support';
import { fillCart, moneyCall, newKey, webPurchase } from '../modules/purchase/test-support';
import { demoCustomerPassword } from './customers';

let testApp: TestApp;
const clock = new TestClock();

beforeAll(async () => {
  testApp = await buildTestApp({ now: clock.now });
});

afterAll(() => testApp.close());

const logInAs = (email: string) =>
  logIn(testApp.app, { email, password: demoCustomerPassword }, { at: clock.now() });

it('gives demo@ A$50.00 from a seed deposit and a saved Visa test card', async () => {
  const session = await logInAs('demo@lottoshop.test');

  const overview = await moneyCall(testApp.app, clock, 'GET', '/v2/customer', { session });
  const funds = await moneyCall(testApp.app, clock, 'GET', '/v2/funds', { session });
  const lines = await moneyCall(testApp.app, clock, 'GET', '/v2/transactions', { session });

  expect(overview.json().result.balance).toEqual({ amount: '50.00', currency: 'AUD' });
  expect(funds.json().entities).toEqual([
    expect.objectContaining({ brand: 'Visa', number: '•••• 4242', default: true }),
  ]);
  // The newest line; the older ones are the past tickets' (past-tickets.test.ts).
  expect(lines.json().entities[0]).toEqual(
    expect.objectContaining({
      type: 'deposit',
      status: 'posted',
      amount: { amount: '50.00', currency: 'AUD' },
    }),
  );
});

it('gives limited@ A$100.00 and a A$20.00 weekly spend limit', async () => {
  const session = await logInAs('limited@lottoshop.test');
  await fillCart(testApp.app, session.customerId, [{ priceCents: 2300 }], clock.now());

  const limits = await moneyCall(testApp.app, clock, 'GET', '/v2/spend-limits', { session });
  const refused = await moneyCall(testApp.app, clock, 'POST', '/v2/cart/purchase', {
    session,
    key: newKey(),
    payload: webPurchase,
  });

  expect(limits.json().result.customer_limits).toEqual([
    expect.objectContaining({
      period: 'spend_weekly',
      amount: { amount: '20.00', currency: 'AUD' },
    }),
  ]);
  expect(refused.json().error.message).toBe(
    'This purchase would exceed your weekly spend limit by A$3.00.',
  );
});

it('asks unverified@, signed up more than 72 hours ago, to verify before buying', async () => {
  const session = await logInAs('unverified@lottoshop.test');
  await fillCart(testApp.app, session.customerId, [{ priceCents: 500 }], clock.now());

  const refused = await moneyCall(testApp.app, clock, 'POST', '/v2/cart/purchase', {
    session,
    key: newKey(),
    payload: webPurchase,
  });

  expect(refused.json().error.id).toBe('verify_account_required');
});
