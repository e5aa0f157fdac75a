import { type Kysely } from 'kysely';
import { type Database } from '../../database/schema';
import { type PaymentGateway } from './gateway';
import { StripeGateway } from './stripe-gateway';
import { TestGateway } from './test-gateway';

/**
 * The gateway the shop charges cards through: Stripe when STRIPE_SECRET_KEY is set, otherwise
 * the built-in test gateway (README "Payments").
 */
export function paymentGatewayFor(
  environment: NodeJS.ProcessEnv,
  database: Kysely<Database>,
  now: () => Date,
): PaymentGateway {
  const secretKey = environment.STRIPE_SECRET_KEY?.trim();
  if (secretKey) {
    return new StripeGateway({
      secretKey,
      publishableKey: environment.STRIPE_PUBLISHABLE_KEY?.trim() || null,
    });
  }
  return new TestGateway(database, now);
}
