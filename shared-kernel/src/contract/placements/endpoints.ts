import { type CallOptions, type CamelCased, clientOf, moneyOrNull, withSignal } from '../call';
import { toMoney } from '../money/money';
import { type Placement, type RecommendedOrder } from './model';
import { type PlacementWire, type RecommendedOrderWire } from './wire';

// The recommend service (version 1.0): placement calls run only with the placements capability;
// callers check it. A 204 is an empty list, and a failed placement call is an empty list too
// (api.md §8.2: placement failure is swallowed into empty results).

const recommend = { service: 'recommend', version: '1.0' } as const;

function placementFromWire(placement: CamelCased<PlacementWire>): Placement {
  return {
    key: placement.key,
    entries: placement.entries.map((entry) => ({ ...entry, jackpot: moneyOrNull(entry.jackpot) })),
  };
}

export interface PlacementQuery {
  keys: readonly string[];
  /** Product offer keys in the cart. */
  cart?: readonly string[];
  segmentIds?: readonly string[];
  customerKey?: string;
  brandingKey?: string;
  pricingId?: string;
}

/** GET /recommend/placement: the placements asked for (cached 5 minutes); [] when none or failed. */
export async function fetchPlacements(
  query: PlacementQuery,
  options: CallOptions = {},
): Promise<Placement[]> {
  try {
    const response = await clientOf(options).request<unknown, CamelCased<PlacementWire>>(
      withSignal(
        {
          ...recommend,
          path: '/placement',
          cacheKind: 'placement',
          query: {
            keys: query.keys,
            cart: query.cart,
            segment_ids: query.segmentIds,
            customer_key: query.customerKey,
            branding_key: query.brandingKey,
            pricing_id: query.pricingId,
          },
        },
        options,
      ),
    );
    return response.entities.map(placementFromWire);
  } catch (error) {
    if (options.signal?.aborted) throw error;
    return [];
  }
}

/** POST /recommend/placement/cart/prime: the cart changed; its placements, never cached. */
export async function primeCartPlacements(
  body: { cart: readonly string[]; segmentIds?: readonly string[] },
  options: CallOptions = {},
): Promise<Placement[]> {
  try {
    const response = await clientOf(options).request<unknown, CamelCased<PlacementWire>>(
      withSignal(
        {
          ...recommend,
          method: 'POST',
          path: '/placement/cart/prime',
          body: { cart: body.cart, segmentIds: body.segmentIds ?? [] },
        },
        options,
      ),
    );
    return response.entities.map(placementFromWire);
  } catch (error) {
    if (options.signal?.aborted) throw error;
    return [];
  }
}

/** GET /v2/orders/recommended: the customer's most-bought offers, to buy again. */
export async function fetchRecommendedOrders(
  query: { limit?: number } = {},
  options: CallOptions = {},
): Promise<RecommendedOrder[]> {
  const response = await clientOf(options).request<unknown, CamelCased<RecommendedOrderWire>>(
    withSignal(
      { path: '/orders/recommended', query: { limit: query.limit }, cache: false },
      options,
    ),
  );
  return response.entities.map((order) => ({
    ...order,
    price: toMoney(order.price),
    nextDraw: order.nextDraw
      ? { ...order.nextDraw, jackpot: moneyOrNull(order.nextDraw.jackpot) }
      : null,
  }));
}
