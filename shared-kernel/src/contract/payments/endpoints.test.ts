import { apiCall, depositWire, money, payPalDepositWire, serve } from '../endpoints.test-support';
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
} from './endpoints';

describe('payments endpoint helpers', () => {
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
});
