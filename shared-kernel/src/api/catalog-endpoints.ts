import { toMoney, type Money } from '../domain/money';
import type {
  AnonymousCartCreatedWire,
  BlogCategoryWire,
  BlogPostWire,
  CartItemAddWire,
  CartItemWire,
  CartWire,
  CauseDetailWire,
  CmsPageWire,
  DividendWire,
  DrawCustomerResultWire,
  DrawDetailsWire,
  DrawPreviewWire,
  PastDrawWire,
  RaffleWinnerWire,
  ResultCategoryWire,
  StatisticsWire,
  TicketBuildWire,
  VoucherItemWire,
} from '../wire';
import { getApiClient, type ApiClient } from './api-client';
import { apiVersions } from './api-constants';
import type { ApiRequest, PageInfo } from './types';

/**
 * Typed helpers of the catalogue's calls: the anonymous and customer cart (api.md §7.5), draws,
 * results, statistics and causes (§7.6) and the content service (§7.2). Answers are camelCased
 * by the client; money strings become numbers of dollars.
 */

type CamelCaseKey<Key extends string> = Key extends `${infer Head}_${infer Tail}`
  ? `${Head}${Capitalize<CamelCaseKey<Tail>>}`
  : Key;

/** A wire type as the client sees it: every key camelCased, at every depth. */
export type CamelCased<Value> =
  Value extends ReadonlyArray<infer Item>
    ? Array<CamelCased<Item>>
    : Value extends object
      ? {
          [Key in keyof Value as Key extends string ? CamelCaseKey<Key> : Key]: CamelCased<
            Value[Key]
          >;
        }
      : Value;

type WithMoney<Value, Keys extends keyof Value> = Omit<Value, Keys> & {
  [Key in Keys]: null extends Value[Key] ? Money | null : Money;
};

export type CartItemView = WithMoney<CamelCased<CartItemWire>, 'unitPrice' | 'drawPrizePool'>;
export type VoucherItemView = WithMoney<CamelCased<VoucherItemWire>, 'discount' | 'credit'>;
export type CartView = WithMoney<
  Omit<CamelCased<CartWire>, 'cartItems' | 'voucherItems'>,
  'cartTotal' | 'preOrderTotal' | 'discountTotal'
> & { cartItems: CartItemView[]; voucherItems: VoucherItemView[] };
export type TicketBuild = CamelCased<TicketBuildWire>;
export type CartItemAdd = CamelCased<CartItemAddWire>;
export type PastDrawView = WithMoney<CamelCased<PastDrawWire>, 'prizePool'>;
export type DividendView = WithMoney<CamelCased<DividendWire>, 'prizePerWinner'>;
export type DrawDetailsView = Omit<
  WithMoney<CamelCased<DrawDetailsWire>, 'prizePool'>,
  'dividends'
> & {
  dividends: DividendView[];
};
export type CustomerDrawTicketView = WithMoney<
  CamelCased<DrawCustomerResultWire['customer_tickets'] & object>[number],
  'price'
>;
/** A draw's full result and, for a signed-in customer, their tickets in it (null without one). */
export type DrawCustomerResultView = DrawDetailsView & {
  customerTickets: CustomerDrawTicketView[] | null;
};
export type DrawPreviewView = CamelCased<DrawPreviewWire>;
export type RaffleWinnerView = CamelCased<RaffleWinnerWire>;
export type StatisticsView = CamelCased<StatisticsWire>;
export type CauseView = CamelCased<CauseDetailWire>;
export type BlogPostView = CamelCased<BlogPostWire>;
export type BlogCategoryView = CamelCased<BlogCategoryWire>;
export type CmsPageView = CamelCased<CmsPageWire>;
export type PageMetadataView = CmsPageView['metadata'];

export interface CatalogCallOptions {
  /** Default: the page's client (`getApiClient()`). */
  client?: ApiClient;
  signal?: AbortSignal;
}

export interface Page<Entity> {
  entities: Entity[];
  pageInfo: PageInfo;
}

function clientOf(options: CatalogCallOptions): ApiClient {
  return options.client ?? getApiClient();
}

