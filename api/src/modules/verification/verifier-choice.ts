import { type IdentityVerifier } from './identity-verifier';
import { StripeIdentityVerifier } from './stripe-identity';
import { TestIdentities } from './test-identities';

/**
 * Stripe Identity when STRIPE_IDENTITY_SECRET_KEY (or else the payments' STRIPE_SECRET_KEY) is
 * set, otherwise the built-in test identities (README.md beside this file).
 */
export function identityVerifierFor(environment: NodeJS.ProcessEnv): IdentityVerifier {
  const secretKey =
    environment.STRIPE_IDENTITY_SECRET_KEY?.trim() || environment.STRIPE_SECRET_KEY?.trim();
  return secretKey ? new StripeIdentityVerifier({ secretKey }) : new TestIdentities();
}
