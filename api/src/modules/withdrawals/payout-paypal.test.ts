import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { TestClock } from '../auth/test-support';
import { OutboxRepository } from '../outbox/repository';
import { FundsService } from '../payments/funds';
import { TestGateway } from '../payments/test-gateway';
import { OutboxService } from '../outbox/service';
import { fundWallet, newCustomer, newKey } from '../purchase/test-support';
import { adaptersOf } from './payout-choice';
import { BankTransferQueue } from './payout-port';
import { PayPalPayouts, paypalPayoutReturnedMessage } from './payout-paypal';
import { WithdrawalsService } from './service';
import { cashCentsOf, ledgerProblems, saveWithdrawalFund } from './test-support';

/** A stand-in for `fetch` that answers PayPal's replies in order and records the requests. */
function fakeFetch(replies: Array<{ status: number; body: unknown }>) {
  const requests: Array<{ url: string; init: RequestInit }> = [];
  const implementation = (url: string, init?: RequestInit) => {
    requests.push({ url, init: init ?? {} });
    const reply = replies.shift();
    if (!reply) throw new Error('no reply left');
    return Promise.resolve(
      new Response(JSON.stringify(reply.body), {
        status: reply.status,
        headers: { 'content-type': 'application/json' },
      }),
    );
  };
  return { requests, implementation: implementation as unknown as typeof fetch };
}

const settings = { clientId: 'client-1', clientSecret: 'secret-1' };
const tokenReply = { status: 200, body: { access_token: 'A21AA-token', expires_in: 32400 } };
const createdBatch = {
  status: 201,
  body: { batch_header: { payout_batch_id: 'BATCH1', batch_status: 'PENDING' } },
};
const payout = {
  withdrawalId: 'wd_abc123',
  amountCents: 2550,
  payee: { kind: 'paypal' as const, email: 'alex@example.test' },
};

function headersOf(request: { init: RequestInit } | undefined): Record<string, string> {
  return request?.init.headers as Record<string, string>;
}

describe('PayPalPayouts', () => {
  it('sends one payout item in AUD to the PayPal account, keyed by the withdrawal id', async () => {
    const fake = fakeFetch([tokenReply, createdBatch]);
    const payouts = new PayPalPayouts(settings, fake.implementation);

    expect(await payouts.send(payout)).toEqual({ kind: 'pending', reference: 'BATCH1' });
    const [token, sent] = fake.requests;
    expect(token?.url).toBe('https://api-m.sandbox.paypal.com/v1/oauth2/token');
    expect(headersOf(token).authorization).toBe(
      `Basic ${Buffer.from('client-1:secret-1').toString('base64')}`,
    );
    expect(sent?.url).toBe('https://api-m.sandbox.paypal.com/v1/payments/payouts');
    expect(headersOf(sent).authorization).toBe('Bearer A21AA-token');
    expect(headersOf(sent)['paypal-request-id']).toBe('wd_abc123');
    expect(JSON.parse(sent?.init.body as string)).toMatchObject({
      sender_batch_header: { sender_batch_id: 'wd_abc123' },
      items: [
        {
          recipient_type: 'EMAIL',
          receiver: 'alex@example.test',
          amount: { value: '25.50', currency: 'AUD' },
        },
      ],
    });
  });

  it("reads the item's status: SUCCESS is paid, RETURNED gives PayPal's reason, UNCLAIMED waits", async () => {
    const fake = fakeFetch([
      tokenReply,
      { status: 200, body: { items: [{ transaction_status: 'SUCCESS' }] } },
      {
        status: 200,
        body: {
          items: [
            {
              transaction_status: 'RETURNED',
              errors: { name: 'RECEIVER_UNREGISTERED', message: 'Receiver is unregistered.' },
            },
          ],
        },
      },
      { status: 200, body: { items: [{ transaction_status: 'UNCLAIMED' }] } },
      { status: 200, body: { batch_header: { batch_status: 'DENIED' }, items: [{}] } },
    ]);
    const payouts = new PayPalPayouts(settings, fake.implementation);

    expect(await payouts.check('B1')).toEqual({ kind: 'paid', reference: 'B1' });
    expect(await payouts.check('B2')).toEqual({
      kind: 'returned',
      reference: 'B2',
      reason: 'Receiver is unregistered.',
    });
    expect(await payouts.check('B3')).toEqual({ kind: 'pending', reference: 'B3' });
    expect(await payouts.check('B4')).toEqual({
      kind: 'returned',
      reference: 'B4',
      reason: paypalPayoutReturnedMessage,
    });
    expect(fake.requests[1]?.url).toBe('https://api-m.sandbox.paypal.com/v1/payments/payouts/B1');
    expect(fake.requests.filter((request) => request.url.endsWith('/oauth2/token'))).toHaveLength(
      1,
    );
  });

  it('pays PayPal accounts only', async () => {
    const payouts = new PayPalPayouts(settings, fakeFetch([]).implementation);
    await expect(
      payouts.send({ ...payout, payee: { kind: 'cause', causeKey: 'x', causeName: 'X' } }),
    ).rejects.toThrow('PayPal Payouts pays PayPal accounts');
  });
});

describe('a PayPal withdrawal through PayPal Payouts', () => {
  const clock = new TestClock();
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await buildTestApp({ now: clock.now });
  });

  afterAll(() => testApp.close());

  it('is handed to PayPal at once and paid when PayPal reports SUCCESS', async () => {
    const session = await newCustomer(testApp.app, clock);
    await fundWallet(testApp.app, session.customerId, 5000, clock.now());
    const fundId = await saveWithdrawalFund(testApp.app, session.customerId, {
      type: 'paypal',
      email: 'alex@example.test',
    });
    const fake = fakeFetch([
      tokenReply,
      createdBatch,
      { status: 200, body: { items: [{ transaction_status: 'SUCCESS' }] } },
    ]);
    const service = new WithdrawalsService(
      testApp.app.database,
      new FundsService(
        testApp.app.database,
        new TestGateway(testApp.app.database, clock.now),
        clock.now,
      ),
      adaptersOf(new BankTransferQueue(), new PayPalPayouts(settings, fake.implementation)),
      new OutboxService(new OutboxRepository(testApp.app.database), null, clock.now),
      { publicUrl: 'https://shop.test', now: clock.now, approvalThresholdCents: 100_000 },
    );

    const id = await service.request(
      session.customerId,
      newKey(),
      {},
      {
        destinationId: fundId,
        methodCode: 'pl',
        bankType: null,
        amount: 12.5,
      },
    );

    expect((await service.find(session.customerId, id)).payoutReference).toBe('BATCH1');
    expect(await service.checkPayout(id)).toBe('done');
    expect((await service.find(session.customerId, id)).status).toBe('paid');
    expect(await cashCentsOf(testApp.app, session.customerId)).toBe(3750);
    expect(await ledgerProblems(testApp.app)).toEqual([]);
  });
});
