import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { signedHeaders } from '../../testing/signed-headers';
import { ContentRepository } from './repository';

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

const feedback = {
  event_type: 'feedback_event',
  category: 'user',
  name: 'feedback',
  rating: 1,
  comment: 'Easy to buy a ticket',
  source: '/powerball',
  variant: null,
  client_information: {
    build: 'internal',
    name: 'Web',
    version: '0.1.0',
    client_environment: { timezone: 'Australia/Sydney', locale: 'en-AU' },
  },
};

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

describe('POST /v2/event', () => {
  const repository = () => new ContentRepository(testApp.app.database);

  it('stores a feedback event', async () => {
    const before = await repository().countEvents('feedback_event');
    const response = await inject('POST', '/v2/event', { payload: feedback });

    expect(response.statusCode).toBe(201);
    expect(response.json().result.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(await repository().countEvents('feedback_event')).toBe(before + 1);
  });

  it('refuses a rating off the scale or a missing source, and stores nothing', async () => {
    const before = await repository().countEvents('feedback_event');
    const rating = await inject('POST', '/v2/event', { payload: { ...feedback, rating: 5 } });
    const { source: _source, ...withoutSource } = feedback;
    const source = await inject('POST', '/v2/event', { payload: withoutSource });

    expect(rating.statusCode).toBe(422);
    expect(rating.json().errors).toHaveProperty('rating');
    expect(source.statusCode).toBe(422);
    expect(source.json().errors).toHaveProperty('source');
    expect(await repository().countEvents('feedback_event')).toBe(before);
  });

  it('stores an analytics event, and refuses one without a name', async () => {
    const signedOut = {
      event_type: 'analytics_event',
      category: 'analytics',
      type: 'reset',
      name: 'signed_out',
      properties: { reason: 'logout' },
      occurred_at: '2026-11-21T05:00:00.000Z',
    };
    const before = await repository().countEvents('analytics_event');
    const stored = await inject('POST', '/v2/event', { payload: signedOut });
    const { name: _name, ...withoutName } = signedOut;
    const refused = await inject('POST', '/v2/event', { payload: withoutName });

    expect(stored.statusCode).toBe(201);
    expect(refused.statusCode).toBe(422);
    expect(await repository().countEvents('analytics_event')).toBe(before + 1);
  });
});
