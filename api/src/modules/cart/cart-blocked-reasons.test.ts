import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { TestClock } from '../auth/test-support';
import { cartClient, raffleTicket } from './cart-test-support';

// The limits module decides the reasons; the cart asks it with the total it would charge.
// (It reads the customer's standing with the cart's own query, then gives the reasons from it.)
jest.mock('../limits/blocked-reasons', () => ({
  ...jest.requireActual<object>('../limits/blocked-reasons'),
  blockedReasonsFor: (_standing: unknown, cartTotalCents: number) =>
    cartTotalCents > 3000
      ? { spend_limit: `Your cart total is over your spend limit (${cartTotalCents} cents).` }
      : {},
}));

const clock = new TestClock();
let testApp: TestApp;
let client: ReturnType<typeof cartClient>;

beforeAll(async () => {
  testApp = await buildTestApp({ now: clock.now });
  client = cartClient(testApp.app, clock);
});

afterAll(() => testApp.close());

it("fills a customer cart's blocked reasons for its total net of vouchers", async () => {
  const session = await client.newCustomer();
  const blocked = await client.cart('POST', '/v2/cart/build', { session, payload: raffleTicket });
  const discounted = await client.cart('POST', '/v2/cart/promotion', {
    session,
    payload: { promotion_code: 'FLASH15' },
  });

  expect(blocked.blocked_reasons).toEqual({
    spend_limit: 'Your cart total is over your spend limit (4000 cents).',
  });
  expect(discounted.blocked_reasons).toEqual({});
});

it('never blocks an anonymous cart', async () => {
  const token = await client.newAnonymousCart();
  const cart = await client.cart('POST', `/v2/anon-cart/${token}/build`, { payload: raffleTicket });

  expect(cart.blocked_reasons).toEqual({});
});
