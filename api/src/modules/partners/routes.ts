import { type FastifyPluginCallback } from 'fastify';
import { Type } from '@sinclair/typebox';
import {
  type CartItemWire,
  PartnerCartEnvelopeWire,
  PartnerCartRequestWire,
  type PartnerCartWire,
  PartnerEnvelopeWire,
  PartnerPurchaseRequestWire,
  ResultEnvelopeWire,
} from 'shared-kernel/src/wire';
import { resultEnvelope } from '../../http/envelope';
import { publicOriginOf } from '../../http/request-origin';
import { responses } from '../../http/response-schemas';
import { requireCustomer } from '../../plugins/bearer-token';
import { requireApiVersion } from '../draws/routes';
import { idempotencyKeyOf } from '../purchase/idempotency';
import { centsToDecimalString } from '../../http/money';
import { type PartnerCart, type PartnerService } from './service';

const aud = (cents: number) => ({ amount: centsToDecimalString(cents), currency: 'AUD' });

function partnerCartToWire(cart: PartnerCart): PartnerCartWire {
  const items: CartItemWire[] = cart.items.map((item, index) => ({
    id: `partner-item-${index + 1}`,
    product_type: item.productType as CartItemWire['product_type'],
    description: item.description,
    quantity: item.quantity,
    unit_price: aud(item.unitPriceCents),
    recurring_purchase:
      item.recurringPurchaseType === null
        ? null
        : {
            type: item.recurringPurchaseType as 'autoplay' | 'subscription',
            availability: item.recurringPurchaseAvailability as 'never' | 'optional' | 'always',
            enabled: item.recurringPurchaseEnabled,
          },
    lottery_key: item.productOfferKey,
    draw_no: item.drawNo,
    draw_date: item.drawStop?.toISOString() ?? null,
    draw_prize_pool: item.drawPrizePoolCents === null ? null : aud(item.drawPrizePoolCents),
    game_type: item.gameType,
    game_offer: item.gameOffer,
    num_draws: item.numDraws,
    num_weeks: item.numWeeks,
    num_games: item.numGames,
    games: item.games,
    quickpick: item.quickpick,
    cause_key: item.causeKey,
    day: item.day,
    num_raffle_tickets: item.numRaffleTickets,
    num_shares: item.numShares,
    has_favourite_numbers: item.hasFavouriteNumbers,
    scheduled_purchase:
      item.scheduledPurchaseType === 'pre_order' ? { type: 'pre_order' as const } : null,
    affiliate_code: item.affiliateCode,
  }));
  const totalOf = (list: PartnerCart['items']) =>
    list.reduce((sum, item) => sum + item.unitPriceCents * item.quantity, 0);
  return {
    customer_id: cart.customerId,
    cart_total: aud(totalOf(cart.items)),
    pre_order_total: aud(
      totalOf(cart.items.filter((item) => item.scheduledPurchaseType === 'pre_order')),
    ),
    cart_items: items,
    blocked_reasons: cart.blockedReasons,
    requires_unattended_payment_method: cart.items.some((item) => item.recurringPurchaseEnabled),
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
    { schema: { params: SlugParams, response: responses(PartnerEnvelopeWire) } },
    async (request) => resultEnvelope(await partners.partner(request.params.slug)),
  );

  app.post<{ Params: { slug: string }; Body: PartnerCartRequestWire }>(
    '/v2/cart/partner/:slug',
    {
      schema: {
        params: SlugParams,
        body: PartnerCartRequestWire,
        response: responses(PartnerCartEnvelopeWire),
      },
    },
    async (request) => {
      const { customerId } = requireCustomer(request);
      const cart = await partners.cart(request.params.slug, customerId, request.body.cart_item);
      return resultEnvelope(partnerCartToWire(cart));
    },
  );

  app.post<{ Params: { slug: string }; Body: PartnerCartRequestWire }>(
    '/v2/anon-cart/partner/:slug',
    {
      schema: {
        params: SlugParams,
        body: PartnerCartRequestWire,
        response: responses(PartnerCartEnvelopeWire),
      },
    },
    async (request) => {
      const cart = await partners.cart(request.params.slug, null, request.body.cart_item);
      return resultEnvelope(partnerCartToWire(cart));
    },
  );

  app.post<{ Params: { slug: string }; Body: PartnerPurchaseRequestWire }>(
    '/v2/cart/partner/:slug/purchase',
    {
      schema: {
        params: SlugParams,
        body: PartnerPurchaseRequestWire,
        response: responses(CheckoutIdEnvelopeWire),
      },
    },
    async (request) => {
      requireApiVersion(request, '3.2', 'Partner purchases');
      const { customerId } = requireCustomer(request);
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
