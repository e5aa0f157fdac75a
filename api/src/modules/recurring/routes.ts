import { type FastifyPluginCallback } from 'fastify';
import { Type } from '@sinclair/typebox';
import { apiVersions } from 'shared-kernel';
import { EntitiesEnvelopeWire, ResultEnvelopeWire } from 'shared-kernel/wire/envelope';
import { PaymentResolutionWire } from 'shared-kernel/wire/payments';
import {
  CombinedRecurringPurchasesEnvelopeWire,
  RecurringPageQueryWire,
} from 'shared-kernel/wire/recurring';
import { entitiesEnvelope, resultEnvelope } from '../../http/envelope';
import { responses } from '../../http/response-schemas';
import { customerOf } from '../auth/bearer-token';
import { requireApiVersion } from '../../http/api-version';
import { audMoney } from '../../http/money';
import { autoplayRoutes } from './autoplay-routes';
import { RecurringManagement } from './management';
import { purchaseMethodRoutes } from './method-routes';
import { type PaymentResolution, type RecurringService } from './service';
import { subscriptionRoutes } from './subscription-routes';
import { combinedToWire } from './wire-mapping';

function resolutionToWire(resolution: PaymentResolution): PaymentResolutionWire {
  return {
    id: resolution.id,
    description: resolution.description,
    amount: audMoney(resolution.amountCents),
    reason: resolution.reason,
    created_at: resolution.createdAt.toISOString(),
  };
}

const SyncEnvelopeWire = ResultEnvelopeWire(
  Type.Object({ purchased: Type.Integer(), failed: Type.Integer() }),
);

/**
 * Recurring purchases (api.md §7.4, §7.5, §7.8): made now, the ones whose payment failed, the
 * combined list, autoplays, subscriptions, and how they pay.
 */
export const recurringRoutes: FastifyPluginCallback<{ recurring: RecurringService }> = (
  app,
  { recurring },
  done,
) => {
  const management = new RecurringManagement(app.database, () => app.config.now());
  void app.register(autoplayRoutes, { management });
  void app.register(subscriptionRoutes, { management });
  void app.register(purchaseMethodRoutes);

  app.get<{ Querystring: RecurringPageQueryWire }>(
    '/v2/recurring_purchases',
    {
      config: { access: 'customer', capability: 'combined_recurring_purchases' },
      schema: {
        querystring: RecurringPageQueryWire,
        response: responses(CombinedRecurringPurchasesEnvelopeWire),
      },
    },
    async (request) => {
      const page = await management.page(customerOf(request).customerId, {}, request.query);
      return entitiesEnvelope(page.entities.map(combinedToWire), page.pageInfo);
    },
  );

  app.post(
    '/v2/process_recurring_purchases/sync',
    { config: { access: 'customer' }, schema: { response: responses(SyncEnvelopeWire) } },
    async (request) => {
      const { customerId } = customerOf(request);
      return resultEnvelope(await recurring.sync(customerId));
    },
  );

  app.get(
    '/v2/payment_resolutions',
    {
      config: { access: 'customer' },
      schema: { response: responses(EntitiesEnvelopeWire(PaymentResolutionWire)) },
    },
    async (request) => {
      requireApiVersion(request, apiVersions.cart, 'Payment resolutions');
      const { customerId } = customerOf(request);
      return entitiesEnvelope((await recurring.resolutions(customerId)).map(resolutionToWire));
    },
  );
  done();
};
