import { type CheckoutWire } from 'shared-kernel/wire/purchase';
import { ApiError } from '../../http/envelope';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { TestClock } from '../auth/test-support';
import { LedgerRepository } from '../ledger/repository';
import { LimitsService } from '../limits/service';
import { oneItemBasket } from './one-item-basket';
import { type PurchaseBasket, PurchaseService } from './service';
import { fillCart, fundWallet, moneyCall, newCustomer, newKey, webPurchase } from './test-support';

/**
 * Money under concurrent requests. On PostgreSQL these run truly in parallel (the pool holds
 * several connections and every purchase locks the customer's ledger accounts); on PGlite they
 * run one after another and must give the same answers.
 */
let testApp: TestApp;
const clock = new TestClock();

beforeAll(async () => {
  testApp = await buildTestApp({ now: clock.now });
});

afterAll(() => testApp.close());

/** A basket that always holds one ticket of `priceCents`: many purchases, one wallet. */
async function refillingBasket(priceCents: number): Promise<PurchaseBasket> {
  const draw = await testApp.app.database
    .selectFrom('draws')
    .select(['id', 'draw_no', 'stop'])
    .where('product_offer_key', '=', 'saturday_lotto')
    .where('status', '=', 'DRAW_OPEN')
    .orderBy('stop')
    .executeTakeFirstOrThrow();
  return oneItemBasket({
    productType: 'lottery_ticket',
    productOfferKey: 'saturday_lotto',
    gameType: 'standard',
    gameOffer: 'standard',
    drawId: draw.id,
    description: 'Saturday Lotto, 1 game',
    quantity: 1,
    unitPriceCents: priceCents,
    numDraws: 1,
    numWeeks: 1,
    numGames: 1,
    games: [{ Numbers: [1, 2, 3, 4, 5, 6] }],
    quickpick: false,
    causeKey: null,
    day: null,
    numRaffleTickets: null,
    numShares: null,
    hasFavouriteNumbers: false,
    recurringPurchaseType: null,
    recurringPurchaseAvailability: 'never',
    recurringPurchaseEnabled: false,
    scheduledPurchaseType: null,
    affiliateCode: null,
    drawNo: draw.draw_no,
    drawStop: new Date(draw.stop),
    drawPrizePoolCents: null,
  });
}

/** Runs the purchases at once; answers each one's checkout or error code. */
async function purchaseAtOnce(
  customerId: string,
  count: number,
  basket: PurchaseBasket,
): Promise<string[]> {
  const purchases = new PurchaseService(testApp.app.database, { now: clock.now });
  return Promise.all(
    Array.from({ length: count }, () =>
      purchases.purchase(customerId, newKey(), webPurchase, basket).then(
        (checkout) => `bought ${checkout.checkout_id}`,
        (error: unknown) => {
          if (error instanceof ApiError) return error.code;
          throw error;
        },
      ),
    ),
  );
}

function tally(outcomes: string[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const outcome of outcomes) {
    const kind = outcome.startsWith('bought ') ? 'bought' : outcome;
    counts[kind] = (counts[kind] ?? 0) + 1;
  }
  return counts;
}

async function countRows(table: 'checkouts' | 'tickets', customerId: string): Promise<number> {
  const rows = await testApp.app.database
    .selectFrom(table)
    .select('id')
    .where('customer_id', '=', customerId)
    .execute();
  return rows.length;
}

it('200 purchases at once against a wallet that pays for 37: 37 orders, balance 0', async () => {
  const session = await newCustomer(testApp.app, clock);
  await fundWallet(testApp.app, session.customerId, 37 * 135, clock.now());

  const outcomes = await purchaseAtOnce(session.customerId, 200, await refillingBasket(135));

  expect(tally(outcomes)).toEqual({ bought: 37, insufficient_funds: 163 });
  expect(await countRows('checkouts', session.customerId)).toBe(37);
  expect(await countRows('tickets', session.customerId)).toBe(37);
  const balances = await new LedgerRepository(testApp.app.database).customerBalances(
    session.customerId,
  );
  expect(balances).toEqual({ cashCents: 0, promoCreditCents: 0 });
  expect(await new LedgerRepository(testApp.app.database).unbalancedTransferIds()).toEqual([]);
});

