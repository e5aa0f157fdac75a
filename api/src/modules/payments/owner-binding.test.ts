import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { TestClock, type TestSession } from '../auth/test-support';
import { moneyCall, newCustomer, newKey, webPurchase } from '../purchase/test-support';
import {
  addCard,
  answerChallenge,
  balanceOf,
  depositOf,
  pathOf,
  saveCard,
  strongCustomerAuthentication,
  tokenisationUrlOf,
  tokenise,
} from './test-support';

/**
 * Every gateway object belongs to the customer who made it: card tokens, 3-D Secure challenges
 * and PayPal approvals; and the challenge window only ever returns to the shop.
 */
let testApp: TestApp;
const clock = new TestClock();
const shopOrigin = 'https://shop.test';

beforeAll(async () => {
  testApp = await buildTestApp({ now: clock.now, publicUrl: shopOrigin });
});

afterAll(() => testApp.close());

const cardDeposit = (session: TestSession, fundId: string, payload: Record<string, unknown>) =>
  moneyCall(testApp.app, clock, 'POST', `/v2/funds/${fundId}/deposit`, {
    session,
    key: newKey(),
    payload: { amount: 20, csc: '123', ...payload },
  });

async function gatewayPaymentsFor(depositId: string) {
  return testApp.app.database
    .selectFrom('test_gateway_payments')
    .select(['status', 'return_url'])
    .where('idempotency_key', '=', depositId)
    .execute();
}

describe('the 3-D Secure notification address', () => {
  it.each([
    ['a card deposit', 'deposit'],
    ['a deposit_purchase', 'deposit_purchase'],
  ])('sends the window of %s back to the shop, not to the address it names', async (_, call) => {
    const session = await newCustomer(testApp.app, clock);
    const fundId = await saveCard(testApp.app, clock, session, '4000000000003220');
    const sca = strongCustomerAuthentication('https://evil.example/x');
    const started =
      call === 'deposit'
        ? await cardDeposit(session, fundId, { strong_customer_authentication: sca })
        : await moneyCall(testApp.app, clock, 'POST', '/v2/deposits/deposit_purchase', {
            session,
            key: newKey(),
            payload: {
              type: 'checkout',
              deposit: {
                amount: 20,
                csc: '123',
                customer_fund_id: fundId,
                strong_customer_authentication: sca,
              },
              purchase: webPurchase,
            },
          });
    const { deposit_id: depositId, challenge } = started.json().result as {
      deposit_id: string;
      challenge: { url: string };
    };

    const answered = await answerChallenge(testApp.app, challenge.url);

    const notification = `${shopOrigin}/3ds/notify?deposit_id=${depositId}`;
    expect(answered.statusCode).toBe(303);
    expect(answered.headers.location).toBe(notification);
    expect(await gatewayPaymentsFor(depositId)).toEqual([
      { status: 'succeeded', return_url: notification },
    ]);
  });
});

describe('card tokens', () => {
  it("refuses another customer's token as if it were unknown, and saves or charges nothing", async () => {
    const alice = await newCustomer(testApp.app, clock);
    const bob = await newCustomer(testApp.app, clock);
    const tokenised = await tokenise(
      testApp.app,
      await tokenisationUrlOf(testApp.app, clock, alice),
      '4242424242424242',
    );
    const token = tokenised.json().result.token as string;

    const stolen = await addCard(testApp.app, clock, bob, token);
    const unknown = await addCard(testApp.app, clock, bob, 'tok_test_unknown');

    expect(stolen.statusCode).toBe(422);
    expect(stolen.json().error).toEqual(unknown.json().error);
    const bobFunds = await moneyCall(testApp.app, clock, 'GET', '/v2/funds', { session: bob });
    expect(bobFunds.json().entities).toEqual([]);
    const charges = await testApp.app.database
      .selectFrom('test_gateway_payments')
      .select('id')
      .where('token', '=', token)
      .execute();
    expect(charges).toEqual([]);
    expect((await addCard(testApp.app, clock, alice, token)).statusCode).toBe(200);
  });

  it("gives a card typed into another customer's card form to that customer only", async () => {
    const alice = await newCustomer(testApp.app, clock);
    const bob = await newCustomer(testApp.app, clock);
    const aliceForm = await tokenisationUrlOf(testApp.app, clock, alice);

    const tokenised = await tokenise(testApp.app, aliceForm, '4242424242424242');
    const saved = await addCard(testApp.app, clock, bob, tokenised.json().result.token as string);

    expect(saved.statusCode).toBe(422);
  });

  it('tokenises a card only in a card form the shop opened for a customer', async () => {
    const bare = await tokenise(
      testApp.app,
      `${shopOrigin}/test-gateway/tokens`,
      '4242424242424242',
    );
    const guessed = await tokenise(
      testApp.app,
      `${shopOrigin}/test-gateway/tokens?session=guessed`,
      '4242424242424242',
    );

    expect(bare.statusCode).toBe(403);
    expect(bare.json().error.id).toBe('tokenisation_session_invalid');
    expect(guessed.statusCode).toBe(403);
  });

  it("refuses a deposit from another customer's saved card", async () => {
    const alice = await newCustomer(testApp.app, clock);
    const bob = await newCustomer(testApp.app, clock);
    const aliceFund = await saveCard(testApp.app, clock, alice, '4242424242424242');

    const response = await cardDeposit(bob, aliceFund, {});

    expect(response.statusCode).toBe(404);
    expect(await balanceOf(testApp.app, clock, bob)).toBe('0.00');
    expect(await balanceOf(testApp.app, clock, alice)).toBe('0.00');
  });
});

