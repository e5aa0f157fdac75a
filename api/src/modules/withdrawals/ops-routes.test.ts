import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { latestEmailTo, TestClock } from '../auth/test-support';
import { signInOperator, type TestOperator } from '../operators/test-support';
import { fundWallet, moneyCall, newCustomer } from '../purchase/test-support';
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
let operator: TestOperator;

beforeAll(async () => {
  testApp = await buildTestApp({ now: clock.now, publicUrl: 'https://shop.test' });
  operator = await signInOperator(testApp.app, ['payments']);
});

afterAll(() => testApp.close());

async function requested(amount: number, walletCents = 5000) {
  const session = await newCustomer(testApp.app, clock);
  await fundWallet(testApp.app, session.customerId, walletCents, clock.now());
  const fundId = await saveWithdrawalFund(testApp.app, session.customerId, { type: 'bank' });
  const response = await withdraw(testApp.app, clock, session, fundId, { amount });
  if (response.statusCode !== 200) throw new Error(`withdraw failed: ${response.body}`);
  return { session, id: envelopeOf(response).result as string };
}

function post(path: string, form: Record<string, string> = {}, cookie = operator.cookie) {
  return testApp.app.inject({
    method: 'POST',
    url: path,
    headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(form).toString(),
  });
}

function opsPage(cookie = operator.cookie) {
  return testApp.app.inject({
    method: 'GET',
    url: '/ops/withdrawals',
    headers: { cookie, accept: 'text/html' },
  });
}

async function statusOf(session: Awaited<ReturnType<typeof newCustomer>>, id: string) {
  const read = await moneyCall(testApp.app, clock, 'GET', `/v2/withdrawals/${id}`, { session });
  return (envelopeOf(read).result as { status: string; reason: string | null }).status;
}

describe('/ops/withdrawals', () => {
  it('lists a queued bank transfer; marking it paid sends the money out of the shop', async () => {
    const { session, id } = await requested(20);
    const clearingBefore = await operatorBalanceOf(testApp.app, 'gateway_clearing');
    const payableBefore = await operatorBalanceOf(testApp.app, 'withdrawals_payable');

    const page = await opsPage();
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`A$20.00 to Bank account •••• 5678`);
    expect(page.body).toContain(`aria-label="Mark paid: withdrawal ${id}"`);

    const paid = await post(`/ops/withdrawals/${id}/paid`);
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe('/ops/withdrawals?done=paid');
    expect(await statusOf(session, id)).toBe('paid');
    expect(await cashCentsOf(testApp.app, session.customerId)).toBe(3000);
    expect(await operatorBalanceOf(testApp.app, 'gateway_clearing')).toBe(clearingBefore + 2000);
    expect(await operatorBalanceOf(testApp.app, 'withdrawals_payable')).toBe(payableBefore - 2000);
    expect(await latestEmailTo(testApp.app, session.email)).toContain(
      'Your withdrawal of A$20.00 to Bank account •••• 5678',
    );

    const twice = await post(`/ops/withdrawals/${id}/paid`);
    expect(twice.headers.location).toBe('/ops/withdrawals?done=unchanged');
    expect(await operatorBalanceOf(testApp.app, 'gateway_clearing')).toBe(clearingBefore + 2000);
    expect(await ledgerProblems(testApp.app)).toEqual([]);
  });

  it('puts a returned transfer back in the wallet and tells the customer why', async () => {
    const { session, id } = await requested(20);

    const noReason = await post(`/ops/withdrawals/${id}/returned`, { reason: ' ' });
    expect(noReason.statusCode).toBe(422);
    expect(noReason.body).toContain('Give the customer a reason (1 to 500 characters).');
    expect(await statusOf(session, id)).toBe('queued');

    const returned = await post(`/ops/withdrawals/${id}/returned`, {
      reason: 'The account is closed.',
    });
    expect(returned.headers.location).toBe('/ops/withdrawals?done=returned');
    expect(await statusOf(session, id)).toBe('returned');
    expect(await cashCentsOf(testApp.app, session.customerId)).toBe(5000);
    const email = await latestEmailTo(testApp.app, session.email);
    expect(email).toContain('was returned to us, so the amount is back in your wallet');
    expect(email).toContain('Reason: The account is closed.');
    expect(await ledgerProblems(testApp.app)).toEqual([]);
  });

  it('holds a withdrawal over A$1,000.00 for approval; approving queues it', async () => {
    const { session, id } = await requested(1000.01, 200_000);

    expect(await statusOf(session, id)).toBe('awaiting_approval');
    expect(await cashCentsOf(testApp.app, session.customerId)).toBe(200_000 - 100_001);
    expect((await opsPage()).body).toContain(`aria-label="Approve: withdrawal ${id}"`);
    const cannotPayYet = await post(`/ops/withdrawals/${id}/paid`);
    expect(cannotPayYet.headers.location).toBe('/ops/withdrawals?done=unchanged');

    const approved = await post(`/ops/withdrawals/${id}/approve`);
    expect(approved.headers.location).toBe('/ops/withdrawals?done=approved');
    expect(await statusOf(session, id)).toBe('queued');
    expect((await opsPage()).body).toContain(`aria-label="Mark paid: withdrawal ${id}"`);
  });

  it('gives a rejected withdrawal back to the wallet', async () => {
    const { session, id } = await requested(1500, 200_000);

    const rejected = await post(`/ops/withdrawals/${id}/reject`, { reason: 'Please call us.' });

    expect(rejected.headers.location).toBe('/ops/withdrawals?done=rejected');
    expect(await statusOf(session, id)).toBe('rejected');
    expect(await cashCentsOf(testApp.app, session.customerId)).toBe(200_000);
    expect(await latestEmailTo(testApp.app, session.email)).toContain('Reason: Please call us.');
    const again = await post(`/ops/withdrawals/${id}/approve`);
    expect(again.headers.location).toBe('/ops/withdrawals?done=unchanged');
    expect(await ledgerProblems(testApp.app)).toEqual([]);
  });

  it('is for operators with the payments role', async () => {
    const { id } = await requested(20);
    const support = await signInOperator(testApp.app, ['support']);

    expect((await opsPage(support.cookie)).statusCode).toBe(403);
    expect((await post(`/ops/withdrawals/${id}/paid`, {}, support.cookie)).statusCode).toBe(403);
    const anonymous = await testApp.app.inject({
      method: 'GET',
      url: '/ops/withdrawals',
      headers: { accept: 'text/html' },
    });
    expect(anonymous.statusCode).toBe(303);
    expect(anonymous.headers.location).toBe('/ops/login');
  });
});
