import { type Kysely } from 'kysely';
import { type Database } from '../../database/schema';
import { type PaymentGateway } from './gateway';
import { type PayPalGateway } from './paypal-gateway';
import { defaultPayPalApiBase, PayPalOrdersGateway } from './paypal-orders-gateway';
import { PayPalSandbox } from './paypal-sandbox';
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

/**
 * Where PayPal deposits go: PayPal Orders v2 when PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET are
 * set (at PAYPAL_API_URL, PayPal's sandbox by default), otherwise the built-in PayPal sandbox.
 */
export function paypalGatewayFor(
  environment: NodeJS.ProcessEnv,
  database: Kysely<Database>,
  now: () => Date,
): PayPalGateway {
  const clientId = environment.PAYPAL_CLIENT_ID?.trim();
  const clientSecret = environment.PAYPAL_CLIENT_SECRET?.trim();
  if (clientId && clientSecret) {
    return new PayPalOrdersGateway({
      clientId,
      clientSecret,
      apiBase: environment.PAYPAL_API_URL?.trim() || defaultPayPalApiBase,
    });
  }
  return new PayPalSandbox(database, now);
}
