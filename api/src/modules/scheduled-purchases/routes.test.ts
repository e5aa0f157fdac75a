import { type FastifyInstance } from 'fastify';
import { type CheckoutWire } from 'shared-kernel/wire/purchase';
import { jsonb } from '../../database/json';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { TestClock } from '../auth/test-support';
import { LedgerQueries } from '../ledger/service';
import {
  fillCart,
  fundWallet,
  moneyCall,
  newCustomer,
  newKey,
  webPurchase,
} from '../purchase/test-support';
import { alreadyCancelledMessage, alreadyPaidMessage, ScheduledPurchaseService } from './service';

let testApp: TestApp;
const clock = new TestClock();

beforeAll(async () => {
  testApp = await buildTestApp({ now: clock.now });
});

afterAll(() => testApp.close());

/** A fresh pre-order raffle draw of its own, so tests that open it do not disturb each other. */
async function preOrderDraw(app: FastifyInstance): Promise<{ id: string; drawNo: number }> {
  const latest = await app.database
    .selectFrom('draws')
    .select(['draw_no', 'stop'])
    .where('product_offer_key', '=', 'hearts_raffle')
    .orderBy('draw_no', 'desc')
    .executeTakeFirstOrThrow();
  const drawNo = latest.draw_no + 1;
  const { id } = await app.database
    .insertInto('draws')
    .values({
      product_offer_key: 'hearts_raffle',
      draw_no: drawNo,
      stop: new Date(new Date(latest.stop).getTime() + 28 * 24 * 60 * 60 * 1000),
      status: 'DRAW_OPEN',
      prize_pool_cents: null,
      prize_pool_suffix: null,
      is_prize_pool_unknown: true,
      purchase_status: 'pre_order',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id, drawNo };
}

async function openSales(app: FastifyInstance, drawId: string): Promise<void> {
  await app.database
    .updateTable('draws')
    .set({ purchase_status: 'open' })
    .where('id', '=', drawId)
    .execute();
}

/** Hearts Home Raffle tickets of `priceCents`, pre-ordered for `drawId`, in the customer's cart. */
async function addPreOrder(
  app: FastifyInstance,
  customerId: string,
  drawId: string,
  priceCents: number,
): Promise<void> {
  await fillCart(app, customerId, [], clock.now());
  const cart = await app.database
    .selectFrom('carts')
    .select('id')
    .where('customer_id', '=', customerId)
    .executeTakeFirstOrThrow();
  await app.database
    .insertInto('cart_items')
    .values({
      cart_id: cart.id,
      product_type: 'raffle_ticket',
      product_offer_key: 'hearts_raffle',
      game_type: 'standard',
      game_offer: 'tickets',
      draw_id: drawId,
      description: 'Hearts Home Raffle, 1 ticket',
      quantity: 1,
      unit_price_cents: priceCents,
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
}

const walletOf = async (customerId: string) =>
  new LedgerQueries(testApp.app.database).walletOf(customerId);

it('charges only what is due now, and the pre-order when its draw opens, from the wallet', async () => {
  const customer = await newCustomer(testApp.app, clock);
  const draw = await preOrderDraw(testApp.app);
  await fundWallet(testApp.app, customer.customerId, 1000, clock.now());
  await fillCart(testApp.app, customer.customerId, [{ priceCents: 600 }], clock.now());
  await addPreOrder(testApp.app, customer.customerId, draw.id, 1000);

  const bought = await moneyCall(testApp.app, clock, 'POST', '/v2/cart/purchase', {
    session: customer,
    key: newKey(),
    payload: webPurchase,
  });
  const receipt = bought.json<{ result: CheckoutWire }>().result;
  expect(bought.statusCode).toBe(200);
  expect(receipt.subtotal).toEqual({ amount: '16.00', currency: 'AUD' });
  expect(receipt.total).toEqual({ amount: '6.00', currency: 'AUD' });
  expect(receipt.tickets.map((ticket) => ticket.purchase_status)).toEqual([
    'standard',
    'pre_order',
  ]);
  expect(await walletOf(customer.customerId)).toMatchObject({ balanceCents: 400 });

  const listed = await moneyCall(testApp.app, clock, 'GET', '/v2/scheduled-purchases', {
    session: customer,
  });
  expect(listed.json().page_info).toEqual({ limit: 10, offset: 0, total: 1 });
  const [scheduled] = listed.json().entities;
  expect(scheduled).toMatchObject({
    kind: 'pre_order',
    status: 'scheduled_status_active',
    price: { amount: '10.00', currency: 'AUD' },
    draw_no: draw.drawNo,
    checkout_id: receipt.checkout_id,
    paid_at: null,
  });

  const sync = () =>
    moneyCall(testApp.app, clock, 'POST', '/v2/process_recurring_purchases/sync', {
      session: customer,
    });
  expect((await sync()).json().result).toEqual({ purchased: 0, failed: 0 });

  await openSales(testApp.app, draw.id);
  expect((await sync()).json().result).toEqual({ purchased: 0, failed: 1 });
  const resolutions = await moneyCall(testApp.app, clock, 'GET', '/v2/payment_resolutions', {
    session: customer,
  });
  expect(resolutions.json().entities).toEqual([
    expect.objectContaining({
      description: `Hearts Home Raffle, 1 ticket, draw ${draw.drawNo}`,
      amount: { amount: '10.00', currency: 'AUD' },
      reason: 'Your wallet balance is too low to buy this cart. Top up A$6.00 to continue.',
    }),
  ]);
  expect(await walletOf(customer.customerId)).toMatchObject({ balanceCents: 400 });

  await fundWallet(testApp.app, customer.customerId, 600, clock.now());
  expect((await sync()).json().result).toEqual({ purchased: 1, failed: 0 });
  expect((await sync()).json().result).toEqual({ purchased: 0, failed: 0 });
  expect(await walletOf(customer.customerId)).toMatchObject({ balanceCents: 0 });
  const after = await moneyCall(testApp.app, clock, 'GET', '/v2/payment_resolutions', {
    session: customer,
  });
  expect(after.json().entities).toEqual([]);

  const paid = await moneyCall(
    testApp.app,
    clock,
    'GET',
    `/v2/scheduled-purchases/${scheduled.encoded_id}`,
    { session: customer },
  );
  expect(paid.json().result).toMatchObject({
    status: 'scheduled_status_active',
    paid_at: clock.now().toISOString(),
  });
  const stored = await moneyCall(testApp.app, clock, 'GET', `/v2/checkout/${receipt.checkout_id}`, {
    session: customer,
    version: '3.4',
  });
  expect(stored.json().result.tickets[1].purchase_status).toBe('standard');

  const cancelPaid = await moneyCall(
    testApp.app,
    clock,
    'PATCH',
    `/v2/scheduled-purchases/${scheduled.encoded_id}/cancel`,
    { session: customer },
  );
  expect(cancelPaid.statusCode).toBe(422);
  expect(cancelPaid.json().error).toEqual({
    id: 'scheduled_purchase_paid',
    message: alreadyPaidMessage,
  });
});

it('buys a cart of pre-orders for nothing now, and cancels it, voiding its ticket', async () => {
  const customer = await newCustomer(testApp.app, clock);
  const stranger = await newCustomer(testApp.app, clock);
  const draw = await preOrderDraw(testApp.app);
  await addPreOrder(testApp.app, customer.customerId, draw.id, 2500);

  const bought = await moneyCall(testApp.app, clock, 'POST', '/v2/cart/purchase', {
    session: customer,
    key: newKey(),
    payload: webPurchase,
  });
  expect(bought.statusCode).toBe(200);
  expect(bought.json().result).toMatchObject({
    purchase_status: 'pre_order',
    total: { amount: '0.00', currency: 'AUD' },
    paid_from_cash: { amount: '0.00', currency: 'AUD' },
  });
  const transfers = await testApp.app.database
    .selectFrom('ledger_transfers')
    .select('id')
    .where('customer_id', '=', customer.customerId)
    .execute();
  expect(transfers).toEqual([]);

  const [scheduled] = (
    await moneyCall(testApp.app, clock, 'GET', '/v2/scheduled-purchases', { session: customer })
  ).json().entities;
  const url = `/v2/scheduled-purchases/${scheduled.encoded_id}`;
  const unseen = await moneyCall(testApp.app, clock, 'GET', url, { session: stranger });
  const notTheirs = await moneyCall(testApp.app, clock, 'PATCH', `${url}/cancel`, {
    session: stranger,
  });
  expect(unseen.statusCode).toBe(404);
  expect(notTheirs.statusCode).toBe(404);

  const cancelled = await moneyCall(testApp.app, clock, 'PATCH', `${url}/cancel`, {
    session: customer,
  });
  expect(cancelled.statusCode).toBe(200);
  expect(cancelled.json().result).toMatchObject({
    status: 'scheduled_status_cancelled',
    cancelled_at: clock.now().toISOString(),
  });
  const ticket = await testApp.app.database
    .selectFrom('tickets')
    .select('voided_at')
    .where('id', '=', scheduled.ticket_id)
    .executeTakeFirstOrThrow();
  expect(ticket.voided_at).not.toBeNull();

  const again = await moneyCall(testApp.app, clock, 'PATCH', `${url}/cancel`, {
    session: customer,
  });
  expect(again.statusCode).toBe(422);
  expect(again.json().error).toEqual({
    id: 'scheduled_purchase_cancelled',
    message: alreadyCancelledMessage,
  });

  await openSales(testApp.app, draw.id);
  await fundWallet(testApp.app, customer.customerId, 5000, clock.now());
  const sync = await moneyCall(testApp.app, clock, 'POST', '/v2/process_recurring_purchases/sync', {
    session: customer,
  });
  expect(sync.json().result).toEqual({ purchased: 0, failed: 0 });
});

it('charges a pre-order once however many charges run at the same time', async () => {
  const customer = await newCustomer(testApp.app, clock);
  const draw = await preOrderDraw(testApp.app);
  await fundWallet(testApp.app, customer.customerId, 5000, clock.now());
  await addPreOrder(testApp.app, customer.customerId, draw.id, 1000);
  await moneyCall(testApp.app, clock, 'POST', '/v2/cart/purchase', {
    session: customer,
    key: newKey(),
    payload: webPurchase,
  });
  await openSales(testApp.app, draw.id);
  const service = new ScheduledPurchaseService(testApp.app.database, clock.now);
  const scheduled = await testApp.app.database
    .selectFrom('scheduled_purchases')
    .select('id')
    .where('customer_id', '=', customer.customerId)
    .executeTakeFirstOrThrow();

  const charged = await Promise.all([
    service.charge(scheduled.id, clock.now()),
    service.charge(scheduled.id, clock.now()),
    service.chargeDue(customer.customerId),
  ]);

  expect(charged.filter((one) => one === true).length + charged[2].purchased).toBe(1);
  expect(await walletOf(customer.customerId)).toMatchObject({ balanceCents: 4000 });
});
