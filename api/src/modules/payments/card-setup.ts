import { randomBytes } from 'node:crypto';

/**
 * Setup intents (`POST /v2/funds/stripe/setup`): permission to save a card for later payments,
 * confirmed in the browser with the intent's client secret. Adapters: Stripe's SetupIntents API
 * when STRIPE_SECRET_KEY is set, else the built-in gateway, which answers the same shape.
 */
export interface SetupIntent {
  id: string;
  clientSecret: string;
  status: string;
  gateway: string;
  publishableKey: string | null;
}

export interface CardSetup {
  createSetupIntent(customerReference: string): Promise<SetupIntent>;
}

type Fetch = typeof fetch;

export class StripeCardSetup implements CardSetup {
  constructor(
    private readonly settings: {
      secretKey: string;
      publishableKey: string | null;
      apiBase?: string;
    },
    private readonly fetchImplementation: Fetch = fetch,
  ) {}

  async createSetupIntent(customerReference: string): Promise<SetupIntent> {
    const form = new URLSearchParams({
      usage: 'off_session',
      'payment_method_types[]': 'card',
      'metadata[customer_reference]': customerReference,
    });
    const response = await this.fetchImplementation(
      `${this.settings.apiBase ?? 'https://api.stripe.com'}/v1/setup_intents`,
      {
        method: 'POST',
        headers: {
          authorization: `Bearer ${this.settings.secretKey}`,
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: form.toString(),
      },
    );
    if (!response.ok) throw new Error(`Stripe answered ${response.status} for a setup intent`);
    const intent = (await response.json()) as { id: string; client_secret: string; status: string };
    return {
      id: intent.id,
      clientSecret: intent.client_secret,
      status: intent.status,
      gateway: 'stripe',
      publishableKey: this.settings.publishableKey,
    };
  }
}

/** The built-in gateway's setup intent: nothing to confirm outside the shop. */
export class BuiltInCardSetup implements CardSetup {
  constructor(private readonly gatewayKey: string) {}

  createSetupIntent(): Promise<SetupIntent> {
    const id = `seti_${randomBytes(12).toString('base64url')}`;
    return Promise.resolve({
      id,
      clientSecret: `${id}_secret_${randomBytes(12).toString('base64url')}`,
      status: 'requires_payment_method',
      gateway: this.gatewayKey,
      publishableKey: null,
    });
  }
}

/** Stripe's setup intents when STRIPE_SECRET_KEY is set, else the built-in gateway's. */
export function cardSetupFor(environment: NodeJS.ProcessEnv, gatewayKey: string): CardSetup {
  const secretKey = environment.STRIPE_SECRET_KEY?.trim();
  if (!secretKey) return new BuiltInCardSetup(gatewayKey);
  return new StripeCardSetup({
    secretKey,
    publishableKey: environment.STRIPE_PUBLISHABLE_KEY?.trim() || null,
  });
}
