import { type Static, Type } from '@sinclair/typebox';
import { type FastifyPluginCallback } from 'fastify';
import {
  type DrawTypeWire,
  ProductOffersEnvelopeWire,
  ProductOffersQueryWire,
  type ProductOfferWire,
  type UpcomingDrawWire,
} from 'shared-kernel/wire/product-offers';
import { ApiError, entitiesEnvelope } from '../../http/envelope';
import { audMoney, centsToDecimalString } from '../../http/money';
import { responses } from '../../http/response-schemas';
import { ProductOfferRepository, type ProductType, type UpcomingDraw } from './repository';
import { ProductOfferService, type ProductOfferWithDraws } from './service';

/** api.md §9: product offers are a version 3.9 call. */
export const productOffersApiVersion = '3.9';

const drawTypes: Record<ProductType, DrawTypeWire> = {
  lottery_ticket: 'lottery_ticket_draw',
  raffle_ticket: 'raffle_ticket_draw',
  syndicate_share: 'syndicate_share_draw',
  membership: 'lottery_ticket_draw',
};

function drawToWire(
  draw: UpcomingDraw,
  offer: ProductOfferWithDraws,
  offset: number,
): UpcomingDrawWire {
  return {
    id: draw.id,
    type: drawTypes[offer.type],
    draw_id: `${offer.key}:${draw.drawNo}`,
    draw_no: draw.drawNo,
    draw_offset: offset,
    stop: draw.stop.toISOString(),
    prize_pool:
      draw.prizePoolCents === null || draw.isPrizePoolUnknown
        ? null
        : audMoney(draw.prizePoolCents),
    prize_pool_suffix: draw.prizePoolSuffix,
    is_prize_pool_unknown: draw.isPrizePoolUnknown,
    purchase_status: offer.type === 'raffle_ticket' ? draw.purchaseStatus : null,
  };
}

function productOfferToWire(offer: ProductOfferWithDraws): ProductOfferWire {
  return {
    key: offer.key,
    type: offer.type,
    name: offer.name,
    url: offer.url,
    availability: offer.availability,
    display_category: offer.displayCategory,
    suspended: offer.suspended,
    ranking: offer.ranking,
    causes: offer.causes.map((cause) => ({
      key: cause.key,
      url_slug: cause.urlSlug,
      name: cause.name,
    })),
    game_types: offer.gameTypes.map((gameType) => ({
      key: gameType.key,
      name: gameType.name,
      game_offers: gameType.gameOffers.map((gameOffer) => ({
        key: gameOffer.key,
        name: gameOffer.name,
        min_games: gameOffer.minGames,
        max_games: gameOffer.maxGames,
        default_games: gameOffer.defaultGames,
        number_sets: gameOffer.numberSets,
        prices: gameOffer.prices.map((price) => ({
          games: price.games,
          price: centsToDecimalString(price.priceCents),
        })),
        price_currency: gameOffer.priceCurrency,
        ...(gameOffer.defaultEntryCount !== null
          ? { default_entry_count: gameOffer.defaultEntryCount }
          : {}),
      })),
    })),
    recurring_purchase: offer.recurringPurchase,
    draws: offer.draws.map((draw, offset) => drawToWire(draw, offer, offset)),
    selectable_days: offer.selectableDays,
  };
}

const PricingParams = Type.Object({
  pricingId: Type.String({ pattern: '^[a-z0-9_-]{1,64}$' }),
});

/** Product offers of a pricing with their upcoming draws (`GET /v2/pricing/{pricingId}/product_offers`). */
export const productOfferRoutes: FastifyPluginCallback = (app, _options, done) => {
  const service = new ProductOfferService(new ProductOfferRepository(app.database));

  app.get<{ Params: Static<typeof PricingParams>; Querystring: ProductOffersQueryWire }>(
    '/v2/pricing/:pricingId/product_offers',
    {
      schema: {
        params: PricingParams,
        querystring: ProductOffersQueryWire,
        response: responses(ProductOffersEnvelopeWire),
      },
      config: { access: 'anonymous', cache: 'product_offers' },
    },
    async (request) => {
      if (request.apiVersion !== productOffersApiVersion) {
        throw new ApiError(
          400,
          'unsupported_api_version',
          `Product offers are served in API version ${productOffersApiVersion}; ` +
            `the request asked for ${request.apiVersion}.`,
        );
      }
      const offers = await service.findForPricing(
        request.params.pricingId,
        app.config.now(),
        request.query.draw_limit,
      );
      return entitiesEnvelope(offers.map(productOfferToWire));
    },
  );
  done();
};
