import { type PayPalVault, SandboxPayPalVault, type VaultedPayPalAccount } from './paypal-vault';

export interface BraintreeSettings {
  merchantId: string;
  publicKey: string;
  privateKey: string;
  /** Defaults to Braintree's sandbox: https://payments.sandbox.braintree-api.com/graphql. */
  apiUrl?: string;
}

export const defaultBraintreeApiUrl = 'https://payments.sandbox.braintree-api.com/graphql';
/** The Braintree GraphQL API version this adapter speaks (Braintree-Version header). */
export const braintreeApiVersion = '2024-08-01';

type Fetch = typeof fetch;

const vaultMutation = `mutation VaultPayPal($input: VaultPaymentMethodInput!) {
  vaultPaymentMethod(input: $input) {
    paymentMethod { id details { __typename ... on PayPalAccountDetails { email } } }
  }
}`;

interface VaultAnswer {
  data?: {
    vaultPaymentMethod?: {
      paymentMethod?: { id?: string; details?: { __typename?: string; email?: string | null } };
    } | null;
  } | null;
  errors?: Array<{ message?: string; extensions?: { errorClass?: string } }>;
}

/**
 * The Braintree adapter: the nonce of Braintree's PayPal button (vault flow) is vaulted with the
 * GraphQL API's `vaultPaymentMethod` (Basic auth with the API key pair); Braintree answers a
 * reusable payment method id and the PayPal account's address. A nonce Braintree refuses
 * (unknown, used, not PayPal) answers null; Braintree being unreachable is an error.
 */
export class BraintreePayPalVault implements PayPalVault {
  readonly key = 'braintree';
  readonly builtIn = false;

  constructor(
    private readonly settings: BraintreeSettings,
    private readonly fetchImplementation: Fetch = fetch,
  ) {}

  async vault(nonce: string): Promise<VaultedPayPalAccount | null> {
    const credentials = Buffer.from(
      `${this.settings.publicKey}:${this.settings.privateKey}`,
    ).toString('base64');
    const response = await this.fetchImplementation(
      this.settings.apiUrl ?? defaultBraintreeApiUrl,
      {
        method: 'POST',
        headers: {
          authorization: `Basic ${credentials}`,
          'braintree-version': braintreeApiVersion,
          'content-type': 'application/json',
        },
        body: JSON.stringify({
          query: vaultMutation,
          variables: { input: { paymentMethodId: nonce } },
          operationName: 'VaultPayPal',
        }),
      },
    );
    if (response.status >= 500) throw new Error(`Braintree answered ${response.status}`);
    const body = (await response.json().catch(() => ({}))) as VaultAnswer;
    if (body.errors?.some((error) => error.extensions?.errorClass === 'AUTHENTICATION')) {
      throw new Error('Braintree refused the API keys');
    }
    const method = body.data?.vaultPaymentMethod?.paymentMethod;
    const email =
      method?.details?.__typename === 'PayPalAccountDetails' ? method.details.email : null;
    if (!response.ok || !method?.id || !email) return null;
    return { token: method.id, email };
  }
}

/**
 * Braintree when BRAINTREE_MERCHANT_ID, BRAINTREE_PUBLIC_KEY and BRAINTREE_PRIVATE_KEY are set
 * (at BRAINTREE_API_URL, Braintree's sandbox by default), otherwise the built-in PayPal sandbox.
 */
export function paypalVaultFor(environment: NodeJS.ProcessEnv): PayPalVault {
  const merchantId = environment.BRAINTREE_MERCHANT_ID?.trim();
  const publicKey = environment.BRAINTREE_PUBLIC_KEY?.trim();
  const privateKey = environment.BRAINTREE_PRIVATE_KEY?.trim();
  if (merchantId && publicKey && privateKey) {
    return new BraintreePayPalVault({
      merchantId,
      publicKey,
      privateKey,
      apiUrl: environment.BRAINTREE_API_URL?.trim() || defaultBraintreeApiUrl,
    });
  }
  return new SandboxPayPalVault();
}
