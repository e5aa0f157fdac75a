import { createTestClient, type RecordedCall } from '../client/recording-adapter.test-support';
import { addPromotion, fetchCustomerCart, removeCartItem, updateCartItem } from './cart/endpoints';
import { fetchPartner, purchasePartnerCart } from './partners/endpoints';
import {
  addCard,
  cancelDepositApproval,
  depositFunds,
  depositWithPayPal,
  fetchCardGateways,
  fetchDeposit,
  fetchPaymentMethods,
  fetchPaymentResolutions,
  invalidDepositResponseMessage,
  paymentMethodFilters,
  tokeniseCard,
} from './payments/endpoints';
import {
  createIdempotencyKey,
  depositPurchase,
  fetchCheckout,
  purchaseCart,
} from './purchase/endpoints';

const money = (amount: string) => ({ amount, currency: 'AUD' });

const cartWire = {
  cart_reference: 'C-1',
  cart_items: [],
  voucher_items: [
    {
      id: 'voucher-1',
      product_type: 'voucher_fixed_discount',
      promotion_code: 'WELCOME5',
      description: 'A$5 off',
      discount: money('5.00'),
      credit: money('0.00'),
      expires_at: null,
    },
  ],
  discount_total: money('5.00'),
  auto_removed_items: [],
  cart_total: money('7.00'),
  pre_order_total: money('0.00'),
  requires_unattended_payment_method: false,
  blocked_reasons: {},
  show_regulation: false,
};

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

