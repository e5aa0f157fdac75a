import rateLimit from '@fastify/rate-limit';
import fastifyPlugin from 'fastify-plugin';
import { ApiError } from '../http/envelope';

/** Where pages report what their remotes did: anonymous, one post per remote shown. */
const releaseReportsRoute = '/registry/:environment/reports';

/** Auth-sensitive routes: everything under /auth, and the registry's write routes. */
export function isRateLimitedRoute(url: string, methods: string | string[]): boolean {
  const writes = (Array.isArray(methods) ? methods : [methods]).some(
    (method) => !['GET', 'HEAD', 'OPTIONS'].includes(method.toUpperCase()),
  );
  const under = (prefix: string) => url === prefix || url.startsWith(`${prefix}/`);
  return under('/auth') || (under('/registry') && writes && url !== releaseReportsRoute);
}

/** Anonymous writes anyone may send: client events (feedback and analytics), release reports. */
export function isAnonymousWriteRoute(url: string, methods: string | string[]): boolean {
  const posts = (Array.isArray(methods) ? methods : [methods]).some(
    (method) => method.toUpperCase() === 'POST',
  );
  return (
    posts && (url === '/v2/event' || url === '/v2/analytics/events' || url === releaseReportsRoute)
  );
}

/**
 * How many more anonymous writes than auth calls a client may send in a window: a browser posts
 * an analytics event on every page and product view, which a person can do faster than sign in.
 */
export const anonymousWriteAllowance = 4;

/**
 * Rate limits per client address on auth-sensitive routes and anonymous writes only (no global
 * limit). With REDIS_URL every API process counts in Redis, so a limit holds across replicas;
 * otherwise counters live in this process. While Redis is unreachable calls are let through
 * (readiness reports it) rather than refusing every sign-in.
 */
export const rateLimitsPlugin = fastifyPlugin(
  async (app) => {
    const { max, timeWindowMs } = app.config.rateLimit;
    // Runs before the rate-limit plugin's own onRoute hook, which reads config.rateLimit.
    app.addHook('onRoute', (route) => {
      const routeMax = isRateLimitedRoute(route.url, route.method)
        ? max
        : isAnonymousWriteRoute(route.url, route.method)
          ? max * anonymousWriteAllowance
          : null;
      if (routeMax === null) return;
      route.config = { ...route.config, rateLimit: { max: routeMax, timeWindow: timeWindowMs } };
    });
    await app.register(rateLimit, {
      global: false,
      ...(app.redis ? { redis: app.redis, nameSpace: 'shop:rate-limit:', skipOnError: true } : {}),
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
  { name: 'rate-limits', dependencies: ['config', 'errors', 'redis'], fastify: '5.x' },
);
