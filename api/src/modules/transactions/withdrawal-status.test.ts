import { type WalletTransactionWire } from 'shared-kernel/wire/transactions';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { TestClock } from '../auth/test-support';
import { signInOperator, type TestOperator } from '../operators/test-support';
import { fundWallet, moneyCall, newCustomer } from '../purchase/test-support';
import { envelopeOf, saveWithdrawalFund, withdraw } from '../withdrawals/test-support';

const clock = new TestClock();
let testApp: TestApp;
let operator: TestOperator;

beforeAll(async () => {
  testApp = await buildTestApp({ now: clock.now, publicUrl: 'https://shop.test' });
  operator = await signInOperator(testApp.app, ['payments']);
});

afterAll(() => testApp.close());

type Session = Awaited<ReturnType<typeof newCustomer>>;

async function requested(session: Session, fundId: string, amount: number): Promise<string> {
  clock.advance(1000);
  const response = await withdraw(testApp.app, clock, session, fundId, { amount });
  if (response.statusCode !== 200) throw new Error(`withdraw failed: ${response.body}`);
  return envelopeOf(response).result as string;
}

async function operatorMarks(id: string, action: 'paid' | 'returned' | 'reject') {
  clock.advance(1000);
  const response = await testApp.app.inject({
    method: 'POST',
    url: `/ops/withdrawals/${id}/${action}`,
    headers: { cookie: operator.cookie, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ reason: 'The account is closed.' }).toString(),
  });
  expect(response.statusCode).toBe(303);
}

function transactionsOf(session: Session, query = '') {
  return moneyCall(testApp.app, clock, 'GET', `/v2/transactions${query}`, { session });
}

/** What a customer reads of each line: what, how much, the ledger status, where a withdrawal is. */
const shown = (lines: WalletTransactionWire[]) =>
  lines.map((line) => [line.type, line.amount.amount, line.status, line.withdrawal_status]);

describe('GET /v2/transactions: where a withdrawal is', () => {
  it('tells on each withdrawal line whether it waits, was paid, rejected or returned', async () => {
    const session = await newCustomer(testApp.app, clock);
    await fundWallet(testApp.app, session.customerId, 300_000, clock.now());
    const fundId = await saveWithdrawalFund(testApp.app, session.customerId, { type: 'bank' });
    const paid = await requested(session, fundId, 20);
    await operatorMarks(paid, 'paid');
    const returned = await requested(session, fundId, 30);
    await operatorMarks(returned, 'returned');
    const rejected = await requested(session, fundId, 1200);
    await operatorMarks(rejected, 'reject');
    const awaiting = await requested(session, fundId, 1500);
    const queued = await requested(session, fundId, 40);

    const response = await transactionsOf(session);

    expect(response.statusCode).toBe(200);
    const lines = envelopeOf(response).entities as unknown as WalletTransactionWire[];
    expect(shown(lines)).toEqual([
      ['withdrawal', '-40.00', 'posted', 'queued'],
      ['withdrawal', '-1500.00', 'posted', 'awaiting_approval'],
      ['refund', '1200.00', 'posted', null],
      ['withdrawal', '-1200.00', 'posted', 'rejected'],
      ['refund', '30.00', 'posted', null],
      ['withdrawal', '-30.00', 'posted', 'returned'],
      ['withdrawal', '-20.00', 'posted', 'paid'],
      ['deposit', '3000.00', 'posted', null],
    ]);
    expect(
      lines.filter((line) => line.type === 'withdrawal').map((line) => line.reference),
    ).toEqual([queued, awaiting, rejected, returned, paid]);
  });

  it('writes where each withdrawal is in the CSV status column', async () => {
    const session = await newCustomer(testApp.app, clock);
    await fundWallet(testApp.app, session.customerId, 5000, clock.now());
    const fundId = await saveWithdrawalFund(testApp.app, session.customerId, { type: 'bank' });
    const paid = await requested(session, fundId, 20);
    await operatorMarks(paid, 'paid');
    await requested(session, fundId, 10);

    const response = await transactionsOf(session, '?format=csv');

    const statuses = response.body
      .trim()
      .split('\r\n')
      .slice(1)
      .map((row) => {
        const cells = row.split(',');
        return [cells[1], cells[5]];
      });
    expect(statuses).toEqual([
      ['withdrawal', 'queued'],
      ['withdrawal', 'paid'],
      ['deposit', 'posted'],
    ]);
  });
});
