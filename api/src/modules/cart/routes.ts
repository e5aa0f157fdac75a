import { type FastifyInstance, type FastifyPluginCallback, type FastifyRequest } from 'fastify';
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
  CustomerCartItemParamsWire,
  PromotionAddWire,
  TicketBuildWire,
  type VoucherItemWire,
} from 'shared-kernel/wire/cart';
import { resultEnvelope } from '../../http/envelope';
import { audMoney } from '../../http/money';
import { responses } from '../../http/response-schemas';
import { customerOf } from '../../plugins/bearer-token';
import { requireApiVersion } from '../draws/routes';
import { blockedReasonsOf } from '../limits/blocked-reasons';
import { ProductOfferRepository } from '../product-offers/repository';
import { PromotionRepository } from '../promotions/repository';
import { type AppliedVoucher } from '../promotions/voucher-rules';
import { cartTotalsOf } from './cart-totals';
import { type CartItem, CartRepository } from './repository';
import { type CartOwner, type CartView, CartService, type TicketRequest } from './service';

/** A cart item as every cart answer (customer, anonymous, partner) sends it. */
export function cartItemToWire(item: CartItem): CartItemWire {
  return {
    id: item.id,
    product_type: item.productType as CartProductTypeWire,
    description: item.description,
    quantity: item.quantity,
    unit_price: audMoney(item.unitPriceCents),
    recurring_purchase:
      item.recurringPurchaseType === null
        ? null
        : {
            type: item.recurringPurchaseType as 'autoplay' | 'subscription',
            availability: item.recurringPurchaseAvailability as 'never' | 'optional' | 'always',
            enabled: item.recurringPurchaseEnabled,
          },
    lottery_key: item.productOfferKey,
    lottery_name: item.productName,
    draw_no: item.drawNo,
    draw_date: item.drawStop?.toISOString() ?? null,
    draw_prize_pool: item.drawPrizePoolCents === null ? null : audMoney(item.drawPrizePoolCents),
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

function voucherToWire(voucher: AppliedVoucher): VoucherItemWire {
  return {
    id: voucher.id,
    product_type: voucher.type,
    promotion_code: voucher.promotionCode,
    description: voucher.description,
    discount: audMoney(voucher.discountCents),
    credit: audMoney(voucher.creditCents),
    expires_at: voucher.expiresAt?.toISOString() ?? null,
  };
}

export function cartToWire(view: CartView): CartWire {
  const totals = cartTotalsOf(view.items, view.vouchers);
  return {
    cart_reference: view.cart.reference,
    cart_items: view.items.map(cartItemToWire),
    voucher_items: view.vouchers.map(voucherToWire),
    discount_total: audMoney(totals.discountCents),
    auto_removed_items: view.autoRemovedItems,
    cart_total: audMoney(totals.totalCents),
    pre_order_total: audMoney(totals.preOrderTotalCents),
    requires_unattended_payment_method: view.items.some((item) => item.recurringPurchaseEnabled),
    blocked_reasons: view.blockedReasons,
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
    { config: { access: of.access }, schema: { ...params, body: PromotionAddWire, ...answer } },
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
    blockedReasonsOf: (customerId, cartTotalCents) =>
      blockedReasonsOf(app.database, customerId, cartTotalCents, app.config.now()),
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
