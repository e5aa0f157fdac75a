import { type FastifyInstance, type FastifyPluginCallback, type FastifyRequest } from 'fastify';
import { apiVersions } from 'shared-kernel';
import {
  AnonymousCartCreatedEnvelopeWire,
  AnonymousCartParamsWire,
  CartEnvelopeWire,
  CartItemAddWire,
  CartItemParamsWire,
  CustomerCartItemParamsWire,
  PromotionAddWire,
  TicketBuildWire,
} from 'shared-kernel/wire/cart';
import { requireApiVersion } from '../../http/api-version';
import { resultEnvelope } from '../../http/envelope';
import { responses } from '../../http/response-schemas';
import { customerOf } from '../auth/bearer-token';
import { blockedReasonsFor, customerStanding } from '../limits/blocked-reasons';
import { ProductOfferRepository } from '../product-offers/repository';
import { PromotionRepository } from '../promotions/repository';
import { CartRepository } from './repository';
import { type CartOwner, CartService } from './service';
import { type TicketRequest } from './ticket-item';
import { cartToWire } from './wire';

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

/** How a route finds whose cart it works on. */
interface CartRoutesOfOwner {
  /** `/v2/cart` or `/v2/anon-cart/:token`. */
  prefix: string;
  /** Who may call it: anyone holding the token, or the signed-in customer. */
  access: 'anonymous' | 'customer';
  ownerOf: (request: FastifyRequest) => CartOwner;
  /** Schema of the prefix's params (the token), if any. */
  params?: typeof AnonymousCartParamsWire;
  /** Schema of the params of `{prefix}/items/:id`. */
  itemParams: typeof CartItemParamsWire | typeof CustomerCartItemParamsWire;
}

const anonymousCart: CartRoutesOfOwner = {
  prefix: '/v2/anon-cart/:token',
  access: 'anonymous',
  ownerOf: (request) => ({ anonymousToken: (request.params as AnonymousCartParamsWire).token }),
  params: AnonymousCartParamsWire,
  itemParams: CartItemParamsWire,
};

const customerCart: CartRoutesOfOwner = {
  prefix: '/v2/cart',
  access: 'customer',
  ownerOf: (request) => ({ customerId: customerOf(request).customerId }),
  itemParams: CustomerCartItemParamsWire,
};

const itemIdOf = (request: FastifyRequest) => (request.params as CustomerCartItemParamsWire).id;

const cartVersion = (request: FastifyRequest) =>
  requireApiVersion(request, apiVersions.cart, 'Cart calls');

/**
 * The item calls, the same for an anonymous cart and a customer's (one code path, two owners):
 * build, add, edit and remove an item (a voucher is removed like an item), apply a promotion.
 */
function registerItemRoutes(app: FastifyInstance, service: CartService, of: CartRoutesOfOwner) {
  const params = of.params ? { params: of.params } : {};
  const answer = { response: responses(CartEnvelopeWire) };

  app.post<{ Body: TicketBuildWire }>(
    `${of.prefix}/build`,
    { config: { access: of.access }, schema: { ...params, body: TicketBuildWire, ...answer } },
    async (request) => {
      cartVersion(request);
      const view = await service.addTicket(of.ownerOf(request), ticketRequestOf(request.body));
      return resultEnvelope(cartToWire(view));
    },
  );

  app.post<{ Body: CartItemAddWire }>(
    `${of.prefix}/items`,
    { config: { access: of.access }, schema: { ...params, body: CartItemAddWire, ...answer } },
    async (request) => {
      cartVersion(request);
      const { item, affiliate_code, num_draws, recurring_purchase } = request.body;
      const ticket = ticketRequestOf(item);
      const view = await service.addTicket(of.ownerOf(request), {
        ...ticket,
        numDraws: num_draws ?? ticket.numDraws,
        affiliateCode: affiliate_code ?? ticket.affiliateCode,
        recurringPurchase: recurring_purchase,
      });
      return resultEnvelope(cartToWire(view));
    },
  );

  // Editing an item replaces it with the edited ticket, checked and priced again.
  app.put<{ Body: TicketBuildWire }>(
    `${of.prefix}/items/:id`,
    {
      config: { access: of.access },
      schema: { params: of.itemParams, body: TicketBuildWire, ...answer },
    },
    async (request) => {
      cartVersion(request);
      const owner = of.ownerOf(request);
      const view = await service.replaceItem(
        owner,
        itemIdOf(request),
        ticketRequestOf(request.body),
      );
      return resultEnvelope(cartToWire(view));
    },
  );

  app.delete(
    `${of.prefix}/items/:id`,
    { config: { access: of.access }, schema: { params: of.itemParams, ...answer } },
    async (request) => {
      cartVersion(request);
      const view = await service.removeItem(of.ownerOf(request), itemIdOf(request));
      return resultEnvelope(cartToWire(view));
    },
  );

  app.post<{ Body: PromotionAddWire }>(
    `${of.prefix}/promotion`,
    {
      config: { access: of.access, capability: 'vouchers' },
      schema: { ...params, body: PromotionAddWire, ...answer },
    },
    async (request) => {
      cartVersion(request);
      const view = await service.addPromotion(of.ownerOf(request), request.body.promotion_code);
      return resultEnvelope(cartToWire(view));
    },
  );
}

/**
 * The cart (api.md §7.5, v3.3): an anonymous cart named by its token, a signed-in customer's cart
 * (one per customer, created on first use), and the conversion of the one into the other at login.
 * Tickets are checked with the shared ticket rules and priced by the shop; vouchers discount the
 * total.
 */
export const cartRoutes: FastifyPluginCallback = (app, _options, done) => {
  const service = new CartService({
    carts: new CartRepository(app.database),
    offers: new ProductOfferRepository(app.database),
    promotions: new PromotionRepository(app.database),
    now: () => app.config.now(),
    blockedReasons: {
      standingOf: (customerId, now) => customerStanding(app.database, customerId, now),
      for: blockedReasonsFor,
    },
  });

  app.post(
    '/v2/anon-cart',
    {
      config: { access: 'anonymous' },
      schema: { response: responses(AnonymousCartCreatedEnvelopeWire, 201) },
    },
    async (request, reply) => {
      cartVersion(request);
      const { token, view } = await service.createAnonymous();
      return reply.status(201).send(resultEnvelope({ token, cart: cartToWire(view) }));
    },
  );

  app.get<{ Params: AnonymousCartParamsWire }>(
    '/v2/anon-cart/:token',
    {
      config: { access: 'anonymous' },
      schema: { params: AnonymousCartParamsWire, response: responses(CartEnvelopeWire) },
    },
    async (request) => {
      cartVersion(request);
      const view = await service.view({ anonymousToken: request.params.token });
      return resultEnvelope(cartToWire(view));
    },
  );

  app.get(
    '/v2/cart/items',
    { config: { access: 'customer' }, schema: { response: responses(CartEnvelopeWire) } },
    async (request) => {
      cartVersion(request);
      const view = await service.view({ customerId: customerOf(request).customerId });
      return resultEnvelope(cartToWire(view));
    },
  );

  app.post<{ Params: AnonymousCartParamsWire }>(
    '/v2/anon-cart/:token/convert',
    {
      config: { access: 'customer' },
      schema: { params: AnonymousCartParamsWire, response: responses(CartEnvelopeWire) },
    },
    async (request) => {
      cartVersion(request);
      const { customerId } = customerOf(request);
      return resultEnvelope(cartToWire(await service.convert(request.params.token, customerId)));
    },
  );

  registerItemRoutes(app, service, anonymousCart);
  registerItemRoutes(app, service, customerCart);
  done();
};
