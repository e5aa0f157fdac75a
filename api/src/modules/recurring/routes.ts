import { type FastifyPluginCallback } from 'fastify';
import { Type } from '@sinclair/typebox';
import { apiVersions } from 'shared-kernel';
import { EntitiesEnvelopeWire, ResultEnvelopeWire } from 'shared-kernel/wire/envelope';
import { PaymentResolutionWire } from 'shared-kernel/wire/payments';
import { entitiesEnvelope, resultEnvelope } from '../../http/envelope';
import { responses } from '../../http/response-schemas';
import { customerOf } from '../auth/bearer-token';
import { requireApiVersion } from '../../http/api-version';
import { audMoney } from '../../http/money';
import { type PaymentResolution, type RecurringService } from './service';

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

/** Recurring purchases made now, and the ones whose payment failed (api.md §7.5). */
export const recurringRoutes: FastifyPluginCallback<{ recurring: RecurringService }> = (
  app,
  { recurring },
  done,
) => {
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
