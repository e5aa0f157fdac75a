import { type FastifyInstance } from 'fastify';
import { PartnerService } from './partners/service';
import { paymentGatewayFor, paypalGatewayFor } from './payments/gateway-choice';
import { paypalVaultFor } from './payments/braintree-paypal-vault';
import { DepositsService } from './payments/deposits';
import { FundsService } from './payments/funds';
import { PurchaseService } from './purchase/service';
import { cardTopUpThrough } from './recurring/card-top-up';
import { RecurringService } from './recurring/service';
import { ScheduledPurchaseService } from './scheduled-purchases/service';

/**
 * The services that move money, built once and shared by the modules that use them: purchase,
 * cards and deposits (the card gateway is the built-in test gateway unless Stripe is configured, PayPal the
 * built-in sandbox unless PayPal is configured), partner purchase, recurring and scheduled
 * purchases, and the deposit recovery job.
 */
export function buildMoneyServices(app: FastifyInstance) {
  const now = app.config.now;
  const purchases = new PurchaseService(app.database, { now });
  const gateway = paymentGatewayFor(process.env, app.database, now);
  const paypal = paypalGatewayFor(process.env, app.database, now);
  const funds = new FundsService(app.database, gateway, now, {
    paypalVault: paypalVaultFor(process.env),
  });
  const deposits = new DepositsService(app.database, gateway, paypal, purchases, funds, now);
  const scheduledPurchases = new ScheduledPurchaseService(app.database, now);
  return {
    purchases,
    gateway,
    paypal,
    funds,
    deposits,
    scheduledPurchases,
    partners: new PartnerService(app.database, purchases, deposits, now),
    recurring: new RecurringService(
      app.database,
      purchases,
      scheduledPurchases,
      now,
      cardTopUpThrough(deposits, app.config.publicUrl),
    ),
  };
}

export type MoneyServices = ReturnType<typeof buildMoneyServices>;
