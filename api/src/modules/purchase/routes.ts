import { type FastifyPluginCallback } from 'fastify';
import { apiVersions } from 'shared-kernel';
import {
  CheckoutEnvelopeWire,
  CheckoutParamsWire,
  PurchaseDataWire,
} from 'shared-kernel/wire/purchase';
import { resultEnvelope } from '../../http/envelope';
import { responses } from '../../http/response-schemas';
import { customerOf } from '../auth/bearer-token';
import { requireApiVersion } from '../../http/api-version';
import { idempotencyKeyOf } from './idempotency';
import { PurchaseService } from './service';

/** Purchase of the customer's cart and its receipt (api.md §7.5). */
export const purchaseRoutes: FastifyPluginCallback = (app, _options, done) => {
  const purchases = new PurchaseService(app.database, { now: app.config.now });

  app.post<{ Body: PurchaseDataWire }>(
    '/v2/cart/purchase',
    {
      config: { access: 'customer' },
      schema: { body: PurchaseDataWire, response: responses(CheckoutEnvelopeWire) },
    },
    async (request) => {
      requireApiVersion(request, apiVersions.cart, 'Cart calls');
      const { customerId } = customerOf(request);
      const key = idempotencyKeyOf(request);
      return resultEnvelope(await purchases.purchase(customerId, key, request.body));
    },
  );

  app.get<{ Params: CheckoutParamsWire }>(
    '/v2/checkout/:checkout_id',
    {
      config: { access: 'customer' },
      schema: { params: CheckoutParamsWire, response: responses(CheckoutEnvelopeWire) },
    },
    async (request) => {
      requireApiVersion(request, apiVersions.checkout, 'Checkouts');
      const { customerId } = customerOf(request);
      return resultEnvelope(await purchases.checkoutOf(customerId, request.params.checkout_id));
    },
  );
  done();
};
