import { type Static, Type } from '@sinclair/typebox';
import { EntitiesEnvelopeWire, ResultEnvelopeWire } from '../envelope/wire';

/** The content service (/cms, version 1): pages, blog posts, themes and files (snake_case). */

export const CmsStatusWire = Type.Union([
  Type.Literal('published'),
  Type.Literal('draft'),
  Type.Literal('archived'),
]);
export type CmsStatusWire = Static<typeof CmsStatusWire>;

/** Page metadata of product.md "Layout behaviour". */
export const PageMetadataWire = Type.Object({
  title: Type.String(),
  description: Type.String(),
  canonical: Type.Union([Type.String(), Type.Null()]),
  noindex: Type.Boolean(),
  nofollow: Type.Boolean(),
  open_graph: Type.Object({
    title: Type.String(),
    description: Type.String(),
    image: Type.Union([Type.String(), Type.Null()]),
    type: Type.String(),
  }),
  twitter: Type.Object({
    card: Type.String(),
    title: Type.String(),
    description: Type.String(),
    image: Type.Union([Type.String(), Type.Null()]),
  }),
});
export type PageMetadataWire = Static<typeof PageMetadataWire>;

/** What every CMS item carries; collections add their own fields. */
const cmsItemBase = {
  id: Type.String(),
  status: CmsStatusWire,
  /** Null: visible as soon as it is published. */
  published_at: Type.Union([Type.String(), Type.Null()]),
};

/** An item of any collection (the fields beyond these depend on the collection). */
export const CmsItemWire = Type.Object(cmsItemBase, { additionalProperties: true });

export type CmsItemWire = Static<typeof CmsItemWire> & Record<string, unknown>;

export const CmsItemsEnvelopeWire = EntitiesEnvelopeWire(CmsItemWire);

export const CmsItemEnvelopeWire = ResultEnvelopeWire(CmsItemWire);

/** Collection `blog`. */
export const BlogPostWire = Type.Object({
  ...cmsItemBase,
  slug: Type.String(),
  title: Type.String(),
  excerpt: Type.String(),
  /** Markdown. */
  body: Type.String(),
  /** Slug of a `blog_categories` item. */
  category: Type.String(),
  author: Type.String(),
  image: Type.Union([Type.String(), Type.Null()]),
  seo: PageMetadataWire,
});
export type BlogPostWire = Static<typeof BlogPostWire>;

/** Collection `blog_categories`. */
export const BlogCategoryWire = Type.Object({
  ...cmsItemBase,
  slug: Type.String(),
  name: Type.String(),
  description: Type.String(),
});
export type BlogCategoryWire = Static<typeof BlogCategoryWire>;

/** Collection `pages`: content pages by path (about pages, /how-to-play…). */
export const CmsPageWire = Type.Object({
  ...cmsItemBase,
  /** Site path, e.g. `/about/privacy`. */
  path: Type.String(),
  title: Type.String(),
  /** Markdown. */
  body: Type.String(),
  metadata: PageMetadataWire,
  /** Whether the path appears in the sitemap. */
  sitemap: Type.Boolean(),
  /** Pages of the shop to go on to, shown after the body. */
  links: Type.Optional(Type.Array(Type.Object({ to: Type.String(), text: Type.String() }))),
});
export type CmsPageWire = Static<typeof CmsPageWire>;

/** Collection `feature_banners`: the home page shows the newest published one. */
export const FeatureBannerWire = Type.Object({
  ...cmsItemBase,
  headline: Type.String(),
  text: Type.String(),
  /** `to`: a shop path (`/charity-tickets`) or an https address. */
  call_to_action: Type.Object({ text: Type.String(), to: Type.String() }),
  image: Type.Union([Type.Object({ url: Type.String(), alt: Type.String() }), Type.Null()]),
});
export type FeatureBannerWire = Static<typeof FeatureBannerWire>;

/** `GET /cms/files/{id}`: a file's description and where to load it. */
export const CmsFileWire = Type.Object({
  id: Type.String(),
  title: Type.String(),
  type: Type.String(),
  filename_download: Type.String(),
  url: Type.String(),
  width: Type.Union([Type.Integer(), Type.Null()]),
  height: Type.Union([Type.Integer(), Type.Null()]),
});
export type CmsFileWire = Static<typeof CmsFileWire>;

export const CmsFileEnvelopeWire = ResultEnvelopeWire(CmsFileWire);

/**
 * Query of `GET /cms/items/{collection}`. `filter[path]` matches page paths case-insensitively,
 * ignoring a trailing slash; `filter[slug]`, `filter[category]` narrow; `status` adds drafts or
 * archived items to the published ones. Page size default 10; `page` counts from 1.
 */
export const CmsItemsQueryWire = Type.Object({
  'filter[path]': Type.Optional(Type.String({ maxLength: 500 })),
  'filter[slug]': Type.Optional(Type.String({ maxLength: 200 })),
  'filter[category]': Type.Optional(Type.String({ maxLength: 200 })),
  status: Type.Optional(
    Type.Union([Type.Literal('draft'), Type.Literal('archived'), Type.Literal('all')]),
  ),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
  offset: Type.Optional(Type.Integer({ minimum: 0 })),
  /** Page number, coerced to at least 1; with `limit` it sets the offset. */
  page: Type.Optional(Type.Integer()),
  clear_cache: Type.Optional(Type.String()),
});
export type CmsItemsQueryWire = Static<typeof CmsItemsQueryWire>;

/** `POST /cms/items/{collection}`: a new item (bearer CMS token). */
export const CmsItemCreateWire = Type.Object(
  {
    id: Type.Optional(Type.String({ pattern: '^[a-z0-9_-]{1,100}$' })),
    status: Type.Optional(CmsStatusWire),
    published_at: Type.Optional(Type.Union([Type.Null(), Type.String({ format: 'date-time' })])),
  },
  { additionalProperties: true },
);

export type CmsItemCreateWire = Static<typeof CmsItemCreateWire> & Record<string, unknown>;
