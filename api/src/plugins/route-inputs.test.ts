import { signupBody } from '../modules/auth/test-support';
import { buildTestApp, type TestApp } from '../testing/build-test-app';
import { signedHeaders } from '../testing/signed-headers';
import { inputDepthMax } from './route-inputs';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp();
});

afterAll(() => testApp.close());

async function call(method: 'GET' | 'POST', url: string, version: string, payload?: unknown) {
  return testApp.app.inject({
    method,
    url,
    headers: await signedHeaders({ version }),
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

function expectRefused(
  response: { statusCode: number; json: () => unknown },
  field: string,
  message: RegExp,
) {
  expect(response.statusCode).toBe(422);
  expect(response.json()).toMatchObject({
    result: null,
    error: { id: 'validation_failed' },
    errors: { [field]: [expect.stringMatching(message)] },
  });
}

async function customerCount(): Promise<number> {
  const row = await testApp.app.database
    .selectFrom('customers')
    .select((builder) => builder.fn.countAll<string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

describe('numbers in the query string', () => {
  it('refuses ?limit=Infinity, which coercion would turn into a number', async () => {
    expectRefused(await call('GET', '/v2/causes?limit=Infinity', '3.3'), 'limit', /finite/);
  });

  it('refuses ?offset=1e309 and offsets beyond the safe integer range', async () => {
    const infinite = await call('GET', '/cms/items/blog_categories?offset=1e309', '3.3');
    const huge = await call('GET', '/cms/items/blog_categories?offset=1e20', '3.3');

    expectRefused(infinite, 'offset', /finite/);
    expectRefused(huge, 'offset', /between/);
  });

  it('still takes ordinary numbers', async () => {
    const response = await call('GET', '/v2/causes?limit=5&offset=0', '3.3');
    expect(response.statusCode).toBe(200);
  });
});

describe('text in the body', () => {
  it('refuses a NUL character in the email of a login', async () => {
    const response = await call('POST', '/v2/login', '3.3', {
      email: 'someone\u0000@example.test',
      password: 'Sunny-Day-42',
    });

    expectRefused(response, 'email', /NUL/);
  });

  it('refuses a NUL character in the email of a signup, and signs nobody up', async () => {
    const before = await customerCount();
    const response = await call(
      'POST',
      '/v2/signup',
      '3.5',
      signupBody({ email: 'new\u0000@example.test' }),
    );

    expectRefused(response, 'email', /NUL/);
    expect(await customerCount()).toBe(before);
  });

  it('refuses an unpaired surrogate in a name, and signs nobody up', async () => {
    const before = await customerCount();
    const response = await call('POST', '/v2/signup', '3.5', signupBody({ first_name: '\ud800' }));

    expectRefused(response, 'first_name', /surrogates/);
    expect(await customerCount()).toBe(before);
  });

  it('takes names written with characters outside the basic plane', async () => {
    const before = await customerCount();
    const response = await call(
      'POST',
      '/v2/signup',
      '3.5',
      signupBody({ first_name: 'Zoë \u{1f31e}' }),
    );

    expect(response.statusCode).toBe(200);
    expect(await customerCount()).toBe(before + 1);
  });

  it('refuses 1e309 written as a JSON number', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/v2/spend-limits/spend_daily',
      headers: { ...(await signedHeaders({ version: '3.3' })), 'content-type': 'application/json' },
      payload: '{"amount": 1e309}',
    });

    expectRefused(response, 'amount', /finite/);
  });

  it(`refuses nesting deeper than ${inputDepthMax} levels`, async () => {
    let properties: unknown = 'bottom';
    for (let level = 0; level < 1000; level += 1) properties = { a: properties };
    const response = await call('POST', '/v2/event', '3.3', {
      event_type: 'analytics_event',
      properties,
    });

    expectRefused(response, 'properties', /nested/);
  });
});

describe('the route table', () => {
  it('lists every route with the schema of its input', () => {
    const addItem = testApp.app.routeInputs.find(
      (route) => route.method === 'POST' && route.url === '/v2/cart/items',
    );

    expect(addItem?.schema.body).toMatchObject({ type: 'object', required: ['item'] });
  });
});