const depositWire = {
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

function serve(answer: (call: RecordedCall) => unknown) {
  return createTestClient((call) => ({ body: answer(call) }));
}

const apiCall = (calls: RecordedCall[], prefix: string) =>
  calls.find((call) => call.target.startsWith(prefix));

describe('checkout endpoint helpers', () => {
  it('fetchCustomerCart reads the customer cart with money and vouchers as numbers', async () => {
    const { client, calls } = serve(() => ({ result: cartWire }));
    const cart = await fetchCustomerCart({ client });
    expect(cart.cartTotal).toEqual({ amount: 7, currency: 'AUD' });
    expect(cart.voucherItems[0]?.discount).toEqual({ amount: 5, currency: 'AUD' });
    const call = apiCall(calls, '/v2/cart/items');
    expect(call?.method).toBe('GET');
    expect(call?.headers['x-api-version']).toBe('3.3');
  });

  it('updateCartItem puts the edited ticket snake_cased on the anonymous item path', async () => {
    const { client, calls } = serve(() => ({ result: cartWire }));
    await updateCartItem(
      { kind: 'anonymous', token: 'token-1234567890ab' },
      'item-1',
      { lottery: 'powerball', gameType: 'standard', gameOffer: 'standard', numDraws: 3 },
      { client },
    );
    const call = apiCall(calls, '/v2/anon-cart/');
    expect(call?.method).toBe('PUT');
    expect(call?.target).toBe('/v2/anon-cart/token-1234567890ab/items/item-1');
    expect(JSON.parse(String(call?.data))).toMatchObject({ game_type: 'standard', num_draws: 3 });
  });

  it('removeCartItem deletes the customer item', async () => {
    const { client, calls } = serve(() => ({ result: cartWire }));
    await removeCartItem({ kind: 'customer' }, 'voucher-1', { client });
    const call = apiCall(calls, '/v2/cart/items/');
    expect(call?.method).toBe('DELETE');
    expect(call?.target).toBe('/v2/cart/items/voucher-1');
  });

  it('addPromotion sends promotion_code and rejects with the server sentence when refused', async () => {
    const { client, calls } = createTestClient(() => ({
      status: 422,
      body: {
        messages: [
          { code: 'promotion_not_added', level: 'error', message: 'This code has expired.' },
        ],
      },
    }));
    await expect(addPromotion({ kind: 'customer' }, 'EXPIRED5', { client })).rejects.toMatchObject({
      code: 'promotion_not_added',
      message: 'This code has expired.',
    });
    const call = apiCall(calls, '/v2/cart/promotion');
    expect(JSON.parse(String(call?.data))).toEqual({ promotion_code: 'EXPIRED5' });
  });

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

  it('fetchPaymentMethods sends its criteria as filter[] with v3.2', async () => {
    const { client, calls } = serve(() => ({ entities: [{ code: 'cc', funds: [] }] }));
    const methods = await fetchPaymentMethods([paymentMethodFilters.cart], { client });
    expect(methods).toEqual([{ code: 'cc', funds: [] }]);
    const call = apiCall(calls, '/v2/payment_methods');
    expect(decodeURIComponent(call?.target ?? '')).toBe(
      '/v2/payment_methods?filter[]=funds.cart eq true',
    );
    expect(call?.headers['x-api-version']).toBe('3.2');
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

  const payPalDepositWire = {
    ...depositWire,
    status: 'approval_required',
    fund_id: 'paypal',
    challenge: null,
    approval: { url: 'http://shop.test/test-gateway/paypal/order-1' },
  };

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

  it('depositWithPayPal tops up the wallet through PayPal with the idempotency key', async () => {
    const { client, calls } = serve(() => ({ result: payPalDepositWire }));
    const deposit = await depositWithPayPal({ amount: 25.5 }, 'key-paypal-2', { client });
    expect(deposit.status).toBe('approval_required');
    expect(deposit.approval?.url).toBe('http://shop.test/test-gateway/paypal/order-1');
    const call = apiCall(calls, '/v2/funds/pl/paypal/deposit');
    expect(call?.method).toBe('POST');
    expect(call?.headers['idempotency-key']).toBe('key-paypal-2');
    expect(JSON.parse(String(call?.data))).toEqual({ amount: 25.5 });
  });

  it('fetchDeposit answers a deposit back from PayPal with its checkout', async () => {
    const { client, calls } = serve(() => ({
      result: {
        ...payPalDepositWire,
        status: 'success',
        approval: null,
        checkout_id: 'checkout-9',
      },
    }));
    const deposit = await fetchDeposit('deposit-1', { client });
    expect(deposit.status).toBe('success');
    expect(deposit.checkoutId).toBe('checkout-9');
    expect(deposit.amount).toEqual({ amount: 20, currency: 'AUD' });
    expect(apiCall(calls, '/v2/funds/deposit-1/deposit')?.method).toBe('GET');
  });

  it('cancelDepositApproval posts the cancellation and answers the failed deposit', async () => {
    const { client, calls } = serve(() => ({
      result: { ...payPalDepositWire, status: 'failed', approval: null },
    }));
    const deposit = await cancelDepositApproval('deposit-1', { client });
    expect(deposit.status).toBe('failed');
    expect(apiCall(calls, '/v2/funds/deposit-1/deposit/cancel')?.method).toBe('POST');
  });

  it('an empty deposit answer is refused with the spec message', async () => {
    const { client } = serve(() => ({ result: null }));
    await expect(fetchDeposit('deposit-1', { client })).rejects.toThrow(
      invalidDepositResponseMessage,
    );
  });

  it('tokeniseCard posts the card to the API origin, unsigned and outside /v2', async () => {
    const { client } = serve(() => ({}));
    const fetchCalls: Array<{ url: string; init: RequestInit }> = [];
    const fakeFetch = ((url: string, init: RequestInit) => {
      fetchCalls.push({ url, init });
      return Promise.resolve(
        new Response(
          JSON.stringify({ token: 'tok_1', brand: 'Visa', last4: '3220', expiry: '12/30' }),
          { status: 200, headers: { 'content-type': 'application/json' } },
        ),
      );
    }) as unknown as typeof fetch;
    const token = await tokeniseCard(
      { number: '4000 0000 0000 3220', expiryMonth: 12, expiryYear: 2030, csc: '123' },
      null,
      { client, fetch: fakeFetch },
    );
    expect(token.token).toBe('tok_1');
    expect(fetchCalls[0]?.url).toBe('http://shop.test/test-gateway/tokens');
    const headers = fetchCalls[0]?.init.headers as Record<string, string>;
    expect(Object.keys(headers)).toEqual(['content-type']);
    expect(JSON.parse(fetchCalls[0]?.init.body as string)).toEqual({
      number: '4000000000003220',
      expiry_month: 12,
      expiry_year: 2030,
      csc: '123',
    });
  });

  it('depositFunds tops up a fund with the idempotency key', async () => {
    const { client, calls } = serve(() => ({ result: { ...depositWire, status: 'success' } }));
    const deposit = await depositFunds('fund-1', { amount: 20 }, 'key-deposit-1', { client });
    expect(deposit.status).toBe('success');
    const call = apiCall(calls, '/v2/funds/fund-1/deposit');
    expect(call?.method).toBe('POST');
    expect(call?.headers['idempotency-key']).toBe('key-deposit-1');
  });

  it('fetchCardGateways answers the gateways and addCard saves a card from its token', async () => {
    const { client, calls } = serve((call) =>
      call.target === '/v2/funds/card_gateways'
        ? { result: { available_card_gateways: ['test'] } }
        : { result: { id: 'fund-2', brand: 'Visa' } },
    );
    await expect(fetchCardGateways({ client })).resolves.toEqual(['test']);
    await addCard('test', { token: 'tok_1', name: 'Pat Smith' }, { client });
    const call = apiCall(calls, '/v2/funds/cc/test');
    expect(JSON.parse(String(call?.data))).toEqual({ token: 'tok_1', name: 'Pat Smith' });
  });

  it('fetchPaymentResolutions reads the failed recurring payments with money as numbers', async () => {
    const { client, calls } = serve(() => ({
      entities: [{ id: 'r-1', description: 'Powerball autoplay', amount: money('9.00') }],
    }));
    const resolutions = await fetchPaymentResolutions({ client });
    expect(resolutions[0]?.amount).toEqual({ amount: 9, currency: 'AUD' });
    expect(apiCall(calls, '/v2/payment_resolutions')?.headers['x-api-version']).toBe('3.3');
  });

  it('fetchPartner reads a partner and purchasePartnerCart answers the checkout id (v3.2)', async () => {
    const { client, calls } = serve((call) =>
      call.target.startsWith('/v2/partners/')
        ? { result: { slug: 'lotto-partner', key: 'lotto_partner', name: 'Lotto Partner' } }
        : { result: 'checkout-9' },
    );
    await expect(fetchPartner('lotto-partner', { client })).resolves.toMatchObject({
      key: 'lotto_partner',
    });
    const checkoutId = await purchasePartnerCart(
      'lotto-partner',
      {
        cartItem: { lottery: 'powerball', numGames: 2 },
        deposit: null,
        purchase: { channelKey: 'web', partnerKey: 'lotto_partner' },
      },
      'key-partner-1',
      { client },
    );
    expect(checkoutId).toBe('checkout-9');
    const call = apiCall(calls, '/v2/cart/partner/lotto-partner/purchase');
    expect(call?.headers['x-api-version']).toBe('3.2');
    expect(call?.headers['idempotency-key']).toBe('key-partner-1');
    expect(JSON.parse(String(call?.data))).toEqual({
      cart_item: { lottery: 'powerball', num_games: 2 },
      deposit: null,
      purchase: { channel_key: 'web', partner_key: 'lotto_partner' },
    });
  });
});
