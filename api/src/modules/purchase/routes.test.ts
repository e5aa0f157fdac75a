import { orderReferencePattern } from './order-reference';
import { type CheckoutWire } from 'shared-kernel/wire/purchase';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { TestClock } from '../auth/test-support';
import { LedgerRepository } from '../ledger/repository';
import { PurchaseService } from './service';
import { fillCart, fundWallet, moneyCall, newCustomer, newKey, webPurchase } from './test-support';

let testApp: TestApp;
const clock = new TestClock();

beforeAll(async () => {
  testApp = await buildTestApp({ now: clock.now });
});

afterAll(() => testApp.close());

async function overviewOf(session: Awaited<ReturnType<typeof newCustomer>>) {
  const response = await moneyCall(testApp.app, clock, 'GET', '/v2/customer', { session });
  return response.json().result as {
    balance: { amount: string };
    available_funds: { amount: string };
  };
}

async function purchase(session: Awaited<ReturnType<typeof newCustomer>>, key = newKey()) {
  return moneyCall(testApp.app, clock, 'POST', '/v2/cart/purchase', {
    session,
    key,
    payload: webPurchase,
  });
}

describe('POST /v2/cart/purchase', () => {
  it('buys the cart from the wallet: a receipt, tickets, an empty cart and a lower balance', async () => {
    const session = await newCustomer(testApp.app, clock);
    await fundWallet(testApp.app, session.customerId, 5000, clock.now());
    await fillCart(
      testApp.app,
      session.customerId,
      [{ priceCents: 735 }, { priceCents: 1265 }],
      clock.now(),
    );

    const response = await purchase(session);

    expect(response.statusCode).toBe(200);
    const checkout = response.json().result as CheckoutWire;
    expect(checkout).toMatchObject({
      status: 'success',
      purchase_status: 'standard',
      total: { amount: '20.00', currency: 'AUD' },
      paid_from_cash: { amount: '20.00', currency: 'AUD' },
      paid_from_promo_credit: { amount: '0.00', currency: 'AUD' },
      channel_key: 'web',
    });
    expect(checkout.tickets.map((ticket) => ticket.price.amount)).toEqual(['7.35', '12.65']);
    expect(checkout.tickets[0]?.lottery_name).toBe('Saturday Lotto');
    expect(await overviewOf(session)).toMatchObject({
      balance: { amount: '30.00' },
      available_funds: { amount: '30.00' },
    });
    const again = await purchase(session);
    expect(again.statusCode).toBe(422);
    expect(again.json().error.id).toBe('cart_empty');
  });

  it('shows the receipt to its customer only (GET /v2/checkout/{id}, v3.4)', async () => {
    const session = await newCustomer(testApp.app, clock);
    const stranger = await newCustomer(testApp.app, clock);
    await fundWallet(testApp.app, session.customerId, 1000, clock.now());
    await fillCart(testApp.app, session.customerId, [{ priceCents: 500 }], clock.now());
    const { checkout_id: checkoutId } = (await purchase(session)).json().result as CheckoutWire;

    const own = await moneyCall(testApp.app, clock, 'GET', `/v2/checkout/${checkoutId}`, {
      session,
      version: '3.4',
    });
    const other = await moneyCall(testApp.app, clock, 'GET', `/v2/checkout/${checkoutId}`, {
      session: stranger,
      version: '3.4',
    });

    expect(own.statusCode).toBe(200);
    expect(own.json().result.total.amount).toBe('5.00');
    expect(own.json().result.order_reference).toMatch(orderReferencePattern);
    expect(other.statusCode).toBe(404);
  });

  it('refuses a cart the wallet cannot pay, saying how much to top up, and changes nothing', async () => {
    const session = await newCustomer(testApp.app, clock);
    await fundWallet(testApp.app, session.customerId, 700, clock.now());
    await fillCart(testApp.app, session.customerId, [{ priceCents: 1000 }], clock.now());

    const response = await purchase(session);

    expect(response.statusCode).toBe(422);
    expect(response.json().error).toEqual({
      id: 'insufficient_funds',
      message: 'Your wallet balance is too low to buy this cart. Top up A$3.00 to continue.',
    });
    expect((await overviewOf(session)).balance.amount).toBe('7.00');
    const cart = await moneyCall(testApp.app, clock, 'GET', '/v2/transactions', { session });
    expect(cart.json().entities).toHaveLength(1);
  });

  it('answers a retry with the same key with the first receipt and charges once', async () => {
    const session = await newCustomer(testApp.app, clock);
    await fundWallet(testApp.app, session.customerId, 2000, clock.now());
    await fillCart(testApp.app, session.customerId, [{ priceCents: 600 }], clock.now());
    const key = newKey();

    const first = await purchase(session, key);
    const retry = await purchase(session, key);
    const reused = await moneyCall(testApp.app, clock, 'POST', '/v2/cart/purchase', {
      session,
      key,
      payload: { channel_key: 'APP' },
    });

    expect(retry.statusCode).toBe(200);
    expect(retry.json().result).toEqual(first.json().result);
    expect(reused.statusCode).toBe(422);
    expect(reused.json().error.id).toBe('idempotency_key_reused');
    expect((await overviewOf(session)).balance.amount).toBe('14.00');
  });

  it('asks for an Idempotency-Key', async () => {
    const session = await newCustomer(testApp.app, clock);
    const response = await moneyCall(testApp.app, clock, 'POST', '/v2/cart/purchase', {
      session,
      payload: webPurchase,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.id).toBe('idempotency_key_required');
  });

  it('starts a recurring purchase for an item bought with autoplay on', async () => {
    const session = await newCustomer(testApp.app, clock);
    await fundWallet(testApp.app, session.customerId, 2000, clock.now());
    await fillCart(
      testApp.app,
      session.customerId,
      [{ priceCents: 600, recurring: true }],
      clock.now(),
    );

    expect((await purchase(session)).statusCode).toBe(200);

    const recurring = await testApp.app.database
      .selectFrom('recurring_purchases')
      .select(['type', 'status'])
      .where('customer_id', '=', session.customerId)
      .execute();
    expect(recurring).toEqual([{ type: 'autoplay', status: 'recurring_status_active' }]);
  });

  it('pays from promo credit first, then cash', async () => {
    const session = await newCustomer(testApp.app, clock);
    await fundWallet(testApp.app, session.customerId, 2000, clock.now());
    await testApp.app.database.transaction().execute(async (transaction) => {
      const repository = new LedgerRepository(transaction);
      const accounts = await repository.lockCustomerAccounts(session.customerId);
      const revenue = await repository.operatorAccountId('operator_revenue');
      const entries = [
        { accountId: revenue, amountCents: -300 },
        { accountId: accounts.promoCredit.id, amountCents: 300 },
      ];
      await repository.insertTransfer({
        customerId: session.customerId,
        kind: 'promo_credit',
        status: 'posted',
        description: 'Promo credit',
        reference: null,
        createdAt: clock.now(),
        entries,
      });
      await repository.applyToBalances(entries);
    });
    await fillCart(testApp.app, session.customerId, [{ priceCents: 1000 }], clock.now());

    const checkout = (await purchase(session)).json().result as CheckoutWire;

    expect(checkout.paid_from_promo_credit.amount).toBe('3.00');
    expect(checkout.paid_from_cash.amount).toBe('7.00');
    expect(await overviewOf(session)).toMatchObject({
      balance: { amount: '13.00' },
      available_funds: { amount: '13.00' },
    });
  });
});

describe('a purchase that fails part-way', () => {
  it('leaves no charge and no ticket when it fails after the ledger write', async () => {
    const session = await newCustomer(testApp.app, clock);
    await fundWallet(testApp.app, session.customerId, 1000, clock.now());
    await fillCart(testApp.app, session.customerId, [{ priceCents: 400 }], clock.now());
    const failing = new PurchaseService(testApp.app.database, {
      now: clock.now,
      faults: {
        afterLedgerWrite: () => {
          throw new Error('the database connection dropped');
        },
      },
    });
    const key = newKey();

    await expect(failing.purchase(session.customerId, key, webPurchase)).rejects.toThrow(
      'the database connection dropped',
    );
    expect((await overviewOf(session)).balance.amount).toBe('10.00');
    const tickets = await testApp.app.database
      .selectFrom('tickets')
      .select('id')
      .where('customer_id', '=', session.customerId)
      .execute();
    expect(tickets).toEqual([]);

    const retry = await purchase(session, key);
    expect(retry.statusCode).toBe(200);
    expect((await overviewOf(session)).balance.amount).toBe('6.00');
  });

  it('answers the stored receipt when the answer of a committed purchase was lost', async () => {
    const session = await newCustomer(testApp.app, clock);
    await fundWallet(testApp.app, session.customerId, 1000, clock.now());
    await fillCart(testApp.app, session.customerId, [{ priceCents: 400 }], clock.now());
    const lost: CheckoutWire[] = [];
    const losing = new PurchaseService(testApp.app.database, {
      now: clock.now,
      faults: {
        afterCommit: (checkout) => {
          lost.push(checkout);
          throw new Error('the connection to the browser dropped');
        },
      },
    });
    const key = newKey();

    await expect(losing.purchase(session.customerId, key, webPurchase)).rejects.toThrow(
      'the connection to the browser dropped',
    );
    const retry = await purchase(session, key);

    expect(retry.statusCode).toBe(200);
    expect(retry.json().result.checkout_id).toBe(lost[0]?.checkout_id);
    expect((await overviewOf(session)).balance.amount).toBe('6.00');
  });
});

describe('GET /v2/transactions', () => {
  it('lists the wallet movements newest first, with page info', async () => {
    const session = await newCustomer(testApp.app, clock);
    await fundWallet(testApp.app, session.customerId, 1000, clock.now());
    clock.advance(1000);
    await fillCart(testApp.app, session.customerId, [{ priceCents: 250 }], clock.now());
    await purchase(session);

    const response = await moneyCall(testApp.app, clock, 'GET', '/v2/transactions?limit=1', {
      session,
    });

    expect(response.statusCode).toBe(200);
    expect(response.json().page_info).toEqual({ limit: 1, offset: 0, total: 2 });
    expect(response.json().entities[0]).toMatchObject({
      type: 'purchase',
      status: 'posted',
      account: 'cash',
      amount: { amount: '-2.50', currency: 'AUD' },
    });
  });
});
