import {
  fetchArchivedDraws,
  fetchDrawCommitment,
  fetchDrawDetails,
  fetchDrawPreview,
  fetchDrawVerification,
  fetchPastDraws,
  fetchRaffleWinners,
  fetchStatistics,
  type ResultCategory,
} from 'shared-kernel/contract/draws';
import { fetchCauseBySlug, fetchCauses } from 'shared-kernel/contract/causes';
import {
  fetchCmsItems,
  type BlogCategoryView,
  type BlogPostView,
  type CmsPageView,
  type FeatureBannerView,
} from 'shared-kernel/contract/cms';
import { fetchConfig } from 'shared-kernel/contract/platform';
import { getSession } from 'shared-kernel';

export interface CallOptions {
  signal: AbortSignal;
}

async function pricingIdOf(options: CallOptions): Promise<string> {
  const pricingId = getSession().pricingId;
  if (pricingId) return pricingId;
  const config = await fetchConfig(options);
  return config.defaultPricingId;
}

/** api.md §9 page sizes: past draw results 5, default 10; the blog 4 latest, then 12 a page. */
export const pageSizes = { pastDraws: 5, default: 10, blogLatest: 4, blogPage: 12 } as const;

/** Every read the catalogue's pages make, by kind; the store gets these, tests their own. */
export const kernelResourceFetchers = {
  siteConfig: (_params: Record<string, never>, options: CallOptions) => fetchConfig(options),
  pastDraws: async (
    params: { offerKey: string; page: number; category?: ResultCategory },
    options: CallOptions,
  ) =>
    fetchPastDraws(
      await pricingIdOf(options),
      params.offerKey,
      {
        limit: pageSizes.pastDraws,
        offset: (params.page - 1) * pageSizes.pastDraws,
        ...(params.category ? { category: params.category } : {}),
      },
      options,
    ),
  archivedDraws: (
    params: { offerKey: string; year: number; month: number },
    options: CallOptions,
  ) => fetchArchivedDraws(params.offerKey, params.year, params.month, { limit: 100 }, options),
  drawDetails: (params: { offerKey: string; drawNo: number }, options: CallOptions) =>
    fetchDrawDetails(params.offerKey, params.drawNo, options),
  drawPreview: (params: { offerKey: string; drawNo: number }, options: CallOptions) =>
    fetchDrawPreview(params.offerKey, params.drawNo, options),
  drawCommitment: (params: { offerKey: string; drawNo: number }, options: CallOptions) =>
    fetchDrawCommitment(params.offerKey, params.drawNo, options),
  drawVerification: (params: { offerKey: string; drawNo: number }, options: CallOptions) =>
    fetchDrawVerification(params.offerKey, params.drawNo, options),
  raffleWinners: (params: { offerKey: string; drawNo: number }, options: CallOptions) =>
    fetchRaffleWinners(params.offerKey, params.drawNo, options),
  statistics: (params: { offerKey: string }, options: CallOptions) =>
    fetchStatistics(params.offerKey, options),
  causes: (params: { page: number }, options: CallOptions) =>
    fetchCauses(
      { limit: pageSizes.default, offset: (params.page - 1) * pageSizes.default },
      options,
    ),
  cause: (params: { slug: string }, options: CallOptions) => fetchCauseBySlug(params.slug, options),
  blogPosts: (params: { limit: number; offset: number; category?: string }, options: CallOptions) =>
    fetchCmsItems<BlogPostView>(
      'blog',
      {
        limit: params.limit,
        offset: params.offset,
        ...(params.category ? { category: params.category } : {}),
      },
      options,
    ),
  blogPost: async (params: { slug: string }, options: CallOptions) =>
    (await fetchCmsItems<BlogPostView>('blog', { slug: params.slug, limit: 1 }, options))
      .entities[0] ?? null,
  blogCategory: async (params: { slug: string }, options: CallOptions) =>
    (
      await fetchCmsItems<BlogCategoryView>(
        'blog_categories',
        { slug: params.slug, limit: 1 },
        options,
      )
    ).entities[0] ?? null,
  cmsPage: async (params: { path: string; preview?: boolean }, options: CallOptions) =>
    (
      await fetchCmsItems<CmsPageView>(
        'pages',
        { path: params.path, limit: 1, ...(params.preview ? { status: 'all' as const } : {}) },
        options,
      )
    ).entities[0] ?? null,
  /** The feature banners, newest first; `preview` adds drafts and archived ones (editors only). */
  featureBanners: async (params: { preview?: boolean }, options: CallOptions) =>
    (
      await fetchCmsItems<FeatureBannerView>(
        'feature_banners',
        { limit: params.preview ? 100 : 1, ...(params.preview ? { status: 'all' as const } : {}) },
        options,
      )
    ).entities,
};

export type ResourceFetchers = typeof kernelResourceFetchers;
export type ResourceKind = keyof ResourceFetchers;
export type ResourceParams<Kind extends ResourceKind> = Parameters<ResourceFetchers[Kind]>[0];
export type ResourceData<Kind extends ResourceKind> = Awaited<ReturnType<ResourceFetchers[Kind]>>;