function withSignal(request: ApiRequest, options: CatalogCallOptions): ApiRequest {
  return options.signal ? { ...request, signal: options.signal } : request;
}

type WireMoneyLike = { amount: string | number; currency: string };

function moneyOrNull(value: WireMoneyLike | null | undefined): Money | null {
  return value ? toMoney(value) : null;
}

export function cartFromWire(cart: CamelCased<CartWire>): CartView {
  return {
    ...cart,
    cartTotal: toMoney(cart.cartTotal),
    preOrderTotal: toMoney(cart.preOrderTotal),
    discountTotal: toMoney(cart.discountTotal),
    cartItems: cart.cartItems.map((item) => ({
      ...item,
      unitPrice: toMoney(item.unitPrice),
      drawPrizePool: moneyOrNull(item.drawPrizePool),
    })),
    voucherItems: cart.voucherItems.map((voucher) => ({
      ...voucher,
      discount: toMoney(voucher.discount),
      credit: toMoney(voucher.credit),
    })),
  };
}

const encode = encodeURIComponent;

// --- Cart (v3.3) ------------------------------------------------------------------------------

/** POST /v2/anon-cart: a new anonymous cart and the token that names it. */
export async function createAnonymousCart(
  options: CatalogCallOptions = {},
): Promise<{ token: string; cart: CartView }> {
  const response = await clientOf(options).request<CamelCased<AnonymousCartCreatedWire>>(
    withSignal({ method: 'POST', path: '/anon-cart', version: apiVersions.cart }, options),
  );
  return { token: response.result.token, cart: cartFromWire(response.result.cart) };
}

/** GET /v2/anon-cart/{token}. */
export async function fetchAnonymousCart(
  token: string,
  options: CatalogCallOptions = {},
): Promise<CartView> {
  const response = await clientOf(options).request<CamelCased<CartWire>>(
    withSignal(
      { path: `/anon-cart/${encode(token)}`, version: apiVersions.cart, cache: false },
      options,
    ),
  );
  return cartFromWire(response.result);
}

/**
 * POST /v2/anon-cart/{token}/convert: at login the anonymous cart's items move into the
 * customer's cart (product.md §4 Cart); answers the customer's cart.
 */
export async function convertAnonymousCart(
  token: string,
  options: CatalogCallOptions = {},
): Promise<CartView> {
  const response = await clientOf(options).request<CamelCased<CartWire>>(
    withSignal(
      { method: 'POST', path: `/anon-cart/${encode(token)}/convert`, version: apiVersions.cart },
      options,
    ),
  );
  return cartFromWire(response.result);
}

/** Where a cart call goes: the customer's cart, or the anonymous cart of `token`. */
export type CartOwner = { kind: 'customer' } | { kind: 'anonymous'; token: string };

function cartBase(owner: CartOwner): string {
  return owner.kind === 'customer' ? '/cart' : `/anon-cart/${encode(owner.token)}`;
}

/** POST /v2/cart/build or /v2/anon-cart/{token}/build: a ticket being built goes in the cart. */
export async function buildCartTicket(
  owner: CartOwner,
  ticket: TicketBuild,
  options: CatalogCallOptions = {},
): Promise<CartView> {
  const response = await clientOf(options).request<CamelCased<CartWire>>(
    withSignal(
      {
        method: 'POST',
        path: `${cartBase(owner)}/build`,
        version: apiVersions.cart,
        body: ticket,
      },
      options,
    ),
  );
  return cartFromWire(response.result);
}

/** POST /v2/cart/items or /v2/anon-cart/{token}/items: an item, its draws and recurring choice. */
export async function addCartItem(
  owner: CartOwner,
  item: CartItemAdd,
  options: CatalogCallOptions = {},
): Promise<CartView> {
  const response = await clientOf(options).request<CamelCased<CartWire>>(
    withSignal(
      {
        method: 'POST',
        path: `${cartBase(owner)}/items`,
        version: apiVersions.cart,
        body: item,
      },
      options,
    ),
  );
  return cartFromWire(response.result);
}

