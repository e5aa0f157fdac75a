import { type ApiRequest, apiVersions } from 'shared-kernel';
import {
  clientOf,
  common,
  type CachedCallOptions,
  type WireAmount,
  type WireMoneyOrNull,
} from '../call';
import { type UpcomingDraw } from '../draws/model';
import { amountOf, toMoney } from '../money/money';
import { type GameOffer, type ProductOffer } from './model';

// The product offers on sale and their draws (api.md §7.6).

type WireProductOffer = Omit<ProductOffer, 'draws' | 'gameTypes'> & {
  draws?: Array<Omit<UpcomingDraw, 'prizePool'> & { prizePool?: WireMoneyOrNull }>;
  gameTypes?: Array<{
    key: ProductOffer['gameTypes'][number]['key'];
    gameOffers?: Array<
      Omit<GameOffer, 'prices'> & { prices?: Array<{ games: number; price: WireAmount }> }
    >;
  }>;
};

/** Money strings of a product offer become numbers (product.md §3). */
export function productOfferFromWire(offer: WireProductOffer): ProductOffer {
  return {
    ...offer,
    draws: (offer.draws ?? []).map((draw) => ({
      ...draw,
      prizePool: draw.prizePool ? toMoney(draw.prizePool) : null,
    })),
    gameTypes: (offer.gameTypes ?? []).map((gameType) => ({
      ...gameType,
      gameOffers: (gameType.gameOffers ?? []).map((gameOffer) => ({
        ...gameOffer,
        prices: (gameOffer.prices ?? []).map((price) => ({
          games: price.games,
          price: amountOf(price.price),
        })),
      })),
    })),
  };
}

/** GET /v2/pricing/{pricingId}/product_offers (v3.9, cached 18 min), sorted by ranking. */
export async function fetchProductOffers(
  pricingId: string,
  options: CachedCallOptions & { query?: ApiRequest['query'] } = {},
): Promise<ProductOffer[]> {
  const request: ApiRequest = {
    path: `/pricing/${encodeURIComponent(pricingId)}/product_offers`,
    version: apiVersions.productOffers,
    cacheKind: 'productOffers',
    ...common(options),
  };
  if (options.query) request.query = options.query;
  const response = await clientOf(options).request<unknown, WireProductOffer>(request);
  return response.entities
    .map(productOfferFromWire)
    .sort((first, second) => first.ranking - second.ranking);
}
