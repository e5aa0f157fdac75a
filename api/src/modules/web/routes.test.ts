import { createHash } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';

let testApp: TestApp;
let shellDir: string;

const indexHtml = `<!doctype html>
<html lang="en-AU"><head><meta charset="utf-8"><title>Lotto shop</title>
<!-- shop-runtime-config -->
<script defer src="/main.0123456789.js"></script></head>
<body><div id="root"></div></body></html>`;

beforeAll(async () => {
  testApp = await buildTestApp({ seedDemoData: false, publicUrl: 'http://shop.test:8080' });
  shellDir = path.join(testApp.directory, 'shell');
});

afterAll(() => testApp.close());

async function writeShell() {
  await mkdir(shellDir, { recursive: true });
  await writeFile(path.join(shellDir, 'index.html'), indexHtml);
  await writeFile(path.join(shellDir, 'main.0123456789.js'), 'console.log("shell")');
  await writeFile(path.join(shellDir, 'robots.txt'), 'User-agent: *');
}

function getPage(url: string, accept = 'text/html,application/xhtml+xml,*/*;q=0.8') {
  // The runtime config names PUBLIC_URL, whatever Host the request carries.
  return testApp.app.inject({ method: 'GET', url, headers: { accept, host: 'evil.example' } });
}

/** The runtime config script of a served page, and the nonce the page's CSP allows. */
function runtimeConfigOf(response: { body: string; headers: Record<string, unknown> }) {
  const match = /<script nonce="([^"]+)">window\.__SHOP__=(.*?)<\/script>/.exec(response.body);
  const allowed = /'nonce-([^']+)'/.exec(String(response.headers['content-security-policy']));
  return {
    nonce: match?.[1],
    config: match ? JSON.parse(match[2] ?? '') : null,
    allowed: allowed?.[1],
  };
}

describe('before the shell is built', () => {
  it('tells the visitor how to build it', async () => {
    const response = await getPage('/');

    expect(response.statusCode).toBe(503);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain('npm start');
    expect(response.body).toContain('npm run build');
  });
});

describe('the shell', () => {
  beforeAll(writeShell);

  it('serves index.html with the runtime config in place of the marker, allowed by the CSP', async () => {
    const response = await getPage('/');

    expect(response.statusCode).toBe(200);
    // The page carries this visitor's release (canary buckets, preview): no shared cache keeps it.
    expect(response.headers['cache-control']).toBe('private, no-cache');
    expect(response.headers['set-cookie']).toMatch(
      /^shop_visitor=[0-9a-f-]{36}; Max-Age=31536000;/,
    );
    expect(response.body).not.toContain('<!-- shop-runtime-config -->');
    const { nonce, config, allowed } = runtimeConfigOf(response);
    expect(config).toEqual({
      environment: 'local',
      discoveryBase: 'http://shop.test:8080',
      appKey: 'shop-web',
      appSecret: 'shop-web-public-secret',
      services: expect.objectContaining({
        api: 'http://shop.test:8080/v2',
        registry: 'http://shop.test:8080/registry',
      }),
      release: { environment: 'local', revision: 0, remotes: [], preview: null },
      releaseCheckSeconds: 60,
    });
    expect(nonce).toBeDefined();
    expect(nonce).toBe(allowed);
    const scripts = /script-src ([^;]*)/.exec(String(response.headers['content-security-policy']));
    expect(scripts?.[1]).toBe(`'self' 'nonce-${nonce}'`);
  });

  it('gives every page load its own nonce', async () => {
    const first = runtimeConfigOf(await getPage('/'));
    const second = runtimeConfigOf(await getPage('/'));

    expect(second.nonce).toBeDefined();
    expect(second.nonce).not.toBe(first.nonce);
  });

  it.each([
    '/lotto-tickets',
    '/saturday-lotto/results/draw/4512',
    '/my-account/deposit',
    '/3ds/notify?deposit_id=dep_1',
    '/index.html',
  ])('answers the page %s with the shell (client-side routing)', async (url) => {
    const response = await getPage(url);

    expect(response.statusCode).toBe(200);
    expect(runtimeConfigOf(response).config?.environment).toBe('local');
  });

  it('answers service paths and non-HTML requests with the 404 envelope, not the shell', async () => {
    const servicePath = await getPage('/registry/local/nothing');
    const besideThePage = await getPage('/3ds/other');
    const jsonRequest = await getPage('/lotto-tickets', 'application/json');

    for (const response of [servicePath, besideThePage, jsonRequest]) {
      expect(response.statusCode).toBe(404);
      expect(response.json().error.id).toBe('not_found');
    }
  });

  it('serves built files, hashed ones as immutable', async () => {
    const hashed = await getPage('/main.0123456789.js', '*/*');
    const plain = await getPage('/robots.txt', '*/*');

    expect(hashed.statusCode).toBe(200);
    expect(hashed.body).toBe('console.log("shell")');
    expect(hashed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['cache-control']).toBe('no-cache');
  });
});

