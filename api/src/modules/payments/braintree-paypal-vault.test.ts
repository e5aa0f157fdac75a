import {
  BraintreePayPalVault,
  braintreeApiVersion,
  paypalVaultFor,
} from './braintree-paypal-vault';
import { NameMatchVerifier } from './bank-account-verifier';
import { SandboxPayPalVault, sandboxPayPalNonce } from './paypal-vault';

const settings = {
  merchantId: 'merchant',
  publicKey: 'public',
  privateKey: 'private',
  apiUrl: 'https://braintree.test/graphql',
};

function fakeFetch(status: number, body: unknown) {
  const calls: Array<{ url: string; init: RequestInit }> = [];
  const implementation: typeof fetch = (url, init) => {
    calls.push({ url: url instanceof Request ? url.url : url.toString(), init: init ?? {} });
    return Promise.resolve(new Response(JSON.stringify(body), { status }));
  };
  return { calls, fetch: implementation };
}

describe('BraintreePayPalVault', () => {
  it('vaults the nonce with vaultPaymentMethod and answers the payment method id and address', async () => {
    const fake = fakeFetch(200, {
      data: {
        vaultPaymentMethod: {
          paymentMethod: {
            id: 'cGF5bWVudG1ldGhvZF9wcF8x',
            details: { __typename: 'PayPalAccountDetails', email: 'alex@example.com' },
          },
        },
      },
    });

    const vaulted = await new BraintreePayPalVault(settings, fake.fetch).vault('nonce-1');

    expect(vaulted).toEqual({ token: 'cGF5bWVudG1ldGhvZF9wcF8x', email: 'alex@example.com' });
    const [call] = fake.calls;
    expect(call?.url).toBe('https://braintree.test/graphql');
    const headers = call?.init.headers as Record<string, string>;
    expect(headers.authorization).toBe(`Basic ${Buffer.from('public:private').toString('base64')}`);
    expect(headers['braintree-version']).toBe(braintreeApiVersion);
    const body = JSON.parse(call?.init.body as string) as { query: string; variables: unknown };
    expect(body.query).toContain('vaultPaymentMethod');
    expect(body.variables).toEqual({ input: { paymentMethodId: 'nonce-1' } });
  });

  it('answers null for a nonce Braintree refuses', async () => {
    const fake = fakeFetch(200, {
      data: { vaultPaymentMethod: null },
      errors: [{ message: 'Unknown or expired payment_method_nonce.', extensions: {} }],
    });

    await expect(new BraintreePayPalVault(settings, fake.fetch).vault('used')).resolves.toBeNull();
  });

  it('fails loudly when Braintree is down or refuses the keys', async () => {
    await expect(
      new BraintreePayPalVault(settings, fakeFetch(503, {}).fetch).vault('nonce'),
    ).rejects.toThrow('Braintree answered 503');
    const refused = fakeFetch(200, {
      errors: [{ message: 'Authentication', extensions: { errorClass: 'AUTHENTICATION' } }],
    });
    await expect(new BraintreePayPalVault(settings, refused.fetch).vault('nonce')).rejects.toThrow(
      'Braintree refused the API keys',
    );
  });

  it('is chosen when the Braintree keys are set, else the built-in sandbox', () => {
    expect(
      paypalVaultFor({
        BRAINTREE_MERCHANT_ID: 'm',
        BRAINTREE_PUBLIC_KEY: 'p',
        BRAINTREE_PRIVATE_KEY: 'k',
      }),
    ).toBeInstanceOf(BraintreePayPalVault);
    expect(paypalVaultFor({})).toBeInstanceOf(SandboxPayPalVault);
  });
});

describe('SandboxPayPalVault', () => {
  it('accepts only the nonces the sandbox issued', async () => {
    const vault = new SandboxPayPalVault();

    await expect(
      vault.vault(sandboxPayPalNonce(' Alex@Example.com '), 'c1'),
    ).resolves.toMatchObject({
      email: 'alex@example.com',
    });
    await expect(vault.vault('fake-paypal-account-nonce.bm9wZQ', 'c1')).resolves.toBeNull();
    await expect(vault.vault('anything', 'c1')).resolves.toBeNull();
  });
});

describe('NameMatchVerifier', () => {
  const account = {
    customerId: 'c1',
    customerName: 'Alex Nguyen',
    bankType: 'national' as const,
    bankCode: '062000',
    accountNumber: '12345678',
  };

  it('verifies the customer’s own name, ignoring case, spacing and punctuation', async () => {
    const verifier = new NameMatchVerifier();

    await expect(verifier.verify({ ...account, accountName: ' alex  NGUYEN' })).resolves.toEqual({
      status: 'Verified',
    });
    await expect(
      verifier.verify({ ...account, accountName: 'Alex Nguyen-Smith' }),
    ).resolves.toEqual({ status: 'Failed Verification' });
  });
});
