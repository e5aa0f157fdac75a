import { type FastifyPluginAsync } from 'fastify';
import { ledgerRoutes } from '../ledger/routes';
import { limitsRoutes } from '../limits/routes';
import { partnersRoutes } from '../partners/routes';
import { PartnerService } from '../partners/service';
import { paymentGatewayFor, paypalGatewayFor } from '../payments/gateway-choice';
import { PayPalSandbox } from '../payments/paypal-sandbox';
import { paypalSandboxRoutes } from '../payments/paypal-sandbox-routes';
import { paymentsRoutes } from '../payments/routes';
import { PaymentsService } from '../payments/service';
import { TestGateway } from '../payments/test-gateway';
import { testGatewayRoutes } from '../payments/test-gateway-routes';
import { recurringRoutes } from '../recurring/routes';
import { RecurringService } from '../recurring/service';
import { scheduledPurchaseRoutes } from '../scheduled-purchases/routes';
import { ScheduledPurchaseService } from '../scheduled-purchases/service';
import { purchaseRoutes } from './routes';
import { PurchaseService } from './service';

/**
 * The money domains as one plugin: wallet transactions, purchase and receipts, limits, cards and
 * deposits (with the built-in test gateway unless Stripe is configured, and the built-in PayPal
 * sandbox unless PayPal is configured), partner purchase, recurring and scheduled purchases.
 */
export const moneyRoutes: FastifyPluginAsync = async (app) => {
  const now = app.config.now;
  const purchases = new PurchaseService(app.database, { now });
  const gateway = paymentGatewayFor(process.env, app.database, now);
  const paypal = paypalGatewayFor(process.env, app.database, now);
  const payments = new PaymentsService(app.database, gateway, paypal, purchases, now);
  const scheduledPurchases = new ScheduledPurchaseService(app.database, now);

  await app.register(ledgerRoutes);
  await app.register(purchaseRoutes);
  await app.register(limitsRoutes);
  await app.register(paymentsRoutes, { payments, gateway });
  await app.register(partnersRoutes, {
    partners: new PartnerService(app.database, purchases, payments, now),
  });
  await app.register(recurringRoutes, {
    recurring: new RecurringService(app.database, purchases, scheduledPurchases, now),
  });
  await app.register(scheduledPurchaseRoutes, { scheduledPurchases });
  if (gateway instanceof TestGateway) {
    await app.register(testGatewayRoutes, {
      gateway,
      onChallengeAnswered: (challengeId, origin) =>
        payments.settleByGatewayReference(challengeId, origin),
    });
  }
  if (paypal instanceof PayPalSandbox) {
    await app.register(paypalSandboxRoutes, { sandbox: paypal });
  }
};