describe('remote artifacts', () => {
  const versionDir = () => path.join(testApp.directory, 'artifacts', 'mfe-catalog', '0.1.0-abcdef');

  beforeAll(async () => {
    await mkdir(versionDir(), { recursive: true });
    await writeFile(path.join(versionDir(), 'remoteEntry.js'), 'var mfe_catalog;');
  });

  afterAll(() => rm(versionDir(), { recursive: true, force: true }));

  it('serves /remotes/{remote}/{version}/… as immutable', async () => {
    const response = await getPage('/remotes/mfe-catalog/0.1.0-abcdef/remoteEntry.js', '*/*');

    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('var mfe_catalog;');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers a missing file with 404, and never serves files outside the artifacts', async () => {
    const missing = await getPage('/remotes/mfe-catalog/0.1.0-abcdef/missing.js');
    const outside = await getPage('/remotes/mfe-catalog/%2e%2e/%2e%2e/shell/index.html', '*/*');

    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).toMatch(/json/);
    expect([403, 404]).toContain(outside.statusCode);
    expect(outside.body).not.toContain('<html');
  });
});

describe('the shell, precompressed at start', () => {
  // Over the 1 KB below which files are not worth compressing; repetitive, as code is.
  const bundle = `${'console.log("a hashed bundle of the shell");\n'.repeat(200)}`;
  let shellApp: TestApp;

  function getFile(url: string, acceptEncoding?: string) {
    return shellApp.app.inject({
      method: 'GET',
      url,
      headers: { accept: '*/*', ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) },
    });
  }

  beforeAll(async () => {
    const builtShell = path.join(testApp.directory, 'built-shell');
    await mkdir(builtShell, { recursive: true });
    await writeFile(path.join(builtShell, 'index.html'), indexHtml);
    await writeFile(path.join(builtShell, 'main.0123456789.js'), bundle);
    await writeFile(path.join(builtShell, 'mf-manifest.json'), JSON.stringify({ bundle }));
    shellApp = await buildTestApp({ seedDemoData: false, shellDist: builtShell });
  });

  afterAll(() => shellApp.close());

  it.each([
    ['br', brotliDecompressSync],
    ['gzip', gunzipSync],
  ])(
    'sends a hashed bundle %s-encoded as immutable, with its own type',
    async (encoding, decompress) => {
      const response = await getFile('/main.0123456789.js', `${encoding}, deflate`);

      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers['content-type']).toMatch(/javascript/);
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(Number(response.headers['content-length'])).toBeLessThan(bundle.length / 4);
      expect(decompress(response.rawPayload).toString()).toBe(bundle);
    },
  );

  it('sends the plain file to a client that accepts no encoding, and unhashed files as no-cache', async () => {
    const plain = await getFile('/main.0123456789.js');
    const manifest = await getFile('/mf-manifest.json', 'br');

    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.body).toBe(bundle);
    expect(manifest.headers['content-encoding']).toBe('br');
    expect(manifest.headers['content-type']).toMatch(/^application\/json/);
    expect(manifest.headers['cache-control']).toBe('no-cache');
  });

  it('answers pages with the shell as private, no-cache, and never serves a sibling by its name', async () => {
    const page = await shellApp.app.inject({
      method: 'GET',
      url: '/lotto-tickets',
      headers: { accept: 'text/html', 'accept-encoding': 'br, gzip' },
    });
    const sibling = await getFile('/main.0123456789.js.br', 'br');

    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('private, no-cache');
    expect(page.body).toContain('window.__SHOP__');
    expect(sibling.statusCode).toBe(404);
  });
});