describe('3-D Secure challenges', () => {
  it("answers a challenge only at the address the owner's deposit carries", async () => {
    const alice = await newCustomer(testApp.app, clock);
    const fundId = await saveCard(testApp.app, clock, alice, '4000000000003220');
    const started = await cardDeposit(alice, fundId, {
      strong_customer_authentication: strongCustomerAuthentication(`${shopOrigin}/3ds/notify`),
    });
    const { deposit_id: depositId, challenge } = started.json().result as {
      deposit_id: string;
      challenge: { url: string };
    };
    const bare = new URL(challenge.url).pathname;
    const guessed = `${bare}?challenge_token=guessed`;

    const pages = await Promise.all(
      [bare, guessed].map((url) => testApp.app.inject({ method: 'GET', url })),
    );
    const answers = await Promise.all(
      [bare, guessed].map((url) => answerChallenge(testApp.app, `${shopOrigin}${url}`)),
    );

    expect(pages.map((page) => page.statusCode)).toEqual([404, 404]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([404, 404]);
    expect(answers.map((answer) => answer.headers.location)).toEqual([undefined, undefined]);
    expect((await depositOf(testApp.app, clock, alice, depositId)).json().result.status).toBe(
      'challenge_required',
    );
    expect(await gatewayPaymentsFor(depositId)).toMatchObject([{ status: 'challenge' }]);
    expect(await balanceOf(testApp.app, clock, alice)).toBe('0.00');

    const page = await testApp.app.inject({ method: 'GET', url: pathOf(challenge.url) });
    expect(page.body).toContain(`action="${pathOf(challenge.url)}"`);
    expect((await answerChallenge(testApp.app, challenge.url)).statusCode).toBe(303);
    expect(await balanceOf(testApp.app, clock, alice)).toBe('20.00');
  });
});

describe('PayPal sandbox approvals', () => {
  it("approves a PayPal payment only at the address the owner's deposit carries", async () => {
    const alice = await newCustomer(testApp.app, clock);
    const started = await moneyCall(testApp.app, clock, 'POST', '/v2/funds/pl/paypal/deposit', {
      session: alice,
      key: newKey(),
      payload: { amount: 15 },
    });
    const { deposit_id: depositId, approval } = started.json().result as {
      deposit_id: string;
      approval: { url: string };
    };
    const bare = new URL(approval.url).pathname;

    const page = await testApp.app.inject({ method: 'GET', url: bare });
    const approvals = await Promise.all(
      [`${bare}/approve`, `${bare}/approve?approval_token=guessed`, `${bare}/cancel`].map((url) =>
        testApp.app.inject({ method: 'POST', url }),
      ),
    );

    expect(page.statusCode).toBe(404);
    expect(approvals.map((answer) => answer.statusCode)).toEqual([404, 404, 404]);
    const later = await depositOf(testApp.app, clock, alice, depositId);
    expect(later.json().result).toMatchObject({
      status: 'approval_required',
      approval: { url: approval.url },
    });
    expect(await balanceOf(testApp.app, clock, alice)).toBe('0.00');

    const owned = new URL(approval.url);
    const approved = await testApp.app.inject({
      method: 'POST',
      url: `${owned.pathname}/approve${owned.search}`,
    });
    expect(approved.statusCode).toBe(303);
    await depositOf(testApp.app, clock, alice, depositId);
    expect(await balanceOf(testApp.app, clock, alice)).toBe('15.00');
  });
});
