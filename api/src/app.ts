import { randomUUID } from 'node:crypto';
import { type IncomingMessage } from 'node:http';
import Fastify, { type FastifyInstance, type FastifyServerOptions, LogController } from 'fastify';
import { headerNames } from 'shared-kernel';
import { cartRoutes } from './modules/cart/routes';
import { causeRoutes } from './modules/causes/routes';
import { cmsRoutes } from './modules/cms/routes';
import { contentRoutes } from './modules/content/routes';
import { drawRoutes } from './modules/draws/routes';
import { drawOperationsModule } from './modules/draw-operations/module';
import { platformRoutes } from './modules/platform/routes';
import { productOfferRoutes } from './modules/product-offers/routes';
import { registryModule } from './modules/registry/routes';
import { releaseConsoleRoutes } from './modules/release-console/module';
import { webModule } from './modules/web/routes';
import { sitemapRoutes } from './modules/web/sitemap';
import { subscriptionCalendarRoutes } from './modules/web/subscription-calendar';
import { responseCompressionPlugin } from './modules/web/compression';
import { authRoutes } from './modules/auth/routes';
import { customerRoutes } from './modules/customer/routes';
import { communicationPreferencesRoutes } from './modules/communication-preferences/routes';
import { outboxModule } from './modules/outbox/routes';
import { notificationsModule } from './modules/notifications/module';
import { depositRecoveryModule } from './modules/payments/deposit-recovery';
import { drawEngineModule } from './modules/draw-engine/module';
import { jobsPlugin } from './jobs/plugin';
import { buildMoneyServices } from './modules/money-services';
import { ledgerRoutes } from './modules/ledger/routes';
import { transactionRoutes } from './modules/transactions/routes';
import { orderRoutes } from './modules/orders/routes';
import { recommendModule } from './modules/recommend/module';
import { limitsRoutes } from './modules/limits/routes';
import { responsiblePlayModule } from './modules/responsible-play/module';
import { rewardsModule } from './modules/rewards/module';
import { socialModule } from './modules/social/module';
import { partnersRoutes } from './modules/partners/routes';
import { PayPalSandbox } from './modules/payments/paypal-sandbox';
import { paypalSandboxRoutes } from './modules/payments/paypal-sandbox-routes';
import { fundsRoutes } from './modules/payments/funds-routes';
import { paymentsRoutes } from './modules/payments/routes';
import { registerBankDeposits } from './modules/bank-deposits/module';
import { TestGateway } from './modules/payments/test-gateway';
import { testGatewayRoutes } from './modules/payments/test-gateway-routes';
import { purchaseRoutes } from './modules/purchase/routes';
import { recurringRoutes } from './modules/recurring/routes';
import { scheduledPurchaseRoutes } from './modules/scheduled-purchases/routes';
import { supportRoutes } from './modules/support/routes';
import { segmentRoutes } from './modules/platform/segment-routes';
import { supportChatModule } from './modules/support-chat/module';
import { analyticsModule } from './modules/analytics/module';
import { eventsRoutes } from './modules/events/routes';
import { maintenanceGatePlugin } from './modules/maintenance/gate';
import { maintenanceRoutes } from './modules/maintenance/routes';
import { operatorsModule } from './modules/operators/routes';
import { twoFactorRoutes } from './modules/two-factor/routes';
import { verificationModule } from './modules/verification/routes';
import { withdrawalsModule } from './modules/withdrawals/module';
import { routeAccessPlugin } from './http/route-access';
import { routeCapabilityPlugin } from './http/route-capability';
import { capabilityUnavailableMessages } from './modules/platform/capability-messages';
import { grantedCapabilitiesOf } from './modules/platform/require-capability';
import { authHeadersPlugin } from './plugins/auth-headers';
import { bearerTokenPlugin, customerOf, customerTokenOf } from './modules/auth/bearer-token';
import { requireOperator } from './modules/operators/access';
import { requireElevation } from './modules/two-factor/elevation';
import { type AppConfig, configPlugin, resolveConfig } from './plugins/config';
import { corsPlugin } from './plugins/cors';
import { databasePlugin } from './plugins/database';
import { errorsPlugin, frameworkErrors } from './plugins/errors';
import { metricsPlugin } from './plugins/metrics';
import { objectStorePlugin } from './object-store/plugin';
import { rateLimitsPlugin } from './plugins/rate-limits';
import { redisPlugin } from './plugins/redis';
import { responseCachePlugin } from './plugins/response-cache';
import { routeInputsPlugin } from './plugins/route-inputs';
import { securityHeadersPlugin } from './plugins/security-headers';
import { serverSecretsPlugin } from './plugins/server-secrets';
import { testClockPlugin } from './plugins/test-clock';

export interface BuildOptions extends Partial<AppConfig> {
  /** Fastify's logger option; off unless given (server.ts turns it on). */
  logger?: FastifyServerOptions['logger'];
}

/** Fastify's trust function for the `count` proxies nearest the process. */
function trustedHops(count: number): (address: string, hop: number) => boolean {
  return (_address, hop) => hop < count;
}

const requestIdPattern = /^[0-9A-Za-z._:-]{1,128}$/;

/** The caller's x-request-id when it is a plausible id, else a new UUID. */
export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers[headerNames.requestId];
  return typeof given === 'string' && requestIdPattern.test(given) ? given : randomUUID();
}

