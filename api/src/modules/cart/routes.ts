import { type FastifyPluginCallback } from 'fastify';
import { apiVersions } from 'shared-kernel';
import {
  AnonymousCartCreatedEnvelopeWire,
  AnonymousCartParamsWire,
  CartEnvelopeWire,
  CartItemAddWire,
  CartItemParamsWire,
  type CartItemWire,
  type CartProductTypeWire,
  type CartWire,
  TicketBuildWire,
} from 'shared-kernel/src/wire';
import { resultEnvelope } from '../../http/envelope';
import { centsToDecimalString } from '../../http/money';
import { responses } from '../../http/response-schemas';
import { requireApiVersion } from '../draws/routes';
import { ProductOfferRepository } from '../product-offers/repository';
import { type CartItem, CartRepository } from './repository';
import { type CartView, CartService, type TicketRequest } from './service';

const aud = (cents: number) => ({ amount: centsToDecimalString(cents), currency: 'AUD' });

function itemToWire(item: CartItem): CartItemWire {
  return {
    id: item.id,
    product_type: item.productType as CartProductTypeWire,
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
      item.scheduledPurchaseType === null
        ? null
        : { type: item.scheduledPurchaseType as 'scheduled_purchase' | 'pre_order' },
    affiliate_code: item.affiliateCode,
  };
}

export function cartToWire(view: CartView): CartWire {
  const totalOf = (items: CartItem[]) =>
    items.reduce((sum, item) => sum + item.unitPriceCents * item.quantity, 0);
  return {
    cart_reference: view.cart.reference,
    cart_items: view.items.map(itemToWire),
    voucher_items: [],
    discount_total: aud(0),
    auto_removed_items: view.autoRemovedItems,
    cart_total: aud(totalOf(view.items)),
    pre_order_total: aud(
      totalOf(view.items.filter((item) => item.scheduledPurchaseType === 'pre_order')),
    ),
    requires_unattended_payment_method: view.items.some((item) => item.recurringPurchaseEnabled),
    // Spend limits and verification apply to customers; an anonymous cart is never blocked.
    blocked_reasons: {},
    show_regulation: false,
  };
}

function ticketRequestOf(ticket: TicketBuildWire): TicketRequest {
  return {
    lottery: ticket.lottery,
    gameType: ticket.game_type,
    gameOffer: ticket.game_offer,
    games: ticket.games,
    numGames: ticket.num_games,
    quickpick: ticket.quickpick,
    numDraws: ticket.num_draws,
    numWeeks: ticket.num_weeks,
    day: ticket.day || null,
    causeKey: ticket.cause_key || null,
    firstDrawNo: ticket.first_draw_no,
    drawOffset: ticket.draw_offset,
    hasFavouriteNumbers: ticket.has_favourite_numbers,
    numShares: ticket.syndicate?.num_shares,
    numRaffleTickets: ticket.num_raffle_tickets,
    affiliateCode: ticket.affiliate_code,
  };
}

/**
 * The anonymous cart (api.md §7.5, v3.3): create, fetch, build (a ticket being built), add,
 * edit and remove an item. Tickets are checked with the shared ticket rules and priced by the shop.
 */
export const cartRoutes: FastifyPluginCallback = (app, _options, done) => {
  const service = new CartService(
    new CartRepository(app.database),
    new ProductOfferRepository(app.database),
    () => app.config.now(),
  );
  const cartVersion = (request: Parameters<typeof requireApiVersion>[0]) =>
    requireApiVersion(request, apiVersions.cart, 'Cart calls');

  app.post(
    '/v2/anon-cart',
    { schema: { response: responses(AnonymousCartCreatedEnvelopeWire, 201) } },
    async (request, reply) => {
      cartVersion(request);
      const { token, view } = await service.createAnonymous();
      return reply.status(201).send(resultEnvelope({ token, cart: cartToWire(view) }));
    },
  );

  app.get<{ Params: AnonymousCartParamsWire }>(
    '/v2/anon-cart/:token',
    { schema: { params: AnonymousCartParamsWire, response: responses(CartEnvelopeWire) } },
    async (request) => {
      cartVersion(request);
      return resultEnvelope(cartToWire(await service.findByToken(request.params.token)));
    },
  );

  app.post<{ Params: AnonymousCartParamsWire; Body: TicketBuildWire }>(
    '/v2/anon-cart/:token/build',
    {
      schema: {
        params: AnonymousCartParamsWire,
        body: TicketBuildWire,
        response: responses(CartEnvelopeWire),
      },
    },
    async (request) => {
      cartVersion(request);
      const view = await service.addTicket(request.params.token, ticketRequestOf(request.body));
      return resultEnvelope(cartToWire(view));
    },
  );

  app.post<{ Params: AnonymousCartParamsWire; Body: CartItemAddWire }>(
    '/v2/anon-cart/:token/items',
    {
      schema: {
        params: AnonymousCartParamsWire,
        body: CartItemAddWire,
        response: responses(CartEnvelopeWire),
      },
    },
    async (request) => {
      cartVersion(request);
      const { item, affiliate_code, num_draws, recurring_purchase } = request.body;
      const ticket = ticketRequestOf(item);
      const view = await service.addTicket(request.params.token, {
        ...ticket,
        numDraws: num_draws ?? ticket.numDraws,
        affiliateCode: affiliate_code ?? ticket.affiliateCode,
        recurringPurchase: recurring_purchase,
      });
      return resultEnvelope(cartToWire(view));
    },
  );
  // Editing an item replaces it with the edited ticket, checked and priced again.
  app.put<{ Params: CartItemParamsWire; Body: TicketBuildWire }>(
    '/v2/anon-cart/:token/items/:id',
    {
      schema: {
        params: CartItemParamsWire,
        body: TicketBuildWire,
        response: responses(CartEnvelopeWire),
      },
    },
    async (request) => {
      cartVersion(request);
      const { token, id } = request.params;
      const view = await service.replaceItem(token, id, ticketRequestOf(request.body));
      return resultEnvelope(cartToWire(view));
    },
  );

  app.delete<{ Params: CartItemParamsWire }>(
    '/v2/anon-cart/:token/items/:id',
    { schema: { params: CartItemParamsWire, response: responses(CartEnvelopeWire) } },
    async (request) => {
      cartVersion(request);
      const view = await service.removeItem(request.params.token, request.params.id);
      return resultEnvelope(cartToWire(view));
    },
  );
  done();
};
