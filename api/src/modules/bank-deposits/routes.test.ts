import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { TestClock, type TestSession } from '../auth/test-support';
import { signInOperator, type TestOperator } from '../operators/test-support';
import { balanceOf, depositOf, resultOf } from '../payments/test-support';
import { moneyCall, newCustomer, newKey } from '../purchase/test-support';
import { type BankCredit } from './bank-feed';
import { BankDepositsService, notReceivedMessage } from './service';

let testApp: TestApp;
let operator: TestOperator;
const clock = new TestClock();

beforeAll(async () => {
  testApp = await buildTestApp({ now: clock.now });
  operator = await signInOperator(testApp.app, ['payments']);
});

afterAll(() => testApp.close());

interface DepositResult {
  deposit_id: string;
  status: string;
  amount: { amount: string };
  deposit_method_code: string;
  instructions: Record<string, string> | null;
  failure_message: string | null;
}

const bankDeposit = (
  session: TestSession,
  method: string,
  payload: Record<string, unknown>,
  key = newKey(),
) =>
  moneyCall(testApp.app, clock, 'POST', `/v2/funds/${method}/deposit`, { session, key, payload });

const opsPost = (path: string, as: TestOperator = operator) =>
  testApp.app.inject({ method: 'POST', url: path, headers: { cookie: as.cookie } });

const opsPage = (as: TestOperator = operator) =>
  testApp.app.inject({
    method: 'GET',
    url: '/ops/deposits',
    headers: { cookie: as.cookie, accept: 'text/html' },
  });

