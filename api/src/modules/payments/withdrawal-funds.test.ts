import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { TestClock } from '../auth/test-support';
import { moneyCall, newCustomer } from '../purchase/test-support';
import { FundsService } from './funds';
import { TestGateway } from './test-gateway';

let testApp: TestApp;
const clock = new TestClock();

beforeAll(async () => {
  testApp = await buildTestApp({ now: clock.now });
});

afterAll(() => testApp.close());

describe('FundsService.requireWithdrawalFund', () => {
  it('answers the customer’s own account that fits the method, else a clear refusal', async () => {
    const session = await newCustomer(testApp.app, clock);
    const other = await newCustomer(testApp.app, clock);
    const add = async (payload: Record<string, unknown>) =>
      (
        await moneyCall(testApp.app, clock, 'POST', '/v2/funds/bank-account', { session, payload })
      ).json().result.id as string;
    const verified = await add({
      type: 'national',
      code: '062000',
      account_number: '12345678',
      account_name: 'Alex Nguyen',
    });
    const failed = await add({
      type: 'payid_email',
      account_number: 'sam@example.com',
      account_name: 'Sam Smith',
    });
    const funds = new FundsService(
      testApp.app.database,
      new TestGateway(testApp.app.database, clock.now),
      clock.now,
    );

    await expect(
      funds.requireWithdrawalFund(session.customerId, verified, 'tt'),
    ).resolves.toMatchObject({
      type: 'bank',
      bankType: 'national',
      bankCode: '062000',
      accountNumber: '12345678',
      accountName: 'Alex Nguyen',
      verificationStatus: 'Verified',
      paypalEmail: null,
    });
    await expect(
      funds.requireWithdrawalFund(session.customerId, verified, 'tw'),
    ).rejects.toMatchObject({ statusCode: 422, code: 'invalid_withdrawal_fund' });
    await expect(
      funds.requireWithdrawalFund(session.customerId, verified, 'pl'),
    ).rejects.toMatchObject({ statusCode: 422 });
    await expect(
      funds.requireWithdrawalFund(session.customerId, failed, 'tt'),
    ).rejects.toMatchObject({
      statusCode: 422,
      code: 'bank_account_not_verified',
      message: expect.stringContaining('Failed Verification'),
    });
    await expect(
      funds.requireWithdrawalFund(other.customerId, verified, 'tt'),
    ).rejects.toMatchObject({
      statusCode: 404,
      code: 'fund_not_found',
    });
    await expect(
      funds.requireWithdrawalFund(session.customerId, 'bank_missing', 'tt'),
    ).rejects.toMatchObject({ statusCode: 404 });
  });
});
