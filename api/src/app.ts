import { randomUUID } from 'node:crypto';
import { type IncomingMessage } from 'node:http';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { headerNames } from 'shared-kernel';
import { platformRoutes } from './modules/platform/routes';
import { productOfferRoutes } from './modules/product-offers/routes';
import { registryModule } from './modules/registry/routes';
import { webModule } from './modules/web/routes';
import { authHeadersPlugin } from './plugins/auth-headers';
import { type AppConfig, configPlugin, resolveConfig } from './plugins/config';
import { corsPlugin } from './plugins/cors';
import { databasePlugin } from './plugins/database';
import { errorsPlugin } from './plugins/errors';
import { rateLimitsPlugin } from './plugins/rate-limits';
import { responseCachePlugin } from './plugins/response-cache';
import { securityHeadersPlugin } from './plugins/security-headers';

export interface BuildOptions extends Partial<AppConfig> {
  /** Fastify's logger option; off unless given (server.ts turns it on). */
  logger?: FastifyServerOptions['logger'];
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
  const app = Fastify({ logger, genReqId: requestIdOf, requestIdHeader: false });

  app.addHook('onRequest', (request, reply, done) => {
    void reply.header(headerNames.requestId, request.id);
    done();
  });

  await app.register(configPlugin, { config });
  await app.register(errorsPlugin);
  await app.register(securityHeadersPlugin);
  await app.register(corsPlugin);
  await app.register(authHeadersPlugin);
  await app.register(rateLimitsPlugin);
  await app.register(responseCachePlugin);
  await app.register(databasePlugin);

  await app.register(platformRoutes);
  await app.register(productOfferRoutes);
  await app.register(registryModule);
  await app.register(webModule);
  return app;
}
