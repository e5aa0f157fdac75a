import { useId } from 'react';
import { Link, useLocation, useParams, useSearchParams } from 'react-router-dom';
import { type BlogPostView, type CmsPageView } from 'shared-kernel/contract/cms';
import { LoadState, NotFoundPage, pageNumberOf, useTranslation } from 'remote-kit';
import { formatDrawDate } from 'shared-kernel/contract/format';
import { catalogTexts } from 'shared-kernel/contract/texts';
import { pageSizes } from '../resources/resources-api';
import { useResource } from '../resources/use-resource';
import { Markdown } from 'remote-kit';
import { PageMetadata, pageMetadataOf } from './page-metadata';

function BlogPostCard({ post }: { post: BlogPostView }) {
  const headingId = useId();
  return (
    <article className="card" aria-labelledby={headingId}>
      <h3 id={headingId}>
        <Link to={`/blog/${post.slug}`}>{post.title}</Link>
      </h3>
      {post.publishedAt ? (
        <p className="result-card__date">
          <time dateTime={post.publishedAt}>{formatDrawDate(post.publishedAt)}</time>
        </p>
      ) : null}
      <p>{post.excerpt}</p>
    </article>
  );
}

function BlogPostList({
  limit,
  offset,
  category,
  heading,
  morePath,
}: {
  limit: number;
  offset: number;
  category?: string;
  heading: string;
  morePath: string | null;
}) {
  const headingId = useId();
  const { t } = useTranslation(catalogTexts);
  const posts = useResource(
    'blogPosts',
    category ? { limit, offset, category } : { limit, offset },
  );
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{heading}</h2>
      {!posts.data ? (
        <LoadState {...posts} what={t('catalog.blog_posts_loading')} />
      ) : (
        <>
          {posts.data.entities.length === 0 ? <p>{t('catalog.blog_no_posts')}</p> : null}
          <ul className="card-list">
            {posts.data.entities.map((post) => (
              <li key={post.id}>
                <BlogPostCard post={post} />
              </li>
            ))}
          </ul>
          {morePath && posts.data.pageInfo.total > offset + limit ? (
            <p>
              <Link to={morePath}>{t('catalog.blog_show_more_posts')}</Link>
            </p>
          ) : null}
        </>
      )}
    </section>
  );
}

/** /blog: the 4 latest posts, then 12 more for each page asked for (?page=). */
export function BlogPage() {
  const headingId = useId();
  const { t } = useTranslation(catalogTexts);
  const [searchParams] = useSearchParams();
  const page = pageNumberOf(searchParams.get('page'));
  // The older posts come in under the latest ones once those have loaded, so that the latest
  // posts, taller than their loading block, push nothing on the screen down (layout shift).
  const latestPosts = useResource('blogPosts', { limit: pageSizes.blogLatest, offset: 0 });
  return (
    <section className="catalog-page" aria-labelledby={headingId}>
      <PageMetadata
        metadata={pageMetadataOf(t('catalog.blog_heading'), t('catalog.blog_description'))}
      />
      <h1 id={headingId}>{t('catalog.blog_heading')}</h1>
      <BlogPostList
        limit={pageSizes.blogLatest}
        offset={0}
        heading={t('catalog.blog_latest_posts')}
        morePath={null}
      />
      {latestPosts.status === 'loading' ? null : (
        <BlogPostList
          limit={pageSizes.blogPage * page}
          offset={pageSizes.blogLatest}
          heading={t('catalog.blog_more_posts')}
          morePath={`/blog?page=${page + 1}`}
        />
      )}
    </section>
  );
}

/** /blog/category/{slug}/{page?}: a category's posts, 12 times the page number. */
export function BlogCategoryPage() {
  const headingId = useId();
  const { t } = useTranslation(catalogTexts);
  const { slug = '', page: pageParameter } = useParams();
  const page = pageNumberOf(pageParameter);
  const category = useResource('blogCategory', { slug });
  if (category.status === 'loaded' && category.data === null) return <NotFoundPage />;
  const name = category.data?.name ?? slug;
  return (
    <section className="catalog-page" aria-labelledby={headingId}>
      <PageMetadata
        metadata={pageMetadataOf(
          name,
          category.data?.description ?? t('catalog.blog_category_description', { category: name }),
        )}
      />
      <h1 id={headingId}>{name}</h1>
      {category.data?.description ? <p>{category.data.description}</p> : null}
      <BlogPostList
        limit={pageSizes.blogPage * page}
        offset={0}
        category={slug}
        heading={t('catalog.blog_category_posts')}
        morePath={`/blog/category/${slug}/${page + 1}`}
      />
      <Link to="/blog">{t('catalog.blog_all_posts')}</Link>
    </section>
  );
}

