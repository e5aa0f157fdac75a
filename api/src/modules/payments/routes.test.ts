import { limitTimeText } from '../limits/deposit-limit-release';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { TestClock, type TestSession } from '../auth/test-support';
import { fillCart, moneyCall, newCustomer, newKey, webPurchase } from '../purchase/test-support';
import { nextYear, strongCustomerAuthentication } from './test-support';

let testApp: TestApp;
const clock = new TestClock();

beforeAll(async () => {
  testApp = await buildTestApp({ now: clock.now });
});

afterAll(() => testApp.close());

const sca = strongCustomerAuthentication('http://localhost:8080/3ds/notify');

/** The customer's tokenisation address at the test gateway (its path and query). */
async function tokenisationPathOf(session: TestSession): Promise<string> {
  const gateway = await moneyCall(testApp.app, clock, 'GET', '/v2/funds/test', { session });
  const url = new URL(gateway.json().result.tokenisation_url as string);
  return `${url.pathname}${url.search}`;
}

/** Tokenises the card with the test gateway (as the browser does) and saves it. */
async function saveCard(session: TestSession, number: string, csc = '123'): Promise<string> {
  const tokenised = await testApp.app.inject({
    method: 'POST',
    url: await tokenisationPathOf(session),
    payload: { number, expiry_month: 12, expiry_year: nextYear, csc },
  });
  expect(tokenised.statusCode).toBe(200);
  const saved = await moneyCall(testApp.app, clock, 'POST', '/v2/funds/cc/test', {
    session,
    payload: { token: tokenised.json().result.token, name: 'Alex Nguyen' },
  });
  expect(saved.statusCode).toBe(200);
  return saved.json().result.id as string;
}

const deposit = (
  session: TestSession,
  fundId: string,
  payload: Record<string, unknown>,
  key = newKey(),
) =>
  moneyCall(testApp.app, clock, 'POST', `/v2/funds/${fundId}/deposit`, { session, key, payload });

async function balanceOf(session: TestSession): Promise<string> {
  const response = await moneyCall(testApp.app, clock, 'GET', '/v2/customer', { session });
  return response.json().result.balance.amount as string;
}

function challengeUrlOf(response: { json(): unknown }): string {
  return (response.json() as { result: { challenge: { url: string } } }).result.challenge.url;
}

/** Answers the challenge page as the customer would; returns where the window goes next. */
async function answerChallenge(url: string, answer: 'authenticate' | 'fail'): Promise<string> {
  const path = `${new URL(url).pathname}${new URL(url).search}`;
  const page = await testApp.app.inject({ method: 'GET', url: path });
  expect(page.body).toContain('Authenticate');
  expect(page.body).toContain('Fail authentication');
  const answered = await testApp.app.inject({
    method: 'POST',
    url: path,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `answer=${answer}`,
  });
  expect(answered.statusCode).toBe(303);
  return answered.headers.location as string;
}

