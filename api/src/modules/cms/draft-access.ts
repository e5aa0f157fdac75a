import { type FastifyReply, type FastifyRequest } from 'fastify';
import { ApiError } from '../../http/envelope';
import { requireOperator } from '../operators/access';

/**
 * Drafts and archived items are for content editors previewing them (/preview,
 * /marketing/feature-banner): a call asking for them must come from a signed-in operator with the
 * content_editor role (the operator session cookie rides along on the shop's own origin). Anyone
 * else is told there is nothing there, and such answers are never cached.
 */
export async function requireDraftReader(
  request: FastifyRequest,
  reply: FastifyReply,
  status: string | undefined,
): Promise<void> {
  if (status === undefined || status === 'published') return;
  void reply.header('cache-control', 'no-store');
  let isEditor: boolean;
  try {
    // Answers itself (a sign-in redirect) only for a browser page; this is a data call.
    isEditor = (await requireOperator(request, reply, 'content_editor')) === undefined;
  } catch {
    isEditor = false;
  }
  if (isEditor) return;
  reply.removeHeader('location');
  throw new ApiError(404, 'not_found', 'There is no such content.');
}