describe('with PUBLIC_URL', () => {
  it('names the public origin in the runtime config and in discovery', async () => {
    const other = await buildTestApp({
      seedDemoData: false,
      publicUrl: 'https://shop.example/',
      environment: 'staging',
      shellDist: shellDir,
    });
    try {
      const page = await other.app.inject({
        method: 'GET',
        url: '/cart',
        headers: { accept: 'text/html' },
      });
      const discovery = await other.app.inject({ method: 'GET', url: '/discover' });

      expect(runtimeConfigOf(page).config).toMatchObject({
        environment: 'staging',
        discoveryBase: 'https://shop.example',
      });
      expect(discovery.json().result.services.api).toBe('https://shop.example/v2');
    } finally {
      await other.close();
    }
  });
});

describe('what a page brings with it', () => {
  beforeAll(async () => {
    await writeShell();
    const distDir = path.join(testApp.directory, 'mfe-catalog-dist');
    const entry = 'console.log("catalog")';
    await mkdir(distDir, { recursive: true });
    await writeFile(
      path.join(distDir, 'release.json'),
      JSON.stringify({
        remote: 'mfe-catalog',
        version: '0.1.0-abc',
        buildId: 'abc',
        commit: 'unknown',
        entry: 'remoteEntry.js',
        integrity: `sha384-${createHash('sha384').update(entry).digest('base64')}`,
        requires: {},
        routes: ['/'],
        builtAt: '2026-11-26T22:00:00.000Z',
      }),
    );
    await writeFile(path.join(distDir, 'remoteEntry.js'), entry);
    await writeFile(
      path.join(distDir, 'mf-manifest.json'),
      JSON.stringify({
        exposes: [
          { path: './spa', assets: { js: { sync: ['spa.0a1b2c3d4e.js', '12.0a1b2c3d4e.js'] } } },
        ],
      }),
    );
    const report = await testApp.app.publishLocalBuilds({ distDirs: [distDir] });
    expect(report.skipped).toEqual([]);
  });

  it('the live release and the discovery answer, as the registry and /discover give them', async () => {
    const response = await getPage('/powerball');
    const registry = await testApp.app.inject({ method: 'GET', url: '/registry/local/release' });
    const discovery = await testApp.app.inject({ method: 'GET', url: '/discover' });

    const { config } = runtimeConfigOf(response);
    expect(config.release.remotes).toHaveLength(1);
    expect(config.release).toEqual(registry.json().result);
    expect(config.services).toEqual({
      api: discovery.json().result.services.api,
      auth: discovery.json().result.services.auth,
      cms: discovery.json().result.services.cms,
      social: discovery.json().result.services.social,
      rewards: discovery.json().result.services.rewards,
      customerVerify: discovery.json().result.services.customer_verify,
      recommend: discovery.json().result.services.recommend,
      registry: discovery.json().result.services.registry,
    });
  });

  it('keeps the visitor they have: the page sets no new cookie and varies by cookie', async () => {
    const visitor = '0f8fad5b-d9cb-469f-a165-70867728950e';
    const page = await testApp.app.inject({
      method: 'GET',
      url: '/powerball',
      headers: { accept: 'text/html', cookie: `shop_visitor=${visitor}` },
    });

    expect(page.statusCode).toBe(200);
    expect(page.headers['set-cookie']).toBeUndefined();
    expect(page.headers.vary).toMatch(/cookie/i);
    expect(runtimeConfigOf(page).config.release.remotes[0]).toMatchObject({
      remote: 'mfe-catalog',
      track: 'stable',
    });
  });

  it("preloads the entry (with its integrity) and mount chunks of the page's remote, none on the shell's pages", async () => {
    const remotePage = await getPage('/powerball');
    const shellPage = await getPage('/login');

    const base = 'http://shop.test:8080/remotes/mfe-catalog/0.1.0-abc';
    const preloads = [
      ...remotePage.body.matchAll(/<link rel="preload" as="script" href="([^"]+)"([^>]*)>/g),
    ];
    expect(preloads.map((match) => match[1])).toEqual([
      `${base}/remoteEntry.js`,
      `${base}/spa.0a1b2c3d4e.js`,
      `${base}/12.0a1b2c3d4e.js`,
    ]);
    // The shell loads the entry with Subresource Integrity: the preload must say the same.
    expect(preloads.map((match) => match[2])).toEqual([
      expect.stringMatching(/^ integrity="sha384-[A-Za-z0-9+/=]+"$/),
      '',
      '',
    ]);
    expect(shellPage.body).not.toContain('rel="preload"');
  });
});
