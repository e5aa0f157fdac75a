import { type FastifyPluginCallback } from 'fastify';
import {
  ScheduledPurchaseEnvelopeWire,
  type ScheduledPurchaseWire,
  ScheduledPurchaseParamsWire,
  ScheduledPurchasesEnvelopeWire,
  ScheduledPurchasesQueryWire,
} from 'shared-kernel/wire/scheduled-purchases';
import { entitiesEnvelope, resultEnvelope } from '../../http/envelope';
import { responses } from '../../http/response-schemas';
import { customerOf } from '../auth/bearer-token';
import { audMoney } from '../../http/money';
import { type ScheduledPurchase } from './repository';
import { type ScheduledPurchaseService } from './service';

export function scheduledPurchaseToWire(scheduled: ScheduledPurchase): ScheduledPurchaseWire {
  return {
    encoded_id: scheduled.id,
    kind: scheduled.kind,
    status: scheduled.status,
    description: scheduled.description,
    lottery_key: scheduled.productOfferKey,
    lottery_name: scheduled.lotteryName,
    draw_no: scheduled.drawNo,
    draw_date: scheduled.drawStop.toISOString(),
    price: audMoney(scheduled.priceCents),
    checkout_id: scheduled.checkoutId,
    ticket_id: scheduled.ticketId,
    created_at: scheduled.createdAt.toISOString(),
    paid_at: scheduled.paidAt?.toISOString() ?? null,
    cancelled_at: scheduled.cancelledAt?.toISOString() ?? null,
  };
}

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
      return entitiesEnvelope(entities.map(scheduledPurchaseToWire), pageInfo);
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
      return resultEnvelope(
        scheduledPurchaseToWire(await scheduledPurchases.one(customerId, request.params.id)),
      );
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
      return resultEnvelope(
        scheduledPurchaseToWire(await scheduledPurchases.cancel(customerId, request.params.id)),
      );
    },
  );
  done();
};
