import Fastify from 'fastify';
import { buildTestApp, type TestApp } from '../testing/build-test-app';
import { signedHeaders } from '../testing/signed-headers';
import { configPlugin, resolveConfig } from './config';
import { corsPlugin } from './cors';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp({ seedDemoData: false });
});

afterAll(() => testApp.close());

function preflight(origin: string) {
  return testApp.app.inject({
    method: 'OPTIONS',
    url: '/v2/config',
    headers: {
      origin,
      'access-control-request-method': 'GET',
      'access-control-request-headers': 'x-app-key,x-signature,x-timestamp,x-api-version',
    },
  });
}

describe('cross-origin calls', () => {
  it.each(['http://localhost:8080', 'http://localhost:3000', 'http://localhost:3006'])(
    'lets the shop origin %s call the API',
    async (origin) => {
      const response = await preflight(origin);

      expect(response.statusCode).toBe(204);
      expect(response.headers['access-control-allow-origin']).toBe(origin);
      expect(String(response.headers['access-control-allow-headers'])).toContain('x-signature');
    },
  );

  it('gives no cross-origin permission to any other origin', async () => {
    const refusedPreflight = await preflight('https://evil.example');
    const refusedCall = await testApp.app.inject({
      method: 'GET',
      url: '/v2/config',
      headers: { origin: 'http://localhost:3007', ...(await signedHeaders()) },
    });

    expect(refusedPreflight.headers['access-control-allow-origin']).toBeUndefined();
    expect(refusedCall.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('marks a signed cross-origin call from the shop as allowed and exposes the request id', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/v2/config',
      headers: { origin: 'http://localhost:3001', ...(await signedHeaders()) },
    });

    expect(response.statusCode).toBe(200);
    expect(response.headers['access-control-allow-origin']).toBe('http://localhost:3001');
    expect(response.headers['access-control-expose-headers']).toContain('x-request-id');
  });

  it('follows ALLOWED_ORIGINS', async () => {
    const app = Fastify();
    await app.register(configPlugin, {
      config: resolveConfig({ allowedOrigins: ['https://shop.example'] }),
    });
    await app.register(corsPlugin);
    app.get('/v2/config', () => ({}));
    const preflightFrom = (origin: string) =>
      app.inject({
        method: 'OPTIONS',
        url: '/v2/config',
        headers: { origin, 'access-control-request-method': 'GET' },
      });

    const allowed = await preflightFrom('https://shop.example');
    const refused = await preflightFrom('http://localhost:3000');

    expect(allowed.headers['access-control-allow-origin']).toBe('https://shop.example');
    expect(refused.headers['access-control-allow-origin']).toBeUndefined();
    await app.close();
  });
});
