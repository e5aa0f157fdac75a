import { sql } from 'kysely';
import { buildTestApp, type TestApp } from '../testing/build-test-app';
import { signedHeaders } from '../testing/signed-headers';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp({}, (app) => {
    // Statements that only bad input would make a route run; the error handler is the safety net.
    app.post('/v2/test/unknown-cause', async () => {
      await sql`
        insert into product_offer_causes (product_offer_key, cause_key, ranking)
        values ('saturday_lotto', 'no_such_cause', 1)
      `.execute(app.database);
      return { result: 'stored' };
    });
    app.post('/v2/test/duplicate-cause', async () => {
      const cause = await app.database.selectFrom('causes').selectAll().executeTakeFirstOrThrow();
      await app.database.insertInto('causes').values(cause).execute();
      return { result: 'stored' };
    });
    app.post('/v2/test/not-a-number', async () => {
      await sql`select ${'twelve'}::integer`.execute(app.database);
      return { result: 'read' };
    });
  });
});

afterAll(() => testApp.close());

interface Answer {
  statusCode: number;
  json: () => unknown;
}

function expectEnvelope(response: Answer, statusCode: number, code: string) {
  expect(response.statusCode).toBe(statusCode);
  expect(response.json()).toMatchObject({
    result: null,
    entities: [],
    error: { id: code, message: expect.any(String) },
    messages: [expect.objectContaining({ code, level: 'error' })],
  });
}

async function call(method: 'GET' | 'POST', url: string, headers: Record<string, string> = {}) {
  return testApp.app.inject({
    method,
    url,
    headers: { ...(await signedHeaders({ version: '3.3' })), ...headers },
  });
}

describe("Fastify's own refusals", () => {
  it('answers a path with a broken percent-escape with 400 in the error envelope', async () => {
    const response = await call('GET', '/v2/cart/%E0%A4%A');

    expectEnvelope(response, 400, 'bad_request');
    expect(response.headers['x-request-id']).toEqual(expect.any(String));
  });

  it('answers a path parameter over 100 characters with 414 in the error envelope', async () => {
    const response = await call('POST', `/v2/cart/partner/${'a'.repeat(101)}`);

    expectEnvelope(response, 414, 'uri_too_long');
  });

  it('answers a page path with such a parameter as a path that matches nothing', async () => {
    // GET requests fall through to the web module's catch-all, which finds no such page.
    expectEnvelope(await call('GET', `/v2/causes/${'a'.repeat(101)}`), 404, 'not_found');
  });

  it('answers an unknown API path with 404 in the error envelope', async () => {
    expectEnvelope(await call('GET', '/v2/no-such-thing'), 404, 'not_found');
  });

  it('answers a body of a type no route takes with 415 in the error envelope', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/v2/login',
      headers: {
        ...(await signedHeaders({ version: '3.3' })),
        'content-type': 'multipart/form-data; boundary=x',
      },
      payload: '--x\r\n\r\n--x--',
    });

    expectEnvelope(response, 415, 'unsupported_media_type');
  });

  it('answers a body that is not JSON with 422 in the error envelope', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/v2/login',
      headers: { ...(await signedHeaders({ version: '3.3' })), 'content-type': 'application/json' },
      payload: '{"email": ',
    });

    expectEnvelope(response, 422, 'invalid_json');
  });
});

describe('database errors caused by input', () => {
  it('answers a reference to something that does not exist with 422 on that field', async () => {
    const response = await call('POST', '/v2/test/unknown-cause');

    expectEnvelope(response, 422, 'validation_failed');
    expect(response.json()).toMatchObject({ errors: { cause_key: [expect.any(String)] } });
  });

  it('answers a duplicate with 409', async () => {
    expectEnvelope(await call('POST', '/v2/test/duplicate-cause'), 409, 'conflict');
  });

  it('answers text where the database expects a number with 422', async () => {
    expectEnvelope(await call('POST', '/v2/test/not-a-number'), 422, 'validation_failed');
  });
});
