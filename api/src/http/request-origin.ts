import { type FastifyRequest } from 'fastify';

/**
 * The shop's public origin for every link the services write: always PUBLIC_URL (default
 * http://localhost:$PORT), never the request's Host header, which the caller chooses.
 */
export function publicOriginOf(request: FastifyRequest): string {
  return request.server.config.publicUrl;
}
