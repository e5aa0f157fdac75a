import { createTestClient, type RecordedCall } from '../client/recording-fetch.test-support';

/** Test support only: what the contract's endpoint tests answer with and look for. */

export const money = (amount: string) => ({ amount, currency: 'AUD' });

/** A card deposit waiting on its 3-D Secure challenge, as the API answers it. */
export const depositWire = {
  deposit_id: 'deposit-1',
  status: 'challenge_required',
  amount: money('20.00'),
  fund_id: 'fund-1',
  failure_message: null,
  challenge: { url: 'http://shop.test/test-gateway/3ds/c-1', window_size: 'Medium' },
  approval: null,
  checkout_id: null,
  checkout_failure_message: null,
  created_at: '2026-11-21T00:00:00.000Z',
};

/** A PayPal deposit waiting on the customer's approval. */
export const payPalDepositWire = {
  ...depositWire,
  status: 'approval_required',
  fund_id: 'paypal',
  challenge: null,
  approval: { url: 'http://shop.test/test-gateway/paypal/order-1' },
};

/** A client whose every call is answered with `answer(call)` as the body. */
export function serve(answer: (call: RecordedCall) => unknown) {
  return createTestClient((call) => ({ body: answer(call) }));
}

/** The recorded call whose path and query start with `prefix`. */
export const apiCall = (calls: RecordedCall[], prefix: string) =>
  calls.find((call) => call.target.startsWith(prefix));
