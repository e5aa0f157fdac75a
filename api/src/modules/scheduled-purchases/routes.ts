import { type FastifyPluginCallback } from 'fastify';
import {
  ScheduledPurchaseEnvelopeWire,
  ScheduledPurchaseParamsWire,
  ScheduledPurchasesEnvelopeWire,
  ScheduledPurchasesQueryWire,
} from 'shared-kernel/wire/scheduled-purchases';
import { entitiesEnvelope, resultEnvelope } from '../../http/envelope';
import { responses } from '../../http/response-schemas';
import { customerOf } from '../auth/bearer-token';
import { type ScheduledPurchaseService } from './service';

/** The customer's scheduled purchases (api.md §7.8): list, one, cancel. */
export const scheduledPurchaseRoutes: FastifyPluginCallback<{
  scheduledPurchases: ScheduledPurchaseService;
}> = (app, { scheduledPurchases }, done) => {
  app.get<{ Querystring: ScheduledPurchasesQueryWire }>(
    '/v2/scheduled-purchases',
    {
      config: { access: 'customer' },
      schema: {
        querystring: ScheduledPurchasesQueryWire,
        response: responses(ScheduledPurchasesEnvelopeWire),
      },
    },
    async (request) => {
      const { customerId } = customerOf(request);
      const { entities, pageInfo } = await scheduledPurchases.page(customerId, request.query);
      return entitiesEnvelope(entities, pageInfo);
    },
  );

  app.get<{ Params: ScheduledPurchaseParamsWire }>(
    '/v2/scheduled-purchases/:id',
    {
      config: { access: 'customer' },
      schema: {
        params: ScheduledPurchaseParamsWire,
        response: responses(ScheduledPurchaseEnvelopeWire),
      },
    },
    async (request) => {
      const { customerId } = customerOf(request);
      return resultEnvelope(await scheduledPurchases.one(customerId, request.params.id));
    },
  );

  app.patch<{ Params: ScheduledPurchaseParamsWire }>(
    '/v2/scheduled-purchases/:id/cancel',
    {
      config: { access: 'customer' },
      schema: {
        params: ScheduledPurchaseParamsWire,
        response: responses(ScheduledPurchaseEnvelopeWire),
      },
    },
    async (request) => {
      const { customerId } = customerOf(request);
      return resultEnvelope(await scheduledPurchases.cancel(customerId, request.params.id));
    },
  );
  done();
};
