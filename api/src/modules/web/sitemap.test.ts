import { type TestApp, buildTestApp } from '../../testing/build-test-app';
import { isScreenShown, routePatternMatcher, sitemapPaths } from './sitemap';

describe('sitemap paths', () => {
  it('matches route patterns with required and optional parameters', () => {
    const matches = routePatternMatcher('/blog/category/:slug/:page?');
    expect(matches('/blog/category/news')).toBe(true);
    expect(matches('/blog/category/news/2')).toBe(true);
    expect(matches('/blog/category')).toBe(false);
  });

  it('lists a screen behind a capability only while the default segment grants it', () => {
    expect(isScreenShown('/app/android', [])).toBe(false);
    expect(isScreenShown('/app/android', ['native_app'])).toBe(true);
    expect(isScreenShown('/blog/winning-numbers', ['blog'])).toBe(true);
    expect(isScreenShown('/about/faq', ['faq'])).toBe(false);
    expect(isScreenShown('/about/privacy', [])).toBe(true);
  });

  it('lets site content hide a page, and lists each path once', () => {
    const paths = sitemapPaths({
      granted: ['causes_directory'],
      offerUrls: ['powerball'],
      causeSlugs: ['heart-health'],
      blogSlugs: ['big-win'],
      contentPages: [
        { path: '/about/privacy/', isListed: false },
        { path: '/how-to-play', isListed: true },
        { path: '/Powerball', isListed: true },
      ],
    });
    expect(paths).toEqual(
      expect.arrayContaining(['/', '/powerball', '/powerball/results', '/causes/heart-health']),
    );
    expect(paths).toContain('/how-to-play');
    expect(paths).not.toContain('/about/privacy');
    expect(paths).not.toContain('/Powerball');
    // No blog capability: neither the blog nor its posts.
    expect(paths).not.toContain('/blog/big-win');
    expect(paths).not.toContain('/blog');
  });
});

describe('GET /sitemap.xml', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp();
  }, 180_000);
  afterAll(() => testApp.close());

  it('lists the demo shop by capability of the default segment', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/xml');
    const origin = testApp.app.config.publicUrl;
    expect(response.body).toContain(`<loc>${origin}/</loc>`);
    expect(response.body).toContain(`<loc>${origin}/powerball</loc>`);
    expect(response.body).not.toContain('/my-account');

    await testApp.app.database
      .deleteFrom('capability_segments')
      .where('segment_name', '=', 'default')
      .where('capability', '=', 'blog')
      .execute();
    const withoutBlog = await testApp.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(withoutBlog.body).not.toContain(`<loc>${origin}/blog</loc>`);
  });
});
