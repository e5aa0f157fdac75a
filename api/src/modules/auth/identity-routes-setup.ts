import { type FastifyInstance } from 'fastify';
import { acceptFormBodies } from './form-body';

/**
 * What every identity plugin (auth, customer, two-factor) sets up for its routes: form bodies
 * as well as JSON, and answers that no cache may keep (they carry tokens and personal data).
 */
export function setUpIdentityRoutes(app: FastifyInstance): void {
  acceptFormBodies(app);
  app.addHook('onSend', (_request, reply, payload, next) => {
    void reply.header('cache-control', 'no-store');
    next(null, payload);
  });
}
