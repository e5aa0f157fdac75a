import { type Capabilities } from '../domain/capabilities';
import { type ContentItem, type ContentItemType } from '../domain/content';
import { amountOf, toMoney } from '../domain/money';
import { type GameOffer, type ProductBranding, type ProductOffer } from '../domain/product-offers';
import { type ReleaseDocument } from '../domain/release';
import { type SiteConfig } from '../domain/site-config';
import { type UpcomingDraw } from '../domain/draws';
import { getApiClient, type ApiClient } from './api-client';
import { apiVersions } from './api-constants';
import { type ApiRequest, type DiscoveredServices } from './types';

export interface EndpointOptions {
  /** Default: the page's client (`getApiClient()`). */
  client?: ApiClient;
  signal?: AbortSignal;
  /** Overrides the call's cache duration (seconds), or false to bypass the cache. */
  cache?: number | false;
}

function common(options: EndpointOptions): Pick<ApiRequest, 'signal' | 'cache'> {
  const request: Pick<ApiRequest, 'signal' | 'cache'> = {};
  if (options.signal) request.signal = options.signal;
  if (options.cache !== undefined) request.cache = options.cache;
  return request;
}

function clientOf(options: EndpointOptions): ApiClient {
  return options.client ?? getApiClient();
}

/** GET {discoveryBase}/discover: the address of every service. */
export function fetchDiscovery(options: EndpointOptions = {}): Promise<DiscoveredServices> {
  return clientOf(options).discover();
}

/** GET /v2/config: site name, locale, timeouts, support details, navigation, payment logos. */
export async function fetchConfig(options: EndpointOptions = {}): Promise<SiteConfig> {
  const response = await clientOf(options).request<SiteConfig>({
    path: '/config',
    ...common(options),
  });
  return response.result;
}

/** GET /v2/capabilities: capability segments and the current segment. */
export async function fetchCapabilities(options: EndpointOptions = {}): Promise<Capabilities> {
  const response = await clientOf(options).request<Capabilities>({
    path: '/capabilities',
    ...common(options),
  });
  return response.result;
}

/** GET /v2/branding: product branding (cached 24 h). */
export async function fetchBranding(options: EndpointOptions = {}): Promise<ProductBranding> {
  const response = await clientOf(options).request<ProductBranding>({
    path: '/branding',
    cacheKind: 'branding',
    ...common(options),
  });
  return response.result;
}

type WireAmount = string | number;
type WireMoneyOrNull = { amount: WireAmount; currency: string } | null | undefined;
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
  options: EndpointOptions & { query?: ApiRequest['query'] } = {},
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

export interface ContentItemsQuery {
  /** `c[]`: categories, e.g. `layout`. */
  categories?: readonly string[];
  /** `id[]`: item ids. */
  ids?: readonly string[];
  /** `t[]`: item types. */
  types?: readonly ContentItemType[];
  /** Default en-AU. */
  locale?: string;
}

/**
 * GET /v2/{locale}/items?c[]=…&id[]=…&t[]=…: content items. Items lacking a type or a value are
 * left out (product.md §3: present only if both exist).
 */
export async function fetchContentItems(
  query: ContentItemsQuery,
  options: EndpointOptions = {},
): Promise<ContentItem[]> {
  const response = await clientOf(options).request<unknown, Partial<ContentItem>>({
    path: `/${encodeURIComponent(query.locale ?? 'en-AU')}/items`,
    query: { c: query.categories, id: query.ids, t: query.types },
    ...common(options),
  });
  return response.entities.filter(
    (item): item is ContentItem =>
      typeof item.id === 'string' && Boolean(item.type) && Boolean(item.value),
  );
}

/** GET {registry}/{environment}/release: the pinned version of each remote (never cached). */
export async function fetchRelease(
  environment: string,
  options: EndpointOptions = {},
): Promise<ReleaseDocument> {
  const response = await clientOf(options).request<ReleaseDocument>({
    service: 'registry',
    path: `/${encodeURIComponent(environment)}/release`,
    cache: false,
    ...common(options),
  });
  return response.result;
}
