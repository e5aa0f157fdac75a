import {
  type CamelCased,
  type CallOptions,
  clientOf,
  encode,
  type Page,
  pageOf,
  withSignal,
} from '../call';
import { type CauseDetailWire } from './wire';

// The charity causes a raffle supports (api.md §7.6).

export type CauseView = CamelCased<CauseDetailWire>;

// --- Causes -----------------------------------------------------------------------------------

/** GET /v2/causes (page size 10). */
export async function fetchCauses(
  query: { limit?: number; offset?: number; productOfferKey?: string } = {},
  options: CallOptions = {},
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
  options: CallOptions = {},
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
