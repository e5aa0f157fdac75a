import { type FastifyInstance } from 'fastify';
import { type TestClock, type TestSession } from '../auth/test-support';
import {
  fillCart,
  fundWallet,
  moneyCall,
  newCustomer,
  newKey,
  webPurchase,
} from '../purchase/test-support';

export type Customer = Awaited<ReturnType<typeof newCustomer>>;

/**
 * A new customer with a recurring purchase of one A$6.00 Saturday Lotto ticket (bought at
 * checkout), `walletCents` left in the wallet afterwards; answers its id.
 */
export async function recurringPurchaseOf(
  app: FastifyInstance,
  clock: TestClock,
  options: { walletCents?: number; type?: 'autoplay' | 'subscription' } = {},
): Promise<{ customer: Customer; recurringId: string }> {
  const customer = await newCustomer(app, clock);
  await fundWallet(app, customer.customerId, 600 + (options.walletCents ?? 0), clock.now());
  await fillCart(app, customer.customerId, [{ priceCents: 600, recurring: true }], clock.now());
  if (options.type === 'subscription') {
    await app.database
      .updateTable('cart_items')
      .set({ recurring_purchase_type: 'subscription' })
      .where('cart_id', 'in', (select) =>
        select.selectFrom('carts').select('id').where('customer_id', '=', customer.customerId),
      )
      .execute();
  }
  const bought = await moneyCall(app, clock, 'POST', '/v2/cart/purchase', {
    session: customer,
    key: newKey(),
    payload: webPurchase,
  });
  if (bought.statusCode !== 200) throw new Error(`purchase failed: ${bought.body}`);
  const recurring = await app.database
    .selectFrom('recurring_purchases')
    .select('id')
    .where('customer_id', '=', customer.customerId)
    .executeTakeFirstOrThrow();
  return { customer, recurringId: recurring.id };
}

/** A new open draw of the offer after its last one, closing an hour from the clock's now. */
export async function newDraw(
  app: FastifyInstance,
  clock: TestClock,
  offerKey: string,
  prizePoolCents: number | null = null,
) {
  const { latest } = await app.database
    .selectFrom('draws')
    .select((select) => select.fn.max<number>('draw_no').as('latest'))
    .where('product_offer_key', '=', offerKey)
    .executeTakeFirstOrThrow();
  return app.database
    .insertInto('draws')
    .values({
      product_offer_key: offerKey,
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
}

/** A customer's call in API version 3.3 (the autoplay version); `form` sends a form body. */
export function customerCall(
  app: FastifyInstance,
  clock: TestClock,
  session: TestSession,
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  options: { payload?: Record<string, unknown>; form?: boolean; version?: string } = {},
) {
  return moneyCall(app, clock, method, url, { session, ...options });
}

/** The recorded attempts of a recurring purchase, newest first. */
export function attemptsOf(app: FastifyInstance, recurringId: string) {
  return app.database
    .selectFrom('recurring_attempts')
    .select(['draw_no', 'outcome', 'reason'])
    .where('recurring_purchase_id', '=', recurringId)
    .orderBy('draw_no', 'desc')
    .execute();
}

/**
 * What the buying tests read and do through the app `appOf()` answers (built in `beforeAll`):
 * the engine's buy of a draw, a new Saturday Lotto draw, and the tickets, payment resolutions
 * and emails that buying left.
 */
export function buyingFixture(appOf: () => FastifyInstance, clock: TestClock) {
  return {
    buy: async (draw: Awaited<ReturnType<typeof newDraw>>) =>
      appOf().drawEngine.buyRecurring(draw, clock.now()),
    saturdayDraw: (prizePoolCents: number | null = null) =>
      newDraw(appOf(), clock, 'saturday_lotto', prizePoolCents),
    ticketsIn: (customerId: string, drawId: string) =>
      appOf()
        .database.selectFrom('tickets')
        .select(['games', 'price_cents'])
        .where('customer_id', '=', customerId)
        .where('draw_id', '=', drawId)
        .execute(),
    resolutionsOf: (customerId: string) =>
      appOf()
        .database.selectFrom('payment_resolutions')
        .select(['draw_no', 'reason'])
        .where('customer_id', '=', customerId)
        .orderBy('draw_no')
        .execute(),
    emailsTo: (recipient: string) =>
      appOf()
        .database.selectFrom('email_outbox')
        .select('subject')
        .where('recipient', '=', recipient)
        .execute(),
  };
}
