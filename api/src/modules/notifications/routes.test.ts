import { type NotificationCardWire } from 'shared-kernel/wire/notifications';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { clientHeaders, TestClock, type TestSession } from '../auth/test-support';
import {
  fillCart,
  fundWallet,
  moneyCall,
  newCustomer,
  newKey,
  webPurchase,
} from '../purchase/test-support';
import { depositCard, writeCards } from './cards';

const clock = new TestClock();
let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp({ now: clock.now });
});

afterAll(() => testApp.close());

/** A new customer in a segment that has the notifications feed (the demo's vip segment). */
async function vipCustomer(): Promise<TestSession> {
  const session = await newCustomer(testApp.app, clock);
  await testApp.app.database
    .updateTable('customers')
    .set({ segment_name: 'vip' })
    .where('id', '=', session.customerId)
    .execute();
  return session;
}

async function call(method: 'GET' | 'POST', url: string, session: TestSession) {
  return testApp.app.inject({
    method,
    url,
    headers: await clientHeaders({ session, at: clock.now() }),
  });
}

async function unviewedCount(session: TestSession): Promise<number> {
  const response = await call('GET', '/v2/notifications/unviewed-count', session);
  expect(response.statusCode).toBe(200);
  return response.json<{ result: { count: number } }>().result.count;
}

async function feed(session: TestSession, query = '') {
  const response = await call('GET', `/v2/notifications${query}`, session);
  expect(response.statusCode).toBe(200);
  return response.json<{
    entities: NotificationCardWire[];
    page_info: { limit: number; offset: number; total: number };
  }>();
}

it('puts a draw result card in the feed of a customer with a ticket in the draw', async () => {
  const customer = await vipCustomer();
  await fundWallet(testApp.app, customer.customerId, 5000, clock.now());
  await fillCart(testApp.app, customer.customerId, [{ priceCents: 800 }], clock.now());
  const bought = await moneyCall(testApp.app, clock, 'POST', '/v2/cart/purchase', {
    session: customer,
    key: newKey(),
    payload: webPurchase,
  });
  expect(bought.statusCode).toBe(200);
  const ticket = await testApp.app.database
    .selectFrom('tickets')
    .innerJoin('draws', 'draws.id', 'tickets.draw_id')
    .select(['draws.draw_no', 'draws.id'])
    .where('tickets.customer_id', '=', customer.customerId)
    .executeTakeFirstOrThrow();
  expect(await unviewedCount(customer)).toBe(0);

  await testApp.app.drawEngine.drawNow('saturday_lotto', ticket.draw_no, {
    type: 'operator',
    name: 'draws@shop.example',
  });

  expect(await unviewedCount(customer)).toBe(1);
  const { entities, page_info } = await feed(customer);
  expect(page_info).toEqual({ limit: 10, offset: 0, total: 1 });
  const [card] = entities;
  expect(card?.title).toMatch(
    new RegExp(
      `^(Saturday Lotto draw ${ticket.draw_no} results|You won A\\$[0-9,.]+ in Saturday Lotto draw ${ticket.draw_no})$`,
    ),
  );
  expect(card).toMatchObject({
    viewed: false,
    is_auto_dismissed: true,
    actions: [
      {
        id: 'results',
        text: 'See results',
        link: `/saturday-lotto/results/draw/${ticket.draw_no}`,
        deep_link: null,
      },
      { id: 'tickets', text: 'My tickets', link: '/my-account/past-tickets/1', deep_link: null },
    ],
  });
});

it('lists cards newest first, page by page, and marks one or all viewed', async () => {
  const customer = await vipCustomer();
  await testApp.app.database.transaction().execute(async (transaction) => {
    await writeCards(transaction, [depositCard(customer.customerId, 'first', 2000)], clock.now());
    clock.advance(1000);
    await writeCards(transaction, [depositCard(customer.customerId, 'second', 3000)], clock.now());
    // Written again by a step that runs twice: still one card.
    await writeCards(transaction, [depositCard(customer.customerId, 'second', 3000)], clock.now());
  });

  const first = await feed(customer, '?limit=1');
  expect(first.page_info.total).toBe(2);
  expect(first.entities.map((card) => card.message)).toEqual([
    'A$30.00 has been added to your wallet.',
  ]);
  const second = await feed(customer, '?limit=1&offset=1');
  expect(second.entities.map((card) => card.message)).toEqual([
    'A$20.00 has been added to your wallet.',
  ]);
  expect(await unviewedCount(customer)).toBe(2);

  const newest = first.entities[0]!;
  const one = await call('POST', `/v2/notifications/${newest.id}/viewed`, customer);
  expect(one.json()).toMatchObject({ result: { count: 1 } });
  const all = await call('POST', '/v2/notifications/viewed', customer);
  expect(all.json()).toMatchObject({ result: { count: 0 } });
  expect((await feed(customer)).entities.map((card) => card.viewed)).toEqual([true, true]);
});

it("answers 404 for a card that is not the customer's", async () => {
  const owner = await vipCustomer();
  const other = await vipCustomer();
  await testApp.app.database
    .transaction()
    .execute((transaction) =>
      writeCards(transaction, [depositCard(owner.customerId, 'mine', 1000)], clock.now()),
    );
  const [card] = (await feed(owner)).entities;

  const response = await call('POST', `/v2/notifications/${card!.id}/viewed`, other);
  expect(response.statusCode).toBe(404);
  expect(response.json().error).toEqual({
    id: 'notification_not_found',
    message: 'We could not find that notification.',
  });
  expect(await unviewedCount(owner)).toBe(1);
});

it('refuses the feed to a segment without notifications_feed, and to visitors', async () => {
  const customer = await newCustomer(testApp.app, clock);
  const refused = await call('GET', '/v2/notifications/unviewed-count', customer);
  expect(refused.statusCode).toBe(422);
  expect(refused.json().error).toEqual({
    id: 'capability_unavailable',
    message: 'Notifications are not available for your account.',
  });

  const anonymous = await testApp.app.inject({
    method: 'GET',
    url: '/v2/notifications',
    headers: await clientHeaders({ at: clock.now() }),
  });
  expect(anonymous.statusCode).toBe(401);
});
