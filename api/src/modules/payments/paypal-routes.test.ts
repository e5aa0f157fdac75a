import { type DepositWire } from 'shared-kernel/wire/payments';
import { limitTimeText } from '../limits/deposit-limit-release';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { TestClock, type TestSession } from '../auth/test-support';
import { fillCart, moneyCall, newCustomer, newKey, webPurchase } from '../purchase/test-support';

let testApp: TestApp;
const clock = new TestClock();

beforeAll(async () => {
  testApp = await buildTestApp({ now: clock.now });
});

afterAll(() => testApp.close());

const cancelledMessage = 'You cancelled the PayPal payment. Nothing was charged.';

const paypalDeposit = (session: TestSession, amount: number, key = newKey()) =>
  moneyCall(testApp.app, clock, 'POST', '/v2/funds/pl/paypal/deposit', {
    session,
    key,
    payload: { amount },
  });

const paypalDepositPurchase = (session: TestSession, amount: number, key = newKey()) =>
  moneyCall(testApp.app, clock, 'POST', '/v2/deposits/deposit_purchase', {
    session,
    key,
    payload: {
      type: 'checkout',
      deposit: { amount, deposit_method_code: 'pl' },
      purchase: webPurchase,
    },
  });

const depositOf = (session: TestSession, depositId: string) =>
  moneyCall(testApp.app, clock, 'GET', `/v2/funds/${depositId}/deposit`, { session });

function depositIn(response: { json(): unknown }): DepositWire {
  return (response.json() as { result: DepositWire }).result;
}

function approvalUrlOf(response: { json(): unknown }): string {
  const { approval } = depositIn(response);
  if (!approval) throw new Error('the deposit does not wait for an approval');
  return approval.url;
}

async function balanceOf(session: TestSession): Promise<string> {
  const response = await moneyCall(testApp.app, clock, 'GET', '/v2/customer', { session });
  return response.json().result.balance.amount as string;
}

/** Where a button of the sandbox's approval page posts to (with the page's approval token). */
function answerPathOf(approvalUrl: string, button: 'approve' | 'cancel'): string {
  const url = new URL(approvalUrl);
  return `${url.pathname}/${button}${url.search}`;
}

/**
 * Opens the sandbox's approval page from the deposit's approval URL and presses a button, as the
 * customer would; returns where PayPal sends the window next.
 */
async function answerOnPayPal(approvalUrl: string, button: 'approve' | 'cancel'): Promise<string> {
  const url = new URL(approvalUrl);
  const page = await testApp.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
  expect(page.statusCode).toBe(200);
  expect(page.body).toContain('<title>PayPal (test)</title>');
  expect(page.body).toContain('Approve payment');
  expect(page.body).toContain('Cancel and return to the shop');
  const answered = await testApp.app.inject({
    method: 'POST',
    url: answerPathOf(approvalUrl, button),
  });
  expect(answered.statusCode).toBe(303);
  return answered.headers.location as string;
}

