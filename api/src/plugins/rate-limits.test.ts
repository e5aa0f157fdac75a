import { buildTestApp, type TestApp } from '../testing/build-test-app';
import { signedHeaders } from '../testing/signed-headers';

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
    headers: { authorization: 'Bearer local-release-token' },
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

  it('does not limit reads', async () => {
    for (let attempt = 0; attempt < max * 3; attempt += 1) {
      const response = await testApp.app.inject({ method: 'GET', url: '/registry/local/release' });
      expect(response.statusCode).toBe(200);
    }
  });
});
