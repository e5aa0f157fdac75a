import { type FastifyInstance } from 'fastify';
import { resultEnvelope } from '../../http/envelope';
import { buyRecurringNow } from '../draw-engine/recurring/buy-now';
import { operatorActorOf } from './draw-ops-routes';
import { BuyRecurringBody, OpsBuyRecurringEnvelopeWire } from './ops-wire';
import { type DrawOperationsEngine } from './ports';

/**
 * POST /ops/draws/buy-recurring (role draws; `npm run ops -- buy-recurring`): buys the
 * recurring purchases of an open draw now, as the engine would before its sales close, and
 * answers how many were bought, skipped and failed.
 */
export function registerBuyRecurringRoute(
  app: FastifyInstance,
  { engine }: { engine: DrawOperationsEngine },
): void {
  app.post<{ Body: BuyRecurringBody }>(
    '/ops/draws/buy-recurring',
    {
      config: { access: { operator: 'draws' } },
      schema: { body: BuyRecurringBody, response: { 200: OpsBuyRecurringEnvelopeWire } },
    },
    async (request) => {
      const outcome = await buyRecurringNow(app.database, engine.buyRecurring, {
        offerKey: request.body.offer_key,
        drawNo: request.body.draw_no ?? null,
        actor: operatorActorOf(request),
        now: app.config.now(),
      });
      return resultEnvelope({
        draw_no: outcome.drawNo,
        purchased: outcome.purchased,
        skipped: outcome.skipped,
        failed: outcome.failed,
      });
    },
  );
}
