import { type FastifyInstance, type FastifyReply } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import {
  CartPrimeBodyWire,
  type PlacementEntryWire,
  PlacementQueryWire,
  PlacementsEnvelopeWire,
  type RecommendedOrderWire,
  RecommendedOrdersEnvelopeWire,
  RecommendedOrdersQueryWire,
} from 'shared-kernel/wire/placements';
import { entitiesEnvelope } from '../../http/envelope';
import { audMoney } from '../../http/money';
import { responses } from '../../http/response-schemas';
import { customerOf } from '../auth/bearer-token';
import { type NextDraw } from './repository';
import { type Placement, type RecommendedOrder, RecommendService } from './service';

function entryToWire(draw: NextDraw): PlacementEntryWire {
  return {
    product_offer_key: draw.productOfferKey,
    name: draw.name,
    url: draw.url,
    draw_no: draw.drawNo,
    draw_date: draw.stop.toISOString(),
    jackpot: draw.jackpotCents === null ? null : audMoney(draw.jackpotCents),
  };
}

function recommendedOrderToWire(order: RecommendedOrder): RecommendedOrderWire {
  return {
    product_offer_key: order.productOfferKey,
    name: order.name,
    url: order.url,
    times_bought: order.timesBought,
    last_bought_at: order.lastBoughtAt.toISOString(),
    checkout_id: order.checkoutId,
    description: order.description,
    price: audMoney(order.priceCents),
    next_draw: order.nextDraw
      ? {
          draw_no: order.nextDraw.drawNo,
          draw_date: order.nextDraw.stop.toISOString(),
          jackpot:
            order.nextDraw.jackpotCents === null ? null : audMoney(order.nextDraw.jackpotCents),
        }
      : null,
  };
}

/** api.md §7.2: the recommend service answers 204 (an empty list) when it has nothing to show. */
function placementsReply(reply: FastifyReply, placements: Placement[]) {
  const shown = placements.filter((placement) => placement.entries.length > 0);
  if (shown.length === 0) return reply.code(204).send();
  return entitiesEnvelope(
    shown.map((placement) => ({ key: placement.key, entries: placement.entries.map(entryToWire) })),
  );
}

const merged = (bracketed?: string[], plain?: string[]): string[] => [
  ...(bracketed ?? []),
  ...(plain ?? []),
];

/**
 * Placements under /recommend (version 1.0) and the customer's recommended orders, for callers
 * whose segment grants placements: GET /recommend/placement (cached 5 minutes per caller),
 * POST /recommend/placement/cart/prime (a changed cart's placements, uncached) and
 * GET /v2/orders/recommended.
 */
export const recommendModule = fastifyPlugin(
  (app: FastifyInstance, _options: unknown, done: (error?: Error) => void) => {
    const service = new RecommendService(app.database, app.config.now);

    app.get<{ Querystring: PlacementQueryWire }>(
      '/recommend/placement',
      {
        config: { access: 'anonymous', capability: 'placements', cache: 'placement' },
        schema: { querystring: PlacementQueryWire, response: responses(PlacementsEnvelopeWire) },
      },
      async (request, reply) => {
        const signedIn = request.customer?.customerId ?? null;
        const { customer_key: customerKey } = request.query;
        // Only the signed-in customer's own key personalises: another id is a visitor's view.
        const customerId = customerKey === undefined || customerKey === signedIn ? signedIn : null;
        return placementsReply(
          reply,
          await service.placements({
            keys: merged(request.query['keys[]'], request.query.keys),
            cart: merged(request.query['cart[]'], request.query.cart),
            customerId,
          }),
        );
      },
    );

    app.post<{ Body: CartPrimeBodyWire }>(
      '/recommend/placement/cart/prime',
      {
        config: { access: 'anonymous', capability: 'placements' },
        schema: { body: CartPrimeBodyWire, response: responses(PlacementsEnvelopeWire) },
      },
      async (request, reply) =>
        placementsReply(
          reply,
          await service.placements({
            keys: ['cart_recommended', 'pre_cart_recommended'],
            cart: request.body.cart ?? [],
            customerId: request.customer?.customerId ?? null,
          }),
        ),
    );

    app.get<{ Querystring: RecommendedOrdersQueryWire }>(
      '/v2/orders/recommended',
      {
        config: { access: 'customer', capability: 'placements' },
        schema: {
          querystring: RecommendedOrdersQueryWire,
          response: responses(RecommendedOrdersEnvelopeWire),
        },
      },
      async (request) => {
        const { customerId } = customerOf(request);
        const orders = await service.recommendedOrders(customerId, request.query.limit ?? 3);
        return entitiesEnvelope(orders.map(recommendedOrderToWire));
      },
    );
    done();
  },
  { name: 'recommend', dependencies: ['config', 'database'], fastify: '5.x' },
);
