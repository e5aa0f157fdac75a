import { paypalCancelledMessage } from './paypal-gateway';
import { PayPalOrdersGateway } from './paypal-orders-gateway';

/** A stand-in for `fetch` that answers PayPal's replies in order and records the requests. */
function fakeFetch(replies: Array<{ status: number; body: unknown }>) {
  const requests: Array<{ url: string; init: RequestInit }> = [];
  const implementation = (url: string, init?: RequestInit) => {
    requests.push({ url, init: init ?? {} });
    const reply = replies.shift();
    if (!reply) throw new Error('no reply left');
    return Promise.resolve(
      new Response(JSON.stringify(reply.body), {
        status: reply.status,
        headers: { 'content-type': 'application/json' },
      }),
    );
  };
  return { requests, implementation: implementation as unknown as typeof fetch };
}

const settings = { clientId: 'client-1', clientSecret: 'secret-1' };
const tokenReply = { status: 200, body: { access_token: 'A21AA-token', expires_in: 32400 } };
const approveUrl = 'https://www.sandbox.paypal.com/checkoutnow?token=5O190127TN364715T';
const createdOrder = {
  id: '5O190127TN364715T',
  status: 'CREATED',
  links: [
    { rel: 'self', href: 'https://api-m.sandbox.paypal.com/v2/checkout/orders/5O190127TN364715T' },
    { rel: 'approve', href: approveUrl },
  ],
};
const order = {
  amountCents: 2550,
  requestId: 'dep_abc',
  returnUrl: 'https://shop.example/checkout/deposit/dep_abc/success',
  cancelUrl: 'https://shop.example/checkout/deposit/dep_abc/cancel',
};

function headersOf(request: { init: RequestInit } | undefined): Record<string, string> {
  return request?.init.headers as Record<string, string>;
}

describe('PayPalOrdersGateway', () => {
  it('creates an order in AUD with the return and cancel addresses and answers its approve link', async () => {
    const fake = fakeFetch([tokenReply, { status: 201, body: createdOrder }]);
    const gateway = new PayPalOrdersGateway(settings, fake.implementation);

    expect(await gateway.createOrder(order)).toEqual({
      kind: 'approval',
      reference: '5O190127TN364715T',
      url: approveUrl,
    });
    const [token, created] = fake.requests;
    expect(token?.url).toBe('https://api-m.sandbox.paypal.com/v1/oauth2/token');
    expect(headersOf(token).authorization).toBe(
      `Basic ${Buffer.from('client-1:secret-1').toString('base64')}`,
    );
    expect(created?.url).toBe('https://api-m.sandbox.paypal.com/v2/checkout/orders');
    expect(headersOf(created).authorization).toBe('Bearer A21AA-token');
    expect(headersOf(created)['paypal-request-id']).toBe('dep_abc');
    expect(JSON.parse(created?.init.body as string)).toMatchObject({
      intent: 'CAPTURE',
      purchase_units: [{ amount: { currency_code: 'AUD', value: '25.50' } }],
      application_context: { return_url: order.returnUrl, cancel_url: order.cancelUrl },
    });
  });

  it('captures an approved order once, with a request id of its own', async () => {
    const fake = fakeFetch([
      tokenReply,
      { status: 200, body: { id: '5O190127TN364715T', status: 'APPROVED' } },
      {
        status: 201,
        body: {
          id: '5O190127TN364715T',
          status: 'COMPLETED',
          purchase_units: [{ payments: { captures: [{ id: 'CAP1', status: 'COMPLETED' }] } }],
        },
      },
    ]);
    const gateway = new PayPalOrdersGateway(settings, fake.implementation);

    expect(await gateway.completeOrder('5O190127TN364715T', 'dep_abc')).toEqual({
      kind: 'succeeded',
      reference: '5O190127TN364715T',
    });
    const capture = fake.requests[2];
    expect(capture?.url).toBe(
      'https://api-m.sandbox.paypal.com/v2/checkout/orders/5O190127TN364715T/capture',
    );
    expect(capture?.init.method).toBe('POST');
    expect(headersOf(capture)['paypal-request-id']).toBe('dep_abc:capture');
  });

  it('answers a completed order as succeeded without capturing again', async () => {
    const fake = fakeFetch([tokenReply, { status: 200, body: { id: 'O1', status: 'COMPLETED' } }]);
    const gateway = new PayPalOrdersGateway(settings, fake.implementation);

    expect(await gateway.completeOrder('O1', 'dep_abc')).toEqual({
      kind: 'succeeded',
      reference: 'O1',
    });
    expect(fake.requests).toHaveLength(2);
  });

  it('keeps waiting while the customer has not approved', async () => {
    const fake = fakeFetch([tokenReply, { status: 200, body: createdOrder }]);
    const gateway = new PayPalOrdersGateway(settings, fake.implementation);

    expect(await gateway.completeOrder('5O190127TN364715T', 'dep_abc')).toEqual({
      kind: 'approval',
      reference: '5O190127TN364715T',
      url: approveUrl,
    });
  });

  it("says PayPal's reason when it refuses the capture, and a voided order was cancelled", async () => {
    const fake = fakeFetch([
      tokenReply,
      { status: 200, body: { id: 'O1', status: 'APPROVED' } },
      {
        status: 422,
        body: {
          name: 'UNPROCESSABLE_ENTITY',
          details: [
            {
              issue: 'INSTRUMENT_DECLINED',
              description:
                'The instrument presented was either declined by the processor or bank, or it cannot be used for this payment.',
            },
          ],
        },
      },
      { status: 200, body: { id: 'O2', status: 'VOIDED' } },
    ]);
    const gateway = new PayPalOrdersGateway(settings, fake.implementation);

    expect(await gateway.completeOrder('O1', 'dep_abc')).toEqual({
      kind: 'declined',
      reference: 'O1',
      message:
        'The instrument presented was either declined by the processor or bank, or it cannot be used for this payment.',
    });
    expect(await gateway.completeOrder('O2', 'dep_def')).toEqual({
      kind: 'declined',
      reference: 'O2',
      message: paypalCancelledMessage,
    });
    expect(fake.requests.filter((request) => request.url.endsWith('/oauth2/token'))).toHaveLength(
      1,
    );
  });

  it('talks to PAYPAL_API_URL when one is given', async () => {
    const fake = fakeFetch([tokenReply, { status: 201, body: createdOrder }]);
    const gateway = new PayPalOrdersGateway(
      { ...settings, apiBase: 'https://api-m.paypal.com' },
      fake.implementation,
    );
    await gateway.createOrder(order);
    expect(fake.requests.map((request) => request.url)).toEqual([
      'https://api-m.paypal.com/v1/oauth2/token',
      'https://api-m.paypal.com/v2/checkout/orders',
    ]);
  });
});