/**
 * Builds the services without listening: infrastructure plugins first (their order matters:
 * errors, headers, signature check, rate limits, cache, database), then one plugin per domain.
 * The database is open and migrated when this resolves; `app.close()` closes it.
 */
export async function build(options: BuildOptions = {}): Promise<FastifyInstance> {
  const { logger = false, ...overrides } = options;
  const config = resolveConfig(overrides);
  // Opening and migrating an embedded database on a busy 2-core machine can pass Fastify's
  // default 10 s plugin timeout; the database plugin is the slow one.
  const app = Fastify({
    logger,
    genReqId: requestIdOf,
    requestIdHeader: false,
    // Behind a load balancer (TRUST_PROXY): the client's address and scheme from X-Forwarded-*;
    // a number trusts that many hops nearest this process.
    trustProxy:
      typeof config.trustProxy === 'number' ? trustedHops(config.trustProxy) : config.trustProxy,
    pluginTimeout: 60_000,
    frameworkErrors,
    // One line per request (the onResponse hook below) instead of Fastify's two; failures are
    // logged by the errors plugin.
    logController: new LogController({ disableRequestLogging: true }),
  });

  app.addHook('onRequest', (request, reply, done) => {
    void reply.header(headerNames.requestId, request.id);
    done();
  });
  app.addHook('onResponse', (request, reply, done) => {
    request.log.info(
      {
        method: request.method,
        url: request.url,
        statusCode: reply.statusCode,
        responseTime: Math.round(reply.elapsedTime * 10) / 10,
      },
      'request completed',
    );
    done();
  });

  await app.register(configPlugin, { config });
  await app.register(redisPlugin);
  await app.register(objectStorePlugin);
  await app.register(testClockPlugin);
  await app.register(errorsPlugin);
  await app.register(routeInputsPlugin);
  await app.register(securityHeadersPlugin);
  await app.register(corsPlugin);
  await app.register(authHeadersPlugin, { customerTokenOf });
  await app.register(rateLimitsPlugin);
  await app.register(maintenanceGatePlugin);
  await app.register(responseCachePlugin);
  await app.register(responseCompressionPlugin);
  await app.register(databasePlugin);
  await app.register(jobsPlugin);
  await app.register(serverSecretsPlugin);
  await app.register(bearerTokenPlugin);
  await app.register(routeAccessPlugin, {
    customer: customerOf,
    elevated: requireElevation,
    operator: requireOperator,
  });
  await app.register(routeCapabilityPlugin, {
    grantedOf: grantedCapabilitiesOf,
    unavailableMessages: capabilityUnavailableMessages,
  });
  // After the access checks, so that /metrics is checked like every route.
  await app.register(metricsPlugin);
  await app.register(operatorsModule);
  await app.register(outboxModule);
  await app.register(notificationsModule);

  await app.register(platformRoutes);
  await app.register(productOfferRoutes);
  await app.register(drawRoutes);
  await app.register(causeRoutes);
  await app.register(cmsRoutes);
  await app.register(contentRoutes);
  await app.register(analyticsModule);
  await app.register(cartRoutes);
  await app.register(registryModule);
  await app.register(releaseConsoleRoutes, { registry: app.registry });
  await app.register(authRoutes);
  await app.register(customerRoutes);
  await app.register(communicationPreferencesRoutes);
  await app.register(twoFactorRoutes);
  await app.register(verificationModule);
  await app.register(supportRoutes);
  await app.register(segmentRoutes);
  await app.register(supportChatModule);
  await app.register(eventsRoutes);
  await app.register(maintenanceRoutes);

  const money = buildMoneyServices(app);
  await app.register(ledgerRoutes);
  await app.register(transactionRoutes);
  await app.register(orderRoutes);
  await app.register(recommendModule);
  await app.register(purchaseRoutes);
  await app.register(limitsRoutes);
  await app.register(responsiblePlayModule);
  await app.register(rewardsModule);
  await app.register(socialModule);
  await app.register(fundsRoutes, {
    funds: money.funds,
    gateway: money.gateway,
    paypalGatewayKey: money.deposits.paypalGatewayKey,
  });
  await app.register(paymentsRoutes, { deposits: money.deposits });
  await registerBankDeposits(app);
  await app.register(partnersRoutes, { partners: money.partners });
  await app.register(withdrawalsModule, { funds: money.funds });
  await app.register(recurringRoutes, { recurring: money.recurring });
  await app.register(scheduledPurchaseRoutes, { scheduledPurchases: money.scheduledPurchases });
  if (money.gateway instanceof TestGateway) {
    await app.register(testGatewayRoutes, {
      gateway: money.gateway,
      onChallengeAnswered: (challengeId, origin) =>
        money.deposits.settleByGatewayReference(challengeId, origin),
    });
  }
  if (money.paypal instanceof PayPalSandbox) {
    await app.register(paypalSandboxRoutes, { sandbox: money.paypal });
  }
  await app.register(depositRecoveryModule, { deposits: money.deposits });
  await app.register(drawEngineModule, { money });
  await app.register(drawOperationsModule);
  await app.register(sitemapRoutes);
  await app.register(subscriptionCalendarRoutes);
  await app.register(webModule);
  return app;
}
