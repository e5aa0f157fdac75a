import { type FastifyPluginCallback } from 'fastify';
import {
  RecurringPurchaseMethodQueryWire,
  RecurringPurchaseMethodsEnvelopeWire,
  type RecurringPurchaseMethodsWire,
} from 'shared-kernel/wire/recurring';
import { resultEnvelope } from '../../http/envelope';
import { responses } from '../../http/response-schemas';
import { customerOf } from '../auth/bearer-token';
import { type PurchaseMethods, purchaseMethodsOf, selectPurchaseMethod } from './purchase-method';

function methodsToWire(methods: PurchaseMethods): RecurringPurchaseMethodsWire {
  return {
    available_recurring_purchase_methods: methods.available.map((method) => ({
      recurring_purchase_method_key: method.key,
      name: method.name,
      disabled: method.disabled,
    })),
    selected_recurring_purchase_method_key: methods.selected.key,
  };
}

/** How recurring purchases pay when the wallet is short (api.md §7.4): read and choose. */
export const purchaseMethodRoutes: FastifyPluginCallback = (app, _options, done) => {
  const schema = { response: responses(RecurringPurchaseMethodsEnvelopeWire) };

  app.get(
    '/v2/customer/recurring-purchase-method',
    { config: { access: 'customer' }, schema },
    async (request) =>
      resultEnvelope(
        methodsToWire(await purchaseMethodsOf(app.database, customerOf(request).customerId)),
      ),
  );

  app.post<{ Querystring: RecurringPurchaseMethodQueryWire }>(
    '/v2/customer/recurring-purchase-method',
    {
      config: { access: 'customer' },
      schema: { ...schema, querystring: RecurringPurchaseMethodQueryWire },
    },
    async (request) =>
      resultEnvelope(
        methodsToWire(
          await selectPurchaseMethod(
            app.database,
            customerOf(request).customerId,
            request.query.recurring_purchase_method,
          ),
        ),
      ),
  );
  done();
};
