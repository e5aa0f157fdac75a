import fastifyCompress from '@fastify/compress';
import fastifyPlugin from 'fastify-plugin';
import { compressionSettings } from '../../http/compression-settings';
import { artifactsPrefix, shellPrefix } from './service';

/**
 * The wildcard routes through which the web module serves files: they go out as stored, the
 * precompressed sibling the client accepts or else the plain file, never compressed again.
 */
const staticFileRoutes = new Set([`${shellPrefix}*`, `${artifactsPrefix}*`]);

/**
 * Compresses answers over 1 KB (JSON, HTML, text) when the request's Accept-Encoding asks for
 * brotli or gzip, at the settings of http/compression-settings.ts (the response cache keeps its
 * compressed answers at the same settings).
 * Registered before the routes, since it attaches itself to each route as it is added. Request
 * bodies are not decompressed.
 */
export const responseCompressionPlugin = fastifyPlugin(
  async (app) => {
    app.addHook('onRoute', (route) => {
      if (staticFileRoutes.has(route.url)) route.compress = false;
    });
    await app.register(fastifyCompress, {
      globalCompression: true,
      globalDecompression: false,
      encodings: ['br', 'gzip'],
      threshold: compressionSettings.thresholdBytes,
      brotliOptions: compressionSettings.brotliOptions,
      zlibOptions: compressionSettings.zlibOptions,
    });
  },
  { name: 'response-compression', fastify: '5.x' },
);
