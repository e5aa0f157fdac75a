import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { TestClock } from '../auth/test-support';
import { fundWallet, moneyCall, newCustomer, newKey } from '../purchase/test-support';
import {
  cashCentsOf,
  envelopeOf,
  ledgerProblems,
  saveWithdrawalFund,
  withdraw,
} from './test-support';

// Concurrency is only real on PostgreSQL (DATABASE_URL=postgres://…: each request runs on its own
// pooled connection); on PGlite the same requests take turns and must give the same answers.
const clock = new TestClock();
let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp({ now: clock.now, seedDemoData: false });
});

afterAll(() => testApp.close());

it('lets 100 concurrent withdrawals take no more than the wallet holds', async () => {
  const session = await newCustomer(testApp.app, clock);
  await fundWallet(testApp.app, session.customerId, 50_000, clock.now());
  const fundId = await saveWithdrawalFund(testApp.app, session.customerId, { type: 'bank' });

  // 100 × A$15.00 = A$1,500.00 asked of A$500.00: 33 fit, the rest are refused.
  const responses = await Promise.all(
    Array.from({ length: 100 }, () =>
      withdraw(testApp.app, clock, session, fundId, { amount: 15 }),
    ),
  );

  const accepted = responses.filter((response) => response.statusCode === 200);
  const refused = responses.filter((response) => response.statusCode === 422);
  expect(accepted).toHaveLength(33);
  expect(refused).toHaveLength(67);
  for (const response of refused) {
    expect(envelopeOf(response).error?.id).toBe('amount_above_withdrawable');
  }
  expect(await cashCentsOf(testApp.app, session.customerId)).toBe(50_000 - 33 * 1500);
  const list = await moneyCall(testApp.app, clock, 'GET', '/v2/withdrawals?limit=1', { session });
  expect(envelopeOf(list).page_info?.total).toBe(33);
  expect(await ledgerProblems(testApp.app)).toEqual([]);
});

it('makes one withdrawal of one idempotency key sent many times at once', async () => {
  const session = await newCustomer(testApp.app, clock);
  await fundWallet(testApp.app, session.customerId, 5000, clock.now());
  const fundId = await saveWithdrawalFund(testApp.app, session.customerId, { type: 'bank' });
  const key = newKey();

  const responses = await Promise.all(
    Array.from({ length: 20 }, () =>
      withdraw(testApp.app, clock, session, fundId, { amount: 20 }, key),
    ),
  );

  const ids = new Set(
    responses
      .filter((response) => response.statusCode === 200)
      .map((response) => envelopeOf(response).result),
  );
  expect(ids.size).toBe(1);
  for (const response of responses.filter((response) => response.statusCode !== 200)) {
    // A retry that arrives while the first is still being processed is told so.
    expect(envelopeOf(response).error?.id).toBe('idempotency_key_in_use');
  }
  expect(await cashCentsOf(testApp.app, session.customerId)).toBe(3000);
  expect(await ledgerProblems(testApp.app)).toEqual([]);
});
