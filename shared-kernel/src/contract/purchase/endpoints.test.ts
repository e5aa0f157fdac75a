import { apiCall, depositWire, money, payPalDepositWire, serve } from '../endpoints.test-support';
import { createIdempotencyKey, depositPurchase, fetchCheckout, purchaseCart } from './endpoints';

const checkoutWire = {
  checkout_id: 'checkout-1',
  status: 'success',
  purchase_status: 'standard',
  subtotal: money('12.00'),
  discount: money('5.00'),
  total: money('7.00'),
  paid_from_promo_credit: money('0.00'),
  paid_from_cash: money('7.00'),
  promo_credit_added: money('0.00'),
  channel_key: 'web',
  partner_key: null,
  created_at: '2026-11-21T00:00:00.000Z',
  tickets: [{ id: 'ticket-1', description: '2 x Powerball games', price: money('12.00') }],
  tracking_data: { goals: [], products: [] },
};

describe('purchase endpoint helpers', () => {
  it('purchaseCart carries the idempotency key and answers the receipt', async () => {
    const { client, calls } = serve(() => ({ result: checkoutWire }));
    const key = createIdempotencyKey();
    const checkout = await purchaseCart({ channelKey: 'web' }, key, { client });
    expect(checkout.total).toEqual({ amount: 7, currency: 'AUD' });
    expect(checkout.tickets[0]?.price).toEqual({ amount: 12, currency: 'AUD' });
    const call = apiCall(calls, '/v2/cart/purchase');
    expect(call?.headers['idempotency-key']).toBe(key);
    expect(JSON.parse(String(call?.data))).toEqual({ channel_key: 'web' });
  });

  it('a new idempotency key is made for every attempt', () => {
    expect(createIdempotencyKey()).not.toBe(createIdempotencyKey());
  });

  it('fetchCheckout asks v3.4', async () => {
    const { client, calls } = serve(() => ({ result: checkoutWire }));
    await fetchCheckout('checkout-1', { client });
    expect(apiCall(calls, '/v2/checkout/checkout-1')?.headers['x-api-version']).toBe('3.4');
  });

  it('depositPurchase posts deposit and purchase with the key and answers the challenge', async () => {
    const { client, calls } = serve(() => ({ result: depositWire }));
    const deposit = await depositPurchase(
      {
        type: 'checkout',
        deposit: { amount: 20, customerFundId: 'fund-1', csc: '123' },
        purchase: { channelKey: 'web' },
      },
      'key-12345678',
      { client },
    );
    expect(deposit.status).toBe('challenge_required');
    expect(deposit.amount).toEqual({ amount: 20, currency: 'AUD' });
    const call = apiCall(calls, '/v2/deposits/deposit_purchase');
    expect(call?.headers['idempotency-key']).toBe('key-12345678');
    expect(call?.headers['x-api-version']).toBe('3.3');
    expect(JSON.parse(String(call?.data))).toEqual({
      type: 'checkout',
      deposit: { amount: 20, customer_fund_id: 'fund-1', csc: '123' },
      purchase: { channel_key: 'web' },
    });
  });

  it('depositPurchase with PayPal sends the method code and answers the approval page', async () => {
    const { client, calls } = serve(() => ({ result: payPalDepositWire }));
    const deposit = await depositPurchase(
      {
        type: 'checkout',
        deposit: { amount: 20, checkout: true, depositMethodCode: 'pl' },
        purchase: { channelKey: 'web' },
      },
      'key-paypal-1',
      { client },
    );
    expect(deposit.status).toBe('approval_required');
    expect(deposit.approval).toEqual({ url: 'http://shop.test/test-gateway/paypal/order-1' });
    const call = apiCall(calls, '/v2/deposits/deposit_purchase');
    expect(call?.headers['idempotency-key']).toBe('key-paypal-1');
    expect(JSON.parse(String(call?.data))).toEqual({
      type: 'checkout',
      deposit: { amount: 20, checkout: true, deposit_method_code: 'pl' },
      purchase: { channel_key: 'web' },
    });
  });
});
