import { type FastifyRequest } from 'fastify';
import { publicOriginOf } from '../../http/request-origin';

/** Where a 3-D Secure challenge window returns to: the checkout's own page (api.md §2). */
export const notificationPath = '/3ds/notify';

/**
 * The 3-D Secure notification URL of a deposit. Always the shop's own page, whatever address the
 * client named: the challenge page redirects the customer's window there.
 */
export function notificationUrlOf(request: FastifyRequest): string {
  return `${publicOriginOf(request)}${notificationPath}`;
}
