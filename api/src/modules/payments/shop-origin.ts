import { type FastifyInstance, type FastifyRequest } from 'fastify';
import { publicOriginOf } from '../../http/request-origin';

/** Where a 3-D Secure challenge window returns to: the checkout's own page (api.md §2). */
export const notificationPath = '/3ds/notify';

/** The shop's public origin, where the customer's window is sent back to. */
export function shopOriginOf(request: FastifyRequest): string {
  return publicOriginOf(request);
}

/**
 * The 3-D Secure notification URL of a deposit. Always the shop's own page, whatever address the
 * client named: the challenge page redirects the customer's window there.
 */
export function notificationUrlOf(request: FastifyRequest): string {
  return `${shopOriginOf(request)}${notificationPath}`;
}

/**
 * The shop's public origin with no request at hand (a background job): the configured public URL,
 * else the address this process listens on.
 */
export function shopOriginOfServer(app: FastifyInstance): string {
  if (app.config.publicUrl) return app.config.publicUrl;
  const address = app.server.address();
  return typeof address === 'object' && address !== null
    ? `http://localhost:${address.port}`
    : 'http://localhost';
}
