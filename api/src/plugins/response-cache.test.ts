import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { buildTestApp, type TestApp } from '../testing/build-test-app';
import { signedHeaders } from '../testing/signed-headers';
import { cacheSecondsByKind } from './response-cache';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp();
});

afterAll(() => testApp.close());

async function getConfig(query = '') {
  return testApp.app.inject({
    method: 'GET',
    url: `/v2/config${query}`,
    headers: await signedHeaders(),
  });
}

async function renameSite(name: string) {
  await testApp.app.database
    .insertInto('app_settings')
    .values({ key: 'site_name', value: JSON.stringify(name) })
    .onConflict((conflict) => conflict.column('key').doUpdateSet({ value: JSON.stringify(name) }))
    .execute();
}

describe('server-side GET cache', () => {
  it('serves a repeated GET from the cache until clear_cache empties it', async () => {
    const first = await getConfig('?clear_cache');
    await renameSite('Renamed Shop');
    const second = await getConfig();
    const cleared = await getConfig('?clear_cache=1');
    const afterClearing = await getConfig();

    expect(first.headers['x-cache']).toBe('miss');
    expect(second.headers['x-cache']).toBe('hit');
    expect(second.json().result.site_name).toBe('Lotto Shop');
    expect(cleared.headers['x-cache']).toBe('miss');
    expect(cleared.json().result.site_name).toBe('Renamed Shop');
    expect(afterClearing.headers['x-cache']).toBe('hit');
    expect(afterClearing.json().result.site_name).toBe('Renamed Shop');
  });

  it('keeps one answer whatever Host a caller names', async () => {
    const asked = (host: string) =>
      signedHeaders().then((headers) =>
        testApp.app.inject({ method: 'GET', url: '/v2/config', headers: { ...headers, host } }),
      );
    await getConfig('?clear_cache');
    const answers = await Promise.all(
      ['shop.example', 'made-up-1.example', 'made-up-2.example:8443'].map(asked),
    );

    expect(answers.map((answer) => answer.headers['x-cache'])).toEqual(['hit', 'hit', 'hit']);
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
  });

  it('lets the browser keep the answer, apart per customer, for what is left of its time', async () => {
    const miss = await getConfig('?clear_cache');
    const hit = await getConfig();

    expect(miss.headers['cache-control']).toBe(`private, max-age=${cacheSecondsByKind.config}`);
    const maxAge = Number(/max-age=(\d+)/.exec(String(hit.headers['cache-control']))?.[1]);
    expect(maxAge).toBeGreaterThan(0);
    expect(maxAge).toBeLessThanOrEqual(cacheSecondsByKind.config);
    for (const answer of [miss, hit]) {
      const vary = String(answer.headers.vary).split(/,\s*/);
      expect(vary).toEqual(
        expect.arrayContaining([
          'authorization',
          'x-customer-id',
          'x-sub-variant',
          'x-api-version',
          'accept-encoding',
        ]),
      );
    }
  });

  it('lets no browser keep an answer the server does not cache', async () => {
    const answer = await testApp.app.inject({
      method: 'GET',
      url: '/v2/anon-cart/not-a-cart',
      headers: await signedHeaders({ version: '3.3' }),
    });

    expect(answer.headers['cache-control'] ?? '').not.toContain('max-age');
  });

  it('never answers an unsigned call from the cache', async () => {
    await getConfig();

    const unsigned = await testApp.app.inject({ method: 'GET', url: '/v2/config' });

    expect(unsigned.statusCode).toBe(401);
  });

  it('keeps answers for different API versions apart', async () => {
    const refused = await testApp.app.inject({
      method: 'GET',
      url: '/v2/pricing/default/product_offers',
      headers: await signedHeaders({ version: '3.0' }),
    });
    const served = await testApp.app.inject({
      method: 'GET',
      url: '/v2/pricing/default/product_offers',
      headers: await signedHeaders({ version: '3.9' }),
    });

    expect(refused.statusCode).toBe(400);
    expect(served.statusCode).toBe(200);
  });
});

describe('compressed cached answers', () => {
  async function getOffers(acceptEncoding?: string) {
    return testApp.app.inject({
      method: 'GET',
      url: '/v2/pricing/default/product_offers',
      headers: {
        ...(await signedHeaders({ version: '3.9' })),
        ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}),
      },
    });
  }

  it('serves a cached answer in the encoding the client accepts, the same JSON as plain', async () => {
    const plain = await getOffers();
    const brotli = await getOffers('gzip, deflate, br');
    const gzip = await getOffers('gzip;q=1, br;q=0');

    expect(brotli.headers).toMatchObject({ 'x-cache': 'hit', 'content-encoding': 'br' });
    expect(gzip.headers).toMatchObject({ 'x-cache': 'hit', 'content-encoding': 'gzip' });
    expect(String(plain.headers.vary)).toContain('accept-encoding');
    expect(brotli.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(plain.body);
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
  });
});
