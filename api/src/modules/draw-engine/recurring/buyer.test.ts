import { jsonb } from '../../../database/json';
import { buildTestApp, type TestApp } from '../../../testing/build-test-app';
import { TestClock } from '../../auth/test-support';
import { LedgerQueries } from '../../ledger/service';
import {
  fillCart,
  fundWallet,
  moneyCall,
  newCustomer,
  newKey,
  webPurchase,
} from '../../purchase/test-support';
import { PurchaseService } from '../../purchase/service';
import { RecurringService } from '../../recurring/service';
import { ScheduledPurchaseService } from '../../scheduled-purchases/service';
import { type RecurringBuyer } from '../engine/engine';
import { testPublicUrl } from '../jobs/engine-test-support';
import { recurringBuyerOf } from './buyer';

const clock = new TestClock();
let testApp: TestApp;
let buy: RecurringBuyer;
const dayMs = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  testApp = await buildTestApp({ now: clock.now });
  const database = testApp.app.database;
  const scheduledPurchases = new ScheduledPurchaseService(database, clock.now);
  buy = recurringBuyerOf({
    database,
    recurring: new RecurringService(
      database,
      new PurchaseService(database, { now: clock.now }),
      scheduledPurchases,
      clock.now,
    ),
    scheduledPurchases,
    publicUrl: testPublicUrl,
    sendEmail: (email) => testApp.app.outbox.send(email),
  });
});

afterAll(() => testApp.close());

