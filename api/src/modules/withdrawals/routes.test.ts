import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { latestEmailTo, TestClock } from '../auth/test-support';
import { fundWallet, moneyCall, newCustomer, newKey } from '../purchase/test-support';
import {
  cashCentsOf,
  envelopeOf,
  ledgerProblems,
  operatorBalanceOf,
  saveWithdrawalFund,
  withdraw,
} from './test-support';

const clock = new TestClock();
let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp({ now: clock.now, publicUrl: 'https://shop.test' });
});

afterAll(() => testApp.close());

/** A verified customer with A$50.00 in the wallet and a verified bank account. */
async function customerWithMoney(cents = 5000) {
  const session = await newCustomer(testApp.app, clock);
  await fundWallet(testApp.app, session.customerId, cents, clock.now());
  const fundId = await saveWithdrawalFund(testApp.app, session.customerId, { type: 'bank' });
  return { session, fundId };
}

function withdrawable(session: Awaited<ReturnType<typeof newCustomer>>) {
  return moneyCall(testApp.app, clock, 'GET', '/v2/customer/withdrawable-funds', { session });
}

describe('POST /v2/withdrawals/{id}/withdraw', () => {
  it('moves the amount out of the wallet at once and answers the withdrawal id', async () => {
    const { session, fundId } = await customerWithMoney();
    const payableBefore = await operatorBalanceOf(testApp.app, 'withdrawals_payable');

    const response = await withdraw(testApp.app, clock, session, fundId, { amount: 20 });

    expect(response.statusCode).toBe(200);
    const id = envelopeOf(response).result as string;
    expect(id).toMatch(/^wd_/);
    expect(await cashCentsOf(testApp.app, session.customerId)).toBe(3000);
    expect(envelopeOf(await withdrawable(session)).result).toEqual({
      amount: '30.00',
      currency: 'AUD',
    });
    expect(await operatorBalanceOf(testApp.app, 'withdrawals_payable')).toBe(payableBefore + 2000);
    const read = await moneyCall(testApp.app, clock, 'GET', `/v2/withdrawals/${id}`, { session });
    expect(envelopeOf(read).result).toMatchObject({
      id,
      status: 'queued',
      amount: { amount: '20.00', currency: 'AUD' },
      withdrawal_method_code: 'tt',
      fund_id: fundId,
      destination: 'Bank account •••• 5678',
    });
    const email = await latestEmailTo(testApp.app, session.email);
    expect(email).toContain('We have your request to withdraw A$20.00 to Bank account •••• 5678');
    expect(email).toContain(`https://shop.test/my-account/withdraw/details/${id}`);
    expect(await ledgerProblems(testApp.app)).toEqual([]);
  });

  it('makes one withdrawal of one idempotency key, and refuses the key for another request', async () => {
    const { session, fundId } = await customerWithMoney();
    const key = newKey();

    const first = await withdraw(testApp.app, clock, session, fundId, { amount: 15 }, key);
    const again = await withdraw(testApp.app, clock, session, fundId, { amount: 15 }, key);
    const other = await withdraw(testApp.app, clock, session, fundId, { amount: 16 }, key);

    expect(envelopeOf(again).result).toBe(envelopeOf(first).result);
    expect(other.statusCode).toBe(422);
    expect(envelopeOf(other).error?.id).toBe('idempotency_key_reused');
    expect(await cashCentsOf(testApp.app, session.customerId)).toBe(3500);
    const list = await moneyCall(testApp.app, clock, 'GET', '/v2/withdrawals', { session });
    expect(envelopeOf(list).page_info?.total).toBe(1);
  });

  it.each([
    ['a word', 'abc', 'Amount must follow format e.g: 1.50'],
    ['a string of digits', '20', 'Amount must follow format e.g: 1.50'],
    ['a negative amount', -5, 'Amount must follow format e.g: 1.50'],
    ['more than two decimals', 20.001, 'Amount must follow format e.g: 1.50'],
    ['nothing', 0, 'Please enter an amount equal to or greater than A$10.00.'],
    ['less than the minimum', 9.99, 'Please enter an amount equal to or greater than A$10.00.'],
    ['more than the wallet holds', 50.01, 'Please enter an amount equal to or less than A$50.00.'],
  ])('refuses %s with the spec message and moves nothing', async (_what, amount, message) => {
    const { session, fundId } = await customerWithMoney();

    const response = await withdraw(testApp.app, clock, session, fundId, { amount });

    expect(response.statusCode).toBe(422);
    expect(envelopeOf(response).error?.message).toBe(message);
    expect(envelopeOf(response).errors).toEqual({ amount: [message] });
    expect(await cashCentsOf(testApp.app, session.customerId)).toBe(5000);
    const list = await moneyCall(testApp.app, clock, 'GET', '/v2/withdrawals', { session });
    expect(envelopeOf(list).entities).toEqual([]);
  });

  it('needs an Idempotency-Key and API version 3.1', async () => {
    const { session, fundId } = await customerWithMoney();

    const keyless = await withdraw(testApp.app, clock, session, fundId, { amount: 20 }, null);
    const oldVersion = await moneyCall(
      testApp.app,
      clock,
      'POST',
      `/v2/withdrawals/${fundId}/withdraw`,
      {
        session,
        key: newKey(),
        payload: { amount: { amount: 20 }, withdrawal_method_code: 'tt' },
      },
    );

    expect(keyless.statusCode).toBe(400);
    expect(envelopeOf(keyless).error?.id).toBe('idempotency_key_required');
    expect(oldVersion.statusCode).toBe(400);
    expect(envelopeOf(oldVersion).error?.id).toBe('unsupported_api_version');
    expect(await cashCentsOf(testApp.app, session.customerId)).toBe(5000);
  });

  it('gives an unverified customer nothing to withdraw and says to verify', async () => {
    const session = await newCustomer(testApp.app, clock, { verified: false });
    await fundWallet(testApp.app, session.customerId, 5000, clock.now());
    const fundId = await saveWithdrawalFund(testApp.app, session.customerId, { type: 'bank' });

    const response = await withdraw(testApp.app, clock, session, fundId, { amount: 20 });

    expect(envelopeOf(await withdrawable(session)).result).toEqual({
      amount: '0.00',
      currency: 'AUD',
    });
    expect(response.statusCode).toBe(422);
    expect(envelopeOf(response).error).toEqual({
      id: 'verify_account_required',
      message: 'Please verify your identity before you withdraw. Verification takes a few minutes.',
    });
    expect(await cashCentsOf(testApp.app, session.customerId)).toBe(5000);
  });

  it("answers 404 for another customer's fund and withdrawal", async () => {
    const owner = await customerWithMoney();
    const other = await customerWithMoney();
    const mine = await withdraw(testApp.app, clock, owner.session, owner.fundId, { amount: 20 });
    const id = envelopeOf(mine).result as string;

    const intoTheirs = await withdraw(testApp.app, clock, other.session, owner.fundId, {
      amount: 20,
    });
    const readTheirs = await moneyCall(testApp.app, clock, 'GET', `/v2/withdrawals/${id}`, {
      session: other.session,
    });
    const theirList = await moneyCall(testApp.app, clock, 'GET', '/v2/withdrawals', {
      session: other.session,
    });

    expect(intoTheirs.statusCode).toBe(404);
    expect(readTheirs.statusCode).toBe(404);
    expect(envelopeOf(theirList).entities).toEqual([]);
    expect(await cashCentsOf(testApp.app, other.session.customerId)).toBe(5000);
  });

  it('refuses a bank account that is not verified yet', async () => {
    const { session } = await customerWithMoney();
    const pending = await saveWithdrawalFund(testApp.app, session.customerId, {
      type: 'bank',
      verificationStatus: 'Pending Verification',
    });

    const response = await withdraw(testApp.app, clock, session, pending, { amount: 20 });

    expect(response.statusCode).toBe(422);
    expect(await cashCentsOf(testApp.app, session.customerId)).toBe(5000);
  });

  it('donates to a cause by its key (do)', async () => {
    const { session } = await customerWithMoney();
    const cause = await testApp.app.database
      .selectFrom('causes')
      .select(['key', 'name'])
      .executeTakeFirstOrThrow();

    const response = await withdraw(testApp.app, clock, session, cause.key, {
      amount: 5,
      method: 'do',
    });
    const unknown = await withdraw(testApp.app, clock, session, 'no_such_cause', {
      amount: 5,
      method: 'do',
    });

    expect(response.statusCode).toBe(200);
    const read = await moneyCall(
      testApp.app,
      clock,
      'GET',
      `/v2/withdrawals/${String(envelopeOf(response).result)}`,
      { session },
    );
    expect(envelopeOf(read).result).toMatchObject({
      withdrawal_method_code: 'do',
      cause_key: cause.key,
      fund_id: null,
      destination: `Donation to a cause: ${cause.name}`,
    });
    expect(unknown.statusCode).toBe(404);
    expect(await cashCentsOf(testApp.app, session.customerId)).toBe(4500);
  });
});

describe('GET /v2/withdrawals', () => {
  it("pages the customer's withdrawals, newest first", async () => {
    const { session, fundId } = await customerWithMoney();
    for (const amount of [10, 11, 12]) {
      await withdraw(testApp.app, clock, session, fundId, { amount });
      clock.advance(1000);
    }

    const page = await moneyCall(testApp.app, clock, 'GET', '/v2/withdrawals?limit=2&offset=0', {
      session,
    });

    expect(envelopeOf(page).page_info).toEqual({ limit: 2, offset: 0, total: 3 });
    expect(envelopeOf(page).entities.map((entity) => entity.amount)).toEqual([
      { amount: '12.00', currency: 'AUD' },
      { amount: '11.00', currency: 'AUD' },
    ]);
  });
});
