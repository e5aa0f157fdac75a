import { eventBodyLimitBytes } from '../modules/events/routes';
import { buildTestApp, type TestApp } from '../testing/build-test-app';
import { signedHeaders } from '../testing/signed-headers';
import { anonymousWriteAllowance } from './rate-limits';

let testApp: TestApp;
const max = 3;

beforeAll(async () => {
  testApp = await buildTestApp(
    { seedDemoData: false, rateLimit: { max, timeWindowMs: 60_000 } },
    (app) => {
      app.post('/auth/probe', () => ({ result: 'ok' }));
    },
  );
});

afterAll(() => testApp.close());

function pinCatalog() {
  return testApp.app.inject({
    method: 'PUT',
    url: '/registry/local/pins/mfe-catalog',
    payload: { version: '0.1.0-abc' },
  });
}

describe('rate limits', () => {
  it('limits registry writes per client and answers 429 with the error envelope', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < max; attempt += 1)
      statuses.push((await pinCatalog()).statusCode);
    const limited = await pinCatalog();

    expect(statuses.every((status) => status !== 429)).toBe(true);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    expect(limited.json().error.id).toBe('too_many_requests');
    expect(limited.json().messages[0].message).toMatch(/^Too many requests\. Try again in/);
  });

  it('limits everything under /auth', async () => {
    const call = async () =>
      testApp.app.inject({ method: 'POST', url: '/auth/probe', headers: await signedHeaders() });
    for (let attempt = 0; attempt < max; attempt += 1) expect((await call()).statusCode).toBe(200);

    expect((await call()).statusCode).toBe(429);
  });

  it('limits anonymous client events, more loosely than sign-in', async () => {
    const event = {
      event_type: 'analytics_event',
      category: 'analytics',
      type: 'page',
      name: 'Home',
      properties: { path: '/' },
      occurred_at: new Date().toISOString(),
    };
    const post = async () =>
      testApp.app.inject({
        method: 'POST',
        url: '/v2/event',
        headers: await signedHeaders(),
        payload: event,
      });
    for (let attempt = 0; attempt < max * anonymousWriteAllowance; attempt += 1) {
      expect((await post()).statusCode).toBe(201);
    }

    const limited = await post();
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.id).toBe('too_many_requests');
  });

  it('limits release reports as loosely as client events: a page posts one per remote', async () => {
    const post = () =>
      testApp.app.inject({
        method: 'POST',
        url: '/registry/moon/reports',
        payload: {
          page_load: '0f8fad5b-d9cb-469f-a165-70867728950e',
          remotes: [{ remote: 'mfe-catalog', version: '0.1.0-a', outcome: 'rendered' }],
        },
      });
    for (let attempt = 0; attempt < max * anonymousWriteAllowance; attempt += 1) {
      expect((await post()).statusCode).toBe(404);
    }

    expect((await post()).statusCode).toBe(429);
  });

  it('refuses a client event over its body limit with 413 in the error envelope', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/v2/event',
      // Another client than the one the test above limited.
      remoteAddress: '192.0.2.7',
      headers: { ...(await signedHeaders()), 'content-type': 'application/json' },
      payload: JSON.stringify({
        event_type: 'feedback_event',
        comment: 'x'.repeat(eventBodyLimitBytes),
      }),
    });

    expect(response.statusCode).toBe(413);
    expect(response.json().error.id).toBe('payload_too_large');
  });

  it('does not limit reads', async () => {
    for (let attempt = 0; attempt < max * 3; attempt += 1) {
      const response = await testApp.app.inject({ method: 'GET', url: '/registry/local/release' });
      expect(response.statusCode).toBe(200);
    }
  });
});
