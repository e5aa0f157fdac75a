import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { signedHeaders } from '../../testing/signed-headers';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp();
});

afterAll(() => testApp.close());

/** The demo catalogue: a JSON answer of tens of kilobytes, kept by the server-side cache. */
async function getOffers(headers: Record<string, string> = {}, query = '') {
  return testApp.app.inject({
    method: 'GET',
    url: `/v2/pricing/default/product_offers${query}`,
    headers: { ...(await signedHeaders({ version: '3.9' })), ...headers },
  });
}

describe('compressed API answers', () => {
  it.each([
    ['br', brotliDecompressSync],
    ['gzip', gunzipSync],
  ])(
    'sends a large JSON answer %s-encoded when the client accepts it',
    async (encoding, decompress) => {
      const plain = await getOffers({}, '?clear_cache');
      const compressed = await getOffers({ 'accept-encoding': `${encoding}, deflate` });

      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body.length).toBeGreaterThan(10_000);
      expect(compressed.statusCode).toBe(200);
      expect(compressed.headers['content-encoding']).toBe(encoding);
      expect(compressed.headers['content-type']).toMatch(/^application\/json/);
      expect(compressed.headers.vary).toMatch(/accept-encoding/i);
      expect(compressed.rawPayload.length).toBeLessThan(plain.body.length / 4);
      expect(JSON.parse(decompress(compressed.rawPayload).toString())).toEqual(plain.json());
    },
  );

  it('keeps the cached answer plain for the clients that accept no encoding', async () => {
    const first = await getOffers({ 'accept-encoding': 'br' }, '?clear_cache');
    const cached = await getOffers();
    const cachedCompressed = await getOffers({ 'accept-encoding': 'gzip' });

    expect(first.headers['x-cache']).toBe('miss');
    expect(first.headers['content-encoding']).toBe('br');
    expect(cached.headers['x-cache']).toBe('hit');
    expect(cached.headers['content-encoding']).toBeUndefined();
    expect(cached.json().entities.length).toBeGreaterThan(0);
    expect(cachedCompressed.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(cachedCompressed.rawPayload).toString())).toEqual(cached.json());
  });

  it('leaves small answers and the error envelope plain', async () => {
    const health = await testApp.app.inject({
      method: 'GET',
      url: '/health',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    const unsigned = await testApp.app.inject({
      method: 'GET',
      url: '/v2/pricing/default/product_offers',
      headers: { 'accept-encoding': 'br, gzip' },
    });

    expect(health.headers['content-encoding']).toBeUndefined();
    expect(unsigned.statusCode).toBe(401);
    expect(unsigned.headers['content-encoding']).toBeUndefined();
    expect(unsigned.json().error.id).toBeDefined();
  });
});