describe('cards', () => {
  it('saves a card from its token, never its number, and lists it as a cart payment method', async () => {
    const session = await newCustomer(testApp.app, clock);
    const fundId = await saveCard(session, '4242 4242 4242 4242');

    const methods = await moneyCall(
      testApp.app,
      clock,
      'GET',
      '/v2/payment_methods?filter[]=funds.cart%20eq%20true',
      { session, version: '3.2' },
    );
    const withdrawals = await moneyCall(
      testApp.app,
      clock,
      'GET',
      '/v2/payment_methods?filter[]=funds.withdraw%20eq%20true',
      { session, version: '3.2' },
    );

    expect(methods.json().entities).toEqual([
      expect.objectContaining({
        code: 'cc',
        available_gateways: ['test'],
        funds: [
          expect.objectContaining({
            id: fundId,
            default: true,
            brand: 'Visa',
            number: '•••• 4242',
            expiry: `12/${String(nextYear % 100).padStart(2, '0')}`,
          }),
        ],
      }),
      expect.objectContaining({ code: 'pl', funds: [] }),
    ]);
    // Cards never receive withdrawals: the withdrawal methods list no card.
    const withdrawalMethods = withdrawals.json<{ entities: Array<{ code: string }> }>().entities;
    expect(withdrawalMethods.map((method) => method.code)).toEqual(['tt', 'tw', 'pl', 'do']);
    expect(withdrawals.body).not.toContain(fundId);
    expect(methods.body).not.toContain('4242424242424242');
  });

  it('checks the card at the test gateway: number, expiry and card security code', async () => {
    const url = await tokenisationPathOf(await newCustomer(testApp.app, clock));
    const tokenise = (card: Record<string, unknown>) =>
      testApp.app.inject({
        method: 'POST',
        url,
        payload: {
          number: '4242424242424242',
          expiry_month: 12,
          expiry_year: nextYear,
          csc: '123',
          ...card,
        },
      });

    const wrongNumber = await tokenise({ number: '4242424242424241' });
    const expired = await tokenise({ expiry_month: 1, expiry_year: 2020 });
    const shortAmexCode = await tokenise({ number: '378282246310005', csc: '123' });

    expect(wrongNumber.json().error.message).toBe('Please enter a valid card number.');
    expect(expired.json().error.message).toBe('This card has expired.');
    expect(shortAmexCode.json().error.message).toBe('Please enter the 4-digit card security code.');
  });

  it('refuses a card holder name with 13 or more digits', async () => {
    const session = await newCustomer(testApp.app, clock);
    const response = await moneyCall(testApp.app, clock, 'POST', '/v2/funds/cc/test', {
      session,
      payload: { token: 'tok_whatever', name: '4242424242424' },
    });
    expect(response.json().error.message).toBe("Please enter the card holder's name.");
  });

  it('keeps one card on file when the same card is entered again after a decline', async () => {
    const session = await newCustomer(testApp.app, clock);
    const declinedCard = '4000000000000002';
    const first = await saveCard(session, declinedCard);
    const declined = await deposit(session, first, { amount: '20.00', csc: '123' });
    expect(declined.statusCode).toBe(422);

    const again = await saveCard(session, declinedCard);
    const funds = await moneyCall(testApp.app, clock, 'GET', '/v2/funds', { session });

    expect(again).toBe(first);
    expect((funds.json().entities as Array<{ id: string }>).map((fund) => fund.id)).toEqual([
      first,
    ]);
    expect(await balanceOf(session)).toBe('0.00');
  });

  it('makes another card the default and deletes a card', async () => {
    const session = await newCustomer(testApp.app, clock);
    const first = await saveCard(session, '4242424242424242');
    clock.advance(1000);
    const second = await saveCard(session, '378282246310005', '1234');

    const afterDefault = await moneyCall(
      testApp.app,
      clock,
      'POST',
      `/v2/funds/${second}/default`,
      {
        session,
      },
    );
    const afterDelete = await moneyCall(testApp.app, clock, 'DELETE', `/v2/funds/${second}`, {
      session,
    });

    expect(
      (afterDefault.json().entities as Array<{ id: string; default: boolean }>).map((fund) => [
        fund.id,
        fund.default,
      ]),
    ).toEqual([
      [first, false],
      [second, true],
    ]);
    expect(afterDelete.json().entities).toEqual([
      expect.objectContaining({ id: first, default: true }),
    ]);
  });

  it('names the built-in gateway and its test cards', async () => {
    const session = await newCustomer(testApp.app, clock);
    const gateways = await moneyCall(testApp.app, clock, 'GET', '/v2/funds/card_gateways', {
      session,
    });
    const gateway = await moneyCall(testApp.app, clock, 'GET', '/v2/funds/test', { session });

    expect(gateways.json().result).toEqual({ available_card_gateways: ['test'] });
    expect(gateway.json().result.tokenisation_url).toMatch(/\/test-gateway\/tokens\?session=/);
    expect(gateway.json().result.test_cards).toContainEqual({
      number: '4000000000000002',
      behaviour: "declined: 'Your card was declined.'",
    });
  });
});

