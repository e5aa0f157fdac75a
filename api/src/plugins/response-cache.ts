import { type FastifyReply, type FastifyRequest } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import { headerNames } from 'shared-kernel';
import { compressionSettings, compressSync, preferredEncoding } from '../http/compression-settings';
import {
  type CachedAnswer,
  RedisResponseCache,
  ResponseCache,
  type ResponseCacheStore,
} from './response-cache-stores';

export { ResponseCache, RedisResponseCache, type ResponseCacheStore };

/** The kinds of GET answer api.md §7.1 lets the server cache. */
export type CachedKind =
  | 'branding'
  | 'capabilities'
  | 'cms_items'
  | 'config'
  | 'discovery'
  | 'draw_verification'
  | 'group_play_config'
  | 'past_result_keys'
  | 'placement'
  | 'product_offers'
  | 'theme'
  | 'tips'
  | 'translations';

/**
 * How long the server keeps each kind. Shorter than the client durations of api.md §9 where the
 * answer goes stale on its own: product offers list draws that close.
 */
export const cacheSecondsByKind: Readonly<Record<CachedKind, number>> = {
  branding: 600,
  capabilities: 60,
  cms_items: 60,
  config: 60,
  discovery: 60,
  // A drawn draw's published record never changes; before the draw it is a 404, never cached.
  draw_verification: 3600,
  // api.md §9: 5 minutes; the config lists only draws on sale for longer than that.
  group_play_config: 300,
  past_result_keys: 3600,
  // api.md §9: feature placement, 5 minutes.
  placement: 300,
  product_offers: 60,
  theme: 600,
  tips: 300,
  translations: 300,
};

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Cache successful GET answers of this route in the server-side cache, as this kind. */
    cache?: CachedKind;
  }
  interface FastifyInstance {
    /** The GET cache; `clear()` empties it for every process that shares it. */
    responseCache: ResponseCacheStore;
  }
}

/** The cached answer as the request accepts it: compressed once, then served as stored. */
function bodyFor(request: FastifyRequest, answer: CachedAnswer) {
  const encoding = preferredEncoding(request.headers['accept-encoding']);
  if (!encoding || !answer.isCompressible) {
    return { encoding: null, body: answer.payload };
  }
  answer.encoded ??= {};
  const body = (answer.encoded[encoding] ??= compressSync(answer.payload, encoding));
  return { encoding, body };
}

export const clearCacheParameter = 'clear_cache';

/** The request headers a cached answer depends on (with the URL): browsers keep answers apart by them. */
const varyingHeaders = [
  headerNames.authorization,
  headerNames.customerId,
  headerNames.subVariant,
  headerNames.version,
  'accept-encoding',
].join(', ');

/**
 * Lets the browser keep the answer for the rest of its time in the server's cache, for this
 * visitor only: a reload or a new tab within that time asks no one.
 */
function allowBrowserCaching(reply: FastifyReply, seconds: number): void {
  void reply
    .header('cache-control', `private, max-age=${Math.max(0, Math.floor(seconds))}`)
    .header('vary', varyingHeaders);
}

/**
 * The request without `clear_cache`, plus everything that may change the answer. Not the Host:
 * answers build their links from PUBLIC_URL, and a key per Host would let any caller fill the
 * cache with copies by sending made-up ones.
 */
function cacheKeyOf(request: FastifyRequest, kind: CachedKind): string {
  const url = new URL(request.url, 'http://cache.invalid');
  url.searchParams.delete(clearCacheParameter);
  const header = (name: string) => String(request.headers[name] ?? '');
  return [
    kind,
    `${url.pathname}${url.search}`,
    request.apiVersion,
    header(headerNames.subVariant),
    header(headerNames.customerId),
    header(headerNames.authorization),
  ].join('\n');
}

/**
 * Serves repeated GETs of routes whose config names a cached kind from the cache (Redis with
 * REDIS_URL, else this process's memory); any cached GET
 * with `?clear_cache` empties the cache first. Runs after the signature check, so a cached
 * answer is never handed to an unsigned call.
 */
export const responseCachePlugin = fastifyPlugin(
  (app, _options, done) => {
    const cache: ResponseCacheStore = app.redis
      ? new RedisResponseCache(app.redis)
      : new ResponseCache();
    const servedFromCache = new WeakSet<FastifyRequest>();
    app.decorate('responseCache', cache);

    app.addHook('onRequest', async (request, reply) => {
      const kind = request.routeOptions.config.cache;
      if (!kind || request.method !== 'GET') return;
      const query = request.query as Record<string, unknown> | undefined;
      if (query && clearCacheParameter in query) {
        await cache.clear();
        return;
      }
      // A cache that cannot answer (Redis away) is a miss: the route answers itself.
      const answer = await cache
        .find(cacheKeyOf(request, kind), app.config.now().getTime())
        .catch((error: unknown) => {
          request.log.warn({ err: error }, 'response cache unavailable');
          return undefined;
        });
      if (!answer) return;
      servedFromCache.add(request);
      const { encoding, body } = bodyFor(request, answer);
      void reply.header('x-cache', 'hit');
      allowBrowserCaching(reply, (answer.expiresAt - app.config.now().getTime()) / 1000);
      if (encoding) void reply.header('content-encoding', encoding);
      return reply.type(answer.contentType).send(body);
    });

    app.addHook('onSend', async (request, reply, payload) => {
      const kind = request.routeOptions.config.cache;
      if (!kind || request.method !== 'GET' || servedFromCache.has(request)) return payload;
      if (reply.statusCode !== 200 || typeof payload !== 'string') return payload;
      // An answer its route marked no-store (an operator's draft preview) is never kept.
      if (String(reply.getHeader('cache-control') ?? '').includes('no-store')) return payload;
      const now = app.config.now().getTime();
      const answer: CachedAnswer = {
        expiresAt: now + cacheSecondsByKind[kind] * 1000,
        payload,
        isCompressible: Buffer.byteLength(payload) >= compressionSettings.thresholdBytes,
        contentType: String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8'),
      };
      await cache.store(cacheKeyOf(request, kind), answer, now).catch((error: unknown) => {
        request.log.warn({ err: error }, 'response cache unavailable');
      });
      void reply.header('x-cache', 'miss');
      allowBrowserCaching(reply, cacheSecondsByKind[kind]);
      return payload;
    });
    done();
  },
  { name: 'response-cache', dependencies: ['config', 'auth-headers', 'redis'], fastify: '5.x' },
);
