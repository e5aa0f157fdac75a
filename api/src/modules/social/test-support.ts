import { randomBytes } from 'node:crypto';
import { type FastifyInstance } from 'fastify';
import { type GroupWire, type SessionWire } from 'shared-kernel/wire/social';
import { clientHeaders, type TestClock, type TestSession } from '../auth/test-support';
import { resultOf } from '../payments/test-support';
import { fundWallet, moneyCall, newCustomer, newKey, webPurchase } from '../purchase/test-support';

/**
 * Test support of Lotto Party: calls of the social service (version 3.0), as a visitor or a
 * customer, and groups and sessions made through them on a database seeded with the demo shop
 * (its Powerball draws, and the capabilities that turn Lotto Party on).
 */

type Method = 'GET' | 'POST' | 'PUT';

export function socialClient(app: FastifyInstance, clock: TestClock) {
  const call = async (
    method: Method,
    path: string,
    options: {
      session?: TestSession | null;
      payload?: Record<string, unknown>;
      version?: string;
    } = {},
  ) =>
    app.inject({
      method,
      url: `/social/v3${path}`,
      headers: await clientHeaders({
        session: options.session ?? null,
        at: clock.now(),
        version: options.version ?? '3.0',
      }),
      ...(options.payload === undefined ? {} : { payload: options.payload }),
    });

  /** The result of a call that must succeed with `status`; fails the test otherwise. */
  const expectResult = async <Result>(
    status: number,
    method: Method,
    path: string,
    options: { session?: TestSession | null; payload?: Record<string, unknown> } = {},
  ): Promise<Result> => {
    const response = await call(method, path, options);
    if (response.statusCode !== status) {
      throw new Error(`${method} ${path} answered ${response.statusCode}: ${response.body}`);
    }
    return resultOf<Result>(response);
  };

  return {
    call,
    expectResult,
    createGroup: (
      owner: TestSession,
      options: { name?: string; publicity?: 'private' | 'promoted' | 'public' } = {},
    ) =>
      expectResult<GroupWire>(201, 'POST', '/group', {
        session: owner,
        payload: {
          group_name: options.name ?? uniqueGroupName(),
          publicity_status: options.publicity ?? 'private',
        },
      }),
    createSession: (
      owner: TestSession,
      groupId: string,
      drawId: string,
      options: { sharePrice?: string; totalShares?: number; inviteAll?: boolean } = {},
    ) =>
      expectResult<SessionWire>(201, 'POST', '/session', {
        session: owner,
        payload: {
          group_id: groupId,
          draw_id: drawId,
          share_price: options.sharePrice ?? '5.00',
          total_shares: options.totalShares ?? 10,
          autosession_status: 'off',
          invite_all_existing_members: options.inviteAll ?? false,
        },
      }),
    /** Puts shares in the cart (POST /session/{id}/shares) and buys the cart. */
    async buyShares(customer: TestSession, sessionId: string, numShares: number, token?: string) {
      await expectResult(201, 'POST', `/session/${sessionId}/shares`, {
        session: customer,
        payload: { num_shares: numShares, ...(token ? { invite_token: token } : {}) },
      });
      return purchaseCart(app, clock, customer);
    },
  };
}

/** POST /v2/cart/purchase of the customer's cart, paid from the wallet. */
export function purchaseCart(app: FastifyInstance, clock: TestClock, customer: TestSession) {
  return moneyCall(app, clock, 'POST', '/v2/cart/purchase', {
    session: customer,
    payload: webPurchase,
    key: newKey(),
  });
}

/** The error of a refused call's envelope: its id and the message the customer reads. */
export const errorOf = (response: { json(): unknown }) =>
  (response.json() as { error: { id: string; message: string } }).error;

/** A group name no other test uses ("Group 1a2b3c4d"). */
export function uniqueGroupName(prefix = 'Group'): string {
  return `${prefix} ${randomBytes(4).toString('hex')}`;
}

/** The invite token of an invite link. */
export function tokenOf(inviteUrl: string | null): string {
  const token = inviteUrl === null ? null : new URL(inviteUrl).searchParams.get('token');
  if (!token) throw new Error(`no token in ${inviteUrl}`);
  return token;
}

/** The open Powerball draws still on sale an hour after the clock's now, soonest first. */
export async function powerballDraws(app: FastifyInstance, clock: TestClock): Promise<string[]> {
  const rows = await app.database
    .selectFrom('draws')
    .select('id')
    .where('product_offer_key', '=', 'powerball')
    .where('status', '=', 'DRAW_OPEN')
    .where('stop', '>', new Date(clock.now().getTime() + 60 * 60 * 1000))
    .orderBy('stop')
    .execute();
  if (rows.length < 2) throw new Error('the demo shop has too few open Powerball draws');
  return rows.map((row) => row.id);
}

/** A Powerball draw of the test's own, with a draw number the demo shop's draws do not use. */
export async function addPowerballDraw(
  app: FastifyInstance,
  draw: { drawNo: number; stop: Date; status: 'DRAW_OPEN' | 'DRAW_CLOSED' },
): Promise<string> {
  const { id } = await app.database
    .insertInto('draws')
    .values({
      product_offer_key: 'powerball',
      draw_no: draw.drawNo,
      stop: draw.stop,
      status: draw.status,
      prize_pool_cents: null,
      prize_pool_suffix: null,
      purchase_status: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** A new customer with A$100.00 in the wallet. */
export async function fundedCustomer(app: FastifyInstance, clock: TestClock): Promise<TestSession> {
  const customer = await newCustomer(app, clock);
  await fundWallet(app, customer.customerId, 10_000, clock.now());
  return customer;
}