describe('deposits', () => {
  it('tops up the wallet from a card that succeeds', async () => {
    const session = await newCustomer(testApp.app, clock);
    const fundId = await saveCard(session, '4242424242424242');

    const response = await deposit(session, fundId, { amount: 25.5, csc: '123' });

    expect(response.statusCode).toBe(200);
    expect(response.json().result).toMatchObject({
      status: 'success',
      amount: { amount: '25.50', currency: 'AUD' },
      challenge: null,
    });
    expect(await balanceOf(session)).toBe('25.50');
  });

  it('says why a declined card failed and moves no money', async () => {
    const session = await newCustomer(testApp.app, clock);
    const declined = await saveCard(session, '4000000000000002');
    const noFunds = await saveCard(session, '4000000000009995');

    const first = await deposit(session, declined, { amount: 10, csc: '123' });
    const second = await deposit(session, noFunds, { amount: 10, csc: '123' });

    expect(first.statusCode).toBe(422);
    expect(first.json().error.message).toBe('Your card was declined.');
    expect(second.json().error.message).toBe('Your card has insufficient funds.');
    expect(await balanceOf(session)).toBe('0.00');
    const lines = await moneyCall(testApp.app, clock, 'GET', '/v2/transactions', { session });
    expect((lines.json().entities as Array<{ status: string }>).map((line) => line.status)).toEqual(
      ['voided', 'voided'],
    );
  });

  it('asks for the card security code', async () => {
    const session = await newCustomer(testApp.app, clock);
    const fundId = await saveCard(session, '4242424242424242');
    const response = await deposit(session, fundId, { amount: 10 });
    expect(response.json().error.id).toBe('csc_required');
  });

  it('refuses amounts with more than two decimals', async () => {
    const session = await newCustomer(testApp.app, clock);
    const fundId = await saveCard(session, '4242424242424242');
    const response = await deposit(session, fundId, { amount: 10.001, csc: '123' });
    expect(response.statusCode).toBe(422);
  });

  it('charges once for a deposit retried with the same key', async () => {
    const session = await newCustomer(testApp.app, clock);
    const fundId = await saveCard(session, '4242424242424242');
    const key = newKey();

    const first = await deposit(session, fundId, { amount: 10, csc: '123' }, key);
    const retry = await deposit(session, fundId, { amount: 10, csc: '123' }, key);

    expect(retry.json().result.deposit_id).toBe(first.json().result.deposit_id);
    expect(await balanceOf(session)).toBe('10.00');
  });

  it('keeps a weekly deposit limit: the most in any 7 days', async () => {
    const session = await newCustomer(testApp.app, clock);
    const fundId = await saveCard(session, '4242424242424242');
    await moneyCall(testApp.app, clock, 'POST', '/v2/spend-limits/deposit_weekly', {
      session,
      payload: { amount: 50 },
      form: true,
    });

    expect((await deposit(session, fundId, { amount: 30, csc: '123' })).statusCode).toBe(200);
    const refused = await deposit(session, fundId, { amount: 25, csc: '123' });

    expect(refused.statusCode).toBe(422);
    // The first deposit leaves the 7-day window a week after it was made.
    const freesUp = limitTimeText(new Date(clock.now().getTime() + 7 * 24 * 60 * 60 * 1000));
    expect(refused.json().error).toEqual({
      id: 'deposit_limit',
      message: `This deposit would exceed your weekly deposit limit of A$50.00 by A$5.00. You can deposit A$25.00 from ${freesUp} (Sydney time), or up to A$20.00 now.`,
    });
  });

  it('runs the 3-D Secure challenge, then settles the deposit', async () => {
    const session = await newCustomer(testApp.app, clock);
    const fundId = await saveCard(session, '4000000000003220');

    const started = await deposit(session, fundId, {
      amount: 20,
      csc: '123',
      strong_customer_authentication: sca,
    });

    expect(started.json().result).toMatchObject({
      status: 'challenge_required',
      challenge: { url: expect.stringMatching(/\/test-gateway\/3ds\//), window_size: '250x400' },
    });
    expect(await balanceOf(session)).toBe('0.00');
    const depositId = started.json().result.deposit_id as string;
    const next = await answerChallenge(challengeUrlOf(started), 'authenticate');
    const shopOrigin = new URL(challengeUrlOf(started)).origin;
    expect(next).toBe(`${shopOrigin}/3ds/notify?deposit_id=${depositId}`);
    const settled = await moneyCall(testApp.app, clock, 'GET', `/v2/funds/${depositId}/deposit`, {
      session,
    });
    expect(settled.json().result.status).toBe('success');
    expect(await balanceOf(session)).toBe('20.00');
  });

  it('fails the deposit when the challenge fails', async () => {
    const session = await newCustomer(testApp.app, clock);
    const fundId = await saveCard(session, '4000000000003063');
    const started = await deposit(session, fundId, {
      amount: 20,
      csc: '123',
      strong_customer_authentication: sca,
    });

    await answerChallenge(challengeUrlOf(started), 'authenticate');
    const settled = await moneyCall(
      testApp.app,
      clock,
      'GET',
      `/v2/funds/${started.json().result.deposit_id}/deposit`,
      { session },
    );

    expect(settled.json().result).toMatchObject({
      status: 'failed',
      failure_message: expect.any(String),
    });
    expect(await balanceOf(session)).toBe('0.00');
  });
});

describe('POST /v2/deposits/deposit_purchase', () => {
  const depositPurchase = (
    session: TestSession,
    fundId: string,
    extra: Record<string, unknown> = {},
  ) =>
    moneyCall(testApp.app, clock, 'POST', '/v2/deposits/deposit_purchase', {
      session,
      key: newKey(),
      payload: {
        type: 'checkout',
        deposit: { amount: 12, csc: '123', customer_fund_id: fundId, ...extra },
        purchase: webPurchase,
      },
    });

  it('tops up and buys the cart in one step', async () => {
    const session = await newCustomer(testApp.app, clock);
    const fundId = await saveCard(session, '4242424242424242');
    await fillCart(testApp.app, session.customerId, [{ priceCents: 1200 }], clock.now());

    const response = await depositPurchase(session, fundId);

    expect(response.statusCode).toBe(200);
    expect(response.json().result).toMatchObject({
      status: 'success',
      checkout_id: expect.any(String),
    });
    expect(await balanceOf(session)).toBe('0.00');
  });

  it('buys the cart once the challenged deposit settles', async () => {
    const session = await newCustomer(testApp.app, clock);
    const fundId = await saveCard(session, '4000000000003220');
    await fillCart(testApp.app, session.customerId, [{ priceCents: 1200 }], clock.now());

    const started = await depositPurchase(session, fundId, { strong_customer_authentication: sca });
    await answerChallenge(challengeUrlOf(started), 'authenticate');
    const settled = await moneyCall(
      testApp.app,
      clock,
      'GET',
      `/v2/funds/${started.json().result.deposit_id}/deposit`,
      { session },
    );

    expect(settled.json().result).toMatchObject({
      status: 'success',
      checkout_id: expect.any(String),
    });
    expect(await balanceOf(session)).toBe('0.00');
  });

  it('keeps the money in the wallet when the purchase fails after a good deposit', async () => {
    const session = await newCustomer(testApp.app, clock);
    const fundId = await saveCard(session, '4242424242424242');
    await fillCart(testApp.app, session.customerId, [{ priceCents: 1500 }], clock.now());

    const response = await depositPurchase(session, fundId);

    expect(response.statusCode).toBe(422);
    expect(response.json().error.id).toBe('deposit_purchase_checkout_failure');
    expect(response.json().error.message).toMatch(/Top up A\$3\.00 to continue\.$/);
    expect(await balanceOf(session)).toBe('12.00');
  });
});
