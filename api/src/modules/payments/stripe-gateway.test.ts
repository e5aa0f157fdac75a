import { StripeGateway } from './stripe-gateway';

/** A stand-in for `fetch` that answers Stripe's replies and records the requests. */
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

const settings = { secretKey: 'sk_test_123', publishableKey: 'pk_test_123' };
const request = {
  token: 'pm_card_visa',
  amountCents: 2550,
  idempotencyKey: 'dep_abc',
  sca: { returnUrl: 'https://shop.example/3ds/notify?deposit_id=dep_abc', windowSize: '250x400' },
};

describe('StripeGateway', () => {
  it('confirms a PaymentIntent with the amount in cents, the key and the return URL', async () => {
    const fake = fakeFetch([{ status: 200, body: { id: 'pi_1', status: 'succeeded' } }]);
    const gateway = new StripeGateway(settings, fake.implementation);

    expect(await gateway.charge(request)).toEqual({ kind: 'succeeded', reference: 'pi_1' });
    const [sent] = fake.requests;
    expect(sent?.url).toBe('https://api.stripe.com/v1/payment_intents');
    const headers = sent?.init.headers as Record<string, string>;
    expect(headers.authorization).toBe('Bearer sk_test_123');
    expect(headers['idempotency-key']).toBe('dep_abc');
    const form = new URLSearchParams(sent?.init.body as string);
    expect(form.get('amount')).toBe('2550');
    expect(form.get('currency')).toBe('aud');
    expect(form.get('return_url')).toBe(request.sca.returnUrl);
  });

  it('turns requires_action into a 3-D Secure challenge, then reads the outcome', async () => {
    const fake = fakeFetch([
      {
        status: 200,
        body: {
          id: 'pi_2',
          status: 'requires_action',
          next_action: { redirect_to_url: { url: 'https://hooks.stripe.com/3ds/pi_2' } },
        },
      },
      { status: 200, body: { id: 'pi_2', status: 'succeeded' } },
    ]);
    const gateway = new StripeGateway(settings, fake.implementation);

    expect(await gateway.charge(request)).toEqual({
      kind: 'challenge',
      reference: 'pi_2',
      url: 'https://hooks.stripe.com/3ds/pi_2',
    });
    expect(await gateway.completeChallenge('pi_2')).toEqual({
      kind: 'succeeded',
      reference: 'pi_2',
    });
    expect(fake.requests[1]?.url).toBe('https://api.stripe.com/v1/payment_intents/pi_2');
  });

  it('leaves a processing PaymentIntent pending', async () => {
    const fake = fakeFetch([{ status: 200, body: { id: 'pi_4', status: 'processing' } }]);
    const gateway = new StripeGateway(settings, fake.implementation);
    expect(await gateway.charge(request)).toEqual({ kind: 'pending', reference: 'pi_4' });
  });

  it("says the shop's words for declines", async () => {
    const fake = fakeFetch([
      {
        status: 402,
        body: {
          error: {
            code: 'card_declined',
            decline_code: 'insufficient_funds',
            payment_intent: { id: 'pi_3', status: 'requires_payment_method' },
          },
        },
      },
      { status: 402, body: { error: { code: 'card_declined', decline_code: 'generic_decline' } } },
    ]);
    const gateway = new StripeGateway(settings, fake.implementation);

    expect(await gateway.charge(request)).toEqual({
      kind: 'declined',
      reference: 'pi_3',
      message: 'Your card has insufficient funds.',
    });
    expect(await gateway.charge(request)).toEqual({
      kind: 'declined',
      reference: null,
      message: 'Your card was declined.',
    });
  });

  it('describes a PaymentMethod without its number', async () => {
    const fake = fakeFetch([
      {
        status: 200,
        body: { id: 'pm_1', card: { brand: 'amex', last4: '0005', exp_month: 4, exp_year: 2031 } },
      },
      { status: 404, body: { error: { code: 'resource_missing' } } },
    ]);
    const gateway = new StripeGateway(settings, fake.implementation);

    expect(await gateway.describeToken('pm_1')).toEqual({
      brand: 'AmericanExpress',
      last4: '0005',
      expiryMonth: 4,
      expiryYear: 2031,
    });
    expect(await gateway.describeToken('pm_missing')).toBeNull();
  });
});
