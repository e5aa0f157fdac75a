import { randomBytes } from 'node:crypto';
import { type FastifyInstance } from 'fastify';
import { type LoginResultWire } from 'shared-kernel/wire/auth';
import { jsonb } from '../../database/json';
import {
  bodyOf,
  clientHeaders,
  signupBody,
  type TestClock,
  testClient,
  type TestSession,
  sessionOf,
} from '../auth/test-support';
import { Ledger } from '../ledger/service';

/** Signs up a new customer (verified unless told otherwise) and returns the session. */
export async function newCustomer(
  app: FastifyInstance,
  clock: TestClock,
  options: { verified?: boolean } = {},
): Promise<TestSession & { email: string; password: string }> {
  const body = signupBody();
  const response = await testClient(app, clock).call('POST', '/v2/signup', {
    payload: body,
    version: '3.5',
  });
  if (response.statusCode !== 200) throw new Error(`signup failed: ${response.body}`);
  const session = sessionOf(bodyOf<LoginResultWire>(response).result);
  await app.database
    .updateTable('customers')
    .set({ is_verified: options.verified ?? true })
    .where('id', '=', session.customerId)
    .execute();
  return { ...session, email: String(body.email), password: String(body.password) };
}

/** Puts money in the customer's cash wallet as a posted deposit from the gateway. */
export async function fundWallet(
  app: Pick<FastifyInstance, 'database'>,
  customerId: string,
  cents: number,
  at: Date,
): Promise<void> {
  await app.database.transaction().execute(async (transaction) => {
    const ledger = new Ledger(transaction);
    const accounts = await ledger.lockCustomerAccounts(customerId);
    await ledger.post(
      {
        customerId,
        kind: 'deposit',
        description: 'Test deposit',
        reference: null,
        legs: [
          { operatorAccount: 'gateway_clearing', amountCents: -cents },
          { accountId: accounts.cash.id, amountCents: cents },
        ],
        at,
      },
      accounts,
    );
  });
}

/**
 * The Saturday Lotto draw a test's cart holds: the first open draw still on sale an hour after
 * `at` (the test's clock), or a new one a week after `at` when the seeded draws have closed by the
 * test's clock. Tests never depend on today's date.
 */
async function openDrawAt(app: FastifyInstance, at: Date): Promise<string> {
  const onSaleUntil = new Date(at.getTime() + 60 * 60 * 1000);
  const open = await app.database
    .selectFrom('draws')
    .select('id')
    .where('product_offer_key', '=', 'saturday_lotto')
    .where('status', '=', 'DRAW_OPEN')
    .where('stop', '>', onSaleUntil)
    .orderBy('stop')
    .executeTakeFirst();
  if (open) return open.id;
  const { latest } = await app.database
    .selectFrom('draws')
    .select((expression) => expression.fn.max<number>('draw_no').as('latest'))
    .where('product_offer_key', '=', 'saturday_lotto')
    .executeTakeFirstOrThrow();
  const created = await app.database
    .insertInto('draws')
    .values({
      product_offer_key: 'saturday_lotto',
      draw_no: Number(latest ?? 0) + 1,
      stop: new Date(at.getTime() + 7 * 24 * 60 * 60 * 1000),
      status: 'DRAW_OPEN',
      prize_pool_cents: null,
      prize_pool_suffix: null,
      purchase_status: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return created.id;
}

/** Saturday Lotto tickets of `priceCents` each in the customer's cart, for a draw open at `at`. */
export async function fillCart(
  app: FastifyInstance,
  customerId: string,
  tickets: Array<{ priceCents: number; recurring?: boolean }>,
  at: Date,
): Promise<void> {
  const drawId = await openDrawAt(app, at);
  await app.database
    .insertInto('carts')
    .values({
      reference: `C${randomBytes(5).toString('hex').toUpperCase()}`,
      anonymous_token: null,
      customer_id: customerId,
    })
    .onConflict((conflict) => conflict.column('customer_id').doNothing())
    .execute();
  const cart = await app.database
    .selectFrom('carts')
    .select('id')
    .where('customer_id', '=', customerId)
    .executeTakeFirstOrThrow();
  for (const ticket of tickets) {
    await app.database
      .insertInto('cart_items')
      .values({
        cart_id: cart.id,
        product_type: 'lottery_ticket',
        product_offer_key: 'saturday_lotto',
        game_type: 'standard',
        game_offer: 'standard',
        draw_id: drawId,
        description: 'Saturday Lotto, 1 game',
        quantity: 1,
        unit_price_cents: ticket.priceCents,
        num_draws: 1,
        num_weeks: 1,
        num_games: 1,
        games: jsonb([{ Numbers: [1, 2, 3, 4, 5, 6] }]),
        quickpick: false,
        cause_key: null,
        day: null,
        num_raffle_tickets: null,
        num_shares: null,
        has_favourite_numbers: false,
        recurring_purchase_type: ticket.recurring ? 'autoplay' : null,
        recurring_purchase_availability: 'optional',
        recurring_purchase_enabled: ticket.recurring ?? false,
        scheduled_purchase_type: null,
        affiliate_code: null,
      })
      .execute();
  }
}

/** A signed call with an Idempotency-Key. */
export async function moneyCall(
  app: FastifyInstance,
  clock: TestClock,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  options: {
    session: TestSession;
    payload?: Record<string, unknown>;
    key?: string;
    version?: string;
    form?: boolean;
  },
) {
  const headers = await clientHeaders({
    session: options.session,
    at: clock.now(),
    version: options.version ?? '3.3',
  });
  if (options.key) headers['idempotency-key'] = options.key;
  if (options.form && options.payload) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    return app.inject({
      method,
      url,
      headers,
      payload: new URLSearchParams(
        Object.entries(options.payload).map(([key, value]) => [key, String(value)]),
      ).toString(),
    });
  }
  return app.inject({
    method,
    url,
    headers,
    ...(options.payload === undefined ? {} : { payload: options.payload }),
  });
}

export const webPurchase = { channel_key: 'web' } as const;

export function newKey(): string {
  return `key-${randomBytes(8).toString('hex')}`;
}