describe('PayPal deposits', () => {
  it('lists PayPal next to cards as a payment method', async () => {
    const session = await newCustomer(testApp.app, clock);
    const methods = await moneyCall(
      testApp.app,
      clock,
      'GET',
      '/v2/payment_methods?filter[]=funds.cart%20eq%20true',
      { session, version: '3.2' },
    );
    expect(methods.json().entities).toEqual([
      expect.objectContaining({ code: 'cc' }),
      expect.objectContaining({
        code: 'pl',
        funds: [],
        available_gateways: ['paypal'],
        rules: expect.objectContaining({ enabled: true, min_amount: 0.01 }),
      }),
    ]);
  });

  it('waits for approval on PayPal, then credits the wallet once approved', async () => {
    const session = await newCustomer(testApp.app, clock);

    const started = await paypalDeposit(session, 30);

    expect(started.statusCode).toBe(200);
    const { deposit_id: depositId } = depositIn(started);
    const approvalUrl = approvalUrlOf(started);
    expect(depositIn(started)).toMatchObject({
      status: 'approval_required',
      amount: { amount: '30.00', currency: 'AUD' },
      challenge: null,
      approval: {
        url: expect.stringMatching(/\/test-gateway\/paypal\/[A-Za-z0-9_-]+\?approval_token=/),
      },
    });
    expect(await balanceOf(session)).toBe('0.00');
    const stillWaiting = await depositOf(session, depositId);
    expect(depositIn(stillWaiting).status).toBe('approval_required');

    const returnedTo = await answerOnPayPal(approvalUrl, 'approve');
    expect(new URL(returnedTo).pathname).toBe(`/checkout/deposit/${depositId}/success`);
    const settled = await depositOf(session, depositId);

    expect(depositIn(settled)).toMatchObject({ status: 'success', approval: null });
    expect(await balanceOf(session)).toBe('30.00');
    const lines = await moneyCall(testApp.app, clock, 'GET', '/v2/transactions', { session });
    expect(lines.json().entities).toEqual([
      expect.objectContaining({
        type: 'deposit',
        status: 'posted',
        description: 'Deposit from PayPal',
        amount: { amount: '30.00', currency: 'AUD' },
      }),
    ]);
  });

  it('charges nothing when the customer cancels on PayPal', async () => {
    const session = await newCustomer(testApp.app, clock);
    const started = await paypalDeposit(session, 30);
    const { deposit_id: depositId } = depositIn(started);
    const approvalUrl = approvalUrlOf(started);

    const returnedTo = await answerOnPayPal(approvalUrl, 'cancel');
    expect(new URL(returnedTo).pathname).toBe(`/checkout/deposit/${depositId}/cancel`);
    const settled = await depositOf(session, depositId);

    expect(depositIn(settled)).toMatchObject({
      status: 'failed',
      failure_message: cancelledMessage,
      approval: null,
    });
    expect(await balanceOf(session)).toBe('0.00');
    const lines = await moneyCall(testApp.app, clock, 'GET', '/v2/transactions', { session });
    expect((lines.json().entities as Array<{ status: string }>).map((line) => line.status)).toEqual(
      ['voided'],
    );
  });

  it('fails a deposit the customer left PayPal without approving, and never captures it', async () => {
    const session = await newCustomer(testApp.app, clock);
    const started = await paypalDeposit(session, 30);
    const { deposit_id: depositId } = depositIn(started);

    const cancelled = await moneyCall(
      testApp.app,
      clock,
      'POST',
      `/v2/funds/${depositId}/deposit/cancel`,
      { session },
    );
    await testApp.app.inject({
      method: 'POST',
      url: answerPathOf(approvalUrlOf(started), 'approve'),
    });
    const later = await depositOf(session, depositId);

    expect(depositIn(cancelled)).toMatchObject({
      status: 'failed',
      failure_message: cancelledMessage,
    });
    expect(depositIn(later).status).toBe('failed');
    expect(await balanceOf(session)).toBe('0.00');
  });

  it('keeps the deposit limits as for cards', async () => {
    const session = await newCustomer(testApp.app, clock);
    await moneyCall(testApp.app, clock, 'POST', '/v2/spend-limits/deposit_weekly', {
      session,
      payload: { amount: 50 },
      form: true,
    });

    expect((await paypalDeposit(session, 30)).statusCode).toBe(200);
    const refused = await paypalDeposit(session, 25);

    expect(refused.statusCode).toBe(422);
    // The first deposit leaves the 7-day window a week after it was made.
    const freesUp = limitTimeText(new Date(clock.now().getTime() + 7 * 24 * 60 * 60 * 1000));
    expect(refused.json().error).toEqual({
      id: 'deposit_limit',
      message: `This deposit would exceed your weekly deposit limit of A$50.00 by A$5.00. You can deposit A$25.00 from ${freesUp} (Sydney time), or up to A$20.00 now.`,
    });
  });

  it('answers the same deposit and PayPal order for a retry with the same key', async () => {
    const session = await newCustomer(testApp.app, clock);
    const key = newKey();

    const first = await paypalDeposit(session, 15, key);
    const retry = await paypalDeposit(session, 15, key);

    expect(depositIn(retry)).toEqual(depositIn(first));
    await answerOnPayPal(approvalUrlOf(first), 'approve');
    const again = await paypalDeposit(session, 15, key);
    expect(depositIn(again)).toMatchObject({
      deposit_id: depositIn(first).deposit_id,
      status: 'success',
    });
    expect(await balanceOf(session)).toBe('15.00');
  });

  it('captures an approved payment once, however often the deposit is asked for', async () => {
    const session = await newCustomer(testApp.app, clock);
    const started = await paypalDeposit(session, 20);
    const { deposit_id: depositId } = depositIn(started);
    const approvalUrl = approvalUrlOf(started);
    await answerOnPayPal(approvalUrl, 'approve');

    const answers = await Promise.all([
      depositOf(session, depositId),
      depositOf(session, depositId),
      depositOf(session, depositId),
    ]);

    expect(answers.map((answer) => depositIn(answer).status)).toEqual([
      'success',
      'success',
      'success',
    ]);
    expect(await balanceOf(session)).toBe('20.00');
    const approvedAgain = await testApp.app.inject({
      method: 'POST',
      url: answerPathOf(approvalUrl, 'approve'),
    });
    expect(approvedAgain.statusCode).toBe(303);
    await depositOf(session, depositId);
    expect(await balanceOf(session)).toBe('20.00');
  });

  it('refuses another deposit method or gateway', async () => {
    const session = await newCustomer(testApp.app, clock);
    const response = await moneyCall(testApp.app, clock, 'POST', '/v2/funds/pl/stripe/deposit', {
      session,
      key: newKey(),
      payload: { amount: 10 },
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('PayPal deposit_purchase', () => {
  it('buys the cart once the customer approved on PayPal', async () => {
    const session = await newCustomer(testApp.app, clock);
    await fillCart(testApp.app, session.customerId, [{ priceCents: 1200 }], clock.now());

    const started = await paypalDepositPurchase(session, 12);
    expect(depositIn(started)).toMatchObject({ status: 'approval_required', checkout_id: null });
    await answerOnPayPal(approvalUrlOf(started), 'approve');
    const settled = await depositOf(session, depositIn(started).deposit_id);

    expect(depositIn(settled)).toMatchObject({
      status: 'success',
      checkout_id: expect.any(String),
      checkout_failure_message: null,
    });
    expect(await balanceOf(session)).toBe('0.00');
    const checkout = await moneyCall(
      testApp.app,
      clock,
      'GET',
      `/v2/checkout/${depositIn(settled).checkout_id}`,
      { session, version: '3.4' },
    );
    expect(checkout.json().result).toMatchObject({ status: 'success' });
  });

  it('buys nothing and charges nothing when the customer cancels', async () => {
    const session = await newCustomer(testApp.app, clock);
    await fillCart(testApp.app, session.customerId, [{ priceCents: 1200 }], clock.now());

    const started = await paypalDepositPurchase(session, 12);
    await answerOnPayPal(approvalUrlOf(started), 'cancel');
    const settled = await depositOf(session, depositIn(started).deposit_id);

    expect(depositIn(settled)).toMatchObject({
      status: 'failed',
      failure_message: cancelledMessage,
      checkout_id: null,
    });
    expect(await balanceOf(session)).toBe('0.00');
  });

  it('keeps the money in the wallet when the purchase fails after the approval', async () => {
    const session = await newCustomer(testApp.app, clock);
    await fillCart(testApp.app, session.customerId, [{ priceCents: 1500 }], clock.now());

    const started = await paypalDepositPurchase(session, 12);
    await answerOnPayPal(approvalUrlOf(started), 'approve');
    const settled = await depositOf(session, depositIn(started).deposit_id);

    expect(depositIn(settled)).toMatchObject({
      status: 'success',
      checkout_id: null,
      checkout_failure_message: expect.stringMatching(/Top up A\$3\.00 to continue\.$/),
    });
    expect(settled.json().messages).toEqual([
      expect.objectContaining({ code: 'deposit_purchase_checkout_failure' }),
    ]);
    expect(await balanceOf(session)).toBe('12.00');
  });

  it('asks for exactly one of a saved card and PayPal', async () => {
    const session = await newCustomer(testApp.app, clock);
    const response = await moneyCall(testApp.app, clock, 'POST', '/v2/deposits/deposit_purchase', {
      session,
      key: newKey(),
      payload: { type: 'checkout', deposit: { amount: 12 }, purchase: webPurchase },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().error.id).toBe('invalid_deposit_method');
  });
});
