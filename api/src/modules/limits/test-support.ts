import { type FastifyInstance } from 'fastify';
import { type TestClock, type TestSession } from '../auth/test-support';
import { moneyCall } from '../purchase/test-support';

/** Test support: the limits calls as the client makes them, and the answers' shapes. */

export interface LimitOnWire {
  id: string;
  period: string;
  amount: { amount: string };
  spent: { amount: string };
  remaining: { amount: string };
  pending_amount: { amount: string } | null;
  pending_from: string | null;
  period_ends_at: string | null;
}

export const customerLimits = (response: { json(): unknown }) =>
  (response.json() as { result: { customer_limits: LimitOnWire[] } }).result.customer_limits;

export function limitsClient(app: FastifyInstance, clock: TestClock) {
  return {
    set: (
      session: TestSession,
      period: string,
      amount: number | string | undefined,
      method: 'POST' | 'PUT' = 'POST',
    ) =>
      moneyCall(app, clock, method, `/v2/spend-limits/${period}`, {
        session,
        payload: amount === undefined ? { other: 'x' } : { amount },
        form: true,
      }),
    list: (session: TestSession) => moneyCall(app, clock, 'GET', '/v2/spend-limits', { session }),
    remove: (session: TestSession, id: string) =>
      moneyCall(app, clock, 'DELETE', `/v2/spend-limits/${id}`, { session }),
    cancelPending: (session: TestSession, id: string) =>
      moneyCall(app, clock, 'DELETE', `/v2/spend-limits/${id}/pending`, { session }),
    precommitment: (
      session: TestSession,
      method: 'GET' | 'POST' | 'DELETE',
      path = '',
      limit?: number | string,
    ) =>
      moneyCall(app, clock, method, `/v2/precommitment${path}`, {
        session,
        ...(limit === undefined ? {} : { payload: { limit }, form: true }),
      }),
  };
}

/**
 * 100 changes of one customer's weekly spend limit at once, creating it and then lowering and
 * raising it. Whatever order they run in, every one is answered 200 and one row is left: its
 * amount the lowest asked for (a lower limit applies at once, a raise waits), and a waiting raise,
 * if any, one of the amounts asked for above it.
 */
export async function hundredChangesAtOnce(
  app: FastifyInstance,
  clock: TestClock,
  session: TestSession,
): Promise<void> {
  const limits = limitsClient(app, clock);
  const amounts = Array.from({ length: 100 }, (_, index) => 10 + ((index * 37) % 100));
  const responses = await Promise.all(
    amounts.map((amount, index) =>
      limits.set(session, 'spend_weekly', amount, index % 2 === 0 ? 'POST' : 'PUT'),
    ),
  );

  expect(responses.map((response) => response.statusCode)).toEqual(amounts.map(() => 200));
  const rows = await app.database
    .selectFrom('spend_limits')
    .select(['amount_cents', 'pending_amount_cents'])
    .where('customer_id', '=', session.customerId)
    .execute();
  expect(rows).toHaveLength(1);
  const [row] = rows;
  expect(Number(row?.amount_cents)).toBe(1000);
  const pending = row?.pending_amount_cents;
  if (pending !== null && pending !== undefined) {
    expect(amounts.map((amount) => amount * 100)).toContain(Number(pending));
    expect(Number(pending)).toBeGreaterThan(1000);
  }
}