/** A customer with an autoplay of a A$6.00 Saturday Lotto ticket, and a new draw after it. */
async function autoplayAndNextDraw(walletCents: number, prizePoolCents: number | null = null) {
  const database = testApp.app.database;
  const customer = await newCustomer(testApp.app, clock);
  await fundWallet(testApp.app, customer.customerId, 600 + walletCents, clock.now());
  await fillCart(
    testApp.app,
    customer.customerId,
    [{ priceCents: 600, recurring: true }],
    clock.now(),
  );
  const bought = await moneyCall(testApp.app, clock, 'POST', '/v2/cart/purchase', {
    session: customer,
    key: newKey(),
    payload: webPurchase,
  });
  if (bought.statusCode !== 200) throw new Error(`purchase failed: ${bought.body}`);
  const recurring = await database
    .selectFrom('recurring_purchases')
    .select(['id', 'last_draw_no'])
    .where('customer_id', '=', customer.customerId)
    .executeTakeFirstOrThrow();
  const { latest } = await database
    .selectFrom('draws')
    .select((select) => select.fn.max<number>('draw_no').as('latest'))
    .where('product_offer_key', '=', 'saturday_lotto')
    .executeTakeFirstOrThrow();
  const draw = await database
    .insertInto('draws')
    .values({
      product_offer_key: 'saturday_lotto',
      draw_no: Number(latest) + 1,
      stop: new Date(clock.now().getTime() + 60 * 60 * 1000),
      draw_at: new Date(clock.now().getTime() + 2 * 60 * 60 * 1000),
      status: 'DRAW_OPEN',
      prize_pool_cents: prizePoolCents,
      prize_pool_suffix: null,
      purchase_status: null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return { customer, recurringId: recurring.id, draw };
}

const ticketsInDraw = (customerId: string, drawId: string) =>
  testApp.app.database
    .selectFrom('tickets')
    .select('id')
    .where('customer_id', '=', customerId)
    .where('draw_id', '=', drawId)
    .execute();

const recurringOf = (id: string) =>
  testApp.app.database
    .selectFrom('recurring_purchases')
    .select(['last_draw_no', 'last_attempt_status'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

const resolutionsOf = (customerId: string) =>
  testApp.app.database
    .selectFrom('payment_resolutions')
    .select(['draw_no', 'reason', 'resolved_at'])
    .where('customer_id', '=', customerId)
    .execute();

const emailsTo = (recipient: string) =>
  testApp.app.database
    .selectFrom('email_outbox')
    .select(['subject', 'text_body'])
    .where('recipient', '=', recipient)
    .execute();

it('buys the same ticket for the draw once, from the wallet, however often it runs', async () => {
  const { customer, recurringId, draw } = await autoplayAndNextDraw(600);

  await buy(draw, clock.now());
  await buy(draw, clock.now());

  expect(await ticketsInDraw(customer.customerId, draw.id)).toHaveLength(1);
  expect(await recurringOf(recurringId)).toEqual({
    last_draw_no: draw.draw_no,
    last_attempt_status: 'purchased',
  });
  expect(await new LedgerQueries(testApp.app.database).walletOf(customer.customerId)).toMatchObject(
    { balanceCents: 0 },
  );
  expect(await emailsTo(customer.email)).toEqual([]);
});

it('keeps a payment resolution and emails the customer once when the wallet is short', async () => {
  const { customer, recurringId, draw } = await autoplayAndNextDraw(100);

  await buy(draw, clock.now());
  await buy(draw, clock.now());

  expect(await ticketsInDraw(customer.customerId, draw.id)).toEqual([]);
  expect((await recurringOf(recurringId)).last_attempt_status).toBe('soft_failure');
  expect(await resolutionsOf(customer.customerId)).toEqual([
    {
      draw_no: draw.draw_no,
      reason: 'Your wallet balance is too low to buy this cart. Top up A$5.00 to continue.',
      resolved_at: null,
    },
  ]);
  const emails = await emailsTo(customer.email);
  expect(emails).toEqual([
    expect.objectContaining({
      subject: `We could not buy your Saturday Lotto ticket for draw ${draw.draw_no}`,
      text_body: expect.stringContaining('Top up your wallet') as string,
    }),
  ]);
});

it('skips a draw whose jackpot is below the autoplay minimum, without a failure', async () => {
  const { customer, recurringId, draw } = await autoplayAndNextDraw(600, 5_000_000_00);
  await testApp.app.database
    .updateTable('recurring_purchases')
    .set({ minimum_jackpot_cents: 10_000_000_00 })
    .where('id', '=', recurringId)
    .execute();

  await buy(draw, clock.now());

  expect(await ticketsInDraw(customer.customerId, draw.id)).toEqual([]);
  expect((await recurringOf(recurringId)).last_attempt_status).toBe(null);
  expect(await resolutionsOf(customer.customerId)).toEqual([]);
  expect(await emailsTo(customer.email)).toEqual([]);
});

it('records a hard failure, not to be retried, when the account is closed', async () => {
  const { customer, recurringId, draw } = await autoplayAndNextDraw(600);
  await testApp.app.database
    .updateTable('customers')
    .set({ status: 'closed', closed_at: clock.now() })
    .where('id', '=', customer.customerId)
    .execute();

  await buy(draw, clock.now());

  expect(await ticketsInDraw(customer.customerId, draw.id)).toEqual([]);
  expect((await recurringOf(recurringId)).last_attempt_status).toBe('hard_failure');
  expect(await resolutionsOf(customer.customerId)).toEqual([
    expect.objectContaining({ reason: 'Your account is closed.' }),
  ]);
  const [email] = await emailsTo(customer.email);
  expect(email?.text_body).toContain('Your account shows what needs attention');
});

it('charges the draw pre-orders still unpaid before its sales close', async () => {
  const database = testApp.app.database;
  const customer = await newCustomer(testApp.app, clock);
  const latest = await database
    .selectFrom('draws')
    .selectAll()
    .where('product_offer_key', '=', 'hearts_raffle')
    .orderBy('draw_no', 'desc')
    .executeTakeFirstOrThrow();
  const draw = await database
    .insertInto('draws')
    .values({
      product_offer_key: 'hearts_raffle',
      draw_no: latest.draw_no + 1,
      stop: new Date(new Date(latest.stop).getTime() + 28 * dayMs),
      status: 'DRAW_OPEN',
      prize_pool_cents: null,
      prize_pool_suffix: null,
      is_prize_pool_unknown: true,
      purchase_status: 'pre_order',
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  await fillCart(testApp.app, customer.customerId, [], clock.now());
  const cart = await database
    .selectFrom('carts')
    .select('id')
    .where('customer_id', '=', customer.customerId)
    .executeTakeFirstOrThrow();
  await database
    .insertInto('cart_items')
    .values({
      cart_id: cart.id,
      product_type: 'raffle_ticket',
      product_offer_key: 'hearts_raffle',
      game_type: 'standard',
      game_offer: 'tickets',
      draw_id: draw.id,
      description: 'Hearts Home Raffle, 1 ticket',
      quantity: 1,
      unit_price_cents: 1000,
      num_draws: 1,
      num_weeks: 1,
      num_games: 1,
      games: jsonb([]),
      quickpick: true,
      cause_key: null,
      day: null,
      num_raffle_tickets: 1,
      num_shares: null,
      has_favourite_numbers: false,
      recurring_purchase_type: null,
      recurring_purchase_availability: 'none',
      recurring_purchase_enabled: false,
      scheduled_purchase_type: 'pre_order',
      affiliate_code: null,
    })
    .execute();
  const bought = await moneyCall(testApp.app, clock, 'POST', '/v2/cart/purchase', {
    session: customer,
    key: newKey(),
    payload: webPurchase,
  });
  expect(bought.statusCode).toBe(200);
  await fundWallet(testApp.app, customer.customerId, 1000, clock.now());

  await buy(draw, clock.now());

  const scheduled = await database
    .selectFrom('scheduled_purchases')
    .select(['paid_at', 'transfer_id'])
    .where('customer_id', '=', customer.customerId)
    .executeTakeFirstOrThrow();
  expect(scheduled.paid_at).not.toBeNull();
  expect(await new LedgerQueries(database).walletOf(customer.customerId)).toMatchObject({
    balanceCents: 0,
  });
});
