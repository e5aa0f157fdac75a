import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { signedHeaders } from '../../testing/signed-headers';
import { keysNotSnakeCase } from '../../testing/wire-assertions';
import { signInOperator, type TestOperator } from '../operators/test-support';

let testApp: TestApp;
let editor: TestOperator;

beforeAll(async () => {
  testApp = await buildTestApp();
  editor = await signInOperator(testApp.app, ['content_editor']);
}, 180_000);

afterAll(() => testApp.close());

async function get(url: string, cookie?: string) {
  return testApp.app.inject({
    method: 'GET',
    url,
    headers: { ...(await signedHeaders({ version: '1' })), ...(cookie ? { cookie } : {}) },
  });
}

async function post(url: string, body: unknown, authorization?: string) {
  return testApp.app.inject({
    method: 'POST',
    url,
    payload: body as Record<string, unknown>,
    headers: {
      ...(await signedHeaders({ version: '1' })),
      ...(authorization ? { authorization } : {}),
    },
  });
}

interface BlogPost {
  id: string;
  slug: string;
  title: string;
  category: string;
  status: string;
  published_at: string | null;
  seo: { title: string; canonical: string; noindex: boolean; open_graph: { title: string } };
}

describe('GET /cms/items/{collection}', () => {
  it('is signed like every other call', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/cms/items/blog' });
    expect(response.statusCode).toBe(401);
  });

  it('lists published blog posts, newest first, ten a page, with their SEO fields', async () => {
    const response = await get('/cms/items/blog');
    const body = response.json();
    const posts = body.entities as BlogPost[];

    expect(response.statusCode).toBe(200);
    expect(keysNotSnakeCase(body)).toEqual([]);
    expect(posts).toHaveLength(10);
    expect(body.page_info.total).toBeGreaterThan(10);
    const dates = posts.map((post) => post.published_at ?? '');
    expect(dates).toEqual([...dates].sort().reverse());
    expect(posts[0]?.seo).toMatchObject({
      noindex: false,
      canonical: expect.stringContaining(`/blog/${posts[0]?.slug}`),
    });
    expect(posts.every((post) => post.status === 'published')).toBe(true);
  });

  it('pages with page numbers coerced to at least 1, and narrows to a category', async () => {
    const first = await get('/cms/items/blog?limit=4&page=1');
    const zero = await get('/cms/items/blog?limit=4&page=0');
    const second = await get('/cms/items/blog?limit=4&page=2');
    const winners = await get('/cms/items/blog?filter[category]=winners&limit=100');

    expect(zero.json().entities).toEqual(first.json().entities);
    expect(second.json().page_info).toMatchObject({ limit: 4, offset: 4 });
    expect(
      (winners.json().entities as BlogPost[]).every((post) => post.category === 'winners'),
    ).toBe(true);
    expect(winners.json().entities.length).toBeGreaterThanOrEqual(3);
  });

  it('shows drafts only to a content editor who asks, and never a post whose publish date is ahead', async () => {
    const published = await get('/cms/items/blog?limit=100');
    const withDrafts = await get('/cms/items/blog?limit=100&status=draft', editor.cookie);
    expect(withDrafts.headers['cache-control']).toBe('no-store');
    // A customer asking the same gets nothing, not even the editor's answer from the cache.
    const refused = await get('/cms/items/blog?limit=100&status=draft');
    expect(refused.statusCode).toBe(404);
    expect((await get('/cms/items/blog/blog-draft?status=draft')).statusCode).toBe(404);
    const ids = (response: typeof published) =>
      (response.json().entities as BlogPost[]).map((post) => post.id);

    expect(ids(published)).not.toContain('blog-draft');
    expect(ids(withDrafts)).toContain('blog-draft');
    expect(ids(withDrafts)).not.toContain('blog-scheduled');
    expect((await get('/cms/items/blog/blog-scheduled')).statusCode).toBe(404);
  });

  it('finds a page by path, ignoring case and a trailing slash', async () => {
    for (const path of ['/about/privacy', '/About/Privacy/', '/ABOUT/PRIVACY']) {
      const response = await get(`/cms/items/pages?filter[path]=${encodeURIComponent(path)}`);
      expect(response.json().entities).toEqual([
        expect.objectContaining({
          path: '/about/privacy',
          title: 'Privacy policy',
          metadata: expect.objectContaining({ noindex: false, nofollow: false }),
        }),
      ]);
    }
    const missing = await get('/cms/items/pages?filter[path]=/about/nothing');
    expect(missing.json().entities).toEqual([]);
  });

  it('has every about page and the how-to-play page', async () => {
    const response = await get('/cms/items/pages?limit=100');
    const paths = (response.json().entities as Array<{ path: string }>).map((page) => page.path);

    expect(paths).toEqual(
      expect.arrayContaining([
        '/about',
        '/about/responsible-gaming',
        '/about/privacy',
        '/about/cookie-policy',
        '/about/faq',
        '/about/terms-and-conditions',
        '/about/terms-of-use',
        '/about/contact-us',
        '/how-to-play',
      ]),
    );
  });

  it('refuses a bad collection name or page size', async () => {
    const collection = await get('/cms/items/Bad-Name');
    const limit = await get('/cms/items/blog?limit=1000');

    expect(collection.statusCode).toBe(422);
    expect(limit.statusCode).toBe(422);
    expect(limit.json().error.id).toBe('validation_failed');
  });
});