// --- Draws and results ------------------------------------------------------------------------

/** lotteries, raffles, or one lottery category (Lotto, Raffle, Jackpot, Strike). */
export type ResultCategory = ResultCategoryWire;

export interface PastDrawsQuery {
  limit?: number;
  offset?: number;
  category?: ResultCategory;
}

function pastDrawFromWire(draw: CamelCased<PastDrawWire>): PastDrawView {
  return { ...draw, prizePool: moneyOrNull(draw.prizePool) };
}

function pageOf<Entity>(
  entities: Entity[],
  pageInfo: PageInfo | undefined,
  query: { limit?: number; offset?: number },
): Page<Entity> {
  return {
    entities,
    pageInfo: pageInfo ?? {
      limit: query.limit ?? entities.length,
      offset: query.offset ?? 0,
      total: entities.length,
    },
  };
}

/**
 * GET /v2/draws/pricing/{pricingId}/past/{offerKey} (v3.7): past draws of one offer, or of every
 * offer with the key `latest`; limit default 5.
 */
export async function fetchPastDraws(
  pricingId: string,
  offerKey: string,
  query: PastDrawsQuery = {},
  options: CatalogCallOptions = {},
): Promise<Page<PastDrawView>> {
  const response = await clientOf(options).request<unknown, CamelCased<PastDrawWire>>(
    withSignal(
      {
        path: `/draws/pricing/${encode(pricingId)}/past/${encode(offerKey)}`,
        version: apiVersions.pastDraws,
        query: { limit: query.limit, offset: query.offset, category: query.category },
      },
      options,
    ),
  );
  return pageOf(response.entities.map(pastDrawFromWire), response.pageInfo, query);
}

/** GET /v2/draws/past/archived/{offerKey}/{year}/{month} (v3.7): a month of past draws. */
export async function fetchArchivedDraws(
  offerKey: string,
  year: number,
  month: number,
  query: PastDrawsQuery = {},
  options: CatalogCallOptions = {},
): Promise<Page<PastDrawView>> {
  const response = await clientOf(options).request<unknown, CamelCased<PastDrawWire>>(
    withSignal(
      {
        path: `/draws/past/archived/${encode(offerKey)}/${year}/${month}`,
        version: apiVersions.pastDraws,
        query: { limit: query.limit, offset: query.offset },
      },
      options,
    ),
  );
  return pageOf(response.entities.map(pastDrawFromWire), response.pageInfo, query);
}

/** GET /v2/draw/details/{offerKey}/{drawNo} (v3.6): numbers by set and dividends. */
export async function fetchDrawDetails(
  offerKey: string,
  drawNo: number,
  options: CatalogCallOptions = {},
): Promise<DrawDetailsView> {
  const response = await clientOf(options).request<CamelCased<DrawDetailsWire>>(
    withSignal(
      { path: `/draw/details/${encode(offerKey)}/${drawNo}`, version: apiVersions.drawDetails },
      options,
    ),
  );
  const draw = response.result;
  return {
    ...draw,
    prizePool: moneyOrNull(draw.prizePool),
    dividends: draw.dividends.map((dividend) => ({
      ...dividend,
      prizePerWinner: moneyOrNull(dividend.prizePerWinner),
    })),
  };
}

/**
 * GET /v2/draw/full_result_customer/{offerKey}/{drawNo}: the draw's full result and, signed in,
 * the customer's tickets that play it.
 */
export async function fetchDrawCustomerResult(
  offerKey: string,
  drawNo: number,
  options: CatalogCallOptions = {},
): Promise<DrawCustomerResultView> {
  const response = await clientOf(options).request<CamelCased<DrawCustomerResultWire>>(
    withSignal(
      { path: `/draw/full_result_customer/${encode(offerKey)}/${drawNo}`, cache: false },
      options,
    ),
  );
  const draw = response.result;
  return {
    ...draw,
    prizePool: moneyOrNull(draw.prizePool),
    dividends: draw.dividends.map((dividend) => ({
      ...dividend,
      prizePerWinner: moneyOrNull(dividend.prizePerWinner),
    })),
    customerTickets:
      draw.customerTickets?.map((ticket) => ({ ...ticket, price: toMoney(ticket.price) })) ?? null,
  };
}

