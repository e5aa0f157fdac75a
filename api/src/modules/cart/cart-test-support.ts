import { type FastifyInstance } from 'fastify';
import { type CartWire } from 'shared-kernel/wire/cart';
import { type LoginResultWire } from 'shared-kernel/wire/auth';
import {
  bodyOf,
  sessionOf,
  signupBody,
  type TestClock,
  testClient,
  type TestSession,
} from '../auth/test-support';

/** Two Saturday Lotto games for the next draw: $1.50. */
export const saturdayTicket = {
  lottery: 'saturday_lotto',
  game_type: 'standard',
  game_offer: 'standard',
  games: [{ Numbers: [1, 2, 3, 4, 5, 6] }, { Numbers: [7, 8, 9, 10, 11, 12] }],
  num_draws: 1,
};

/** A 5 ticket book of the current raffle draw: $40.00, paid now. */
export const raffleTicket = {
  lottery: 'hearts_raffle',
  game_type: 'standard',
  game_offer: 'tickets',
  num_raffle_tickets: 5,
  cause_key: 'reef_restoration_project',
};

/** Cart calls (v3.3) of one app, anonymous or as a signed-in customer. */
export function cartClient(app: FastifyInstance, clock: TestClock) {
  const client = testClient(app, clock);
  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    options: { session?: TestSession | null; payload?: Record<string, unknown> } = {},
  ) => client.call(method, url, { ...options, version: '3.3' });
  return {
    call,
    /** The cart of a successful call; fails the test otherwise. */
    async cart(
      method: 'GET' | 'POST' | 'PUT' | 'DELETE',
      url: string,
      options: { session?: TestSession | null; payload?: Record<string, unknown> } = {},
    ): Promise<CartWire> {
      const response = await call(method, url, options);
      if (response.statusCode !== 200) {
        throw new Error(`${method} ${url} answered ${response.statusCode}: ${response.body}`);
      }
      return bodyOf<CartWire>(response).result;
    },
    async newAnonymousCart(): Promise<string> {
      const response = await call('POST', '/v2/anon-cart');
      return bodyOf<{ token: string }>(response).result.token;
    },
    /** A new customer, signed in. */
    async newCustomer(): Promise<TestSession> {
      const response = await client.call('POST', '/v2/signup', { payload: signupBody() });
      if (response.statusCode !== 200) throw new Error(`signup failed: ${response.body}`);
      return sessionOf(bodyOf<LoginResultWire>(response).result);
    },
  };
}
