import {
  type CamelCased,
  type CallOptions,
  clientOf,
  type Page,
  pageOf,
  withSignal,
} from '../call';
import {
  type BlogCategoryWire,
  type BlogPostWire,
  type CmsPageWire,
  type FeatureBannerWire,
} from './wire';

// The content service (/cms, version 1): pages, blog posts and feature banners.

export type BlogPostView = CamelCased<BlogPostWire>;

export type BlogCategoryView = CamelCased<BlogCategoryWire>;

export type CmsPageView = CamelCased<CmsPageWire>;

export type FeatureBannerView = CamelCased<FeatureBannerWire>;

export type PageMetadataView = CmsPageView['metadata'];

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
  collection: 'blog' | 'blog_categories' | 'pages' | 'feature_banners',
  query: CmsItemsQuery = {},
  options: CallOptions = {},
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
