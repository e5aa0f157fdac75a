import { clientOf, common, withSignal, type CachedCallOptions, type CallOptions } from '../call';
import { type ContentItem, type ContentItemType, type FeedbackEvent } from './model';

// Content items placed on pages (api.md §7.2).

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
  options: CachedCallOptions = {},
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

/** POST /v2/event with a feedback event (api.md §7.2); answers the stored event's id. */
export async function createFeedbackEvent(
  event: FeedbackEvent,
  options: CallOptions = {},
): Promise<string> {
  const response = await clientOf(options).request<{ id: string }>(
    withSignal({ method: 'POST', path: '/event', body: event }, options),
  );
  return response.result.id;
}