/** /blog/{blogSlug}: one post. */
export function BlogPostPage() {
  const headingId = useId();
  const { t } = useTranslation(catalogTexts);
  const { blogSlug = '' } = useParams();
  const post = useResource('blogPost', { slug: blogSlug });
  if (post.status === 'loaded' && post.data === null) return <NotFoundPage />;
  if (!post.data) return <LoadState {...post} what={t('catalog.blog_post_loading')} />;
  const data = post.data;
  return (
    <article className="catalog-page" aria-labelledby={headingId}>
      <PageMetadata metadata={data.seo} />
      <h1 id={headingId}>{data.title}</h1>
      <p className="result-card__date">
        {t('catalog.blog_post_by', { author: data.author })}
        {data.publishedAt ? (
          <>
            {' · '}
            <time dateTime={data.publishedAt}>{formatDrawDate(data.publishedAt)}</time>
          </>
        ) : null}
      </p>
      <Markdown source={data.body} title={data.title} />
      <p>
        <Link to={`/blog/category/${data.category}`}>{t('catalog.blog_more_in_category')}</Link> ·{' '}
        <Link to="/blog">{t('catalog.blog_all_posts')}</Link>
      </p>
    </article>
  );
}

/**
 * A content page by its path (matched case-insensitively, ignoring a trailing slash), or the
 * not-found page when there is none. `?preview=true` also shows drafts (/preview).
 */
export function CmsPage({
  path,
  preview: isPreview = false,
}: { path?: string; preview?: boolean } = {}) {
  const { t } = useTranslation(catalogTexts);
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const wanted = (path ?? location.pathname).replace(/\/+$/, '') || '/';
  const preview = isPreview || searchParams.get('preview') === 'true';
  const page = useResource('cmsPage', preview ? { path: wanted, preview } : { path: wanted });
  if (page.status === 'loaded' && page.data === null) return <NotFoundPage />;
  if (page.status === 'failed' && page.failureStatus === 404) return <NotFoundPage />;
  if (!page.data) return <LoadState {...page} what={t('catalog.page_loading')} />;
  return <CmsArticle page={page.data} />;
}

/** A content page: its metadata, title, body and the pages it links on to. */
function CmsArticle({ page }: { page: CmsPageView }) {
  const headingId = useId();
  return (
    <article className="catalog-page" aria-labelledby={headingId}>
      <PageMetadata metadata={page.metadata} />
      <h1 id={headingId}>{page.title}</h1>
      <Markdown source={page.body} title={page.title} />
      {page.links && page.links.length > 0 ? (
        <ul className="link-list">
          {page.links.map((link) => (
            <li key={link.to}>
              <Link to={link.to}>{link.text}</Link>
            </li>
          ))}
        </ul>
      ) : null}
    </article>
  );
}

/**
 * /{offer}/your-support and /{offer}/subscription: the offer's own content page when there is
 * one (`/hearts-home-raffle/your-support`), else the shop's (`/your-support`).
 */
export function OfferCmsPage({ section }: { section: 'your-support' | 'subscription' }) {
  const { t } = useTranslation(catalogTexts);
  const { offerUrl = '' } = useParams();
  const offerPage = useResource('cmsPage', { path: `/${offerUrl}/${section}` });
  const isOfferPageMissing =
    (offerPage.status === 'loaded' && offerPage.data === null) ||
    (offerPage.status === 'failed' && offerPage.failureStatus === 404);
  const shopPage = useResource('cmsPage', isOfferPageMissing ? { path: `/${section}` } : null);
  if (offerPage.data) return <CmsArticle page={offerPage.data} />;
  if (!isOfferPageMissing) return <LoadState {...offerPage} what={t('catalog.page_loading')} />;
  if (shopPage.data) return <CmsArticle page={shopPage.data} />;
  if (shopPage.status === 'loaded' || shopPage.failureStatus === 404) return <NotFoundPage />;
  return <LoadState {...shopPage} what={t('catalog.page_loading')} />;
}
