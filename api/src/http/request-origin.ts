import { type FastifyRequest } from 'fastify';

/** The shop's public origin: PUBLIC_URL when set, else the origin this request was sent to. */
export function publicOriginOf(request: FastifyRequest): string {
  return request.server.config.publicUrl ?? `${request.protocol}://${request.host}`;
}
