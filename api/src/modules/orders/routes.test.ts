import { randomBytes } from 'node:crypto';
import { type OrderWire } from 'shared-kernel/wire/orders';
import { jsonb } from '../../database/json';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { bodyOf, TestClock, testClient, type TestSession } from '../auth/test-support';
import { newOrderReference } from '../purchase/order-reference';
import { fundWallet, newCustomer } from '../purchase/test-support';

let testApp: TestApp;
const clock = new TestClock();
const dayMs = 24 * 60 * 60 * 1000;
let owner: TestSession;
let stranger: TestSession;
const drawIds = new Map<number, string>();
const tickets: Record<string, string> = {};

/** A Powerball draw of our own (draw numbers far past the seeded ones); drawn when given numbers. */
async function powerballDraw(drawNo: number, stopInDays: number, drawn?: number[]): Promise<void> {
  const { id } = await testApp.app.database
    .insertInto('draws')
    .values({
      product_offer_key: 'powerball',
      draw_no: drawNo,
      stop: new Date(clock.now().getTime() + stopInDays * dayMs),
      status: drawn ? 'DRAW_DRAWN' : 'DRAW_OPEN',
      prize_pool_cents: null,
      prize_pool_suffix: null,
      purchase_status: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  drawIds.set(drawNo, id);
  if (!drawn) return;
  await testApp.app.database
    .insertInto('draw_results')
    .values({
      draw_id: id,
      drawn_at: new Date(clock.now().getTime() + stopInDays * dayMs + 60 * 60 * 1000),
      number_sets: jsonb([
        { name: 'Numbers', numbers: drawn.slice(0, 7) },
        { name: 'Powerball', numbers: drawn.slice(7) },
      ]),
      supplementaries: jsonb([]),
    })
    .execute();
}

/** A checkout of one Powerball ticket for `numDraws` draws from `drawNo`; its ticket id. */
async function buyTicket(
  customerId: string,
  drawNo: number,
  numDraws: number,
  games: Array<Record<string, number[]>>,
  options: { voided?: boolean } = {},
): Promise<string> {
  const checkoutId = `ck_${randomBytes(8).toString('hex')}`;
  clock.advance(1000);
  const at = clock.now();
  await testApp.app.database
    .insertInto('checkouts')
    .values({
      id: checkoutId,
      order_reference: newOrderReference(),
      customer_id: customerId,
      status: 'success',
      purchase_status: 'standard',
      subtotal_cents: 750,
      discount_cents: 0,
      total_cents: 750,
      paid_from_promo_credit_cents: 250,
      paid_from_cash_cents: 500,
      promo_credit_added_cents: 0,
      channel_key: 'web',
      partner_key: null,
      metadata: jsonb({}),
      transfer_id: null,
      created_at: at,
    })
    .execute();
  const { id } = await testApp.app.database
    .insertInto('tickets')
    .values({
      checkout_id: checkoutId,
      customer_id: customerId,
      product_type: numDraws > 1 ? 'multi_draw_ticket' : 'lottery_ticket',
      product_offer_key: 'powerball',
      game_type: 'standard',
      game_offer: 'standard',
      draw_id: drawIds.get(drawNo) ?? null,
      description: `Powerball, ${games.length} games`,
      quantity: 1,
      price_cents: 750,
      num_draws: numDraws,
      num_weeks: 1,
      num_games: games.length,
      games: jsonb(games),
      quickpick: false,
      cause_key: null,
      day: null,
      num_raffle_tickets: null,
      num_shares: null,
      has_favourite_numbers: false,
      recurring_purchase_type: null,
      recurring_purchase_enabled: false,
      purchase_status: 'standard',
      created_at: at,
      voided_at: options.voided ? at : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

const game = { Numbers: [3, 1, 2, 4, 5, 6, 7], Powerball: [9] };

beforeAll(async () => {
  testApp = await buildTestApp({ now: clock.now });
  owner = await newCustomer(testApp.app, clock);
  stranger = await newCustomer(testApp.app, clock);
  await powerballDraw(9001, -20, [1, 2, 3, 10, 11, 12, 13, 9]);
  await powerballDraw(9002, -13, [20, 21, 22, 5, 24, 25, 26, 1]);
  await powerballDraw(9003, 5);
  await powerballDraw(9004, 12);
  tickets.olderPast = await buyTicket(owner.customerId, 9001, 1, [game]);
  tickets.newerPast = await buyTicket(owner.customerId, 9002, 1, [game]);
  tickets.later = await buyTicket(owner.customerId, 9004, 1, [game]);
  // Two draws: the first drawn, the second still to come.
  tickets.spanning = await buyTicket(owner.customerId, 9002, 2, [game, game]);
  tickets.sooner = await buyTicket(owner.customerId, 9003, 1, [game]);
  await buyTicket(owner.customerId, 9003, 1, [game], { voided: true });
  tickets.strangers = await buyTicket(stranger.customerId, 9003, 1, [game]);
  await testApp.app.database
    .insertInto('ticket_results')
    .values({
      ticket_id: tickets.olderPast,
      draw_id: drawIds.get(9001) ?? '',
      division: 4,
      prize_cents: 1525,
      scored_at: clock.now(),
    })
    .execute();
});

afterAll(() => testApp.close());

/** A list's envelope: the orders and the page they are. */
function pageBodyOf(response: { json: () => unknown }) {
  return response.json() as {
    entities: OrderWire[];
    page_info: { limit: number; offset: number; total: number };
  };
}

function get(url: string, session: TestSession | null = owner) {
  return testClient(testApp.app, clock).call('GET', url, { session });
}

describe('GET /v2/orders', () => {
  it('lists upcoming tickets by their next draw, soonest first (then oldest purchase), paged', async () => {
    const response = await get('/v2/orders?status=upcoming_products');
    expect(response.statusCode).toBe(200);
    const body = pageBodyOf(response);
    const ids = body.entities.map((order) => order.id);
    expect(ids).toEqual([tickets.spanning, tickets.sooner, tickets.later]);
    expect(body.page_info).toEqual({ limit: 10, offset: 0, total: 3 });

    const second = pageBodyOf(await get('/v2/orders?status=upcoming_products&limit=1&offset=1'));
    expect(second.entities.map((order) => order.id)).toEqual([tickets.sooner]);
    expect(second.page_info).toEqual({ limit: 1, offset: 1, total: 3 });
  });

  it('lists past tickets by their last draw, latest first, with the drawn numbers', async () => {
    const body = pageBodyOf(await get('/v2/orders?status=past_products'));
    const orders = body.entities;
    expect(orders.map((order) => order.id)).toEqual([tickets.newerPast, tickets.olderPast]);
    expect(orders[0]).toMatchObject({
      product_name: 'Powerball',
      status: 'past',
      price: { amount: '7.50', currency: 'AUD' },
      draws: [{ draw_no: 9002, status: 'drawn' }],
      details: null,
    });
  });

  it('gives a ticket of several draws each of them, drawn or not', async () => {
    const body = pageBodyOf(await get('/v2/orders?status=upcoming_products'));
    const spanning = body.entities.find((order) => order.id === tickets.spanning);
    expect(spanning?.draws.map((draw) => [draw.draw_no, draw.status])).toEqual([
      [9002, 'drawn'],
      [9003, 'upcoming'],
    ]);
    expect(spanning?.draws[1]).toMatchObject({ drawn_numbers: null, matched_numbers: null });
  });

  it('never lists another customer’s tickets', async () => {
    const body = pageBodyOf(await get('/v2/orders?status=upcoming_products', stranger));
    expect(body.entities.map((order) => order.id)).toEqual([tickets.strangers]);
  });

  it.each([
    ['no status', '/v2/orders', 'status'],
    ['an unknown status', '/v2/orders?status=everything', 'status'],
    ['a limit of 0', '/v2/orders?status=past_products&limit=0', 'limit'],
    ['a negative offset', '/v2/orders?status=past_products&offset=-1', 'offset'],
  ])('refuses %s with 422 in the error envelope', async (_name, url, field) => {
    const response = await get(url);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ result: null, error: { id: expect.any(String) } });
    expect(response.json().errors).toHaveProperty(field);
  });

  it('answers 401 without a customer', async () => {
    expect((await get('/v2/orders?status=past_products', null)).statusCode).toBe(401);
  });
});

describe('GET /v2/orders/{id}', () => {
  it('shows the details: matched numbers, the scored division and prize, how it was paid', async () => {
    const response = await get(`/v2/orders/${tickets.olderPast}?show_details=true`);
    expect(response.statusCode).toBe(200);
    const order = bodyOf<OrderWire>(response).result;
    expect(order.order_reference).toMatch(/.+/);
    expect(order.draws).toEqual([
      expect.objectContaining({
        draw_no: 9001,
        status: 'drawn',
        drawn_numbers: [
          { name: 'Numbers', numbers: [1, 2, 3, 10, 11, 12, 13] },
          { name: 'Powerball', numbers: [9] },
        ],
        matched_numbers: [{ Numbers: [1, 2, 3], Powerball: [9] }],
        is_scored: true,
        division: 4,
        prize: { amount: '15.25', currency: 'AUD' },
      }),
    ]);
    expect(order.details).toEqual({
      payment: {
        paid_from_cash: { amount: '5.00', currency: 'AUD' },
        paid_from_promo_credit: { amount: '2.50', currency: 'AUD' },
        card: null,
      },
      cause: null,
      syndicate: null,
      total_prize: { amount: '15.25', currency: 'AUD' },
    });
  });

  it('never invents a division for a drawn ticket nobody has scored', async () => {
    const order = bodyOf<OrderWire>(
      await get(`/v2/orders/${tickets.newerPast}?show_details=true`),
    ).result;
    expect(order.draws[0]).toMatchObject({
      matched_numbers: [{ Numbers: [5], Powerball: [] }],
      is_scored: false,
      division: null,
      prize: null,
    });
    expect(order.details?.total_prize).toBeNull();
  });

  it('answers 404 for another customer’s ticket and for one that does not exist', async () => {
    const theirs = await get(`/v2/orders/${tickets.strangers}?show_details=true`);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().error).toMatchObject({ id: 'order_not_found' });
    const missing = await get('/v2/orders/00000000-0000-4000-8000-000000000000');
    expect(missing.statusCode).toBe(404);
  });

  it('refuses an id that is not one with 422', async () => {
    expect((await get('/v2/orders/not-an-id')).statusCode).toBe(422);
  });
});

describe('GET /v2/customer/withdrawable-funds', () => {
  it('is the cash wallet of a verified customer, without promo credit', async () => {
    await fundWallet(testApp.app, owner.customerId, 4200, clock.now());
    const response = await get('/v2/customer/withdrawable-funds');
    expect(response.statusCode).toBe(200);
    expect(response.json().result).toEqual({ amount: '42.00', currency: 'AUD' });
  });

  it('is A$0.00 for a customer who is not verified', async () => {
    const unverified = await newCustomer(testApp.app, clock, { verified: false });
    await fundWallet(testApp.app, unverified.customerId, 1000, clock.now());
    const response = await get('/v2/customer/withdrawable-funds', unverified);
    expect(response.json().result).toEqual({ amount: '0.00', currency: 'AUD' });
  });
});
