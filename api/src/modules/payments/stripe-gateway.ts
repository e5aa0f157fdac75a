import {
  type CardBrand,
  type CardDescription,
  type ChargeOutcome,
  type ChargeRequest,
  declinedMessage,
  insufficientFundsMessage,
  type PaymentGateway,
} from './gateway';

export interface StripeSettings {
  secretKey: string;
  publishableKey: string | null;
  /** Defaults to https://api.stripe.com. */
  apiBase?: string;
}

type Fetch = typeof fetch;

interface StripeError {
  error?: {
    code?: string;
    decline_code?: string;
    message?: string;
    payment_intent?: StripePaymentIntent;
  };
}

interface StripePaymentIntent {
  id: string;
  status: string;
  next_action?: { type?: string; redirect_to_url?: { url?: string } } | null;
  last_payment_error?: { code?: string; decline_code?: string; message?: string } | null;
}

const brands: Record<string, CardBrand> = {
  visa: 'Visa',
  mastercard: 'MasterCard',
  amex: 'AmericanExpress',
};

/** Stripe's decline as the shop says it: insufficient funds named, every other decline plainly. */
function declineMessageOf(
  error: { code?: string; decline_code?: string } | null | undefined,
): string {
  return error?.decline_code === 'insufficient_funds' ? insufficientFundsMessage : declinedMessage;
}

/**
 * The Stripe adapter: PaymentIntents over HTTPS (form-encoded, Bearer secret key, Stripe's own
 * Idempotency-Key). Cards are tokenised in the browser with Stripe.js (the publishable key); the
 * token is a PaymentMethod id. 3-D Secure: a `requires_action` intent redirects to Stripe's page,
 * which returns to the shop's notification URL; the shop then reads the intent again.
 */
export class StripeGateway implements PaymentGateway {
  readonly key = 'stripe';
  readonly cscRequired = { Visa: false, MasterCard: false, AmericanExpress: false } as const;
  /** Apple Pay and Google Pay payment methods (Payment Request Button) are charged as cards. */
  readonly digitalWallets = ['ap', 'gp'] as const;
  private readonly apiBase: string;

  constructor(
    private readonly settings: StripeSettings,
    private readonly fetchImplementation: Fetch = fetch,
  ) {
    this.apiBase = settings.apiBase ?? 'https://api.stripe.com';
  }

  async describeToken(token: string): Promise<CardDescription | null> {
    const response = await this.call('GET', `/v1/payment_methods/${encodeURIComponent(token)}`);
    if (!response.ok) return null;
    const method = (await response.json()) as {
      card?: { brand?: string; last4?: string; exp_month?: number; exp_year?: number };
    };
    const brand = brands[method.card?.brand ?? ''];
    if (!brand || !method.card?.last4 || !method.card.exp_month || !method.card.exp_year)
      return null;
    return {
      brand,
      last4: method.card.last4,
      expiryMonth: method.card.exp_month,
      expiryYear: method.card.exp_year,
    };
  }

  async charge(request: ChargeRequest): Promise<ChargeOutcome> {
    const form = new URLSearchParams({
      amount: String(request.amountCents),
      currency: 'aud',
      payment_method: request.token,
      confirm: 'true',
      'payment_method_types[]': 'card',
    });
    if (request.sca) form.set('return_url', request.sca.returnUrl);
    else form.set('off_session', 'true');
    const response = await this.call('POST', '/v1/payment_intents', form, request.idempotencyKey);
    const body = (await response.json()) as StripePaymentIntent & StripeError;
    if (!response.ok) {
      const intent = body.error?.payment_intent;
      return {
        kind: 'declined',
        reference: intent?.id ?? null,
        message: declineMessageOf(body.error),
      };
    }
    return this.outcomeOf(body);
  }

  async completeChallenge(reference: string): Promise<ChargeOutcome> {
    const response = await this.call('GET', `/v1/payment_intents/${encodeURIComponent(reference)}`);
    if (!response.ok) throw new Error(`Stripe answered ${response.status} for ${reference}`);
    return this.outcomeOf((await response.json()) as StripePaymentIntent);
  }

  tokenisation() {
    return Promise.resolve({
      tokenisationUrl: null,
      publishableKey: this.settings.publishableKey,
      testCards: [],
    });
  }

  private outcomeOf(intent: StripePaymentIntent): ChargeOutcome {
    if (intent.status === 'succeeded') return { kind: 'succeeded', reference: intent.id };
    if (intent.status === 'processing') return { kind: 'pending', reference: intent.id };
    const url = intent.next_action?.redirect_to_url?.url;
    if (intent.status === 'requires_action' && url) {
      return { kind: 'challenge', reference: intent.id, url };
    }
    return {
      kind: 'declined',
      reference: intent.id,
      message: declineMessageOf(intent.last_payment_error),
    };
  }

  private call(
    method: 'GET' | 'POST',
    path: string,
    form?: URLSearchParams,
    idempotencyKey?: string,
  ) {
    const headers: Record<string, string> = { authorization: `Bearer ${this.settings.secretKey}` };
    if (form) headers['content-type'] = 'application/x-www-form-urlencoded';
    if (idempotencyKey) headers['idempotency-key'] = idempotencyKey;
    return this.fetchImplementation(`${this.apiBase}${path}`, {
      method,
      headers,
      ...(form ? { body: form.toString() } : {}),
    });
  }
}
