import { type FastifyPluginAsync, type FastifyPluginCallback } from 'fastify';
import { acceptFormBodies } from '../auth/form-body';
import { registerBuyRecurringRoute } from './buy-recurring-route';
import { registerClaimAuditRoutes } from './claim-audit-routes';
import { registerDrawOpsRoutes } from './draw-ops-routes';
import { type DrawOperationsEngine, type PrizeClaimChecks } from './ports';
import { registerPrizeFulfilmentRoutes } from './prize-fulfilment-routes';
import { PrizeFulfilments } from './prize-fulfilments';
import { DrawOperationsRepository } from './repository';
import { drawVerificationRoutes } from './routes';
import { TicketProofs } from './ticket-proofs';

const drawOpsRoutes: FastifyPluginCallback<{
  repository: DrawOperationsRepository;
  engine: DrawOperationsEngine;
  claims: PrizeClaimChecks;
  fulfilments: PrizeFulfilments;
}> = (app, { repository, engine, claims, fulfilments }, done) => {
  acceptFormBodies(app);
  app.addHook('onSend', (_request, reply, payload, next) => {
    void reply.header('cache-control', 'no-store');
    next(null, payload);
  });
  registerDrawOpsRoutes(app, { repository, engine });
  registerBuyRecurringRoute(app, { engine });
  registerClaimAuditRoutes(app, { repository, claims, engine });
  registerPrizeFulfilmentRoutes(app, { fulfilments });
  done();
};

/**
 * Draw operations: the public verification of draws (/v2/draws/{offerKey}/{drawNo}/commitment,
 * /verification, and a customer's ticket proofs) and the operators' pages /ops/draws,
 * /ops/prize-claims, /ops/prize-fulfilments and /ops/audit. The engine (`app.drawEngine`) and the claim checks
 * (`app.prizeClaims`) come from the draw engine's module: register after it.
 */
export const drawOperationsModule: FastifyPluginAsync = async (app) => {
  const repository = new DrawOperationsRepository(app.database);
  await app.register(drawVerificationRoutes, {
    repository,
    proofs: new TicketProofs(app.database),
  });
  await app.register(drawOpsRoutes, {
    repository,
    engine: app.drawEngine,
    claims: app.prizeClaims,
    fulfilments: new PrizeFulfilments(app.database, app.config.now),
  });
};
