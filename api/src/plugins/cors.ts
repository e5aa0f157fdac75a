import cors from '@fastify/cors';
import fastifyPlugin from 'fastify-plugin';
import { headerNames } from 'shared-kernel';
import { testClockHeader } from './test-clock';

/**
 * Cross-origin calls (api.md §7.1: requests are cross-origin) only from the shop's own origins:
 * ALLOWED_ORIGINS, by default the one-process server and the remotes' dev servers.
 */
export const corsPlugin = fastifyPlugin(
  async (app) => {
    const allowed = new Set(app.config.allowedOrigins);
    if (app.config.publicUrl) allowed.add(new URL(app.config.publicUrl).origin);
    await app.register(cors, {
      origin: (origin, callback) => callback(null, origin !== undefined && allowed.has(origin)),
      methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
      allowedHeaders: [
        ...Object.values(headerNames),
        'content-type',
        'accept',
        // The remotes' dev servers call cross-origin; the one-process server needs no CORS.
        ...(app.config.testClock ? [testClockHeader] : []),
      ],
      exposedHeaders: [headerNames.requestId],
      maxAge: 600,
    });
  },
  { name: 'cors', dependencies: ['config'], fastify: '5.x' },
);
