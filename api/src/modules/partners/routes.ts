import { type FastifyPluginCallback } from 'fastify';
import { Type } from '@sinclair/typebox';
import {
  PartnerCartEnvelopeWire,
  PartnerCartRequestWire,
  type PartnerCartWire,
  PartnerEnvelopeWire,
  PartnerPurchaseRequestWire,
} from 'shared-kernel/wire/partners';
import { ResultEnvelopeWire } from 'shared-kernel/wire/envelope';
import { resultEnvelope } from '../../http/envelope';
import { audMoney } from '../../http/money';
import { publicOriginOf } from '../../http/request-origin';
import { responses } from '../../http/response-schemas';
import { customerOf } from '../auth/bearer-token';
import { cartTotalsOf } from '../cart/cart-totals';
import { cartItemToWire } from '../cart/wire';
import { requireApiVersion } from '../../http/api-version';
import { idempotencyKeyOf } from '../purchase/idempotency';
import { type PartnerCart, type PartnerService, requestedItemsOf } from './service';

function partnerCartToWire(cart: PartnerCart): PartnerCartWire {
  const items = cart.items.map((item, index) => ({ ...item, id: `partner-item-${index + 1}` }));
  const totals = cartTotalsOf(items, []);
  return {
    customer_id: cart.customerId,
    cart_total: audMoney(totals.totalCents),
    pre_order_total: audMoney(totals.preOrderTotalCents),
    cart_items: items.map(cartItemToWire),
    blocked_reasons: cart.blockedReasons,
    requires_unattended_payment_method: items.some((item) => item.recurringPurchaseEnabled),
  };
}

const SlugParams = Type.Object({ slug: Type.String({ pattern: '^[a-z0-9-]{1,64}$' }) });
const CheckoutIdEnvelopeWire = ResultEnvelopeWire(Type.String());

/** Partners and partner purchase (api.md §7.5). */
export const partnersRoutes: FastifyPluginCallback<{ partners: PartnerService }> = (
  app,
  { partners },
  done,
) => {
  app.get<{ Params: { slug: string } }>(
    '/v2/partners/:slug',
    {
      config: { access: 'anonymous', capability: 'partner_purchase' },
      schema: { params: SlugParams, response: responses(PartnerEnvelopeWire) },
    },
    async (request) => resultEnvelope(await partners.partner(request.params.slug)),
  );

  app.post<{ Params: { slug: string }; Body: PartnerCartRequestWire }>(
    '/v2/cart/partner/:slug',
    {
      config: { access: 'customer', capability: 'partner_purchase' },
      schema: {
        params: SlugParams,
        body: PartnerCartRequestWire,
        response: responses(PartnerCartEnvelopeWire),
      },
    },
    async (request) => {
      const { customerId } = customerOf(request);
      const cart = await partners.cart(
        request.params.slug,
        customerId,
        requestedItemsOf(request.body),
      );
      return resultEnvelope(partnerCartToWire(cart));
    },
  );

  app.post<{ Params: { slug: string }; Body: PartnerCartRequestWire }>(
    '/v2/anon-cart/partner/:slug',
    {
      config: { access: 'anonymous', capability: 'partner_purchase' },
      schema: {
        params: SlugParams,
        body: PartnerCartRequestWire,
        response: responses(PartnerCartEnvelopeWire),
      },
    },
    async (request) => {
      const cart = await partners.cart(request.params.slug, null, requestedItemsOf(request.body));
      return resultEnvelope(partnerCartToWire(cart));
    },
  );

  app.post<{ Params: { slug: string }; Body: PartnerPurchaseRequestWire }>(
    '/v2/cart/partner/:slug/purchase',
    {
      config: { access: 'customer', capability: 'partner_purchase' },
      schema: {
        params: SlugParams,
        body: PartnerPurchaseRequestWire,
        response: responses(CheckoutIdEnvelopeWire),
      },
    },
    async (request) => {
      requireApiVersion(request, '3.2', 'Partner purchases');
      const { customerId } = customerOf(request);
      const key = idempotencyKeyOf(request);
      const checkoutId = await partners.purchase(
        request.params.slug,
        customerId,
        key,
        request.body,
        app.config.publicUrl ?? publicOriginOf(request),
      );
      return resultEnvelope(checkoutId);
    },
  );
  done();
};
