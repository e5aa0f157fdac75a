import { type FastifyPluginCallback } from 'fastify';
import {
  capabilityNames,
  capabilityScreens,
  type CapabilityName,
} from 'shared-kernel/contract/platform';
import { escapeHtml } from '../../http/html';
import { PlatformRepository } from '../platform/repository';
import { defaultSegmentName, PlatformService } from '../platform/service';
import { SitemapRepository } from './sitemap-repository';

/** Public screens at fixed paths (product.md §2); account and checkout pages are never listed. */
export const fixedSitemapPaths: readonly string[] = [
  '/',
  '/lotto-tickets',
  '/charity-tickets',
  '/social-play',
  '/syndicates',
  '/causes',
  '/lotto-results',
  '/lotto-results/lotteries',
  '/lotto-results/raffles',
  '/blog',
  '/app',
  '/app/android',
  '/app/android/install',
  '/your-support',
  '/daily-winners',
  '/daily-winners/winners',
  '/daily-winners/membership-tiers',
  '/lotto-party',
  '/about',
  '/about/responsible-gaming',
  '/about/privacy',
  '/about/cookie-policy',
  '/about/faq',
  '/about/terms-and-conditions',
  '/about/terms-of-use',
  '/about/contact-us',
];

/** `/blog/category/:slug/:page?` → a matcher of concrete paths. */
export function routePatternMatcher(pattern: string): (path: string) => boolean {
  const segments = pattern.split('/').filter((segment) => segment !== '');
  const source = segments
    .map((segment) => {
      if (segment.startsWith(':')) return segment.endsWith('?') ? '(?:/[^/]+)?' : '/[^/]+';
      return `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
    })
    .join('');
  const expression = new RegExp(`^${source || '/'}$`);
  return (path) => expression.test(path);
}

const gatedScreens = capabilityNames.flatMap((capability) =>
  capabilityScreens[capability].map((pattern) => ({
    capability,
    matches: routePatternMatcher(pattern),
  })),
);

/** Whether a visitor with these capabilities may see the screen at `path`. */
export function isScreenShown(path: string, granted: readonly CapabilityName[]): boolean {
  // The FAQ page shows only while the support-FAQ capability is absent (product.md §2).
  if (path === '/about/faq') return !granted.includes('faq');
  return gatedScreens.every(
    (screen) => !screen.matches(path) || granted.includes(screen.capability),
  );
}

export interface SitemapSources {
  granted: readonly CapabilityName[];
  offerUrls: readonly string[];
  causeSlugs: readonly string[];
  blogSlugs: readonly string[];
  contentPages: ReadonlyArray<{ path: string; isListed: boolean }>;
}

/** The paths to list: fixed screens, offers, causes, posts and CMS pages, as content allows. */
export function sitemapPaths(sources: SitemapSources): string[] {
  const normalised = (path: string) => path.replace(/\/+$/, '').toLowerCase() || '/';
  const hidden = new Set(
    sources.contentPages.filter((page) => !page.isListed).map((page) => normalised(page.path)),
  );
  const candidates = [
    ...fixedSitemapPaths,
    ...sources.offerUrls.flatMap((url) => [`/${url}`, `/${url}/results`]),
    ...sources.causeSlugs.map((slug) => `/causes/${slug}`),
    ...sources.blogSlugs.map((slug) => `/blog/${slug}`),
    ...sources.contentPages.filter((page) => page.isListed).map((page) => page.path),
  ];
  const seen = new Set<string>();
  return candidates.filter((path) => {
    const key = normalised(path);
    if (seen.has(key) || hidden.has(key)) return false;
    seen.add(key);
    return isScreenShown(path, sources.granted);
  });
}

export function sitemapXml(origin: string, paths: readonly string[]): string {
  const urls = paths
    .map((path) => `  <url><loc>${escapeHtml(`${origin}${path === '/' ? '/' : path}`)}</loc></url>`)
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${urls}
</urlset>
`;
}

/**
 * GET /sitemap.xml: the public screens a visitor of the default segment may open (a screen
 * behind a capability only while the default segment grants it), offers, causes and blog posts;
 * site content hides a page with `sitemap: false` or `seo.noindex`.
 */
export const sitemapRoutes: FastifyPluginCallback = (app, _options, done) => {
  const platform = new PlatformService(new PlatformRepository(app.database));
  const repository = new SitemapRepository(app.database);

  app.get('/sitemap.xml', { config: { access: 'anonymous' } }, async (_request, reply) => {
    const now = app.config.now();
    const { segments } = await platform.capabilities();
    const granted =
      segments.find((segment) => segment.segmentName === defaultSegmentName)?.capabilities ?? [];
    const [offerUrls, causeSlugs, blogSlugs, contentPages] = await Promise.all([
      repository.findOfferUrls(),
      repository.findCauseSlugs(),
      repository.findBlogSlugs(now),
      repository.findContentPages(now),
    ]);
    const paths = sitemapPaths({
      granted: granted.filter((name): name is CapabilityName =>
        (capabilityNames as readonly string[]).includes(name),
      ),
      offerUrls,
      causeSlugs,
      blogSlugs,
      contentPages,
    });
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(sitemapXml(app.config.publicUrl, paths));
  });
  done();
};
