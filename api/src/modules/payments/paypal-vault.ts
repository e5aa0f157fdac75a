/**
 * The PayPal account port: a PayPal account the customer approved (PayPal's nonce) is vaulted
 * with the payment gateway, which answers a reusable token and the account's PayPal address.
 * Adapters: Braintree's GraphQL API (`braintree-paypal-vault.ts`) and the built-in sandbox below.
 */
export interface VaultedPayPalAccount {
  token: string;
  email: string;
}

export interface PayPalVault {
  /** The gateway key on the wire: `POST /v2/funds/pl/{key}`. */
  readonly key: 'braintree';
  /** Whether the built-in sandbox issues the nonces (`POST /test-gateway/paypal/account-nonces`). */
  readonly builtIn: boolean;
  /** The vaulted account, or null when the nonce is unknown, used or expired. */
  vault(nonce: string, customerId: string): Promise<VaultedPayPalAccount | null>;
}

const sandboxNoncePrefix = 'fake-paypal-account-nonce.';

/** The nonce the built-in sandbox issues for a PayPal address (it stands in for PayPal's login). */
export function sandboxPayPalNonce(email: string): string {
  return `${sandboxNoncePrefix}${Buffer.from(email.trim().toLowerCase()).toString('base64url')}`;
}

/**
 * The built-in PayPal sandbox's vault: it accepts the nonces it issued and answers a token of its
 * own. It never reaches PayPal and never moves money.
 */
export class SandboxPayPalVault implements PayPalVault {
  readonly key = 'braintree';
  readonly builtIn = true;

  vault(nonce: string, customerId: string): Promise<VaultedPayPalAccount | null> {
    if (!nonce.startsWith(sandboxNoncePrefix)) return Promise.resolve(null);
    const email = Buffer.from(nonce.slice(sandboxNoncePrefix.length), 'base64url').toString();
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) return Promise.resolve(null);
    const token = `sandbox_pp_${Buffer.from(`${customerId}:${email}`).toString('base64url')}`;
    return Promise.resolve({ token, email });
  }
}