describe('bank deposits', () => {
  it('answers BPAY instructions with a reference and keeps the deposit pending, not spendable', async () => {
    const session = await newCustomer(testApp.app, clock);
    const response = await bankDeposit(session, 'bp', { amount: '50.00' });

    expect(response.statusCode).toBe(200);
    const deposit = resultOf<DepositResult>(response);
    expect(deposit).toMatchObject({
      status: 'pending',
      amount: { amount: '50.00' },
      deposit_method_code: 'bp',
      instructions: { biller_code: '254847', reference: expect.stringMatching(/^[0-9]{10}$/) },
    });
    expect(response.json().messages[0]).toMatchObject({ code: 'deposit_pending', level: 'info' });
    expect(await balanceOf(testApp.app, clock, session)).toBe('0.00');

    const page = await opsPage();
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(deposit.instructions?.reference);
    expect(page.body).toContain('A$50.00');
  });

  it.each([
    ['bd', { account_name: 'Lotto Shop Pty Ltd', bsb: '062-000', account_number: '1234 5678' }],
    ['td', { pay_id: 'deposits@lottoshop.test', account_name: 'Lotto Shop Pty Ltd' }],
  ])('answers the %s instructions', async (method, details) => {
    const session = await newCustomer(testApp.app, clock);
    const deposit = resultOf<DepositResult>(await bankDeposit(session, method, { amount: 20 }));
    expect(deposit.status).toBe('pending');
    expect(deposit.instructions).toEqual({ ...details, reference: expect.any(String) });
  });

  it('settles into the wallet when the operator marks it received, once', async () => {
    const session = await newCustomer(testApp.app, clock);
    const deposit = resultOf<DepositResult>(await bankDeposit(session, 'bd', { amount: '75.50' }));

    const settled = await opsPost(`/ops/deposits/${deposit.deposit_id}/settle`);
    expect(settled.statusCode).toBe(303);
    expect(settled.headers.location).toBe('/ops/deposits?done=settled');
    await opsPost(`/ops/deposits/${deposit.deposit_id}/settle`);

    expect(await balanceOf(testApp.app, clock, session)).toBe('75.50');
    const read = resultOf<DepositResult>(
      await depositOf(testApp.app, clock, session, deposit.deposit_id),
    );
    expect(read).toMatchObject({ status: 'success', instructions: null });
    expect((await opsPage()).body).not.toContain(deposit.deposit_id);
  });

  it('voids it when the operator marks it not received: nothing moves', async () => {
    const session = await newCustomer(testApp.app, clock);
    const deposit = resultOf<DepositResult>(await bankDeposit(session, 'td', { amount: 30 }));

    expect((await opsPost(`/ops/deposits/${deposit.deposit_id}/void`)).statusCode).toBe(303);
    await opsPost(`/ops/deposits/${deposit.deposit_id}/settle`);

    expect(await balanceOf(testApp.app, clock, session)).toBe('0.00');
    const read = resultOf<DepositResult>(
      await depositOf(testApp.app, clock, session, deposit.deposit_id),
    );
    expect(read).toMatchObject({ status: 'failed', failure_message: notReceivedMessage });
  });

  it('lets the customer cancel a pending bank deposit, and nobody else', async () => {
    const session = await newCustomer(testApp.app, clock);
    const other = await newCustomer(testApp.app, clock);
    const deposit = resultOf<DepositResult>(await bankDeposit(session, 'bp', { amount: 30 }));
    const cancelPath = `/v2/funds/${deposit.deposit_id}/deposit/cancel`;

    const foreign = await moneyCall(testApp.app, clock, 'POST', cancelPath, { session: other });
    expect(foreign.statusCode).toBe(404);
    expect((await depositOf(testApp.app, clock, other, deposit.deposit_id)).statusCode).toBe(404);

    const cancelled = await moneyCall(testApp.app, clock, 'POST', cancelPath, { session });
    expect(resultOf<DepositResult>(cancelled).status).toBe('failed');
    await opsPost(`/ops/deposits/${deposit.deposit_id}/settle`);
    expect(await balanceOf(testApp.app, clock, session)).toBe('0.00');
  });

  it('answers the same deposit for a retry with the same key, and refuses the key for another body', async () => {
    const session = await newCustomer(testApp.app, clock);
    const key = newKey();
    const first = resultOf<DepositResult>(await bankDeposit(session, 'bp', { amount: 40 }, key));
    const retry = resultOf<DepositResult>(await bankDeposit(session, 'bp', { amount: 40 }, key));
    expect(retry.deposit_id).toBe(first.deposit_id);
    expect(retry.instructions).toEqual(first.instructions);

    const reused = await bankDeposit(session, 'bp', { amount: 41 }, key);
    expect(reused.statusCode).toBe(422);
    const page = await opsPage();
    expect(page.body.split(first.deposit_id).length - 1).toBe(2);
  });

  it.each([
    ['below the minimum', '9.99', 'Please enter an amount equal to or greater than $10.00.'],
    ['above the maximum', '5000.01', 'Please enter an amount equal to or less than $5,000.00.'],
    ['not a number', 'ten', 'Amount must follow format e.g: 1.50'],
    ['more than two decimals', '10.001', 'Amount must follow format e.g: 1.50'],
    ['negative', '-10', 'Amount must follow format e.g: 1.50'],
  ])(
    'refuses an amount %s with the form message, and creates nothing',
    async (_case, amount, message) => {
      const session = await newCustomer(testApp.app, clock);
      const before = (await opsPage()).body.match(/<tr>/g)?.length ?? 0;
      const response = await bankDeposit(session, 'bd', { amount });

      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({ amount: [message] });
      expect((await opsPage()).body.match(/<tr>/g)?.length ?? 0).toBe(before);
    },
  );

  it('debits only a verified bank account of the customer', async () => {
    const session = await newCustomer(testApp.app, clock);
    const missing = await bankDeposit(session, 'dd', {
      amount: 20,
      customer_fund_id: 'fund_nobody',
    });
    expect(missing.statusCode).toBe(404);
    const none = await bankDeposit(session, 'dd', { amount: 20 });
    expect(none.statusCode).toBe(422);
    expect(none.json().error.id).toBe('bank_account_not_verified');
  });

  it('refuses a deposit over the deposit limit, saying when it frees up', async () => {
    const session = await newCustomer(testApp.app, clock);
    await moneyCall(testApp.app, clock, 'POST', '/v2/spend-limits/deposit_daily', {
      session,
      payload: { amount: 100 },
      form: true,
    });
    expect((await bankDeposit(session, 'bp', { amount: 80 })).statusCode).toBe(200);
    const refused = await bankDeposit(session, 'bp', { amount: 50 });

    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.id).toBe('deposit_limit');
    expect(refused.json().error.message).toMatch(
      /^This deposit would exceed your daily deposit limit of A\$100\.00 by A\$30\.00\. You can deposit A\$50\.00 from .+ \(Sydney time\), or up to A\$20\.00 now\.$/,
    );
  });

  it('is settled by a bank-feed credit quoting its reference for its amount', async () => {
    const session = await newCustomer(testApp.app, clock);
    const deposit = resultOf<DepositResult>(await bankDeposit(session, 'bp', { amount: 60 }));
    const service = new BankDepositsService(testApp.app.database, clock.now);
    const credit = (amountCents: number): BankCredit => ({
      reference: deposit.instructions?.reference ?? '',
      amountCents,
      feedReference: 'line-1',
    });

    expect(await service.applyCredit(credit(5_900))).toBe('amount_mismatch');
    expect(await service.applyCredit({ ...credit(6_000), reference: '0000000000' })).toBe(
      'unmatched',
    );
    expect(await service.applyCredit(credit(6_000))).toBe('settled');
    expect(await service.applyCredit(credit(6_000))).toBe('already_settled');
    expect(await balanceOf(testApp.app, clock, session)).toBe('60.00');
  });
});

describe('the bank deposits page', () => {
  it('is for operators with the payments role', async () => {
    const support = await signInOperator(testApp.app, ['support']);
    expect((await opsPage(support)).statusCode).toBe(403);
    const anonymous = await testApp.app.inject({
      method: 'GET',
      url: '/ops/deposits',
      headers: { accept: 'text/html' },
    });
    expect(anonymous.statusCode).toBe(303);
    expect((await opsPost('/ops/deposits/dep_unknown/settle')).statusCode).toBe(404);
  });
});
