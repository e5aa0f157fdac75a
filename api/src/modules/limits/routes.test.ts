import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { logIn, TestClock, type TestSession } from '../auth/test-support';
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
const dayMs = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  testApp = await buildTestApp({ now: clock.now });
});

afterAll(() => testApp.close());

const purchase = (session: TestSession) =>
  moneyCall(testApp.app, clock, 'POST', '/v2/cart/purchase', {
    session,
    key: newKey(),
    payload: webPurchase,
  });

const setLimit = (
  session: TestSession,
  period: string,
  amount: number,
  method: 'POST' | 'PUT' = 'POST',
) =>
  moneyCall(testApp.app, clock, method, `/v2/spend-limits/${period}`, {
    session,
    payload: { amount },
    form: true,
  });

interface LimitOnWire {
  id: string;
  period: string;
  amount: { amount: string };
  spent: { amount: string };
  remaining: { amount: string };
  pending_amount: { amount: string } | null;
  pending_from: string | null;
}

const customerLimits = (response: { json(): unknown }) =>
  (response.json() as { result: { customer_limits: LimitOnWire[] } }).result.customer_limits;

describe('spend limits', () => {
  it('refuses a purchase past the weekly spend limit, naming the amount it exceeds', async () => {
    const session = await newCustomer(testApp.app, clock);
    await fundWallet(testApp.app, session.customerId, 10_000, clock.now());
    expect((await setLimit(session, 'spend_weekly', 20)).statusCode).toBe(200);
    await fillCart(testApp.app, session.customerId, [{ priceCents: 2300 }], clock.now());

    const refused = await purchase(session);

    expect(refused.statusCode).toBe(422);
    expect(refused.json().error).toEqual({
      id: 'spend_limit',
      message: 'This purchase would exceed your weekly spend limit by A$3.00.',
    });
  });

  it('counts what was spent: remaining = limit − spent', async () => {
    const session = await newCustomer(testApp.app, clock);
    await fundWallet(testApp.app, session.customerId, 10_000, clock.now());
    await setLimit(session, 'spend_daily', 10);
    await fillCart(testApp.app, session.customerId, [{ priceCents: 600 }], clock.now());
    expect((await purchase(session)).statusCode).toBe(200);

    const limits = await moneyCall(testApp.app, clock, 'GET', '/v2/spend-limits', { session });

    expect(customerLimits(limits)).toEqual([
      expect.objectContaining({
        period: 'spend_daily',
        amount: { amount: '10.00', currency: 'AUD' },
        spent: { amount: '6.00', currency: 'AUD' },
        remaining: { amount: '4.00', currency: 'AUD' },
      }),
    ]);
    expect(limits.json().result.system_limits[0]).toMatchObject({
      period: 'spend_weekly',
      amount: { amount: '5000.00' },
    });
    await fillCart(testApp.app, session.customerId, [{ priceCents: 500 }], clock.now());
    expect((await purchase(session)).json().error.message).toBe(
      'This purchase would exceed your daily spend limit by A$1.00.',
    );
  });

  it('lowers a limit at once and raises it only after 7 days', async () => {
    const session = await newCustomer(testApp.app, clock);
    await setLimit(session, 'spend_monthly', 100);

    const lowered = await setLimit(session, 'spend_monthly', 50, 'PUT');
    const raised = await setLimit(session, 'spend_monthly', 80, 'PUT');

    expect(customerLimits(lowered)[0]).toMatchObject({
      amount: { amount: '50.00' },
      pending_amount: null,
    });
    expect(customerLimits(raised)[0]).toMatchObject({
      amount: { amount: '50.00' },
      pending_amount: { amount: '80.00' },
      pending_from: new Date(clock.now().getTime() + 7 * dayMs).toISOString(),
    });

    clock.advance(7 * dayMs + 1000);
    const later = await logIn(
      testApp.app,
      { email: session.email, password: session.password },
      { at: clock.now() },
    );
    const after = await moneyCall(testApp.app, clock, 'GET', '/v2/spend-limits', {
      session: later,
    });
    expect(customerLimits(after)[0]).toMatchObject({
      amount: { amount: '80.00' },
      pending_amount: null,
    });
  });

  it('removes a limit after 7 days; removing it twice is refused', async () => {
    const session = await newCustomer(testApp.app, clock);
    const [limit] = customerLimits(await setLimit(session, 'deposit_weekly', 100));

    const removing = await moneyCall(
      testApp.app,
      clock,
      'DELETE',
      `/v2/spend-limits/${limit?.id}`,
      {
        session,
      },
    );
    const again = await moneyCall(testApp.app, clock, 'DELETE', `/v2/spend-limits/${limit?.id}`, {
      session,
    });

    expect(customerLimits(removing)[0]).toMatchObject({
      amount: { amount: '100.00' },
      pending_amount: null,
      pending_from: expect.any(String),
    });
    expect(again.statusCode).toBe(422);
    expect(again.json().messages[0].message).toMatch(/already being removed/);
  });

  it('refuses amounts with more than two decimals', async () => {
    const session = await newCustomer(testApp.app, clock);
    const response = await setLimit(session, 'spend_weekly', 10.005);
    expect(response.statusCode).toBe(422);
  });
});

