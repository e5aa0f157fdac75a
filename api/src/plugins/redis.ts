import fastifyPlugin from 'fastify-plugin';
import { Redis } from 'ioredis';

declare module 'fastify' {
  interface FastifyInstance {
    /** The Redis every API process shares (REDIS_URL), or null for one process on its own. */
    redis: Redis | null;
  }
}

/** Opens REDIS_URL's connection at start (a wrong address stops the start) and closes it last. */
export const redisPlugin = fastifyPlugin(
  async (app) => {
    const url = app.config.redisUrl;
    if (!url) {
      app.decorate('redis', null);
      return;
    }
    const redis = new Redis(url, {
      lazyConnect: true,
      // A call fails fast while Redis is away instead of queueing behind a reconnect.
      maxRetriesPerRequest: 1,
      connectTimeout: 5_000,
    });
    redis.on('error', (error: Error) => app.log.warn({ err: error }, 'redis connection failed'));
    await redis.connect();
    app.decorate('redis', redis);
    app.addHook('onClose', async () => {
      await redis.quit().catch(() => redis.disconnect());
    });
  },
  { name: 'redis', dependencies: ['config'], fastify: '5.x' },
);
