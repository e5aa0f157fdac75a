import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { signedHeaders } from '../../testing/signed-headers';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp();
});

afterAll(() => testApp.close());

async function inject(method: 'GET' | 'POST', url: string, extra: Record<string, unknown> = {}) {
  const { headers, ...rest } = extra as { headers?: Record<string, string> };
  return testApp.app.inject({
    method,
    url,
    headers: { ...(await signedHeaders()), ...headers },
    ...rest,
  });
}

describe('GET /v2/tips', () => {
  it('serves repeated calls from the server cache', async () => {
    await inject('GET', '/v2/tips');
    const again = await inject('GET', '/v2/tips');
    expect(again.headers['x-cache']).toBe('hit');
  });

  it('lists the tips, general and per offer', async () => {
    const response = await inject('GET', '/v2/tips');
    const tips = response.json().entities as Array<{
      key: string;
      product_offer_key: string | null;
    }>;

    expect(response.statusCode).toBe(200);
    expect(tips.length).toBeGreaterThanOrEqual(5);
    expect(tips.some((tip) => tip.product_offer_key === null)).toBe(true);
    expect(tips.find((tip) => tip.key === 'powerball_powerhit')?.product_offer_key).toBe(
      'powerball',
    );
  });
});

describe('GET /v2/locate', () => {
  it('answers Australia without a location header', async () => {
    const response = await inject('GET', '/v2/locate');
    expect(response.json().result).toEqual({ country: 'AU', state: null });
  });

  it('reads the country and state from the CDN headers', async () => {
    const response = await inject('GET', '/v2/locate', {
      headers: { 'cloudfront-viewer-country': 'au', 'cloudfront-viewer-country-region': 'VIC' },
    });
    const abroad = await inject('GET', '/v2/locate', { headers: { 'cf-ipcountry': 'NZ' } });
    const nonsense = await inject('GET', '/v2/locate', { headers: { 'cf-ipcountry': '<script>' } });

    expect(response.json().result).toEqual({ country: 'AU', state: 'VIC' });
    expect(abroad.json().result).toEqual({ country: 'NZ', state: null });
    expect(nonsense.json().result.country).toBe('AU');
  });

  it('needs a signature', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/v2/locate' });
    expect(response.statusCode).toBe(401);
  });
});
