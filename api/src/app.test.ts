import { headerNames } from 'shared-kernel';
import { buildTestApp, type TestApp } from './testing/build-test-app';
import { signedHeaders } from './testing/signed-headers';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp({ seedDemoData: false });
});

afterAll(() => testApp.close());

describe('request ids', () => {
  it('answers with the caller’s x-request-id', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/health',
      headers: { [headerNames.requestId]: 'checkout-7f3a' },
    });

    expect(response.headers[headerNames.requestId]).toBe('checkout-7f3a');
  });

  it('makes a new id when the caller sends none, or one that is not an id', async () => {
    const none = await testApp.app.inject({ method: 'GET', url: '/health' });
    const odd = await testApp.app.inject({
      method: 'GET',
      url: '/health',
      headers: { [headerNames.requestId]: 'line\tbreak{}' },
    });

    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
    expect(none.headers[headerNames.requestId]).toMatch(uuid);
    expect(odd.headers[headerNames.requestId]).toMatch(uuid);
  });
});

describe('errors', () => {
  it('answers an unknown API path with the 404 error envelope', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/v2/no-such-thing',
      headers: await signedHeaders(),
    });

    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({
      result: null,
      entities: [],
      errors: [],
      error: { id: 'not_found' },
      messages: [{ code: 'not_found', level: 'error' }],
    });
  });

  it('answers a body that is not JSON with 422', async () => {
    const response = await testApp.app.inject({
      method: 'PUT',
      url: '/registry/local/pins/mfe-catalog',
      headers: { 'content-type': 'application/json' },
      payload: '{"version":',
    });

    expect(response.statusCode).toBe(422);
    expect(response.json().error.id).toBe('invalid_json');
  });
});