describe('singletons, single items and files', () => {
  it('answers the theme and the site config', async () => {
    const theme = await get('/cms/items/theme');
    const siteConfig = await get('/cms/items/site_config');

    expect(theme.json().result).toMatchObject({
      colours: { primary: expect.stringMatching(/^#/) },
    });
    expect(siteConfig.json().result.navigation.primary.length).toBeGreaterThan(0);
    const { widgets } = siteConfig.json().result as { widgets: Record<string, string> };
    expect(Object.keys(widgets)).toHaveLength(6);
  });

  it('finds one item by id and answers 404 for an unknown one', async () => {
    const found = await get('/cms/items/blog_categories/winners');
    const missing = await get('/cms/items/blog/no-such-post');

    expect(found.json().result).toMatchObject({ id: 'winners', name: 'Winners' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.id).toBe('item_not_found');
  });

  it('describes a file', async () => {
    const found = await get('/cms/files/logo');
    const missing = await get('/cms/files/nothing');

    expect(found.json().result).toMatchObject({ id: 'logo', type: 'image/svg+xml' });
    expect(missing.statusCode).toBe(404);
  });
});

describe('POST /cms/items/{collection}', () => {
  const post1 = {
    id: 'new-post',
    status: 'published',
    published_at: null,
    slug: 'new-post',
    title: 'A new post',
    category: 'jackpots',
  };

  it('needs an operator with the content_editor role and then stores the item', async () => {
    const support = await signInOperator(testApp.app, ['support', 'release_manager']);
    const refused = await post('/cms/items/blog', post1, 'Bearer local-cms-token');
    const unsent = await post('/cms/items/blog', post1);
    const otherRole = await post('/cms/items/blog', post1, support.authorization);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().error.id).toBe('operator_unauthorized');
    expect(unsent.statusCode).toBe(401);
    expect(otherRole.statusCode).toBe(403);
    expect(otherRole.json().error.id).toBe('operator_forbidden');
    expect((await get('/cms/items/blog/new-post')).statusCode).toBe(404);

    await get('/cms/items/blog?limit=100');
    const cached = await get('/cms/items/blog?limit=100');
    expect(cached.headers['x-cache']).toBe('hit');

    const created = await post('/cms/items/blog', post1, editor.authorization);
    expect(created.statusCode).toBe(201);
    const listed = await get('/cms/items/blog?limit=100');
    expect((listed.json().entities as BlogPost[]).map((item) => item.id)).toContain('new-post');
    expect(created.json().result).toMatchObject({ id: 'new-post', title: 'A new post' });
    expect((await get('/cms/items/blog/new-post')).json().result.title).toBe('A new post');
  });

  it('refuses a duplicate id and a bad status without changing anything', async () => {
    const duplicate = await post(
      '/cms/items/blog',
      { ...post1, title: 'Changed' },
      editor.authorization,
    );
    const badStatus = await post(
      '/cms/items/blog',
      { ...post1, id: 'other', status: 'live' },
      editor.authorization,
    );

    expect(duplicate.statusCode).toBe(409);
    expect(badStatus.statusCode).toBe(422);
    expect((await get('/cms/items/blog/new-post')).json().result.title).toBe('A new post');
    expect((await get('/cms/items/blog/other')).statusCode).toBe(404);
  });
});

describe('operator-written HTML', () => {
  const hostile =
    '<h2>Winners</h2><p>Read <a href="https://example.test/a" onclick="steal()">this</a>' +
    ' and <a href="javascript:alert(1)">that</a>.</p><img src=x onerror=alert(1)>' +
    '<script>alert(2)</script><iframe src="https://evil.example"></iframe>';

  function expectInert(html: unknown) {
    expect(html).toEqual(expect.any(String));
    const text = String(html);
    expect(text).not.toMatch(/<script|onerror|onclick|javascript:|<iframe|alert\(2\)/i);
    expect(text).toContain('<h2>Winners</h2>');
    expect(text).toContain('<a href="https://example.test/a">this</a>');
    expect(text).toContain('<img src="x" />');
  }

  it('is sanitised when written: no script, event handler or javascript: link survives', async () => {
    const created = await post(
      '/cms/items/blog',
      {
        id: 'hostile-post',
        status: 'published',
        slug: 'hostile-post',
        title: 'Hostile',
        category: 'winners',
        body: hostile,
        links: [{ label: 'Click', url: 'javascript:alert(3)' }],
      },
      editor.authorization,
    );

    expect(created.statusCode).toBe(201);
    expectInert(created.json().result.body);
    const read = (await get('/cms/items/blog/hostile-post')).json().result;
    expectInert(read.body);
    expect(read.links).toEqual([{ label: 'Click', url: '' }]);
  });

  it('is sanitised when read, for rows stored before the rule', async () => {
    await testApp.app.database
      .insertInto('cms_items')
      .values({
        collection: 'pages',
        id: 'stored-hostile',
        status: 'published',
        published_at: null,
        slug: null,
        category: null,
        path: '/about/stored-hostile',
        data: JSON.stringify({ path: '/about/stored-hostile', title: 'Old', body: hostile }),
      })
      .execute();

    const listed = await get('/cms/items/pages?filter[path]=/about/stored-hostile');
    const one = await get('/cms/items/pages/stored-hostile');

    expectInert((listed.json().entities as Array<{ body: string }>)[0]?.body);
    expectInert(one.json().result.body);
  });

  it('keeps markdown and plain text exactly as written', async () => {
    const body = '# Title\n\nTom & Jerry > cats. **Bold** and [a link](https://example.test).';
    const created = await post(
      '/cms/items/blog',
      { id: 'markdown-post', status: 'published', slug: 'markdown-post', title: 'T', body },
      editor.authorization,
    );

    expect(created.json().result.body).toBe(body);
  });
});