describe('precommitment and system limits', () => {
  it('refuses a purchase past the monthly precommitment', async () => {
    const session = await newCustomer(testApp.app, clock);
    await fundWallet(testApp.app, session.customerId, 10_000, clock.now());
    const set = await moneyCall(testApp.app, clock, 'POST', '/v2/precommitment', {
      session,
      payload: { limit: 15 },
      form: true,
    });
    expect(set.json().result).toMatchObject({
      limit: { amount: '15.00' },
      spent: { amount: '0.00' },
    });
    await fillCart(testApp.app, session.customerId, [{ priceCents: 1750 }], clock.now());

    const refused = await purchase(session);

    expect(refused.json().error).toEqual({
      id: 'spend_limit',
      message: 'This purchase would exceed your monthly precommitment limit by A$2.50.',
    });
  });

  it('blocks a cart whose top-up would pass a deposit limit (deposit_limit)', async () => {
    const session = await newCustomer(testApp.app, clock);
    await fundWallet(testApp.app, session.customerId, 1000, clock.now());
    await setLimit(session, 'deposit_weekly', 15);
    await fillCart(testApp.app, session.customerId, [{ priceCents: 1800 }], clock.now());

    const refused = await purchase(session);

    expect(refused.json().error).toEqual({
      id: 'deposit_limit',
      message: 'Topping up A$8.00 for this cart would exceed your weekly deposit limit by A$3.00.',
    });
  });

  it('refuses a purchase past the A$5,000 weekly system limit (global_spend_limit)', async () => {
    const session = await newCustomer(testApp.app, clock);
    await fundWallet(testApp.app, session.customerId, 600_000, clock.now());
    await fillCart(testApp.app, session.customerId, [{ priceCents: 500_100 }], clock.now());

    const refused = await purchase(session);

    expect(refused.json().error.id).toBe('global_spend_limit');
    expect(refused.json().error.message).toMatch(/by A\$1\.00\.$/);
  });

  it('lets an unverified customer buy for 72 hours after signing up, then asks to verify', async () => {
    // Sign-up is stamped with the database's time: start from it, whatever earlier tests moved.
    clock.current = new Date();
    const session = await newCustomer(testApp.app, clock, { verified: false });
    await fundWallet(testApp.app, session.customerId, 10_000, clock.now());
    await fillCart(testApp.app, session.customerId, [{ priceCents: 500 }], clock.now());
    expect((await purchase(session)).statusCode).toBe(200);

    clock.advance(73 * 60 * 60 * 1000);
    const later = await logIn(
      testApp.app,
      { email: session.email, password: session.password },
      { at: clock.now() },
    );
    await fillCart(testApp.app, session.customerId, [{ priceCents: 500 }], clock.now());
    const refused = await purchase(later);

    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.id).toBe('verify_account_required');
  });
});
