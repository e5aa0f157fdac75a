import { apiCall, depositWire, serve } from '../endpoints.test-support';
import {
  depositByBankMethod,
  depositThroughGateway,
  fetchTestWalletToken,
} from './deposit-endpoints';

describe('deposit endpoints of the other methods', () => {
  it('depositByBankMethod answers the pending deposit with its instructions in camelCase', async () => {
    const { client, calls } = serve(() => ({
      result: {
        ...depositWire,
        status: 'pending',
        deposit_method_code: 'bp',
        instructions: { biller_code: '254847', reference: '1234567897' },
      },
      messages: [{ code: 'deposit_pending', level: 'info', message: 'Waiting.' }],
    }));
    const deposit = await depositByBankMethod('bp', { amount: '25.00' }, 'key-bp', { client });
    expect(deposit.status).toBe('pending');
    expect(deposit.instructions).toEqual({ billerCode: '254847', reference: '1234567897' });
    const call = apiCall(calls, '/v2/funds/bp/deposit');
    expect(call?.method).toBe('POST');
    expect(call?.headers['idempotency-key']).toBe('key-bp');
    expect(JSON.parse(String(call?.data))).toEqual({ amount: '25.00' });
  });

  it('depositThroughGateway sends the wallet token as metadata.payment_token', async () => {
    const { client, calls } = serve(() => ({ result: depositWire }));
    await depositThroughGateway(
      'gp',
      'test',
      { amount: '30.00', metadata: { paymentToken: 'tok_wallet' } },
      'key-gp',
      { client },
    );
    const call = apiCall(calls, '/v2/funds/gp/test/deposit');
    expect(call?.headers['idempotency-key']).toBe('key-gp');
    expect(JSON.parse(String(call?.data))).toEqual({
      amount: '30.00',
      metadata: { payment_token: 'tok_wallet' },
    });
  });

  it("fetchTestWalletToken asks the test gateway's wallet sheet of the card form session", async () => {
    const fetchMock = jest.fn(() =>
      Promise.resolve(new Response(JSON.stringify({ result: { token: 'tok_test_wallet_1' } }))),
    );
    const token = await fetchTestWalletToken(
      'ap',
      'http://shop.test/test-gateway/tokens?session=s1',
      {
        fetch: fetchMock as unknown as typeof fetch,
      },
    );
    expect(token).toBe('tok_test_wallet_1');
    expect(fetchMock).toHaveBeenCalledWith(
      'http://shop.test/test-gateway/wallet-tokens?session=s1',
      expect.objectContaining({ method: 'POST', body: JSON.stringify({ wallet: 'ap' }) }),
    );
  });
});