/** GET /v2/draw/preview/{offerKey}/{drawNo}: a draw as its page shows it. */
export async function fetchDrawPreview(
  offerKey: string,
  drawNo: number,
  options: CatalogCallOptions = {},
): Promise<DrawPreviewView> {
  const response = await clientOf(options).request<DrawPreviewView>(
    withSignal({ path: `/draw/preview/${encode(offerKey)}/${drawNo}` }, options),
  );
  return response.result;
}

/** GET /v2/draw/details/{offerKey}/{drawNo}/winners: a raffle draw's winners. */
export async function fetchRaffleWinners(
  offerKey: string,
  drawNo: number,
  options: CatalogCallOptions = {},
): Promise<RaffleWinnerView[]> {
  const response = await clientOf(options).request<unknown, RaffleWinnerView>(
    withSignal(
      {
        path: `/draw/details/${encode(offerKey)}/${drawNo}/winners`,
        version: apiVersions.drawDetails,
      },
      options,
    ),
  );
  return response.entities;
}

/** GET /v2/statistics/{offerKey}: number frequencies, hot and cold numbers. */
export async function fetchStatistics(
  offerKey: string,
  options: CatalogCallOptions = {},
): Promise<StatisticsView> {
  const response = await clientOf(options).request<StatisticsView>(
    withSignal({ path: `/statistics/${encode(offerKey)}` }, options),
  );
  return response.result;
}

// --- Causes -----------------------------------------------------------------------------------

/** GET /v2/causes (page size 10). */
export async function fetchCauses(
  query: { limit?: number; offset?: number; productOfferKey?: string } = {},
  options: CatalogCallOptions = {},
): Promise<Page<CauseView>> {
  const response = await clientOf(options).request<unknown, CauseView>(
    withSignal(
      {
        path: '/causes',
        query: {
          limit: query.limit ?? 10,
          offset: query.offset,
          product_offer_key: query.productOfferKey,
        },
      },
      options,
    ),
  );
  return pageOf(response.entities, response.pageInfo, query);
}

/**
 * A cause by its slug: GET /v2/causes?slug=…&limit=1, falling back to /v2/causes/{slug with
 * underscores}. Null when neither finds it.
 */
export async function fetchCauseBySlug(
  slug: string,
  options: CatalogCallOptions = {},
): Promise<CauseView | null> {
  const client = clientOf(options);
  const listed = await client.request<unknown, CauseView>(
    withSignal({ path: '/causes', query: { slug, limit: 1 } }, options),
  );
  const first = listed.entities[0];
  if (first) return first;
  try {
    const response = await client.request<CauseView>(
      withSignal({ path: `/causes/${encode(slug.replace(/-/g, '_'))}` }, options),
    );
    return response.result;
  } catch (error) {
    if ((error as { status?: number }).status === 404) return null;
    throw error;
  }
}

// --- Content (/cms, version 1) ----------------------------------------------------------------

export interface CmsItemsQuery {
  path?: string;
  slug?: string;
  category?: string;
  limit?: number;
  offset?: number;
  /** draft, archived or all: added to the published items (preview). */
  status?: 'draft' | 'archived' | 'all';
}

/** GET /cms/items/{collection}: the visible items of a collection, newest first. */
export async function fetchCmsItems<Item>(
  collection: 'blog' | 'blog_categories' | 'pages',
  query: CmsItemsQuery = {},
  options: CatalogCallOptions = {},
): Promise<Page<Item>> {
  const response = await clientOf(options).request<unknown, Item>(
    withSignal(
      {
        service: 'cms',
        path: `/items/${collection}`,
        version: '1',
        query: {
          'filter[path]': query.path,
          'filter[slug]': query.slug,
          'filter[category]': query.category,
          limit: query.limit,
          offset: query.offset,
          status: query.status,
        },
      },
      options,
    ),
  );
  return pageOf(response.entities, response.pageInfo, query);
}
