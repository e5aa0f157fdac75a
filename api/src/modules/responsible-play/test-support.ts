import { type FastifyInstance } from 'fastify';
import { type TestClock, type TestSession } from '../auth/test-support';
import { moneyCall } from '../purchase/test-support';

/** Test support: starts a break as the customer (two-factor off, so no elevation is asked). */
export function startBreak(
  app: FastifyInstance,
  clock: TestClock,
  session: TestSession,
  body: Record<string, unknown>,
  options: { form?: boolean } = {},
) {
  return moneyCall(app, clock, 'POST', '/v2/play-break', {
    session,
    payload: body,
    ...(options.form ? { form: true } : {}),
  });
}

/** The answer's `current` break, as the wire has it. */
export function currentOf(response: { json(): unknown }) {
  return (
    response.json() as {
      result: {
        current: {
          id: string;
          kind: string;
          duration: string;
          started_at: string;
          ends_at: string;
        } | null;
      };
    }
  ).result.current;
}