it('200 purchases at once never pass a spend limit', async () => {
  const session = await newCustomer(testApp.app, clock);
  await fundWallet(testApp.app, session.customerId, 100_000, clock.now());
  await new LimitsService(testApp.app.database).setLimit(
    session.customerId,
    'spend_weekly',
    2000,
    clock.now(),
  );

  const outcomes = await purchaseAtOnce(session.customerId, 200, await refillingBasket(150));

  expect(tally(outcomes)).toEqual({ bought: 13, spend_limit: 187 });
  const balances = await new LedgerRepository(testApp.app.database).customerBalances(
    session.customerId,
  );
  expect(balances.cashCents).toBe(100_000 - 13 * 150);
});

it('the same purchase retried 20 times at once with one key makes one order', async () => {
  const session = await newCustomer(testApp.app, clock);
  await fundWallet(testApp.app, session.customerId, 5000, clock.now());
  await fillCart(testApp.app, session.customerId, [{ priceCents: 800 }], clock.now());
  const key = newKey();

  const answers = await Promise.all(
    Array.from({ length: 20 }, () =>
      moneyCall(testApp.app, clock, 'POST', '/v2/cart/purchase', {
        session,
        key,
        payload: webPurchase,
      }),
    ),
  );

  expect(answers.map((answer) => answer.statusCode)).toEqual(Array(20).fill(200));
  const checkoutIds = new Set(
    answers.map((answer) => (answer.json().result as CheckoutWire).checkout_id),
  );
  expect(checkoutIds.size).toBe(1);
  expect(await countRows('checkouts', session.customerId)).toBe(1);
  const balances = await new LedgerRepository(testApp.app.database).customerBalances(
    session.customerId,
  );
  expect(balances.cashCents).toBe(4200);
});

it('one cart bought by 50 requests at once with different keys makes one order', async () => {
  const session = await newCustomer(testApp.app, clock);
  await fundWallet(testApp.app, session.customerId, 5000, clock.now());
  await fillCart(testApp.app, session.customerId, [{ priceCents: 800 }], clock.now());

  const answers = await Promise.all(
    Array.from({ length: 50 }, () =>
      moneyCall(testApp.app, clock, 'POST', '/v2/cart/purchase', {
        session,
        key: newKey(),
        payload: webPurchase,
      }),
    ),
  );

  expect(
    tally(
      answers.map((answer) =>
        answer.statusCode === 200 ? 'bought ' : answer.json<{ error: { id: string } }>().error.id,
      ),
    ),
  ).toEqual({
    bought: 1,
    cart_empty: 49,
  });
});

it('a failure after the ledger write, then a retry: one charge and no orphan ticket', async () => {
  const session = await newCustomer(testApp.app, clock);
  await fundWallet(testApp.app, session.customerId, 1000, clock.now());
  await fillCart(testApp.app, session.customerId, [{ priceCents: 300 }], clock.now());
  const key = newKey();
  const failing = new PurchaseService(testApp.app.database, {
    now: clock.now,
    faults: {
      afterLedgerWrite: () => {
        throw new Error('the process stopped');
      },
    },
  });
  const losing = new PurchaseService(testApp.app.database, {
    now: clock.now,
    faults: {
      afterCommit: () => {
        throw new Error('the answer was lost');
      },
    },
  });

  await expect(failing.purchase(session.customerId, key, webPurchase)).rejects.toThrow();
  expect(await countRows('tickets', session.customerId)).toBe(0);
  await expect(losing.purchase(session.customerId, key, webPurchase)).rejects.toThrow();
  const retries = await Promise.all(
    Array.from({ length: 5 }, () =>
      moneyCall(testApp.app, clock, 'POST', '/v2/cart/purchase', {
        session,
        key,
        payload: webPurchase,
      }),
    ),
  );

  expect(retries.map((retry) => retry.statusCode)).toEqual([200, 200, 200, 200, 200]);
  expect(await countRows('checkouts', session.customerId)).toBe(1);
  expect(await countRows('tickets', session.customerId)).toBe(1);
  const balances = await new LedgerRepository(testApp.app.database).customerBalances(
    session.customerId,
  );
  expect(balances.cashCents).toBe(700);
});
