import { randomUUID } from 'node:crypto';
import { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { cookieOf } from '../../http/cookies';
import { previewCookieName, readPreview } from './preview-cookie';
import { type VisitorRelease } from './release-document';

/** The cookie that keeps a visitor's id, and so their canary buckets, across visits. */
export const visitorCookieName = 'shop_visitor';
const visitorLifetimeSeconds = 365 * 24 * 60 * 60;
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The release the caller of this request gets: their visitor id from the cookie (a new one,
 * set on the reply, when absent or not a UUID) and their operator preview when its cookie is
 * valid. The cookie survives sign-in and reloads, so a visitor keeps their versions.
 */
export async function releaseForRequest(
  app: FastifyInstance,
  environment: string,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<VisitorRelease> {
  const cookies = request.headers.cookie;
  let visitorId = cookieOf(cookies, visitorCookieName);
  if (visitorId === null || !uuidPattern.test(visitorId)) {
    visitorId = randomUUID();
    const secure = app.config.publicUrl.startsWith('https:');
    void reply.header(
      'set-cookie',
      `${visitorCookieName}=${visitorId}; Max-Age=${visitorLifetimeSeconds}; Path=/; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`,
    );
  }
  const preview = readPreview(
    cookieOf(cookies, previewCookieName) ?? undefined,
    app.serverSecrets.release_preview_secret,
    app.config.now(),
  );
  return app.registry.releaseFor(environment, visitorId, preview);
}
