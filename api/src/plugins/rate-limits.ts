import rateLimit from '@fastify/rate-limit';
import fastifyPlugin from 'fastify-plugin';
import { ApiError } from '../http/envelope';

/** Auth-sensitive routes: everything under /auth, and the registry's write routes. */
export function isRateLimitedRoute(url: string, methods: string | string[]): boolean {
  const writes = (Array.isArray(methods) ? methods : [methods]).some(
    (method) => !['GET', 'HEAD', 'OPTIONS'].includes(method.toUpperCase()),
  );
  const under = (prefix: string) => url === prefix || url.startsWith(`${prefix}/`);
  return under('/auth') || (under('/registry') && writes);
}

/**
 * Rate limits per client address on auth-sensitive routes only (no global limit). Counters live
 * in this process; replicas behind a load balancer would share them through Redis.
 */
export const rateLimitsPlugin = fastifyPlugin(
  async (app) => {
    const { max, timeWindowMs } = app.config.rateLimit;
    // Runs before the rate-limit plugin's own onRoute hook, which reads config.rateLimit.
    app.addHook('onRoute', (route) => {
      if (!isRateLimitedRoute(route.url, route.method)) return;
      route.config = { ...route.config, rateLimit: { max, timeWindow: timeWindowMs } };
    });
    await app.register(rateLimit, {
      global: false,
      max,
      timeWindow: timeWindowMs,
      errorResponseBuilder: (_request, context) =>
        new ApiError(
          context.statusCode,
          'too_many_requests',
          `Too many requests. Try again in ${context.after}.`,
        ),
    });
  },
  { name: 'rate-limits', dependencies: ['config', 'errors'], fastify: '5.x' },
);
