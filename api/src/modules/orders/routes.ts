import { type FastifyPluginCallback } from 'fastify';
import {
  OrderEnvelopeWire,
  OrderParamsWire,
  OrderQueryWire,
  OrdersEnvelopeWire,
  OrdersQueryWire,
  type OrderDetailsWire,
  type OrderDrawWire,
  type OrderWire,
} from 'shared-kernel/wire/orders';
import { entitiesEnvelope, resultEnvelope } from '../../http/envelope';
import { audMoney } from '../../http/money';
import { responses } from '../../http/response-schemas';
import { customerOf } from '../auth/bearer-token';
import { type Order, type OrderDetails, type OrderDraw, OrderService } from './service';

const defaultPageSize = 10;

function drawToWire(draw: OrderDraw): OrderDrawWire {
  return {
    draw_no: draw.drawNo,
    draw_date: draw.stop.toISOString(),
    status: draw.isDrawn ? 'drawn' : 'upcoming',
    drawn_numbers: draw.isDrawn ? draw.numberSets : null,
    supplementaries: draw.isDrawn ? draw.supplementaries : [],
    matched_numbers: draw.matchedNumbers,
    is_scored: draw.isScored,
    division: draw.division,
    prize: draw.prizeCents === null ? null : audMoney(draw.prizeCents),
  };
}

function detailsToWire(order: Order, details: OrderDetails): OrderDetailsWire {
  const card = details.cardPayment;
  return {
    payment: {
      paid_from_cash: audMoney(order.paidFromCashCents),
      paid_from_promo_credit: audMoney(order.paidFromPromoCreditCents),
      card: card
        ? { amount: audMoney(card.amountCents), brand: card.brand, last4: card.last4 }
        : null,
    },
    cause:
      order.causeKey === null
        ? null
        : { key: order.causeKey, name: order.causeName ?? order.causeKey },
    syndicate:
      order.productType === 'syndicate_share'
        ? { num_shares: order.numShares ?? order.quantity, total_shares: null }
        : null,
    total_prize: details.totalPrizeCents === null ? null : audMoney(details.totalPrizeCents),
  };
}

export function orderToWire(order: Order, details: OrderDetails | null = null): OrderWire {
  return {
    id: order.id,
    status: order.status,
    product_name: order.productName,
    product_type: order.productType,
    product_offer_key: order.productOfferKey,
    game_type: order.gameType,
    game_offer: order.gameOffer,
    description: order.description,
    quantity: order.quantity,
    price: audMoney(order.priceCents),
    order_reference: order.orderReference,
    checkout_id: order.checkoutId,
    purchased_at: order.purchasedAt.toISOString(),
    num_draws: order.numDraws,
    games: order.games,
    draws: order.draws.map(drawToWire),
    details: details ? detailsToWire(order, details) : null,
  };
}

/** The customer's tickets (api.md §7.6): upcoming or past, paged; one with its details. */
export const orderRoutes: FastifyPluginCallback = (app, _options, done) => {
  const orders = new OrderService(app.database);

  app.get<{ Querystring: OrdersQueryWire }>(
    '/v2/orders',
    {
      config: { access: 'customer', capability: 'viewing_orders' },
      schema: { querystring: OrdersQueryWire, response: responses(OrdersEnvelopeWire) },
    },
    async (request) => {
      const { customerId } = customerOf(request);
      const page = {
        limit: request.query.limit ?? defaultPageSize,
        offset: request.query.offset ?? 0,
      };
      const filter = request.query.status === 'past_products' ? 'past' : 'upcoming';
      const { orders: found, total } = await orders.page(customerId, filter, page);
      return entitiesEnvelope(
        found.map((order) => orderToWire(order)),
        { ...page, total },
      );
    },
  );

  app.get<{ Params: OrderParamsWire; Querystring: OrderQueryWire }>(
    '/v2/orders/:id',
    {
      config: { access: 'customer', capability: 'viewing_orders' },
      schema: {
        params: OrderParamsWire,
        querystring: OrderQueryWire,
        response: responses(OrderEnvelopeWire),
      },
    },
    async (request) => {
      const { customerId } = customerOf(request);
      const { order, details } = await orders.one(customerId, request.params.id);
      return resultEnvelope(orderToWire(order, request.query.show_details ? details : null));
    },
  );
  done();
};
