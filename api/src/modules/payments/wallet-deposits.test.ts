import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { TestClock, type TestSession } from '../auth/test-support';
import { moneyCall, newCustomer, newKey } from '../purchase/test-support';
import { balanceOf, pathOf, resultOf, tokenisationUrlOf } from './test-support';

let testApp: TestApp;
const clock = new TestClock();

beforeAll(async () => {
  testApp = await buildTestApp({ now: clock.now });
});

afterAll(() => testApp.close());

/** A test Apple Pay / Google Pay token, as the wallet's sheet gives it to the page. */
async function walletToken(session: TestSession, outcome: 'succeeds' | 'declined' = 'succeeds') {
  const url = (await tokenisationUrlOf(testApp.app, clock, session)).replace(
    '/test-gateway/tokens',
    '/test-gateway/wallet-tokens',
  );
  const response = await testApp.app.inject({
    method: 'POST',
    url: pathOf(url),
    payload: { wallet: 'ap', outcome },
  });
  return resultOf<{ token: string }>(response).token;
}

const walletDeposit = (
  session: TestSession,
  method: string,
  payload: Record<string, unknown>,
  key = newKey(),
) =>
  moneyCall(testApp.app, clock, 'POST', `/v2/funds/${method}/test/deposit`, {
    session,
    key,
    payload,
  });

describe('Apple Pay and Google Pay deposits', () => {
  it.each(['ap', 'gp'])(
    'charges the %s payment token through the card gateway, once',
    async (method) => {
      const session = await newCustomer(testApp.app, clock);
      const token = await walletToken(session);
      const key = newKey();
      const payload = { amount: '25.00', metadata: { payment_token: token } };

      const first = await walletDeposit(session, method, payload, key);
      const retry = await walletDeposit(session, method, payload, key);

      expect(first.statusCode).toBe(200);
      expect(resultOf<{ status: string; deposit_method_code: string }>(first)).toMatchObject({
        status: 'success',
        deposit_method_code: method,
      });
      expect(resultOf<{ deposit_id: string }>(retry).deposit_id).toBe(
        resultOf<{ deposit_id: string }>(first).deposit_id,
      );
      expect(await balanceOf(testApp.app, clock, session)).toBe('25.00');
    },
  );

  it('answers a declined wallet payment with the gateway message, nothing moved', async () => {
    const session = await newCustomer(testApp.app, clock);
    const token = await walletToken(session, 'declined');
    const response = await walletDeposit(session, 'gp', {
      amount: 10,
      metadata: { payment_token: token },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().error).toEqual({
      id: 'deposit_failed',
      message: 'Your card was declined.',
    });
    expect(await balanceOf(testApp.app, clock, session)).toBe('0.00');
  });

  it('needs the payment token and a known gateway', async () => {
    const session = await newCustomer(testApp.app, clock);
    const missing = await walletDeposit(session, 'ap', { amount: 10 });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().error.id).toBe('payment_token_required');
    const unknown = await moneyCall(testApp.app, clock, 'POST', '/v2/funds/ap/stripe/deposit', {
      session,
      key: newKey(),
      payload: { amount: 10, metadata: { payment_token: 'tok_x_wallet' } },
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('card deposit amounts', () => {
  it.each([
    ['0.00', 'Please enter an amount equal to or greater than $0.01.'],
    ['5000.01', 'Please enter an amount equal to or less than $5,000.00.'],
    ['1.234', 'Amount must follow format e.g: 1.50'],
    ['abc', 'Amount must follow format e.g: 1.50'],
  ])('refuses %s with the form message', async (amount, message) => {
    const session = await newCustomer(testApp.app, clock);
    const response = await moneyCall(testApp.app, clock, 'POST', '/v2/funds/fund_any/deposit', {
      session,
      key: newKey(),
      payload: { amount, csc: '123' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ amount: [message] });
  });
});
