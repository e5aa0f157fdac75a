import { CanceledError } from './transport';
import { computeSignature, headerNames } from './signature';
import { apiVersions, cacheDurationsSeconds, requestTimeoutMs } from './api-constants';
import { ApiError } from './api-error';
import { configureApiClient, createApiClient, getApiClient } from './api-client';
import {
  createRecordingFetch,
  createTestClient,
  testOrigin,
  testServices,
} from './recording-fetch.test-support';
import { camelCaseKeys } from './case-conversion';
import { type DiscoveredServices } from './types';
import { createBus } from '../bus';
import { createSessionStore } from '../session';

const signedInSession = {
  customerId: 'customer-1',
  customerToken: 'customer-token-1',
  accessToken: 'access-1',
  refreshToken: 'refresh-1',
  sessionId: 'session-1',
  deviceId: 'device-1',
  subVariant: 'NSW',
  isAuthenticated: true,
};

const ok = (result: unknown = {}) => ({ body: { result, entities: [], messages: [], errors: [] } });

function clock(startMs = 1_700_000_000_123) {
  let current = startMs;
  return {
    now: () => current,
    advanceSeconds: (seconds: number) => {
      current += seconds * 1000;
    },
  };
}

describe('request headers (api.md §7.1)', () => {
  it('sends every header, with the signature computeSignature gives for the timestamp and customer token', async () => {
    const { client, apiCalls } = createTestClient(() => ok(), {
      session: signedInSession,
      now: () => 1_700_000_000_999,
    });

    await client.request({ method: 'POST', path: '/event', body: { name: 'page_view' } });

    const [call] = apiCalls();
    const headers = call!.headers;
    expect(headers[headerNames.appKey]).toBe('shop-web');
    expect(headers[headerNames.timestamp]).toBe('1700000000');
    expect(headers[headerNames.signature]).toBe(
      await computeSignature({
        appKey: 'shop-web',
        appSecret: 'shop-web-public-secret',
        timestamp: 1_700_000_000,
        customerToken: 'customer-token-1',
      }),
    );
    expect(headers[headerNames.version]).toBe('3.0');
    expect(headers[headerNames.sessionId]).toBe('session-1');
    expect(headers[headerNames.subVariant]).toBe('NSW');
    expect(headers[headerNames.customerId]).toBe('customer-1');
    expect(headers[headerNames.deviceId]).toBe('device-1');
    expect(headers[headerNames.requestId]).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    expect(headers[headerNames.authorization]).toBe('Bearer access-1');
    expect(headers['content-type']).toBe('application/json');
  });

  it('signs anonymous calls with an empty customer token and sends no bearer or customer id', async () => {
    const { client, apiCalls } = createTestClient(() => ok(), { now: () => 1_700_000_000_000 });

    await client.request({ path: '/config' });

    const headers = apiCalls()[0]!.headers;
    expect(headers[headerNames.signature]).toBe(
      await computeSignature({
        appKey: 'shop-web',
        appSecret: 'shop-web-public-secret',
        timestamp: 1_700_000_000,
        customerToken: '',
      }),
    );
    expect(headers[headerNames.authorization]).toBeUndefined();
    expect(headers[headerNames.customerId]).toBeUndefined();
  });

  it('gives every call its own request id', async () => {
    const { client, apiCalls } = createTestClient(() => ok());

    await client.request({ path: '/customer', cache: false });
    await client.request({ path: '/customer', cache: false });

    const [first, second] = apiCalls().map((call) => call.headers[headerNames.requestId]);
    expect(first).toBeDefined();
    expect(first).not.toBe(second);
  });

  it('sends the version a call names, and extra headers', async () => {
    const { client, apiCalls } = createTestClient(() => ok());

    await client.request({
      method: 'POST',
      path: '/cart/items',
      version: apiVersions.cart,
      headers: { 'idempotency-key': 'key-1' },
    });

    expect(apiCalls()[0]!.headers[headerNames.version]).toBe('3.3');
    expect(apiCalls()[0]!.headers['idempotency-key']).toBe('key-1');
  });

  it('reads tokens from the session at call time', async () => {
    const { client, apiCalls, session } = createTestClient(() => ok());

    await client.request({ path: '/a', cache: false });
    session.updateSession({ accessToken: 'later-token' });
    await client.request({ path: '/a', cache: false });

    expect(apiCalls()[0]!.headers.authorization).toBeUndefined();
    expect(apiCalls()[1]!.headers.authorization).toBe('Bearer later-token');
  });
});

describe('api versions table (api.md §9)', () => {
  it('names the version of each call family', () => {
    expect(apiVersions).toEqual({
      default: '3.0',
      autoplay: '3.3',
      cart: '3.3',
      signup: '3.5',
      withdrawals: '3.1',
      paymentMethods: '3.2',
      customerDetails: '3.2',
      pastDraws: '3.7',
      drawDetails: '3.6',
      checkout: '3.4',
      productOffers: '3.9',
      login: '3.3',
    });
  });
});

describe('discovery and addresses', () => {
  it('targets {services.api}{path} and other services by name', async () => {
    const { client, calls } = createTestClient(() => ok());

    await client.request({ path: '/config' });
    await client.request({ service: 'customerVerify', path: 'status' });
    await client.request({ service: 'social', path: '/group' });

    expect(calls.map((call) => call.url)).toEqual([
      `${testOrigin}/discover`,
      `${testOrigin}/v2/config`,
      `${testOrigin}/customer-verify/status`,
      `${testOrigin}/social/v3/group`,
    ]);
  });

  it('discovers once per minute and returns camelCased service names', async () => {
    const time = clock();
    const { client, calls } = createTestClient(() => ok(), { now: time.now });

    const services = await client.discover();
    await client.request({ path: '/a', cache: false });
    time.advanceSeconds(59);
    await client.request({ path: '/a', cache: false });
    time.advanceSeconds(2);
    await client.request({ path: '/a', cache: false });

    expect(services.customerVerify).toBe(`${testOrigin}/customer-verify`);
    expect(calls.filter((call) => call.target === '/discover')).toHaveLength(2);
  });

  it('fails with an ApiError, reported once, when discovery names no such service', async () => {
    const reports: ApiError[] = [];
    const { fetch } = createRecordingFetch(() => ({
      body: { result: { services: { api: `${testOrigin}/v2` } } },
    }));
    const client = createApiClient({
      runtimeConfig: {
        environment: 'test',
        discoveryBase: `${testOrigin}/`,
        appKey: 'k',
        appSecret: 's',
      },
      fetch,
      session: createSessionStore(),
      bus: createBus(),
      reportError: (error) => reports.push(error),
    });

    await expect(client.serviceUrl('api')).resolves.toBe(`${testOrigin}/v2`);
    const failure = client.request({ service: 'cms', path: '/items/pages' });

    await expect(failure).rejects.toMatchObject({
      status: 500,
      message: 'The discovery answer names no cms service',
    });
    expect(reports).toHaveLength(1);
  });
});

describe('services given with the page', () => {
  it('calls them without asking /discover', async () => {
    const { fetch, calls } = createRecordingFetch(() => ok({ ok: true }));
    const client = createApiClient({
      runtimeConfig: {
        environment: 'test',
        discoveryBase: testOrigin,
        appKey: 'k',
        appSecret: 's',
        services: camelCaseKeys<DiscoveredServices>(testServices),
      },
      fetch,
      session: createSessionStore(),
      bus: createBus(),
    });

    await client.request({ path: '/config', cache: false });

    expect(calls.map((call) => call.target)).toEqual(['/v2/config']);
  });
});

describe('request bodies and queries', () => {
  it('snake_cases body keys at every depth and leaves values alone', async () => {
    const { client, apiCalls } = createTestClient(() => ok());

    await client.request({
      method: 'POST',
      path: '/cart/items',
      body: {
        affiliateCode: 'camelValue',
        numDraws: 2,
        recurringPurchase: { type: 'autoplay', isEnabled: true },
        games: [{ favouriteNumbers: [1, 2, 3] }],
      },
    });

    expect(JSON.parse(apiCalls()[0]!.data as string)).toEqual({
      affiliate_code: 'camelValue',
      num_draws: 2,
      recurring_purchase: { type: 'autoplay', is_enabled: true },
      games: [{ favourite_numbers: [1, 2, 3] }],
    });
  });

  it('sends form mode url-encoded with nested keys in bracket form', async () => {
    const { client, apiCalls } = createTestClient(() => ok());

    await client.request({
      method: 'POST',
      path: '/precommitment',
      mode: 'form',
      body: { limitAmount: '10.50', address: { postCode: '2000' }, days: ['mon', 'tue'] },
    });

    const call = apiCalls()[0]!;
    expect(call.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(call.data).toBe('limit_amount=10.50&address[post_code]=2000&days[]=mon&days[]=tue');
  });

  it('sends multipart mode as FormData with snake_case keys and files kept', async () => {
    const { client, apiCalls } = createTestClient(() => ok());
    const document = new File(['scan'], 'licence.png', { type: 'image/png' });

    await client.request({
      method: 'POST',
      path: '/customer/verification',
      mode: 'multipart',
      body: { documentType: 'drivers_licence', frontImage: document },
    });

    const data = apiCalls()[0]!.data as FormData;
    expect(data).toBeInstanceOf(FormData);
    expect(data.get('document_type')).toBe('drivers_licence');
    const sent = data.get('front_image') as File;
    expect(sent.name).toBe('licence.png');
    expect(await sent.text()).toBe('scan');
    expect(apiCalls()[0]!.headers['content-type']).not.toBe('application/json');
  });

  it('sends query arrays in bracket form and leaves undefined values out', async () => {
    const { client, apiCalls } = createTestClient(() => ok());

    await client.request({
      path: '/en-AU/items',
      query: {
        c: ['layout', 'meta'],
        id: ['nav.cart'],
        t: undefined,
        limit: 5,
        show_details: true,
      },
    });

    expect(apiCalls()[0]!.target).toBe(
      '/v2/en-AU/items?c[]=layout&c[]=meta&id[]=nav.cart&limit=5&show_details=true',
    );
  });
});

describe('responses', () => {
  it('reads the envelope and camelCases keys at every depth', async () => {
    const { client } = createTestClient(() => ({
      status: 200,
      body: {
        result: { site_name: 'Lotto Shop', navigation: { primary: [{ route_type: 'internal' }] } },
        entities: [{ draw_no: 1 }],
        page_info: { limit: 10, offset: 0, total: 1 },
        links: { next_page: '/x?page=2' },
        messages: [{ code: 'deposit_pending', level: 'info', message: 'Pending' }],
        errors: [],
      },
    }));

    const response = await client.request({ path: '/config' });

    expect(response).toEqual({
      status: 200,
      result: { siteName: 'Lotto Shop', navigation: { primary: [{ routeType: 'internal' }] } },
      entities: [{ drawNo: 1 }],
      pageInfo: { limit: 10, offset: 0, total: 1 },
      links: { nextPage: '/x?page=2' },
      messages: [{ code: 'deposit_pending', level: 'info', message: 'Pending' }],
      errors: [],
    });
  });

  it('fetches bodies as bytes and resolves a PDF with a blob link to those exact bytes', async () => {
    const bytes = new Uint8Array([...new TextEncoder().encode('%PDF-1.4 calendar'), 0x00, 0xff]);
    const { client } = createTestClient(() => ({
      body: bytes,
      headers: { 'content-type': 'application/pdf' },
    }));

    const response = await client.request<string>({ path: '/public/pdf/subscription/x.pdf' });

    expect(response.result).toMatch(/^blob:/);
    const blob = await fetch(response.result).then((answer) => answer.arrayBuffer());
    expect(new Uint8Array(blob)).toEqual(bytes);
  });

  it('resolves a CSV download with a blob link to its text, keeping its media type', async () => {
    const csv = 'Date,Description\r\n2026-11-28T09:00:00.000Z,"Powerball, 2 games"\r\n';
    const { client } = createTestClient(() => ({
      body: csv,
      headers: { 'content-type': 'text/csv; charset=utf-8' },
    }));

    const response = await client.request<string>({ path: '/transactions' });

    const blob = await fetch(response.result).then((answer) => answer.blob());
    expect(blob.type).toBe('text/csv');
    expect(await blob.text()).toBe(csv);
  });

  it('falls back to a data: URL for a PDF where object URLs do not exist', async () => {
    const createObjectURL = URL.createObjectURL.bind(URL);
    Object.defineProperty(URL, 'createObjectURL', { value: undefined, configurable: true });
    try {
      const { client } = createTestClient(() => ({
        body: '%PDF-1.4',
        headers: { 'content-type': 'application/pdf; charset=binary' },
      }));

      const response = await client.request<string>({ path: '/receipt.pdf' });

      expect(response.result).toBe(`data:application/pdf;base64,${btoa('%PDF-1.4')}`);
    } finally {
      Object.defineProperty(URL, 'createObjectURL', { value: createObjectURL, configurable: true });
    }
  });

  it('takes a body without envelope keys as the result, and an empty body as an empty envelope', async () => {
    const { client } = createTestClient((call) =>
      call.target.endsWith('/plain') ? { body: { some_value: 1 } } : { status: 204, body: '' },
    );

    expect((await client.request({ path: '/plain' })).result).toEqual({ someValue: 1 });
    expect(await client.request({ method: 'DELETE', path: '/funds/1' })).toEqual({
      status: 204,
      result: null,
      entities: [],
      messages: [],
      errors: [],
    });
  });

  it('waits at most 10 000 ms for an answer, then fails with a 408 that is not reported', async () => {
    // Web Crypto signs the call outside the faked timers: wait for the call on setImmediate.
    jest.useFakeTimers({ doNotFake: ['setImmediate', 'nextTick', 'queueMicrotask'] });
    try {
      const { client, apiCalls, reports } = createTestClient(() => new Promise(() => undefined));
      let outcome: unknown = 'pending';
      const request = client.request({ path: '/config' }).catch((error: unknown) => {
        outcome = error;
      });
      while (apiCalls().length === 0) await new Promise((resolve) => setImmediate(resolve));

      await jest.advanceTimersByTimeAsync(requestTimeoutMs - 1);
      expect(outcome).toBe('pending');
      expect(apiCalls()[0]!.signal?.aborted).toBe(false);
      await jest.advanceTimersByTimeAsync(1);
      await request;

      expect(requestTimeoutMs).toBe(10_000);
      expect(apiCalls()[0]!.signal?.aborted).toBe(true);
      expect(outcome).toBeInstanceOf(ApiError);
      expect(outcome).toMatchObject({ status: 408, message: 'Something went wrong' });
      expect(reports).toEqual([]);
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('GET cache (api.md §7.1, §9)', () => {
  function countingClient(options: Parameters<typeof createTestClient>[1] = {}) {
    let served = 0;
    const test = createTestClient((call) => {
      served += 1;
      return call.method === 'GET' ? ok({ served }) : ok();
    }, options);
    return { ...test, served: () => served };
  }

  it('names the durations of api.md §9 by kind', () => {
    expect(cacheDurationsSeconds).toEqual({
      default: 60,
      discovery: 60,
      groupPlayConfig: 300,
      placement: 300,
      theme: 600,
      navigation: 86_400,
      components: 86_400,
      seoHeadings: 86_400,
      productOffers: 1_080,
      tips: 1_080,
      drawResultKeys: 86_400,
      branding: 86_400,
    });
  });

  it('serves a repeated GET from the cache for 60 s by default', async () => {
    const time = clock();
    const { client, served } = countingClient({ now: time.now });

    const first = await client.request({ path: '/config' });
    time.advanceSeconds(59);
    const second = await client.request({ path: '/config' });
    time.advanceSeconds(2);
    const third = await client.request({ path: '/config' });

    expect(first.result).toEqual({ served: 1 });
    expect(second.result).toEqual({ served: 1 });
    expect(third.result).toEqual({ served: 2 });
    expect(served()).toBe(2);
  });

  it('keeps each kind for its own duration, and honours a duration or false per call', async () => {
    const time = clock();
    const { client, served } = countingClient({ now: time.now });

    await client.request({ path: '/pricing/default/product_offers', cacheKind: 'productOffers' });
    time.advanceSeconds(1_000);
    await client.request({ path: '/pricing/default/product_offers', cacheKind: 'productOffers' });
    expect(served()).toBe(1);
    time.advanceSeconds(100);
    await client.request({ path: '/pricing/default/product_offers', cacheKind: 'productOffers' });
    expect(served()).toBe(2);

    await client.request({ path: '/cart/items', cache: false });
    await client.request({ path: '/cart/items', cache: false });
    expect(served()).toBe(4);

    await client.request({ path: '/tips', cache: 5 });
    time.advanceSeconds(4);
    await client.request({ path: '/tips', cache: 5 });
    expect(served()).toBe(5);
    time.advanceSeconds(2);
    await client.request({ path: '/tips', cache: 5 });
    expect(served()).toBe(6);
  });

  it('keys entries by service, path, query, sub-variant and customer', async () => {
    const { client, served, session } = countingClient();

    await client.request({ path: '/tips' });
    await client.request({ service: 'cms', path: '/tips' });
    await client.request({ path: '/tips', query: { page: 2 } });
    await client.request({ path: '/tips', query: { page: 2 } });
    session.updateSession({ subVariant: 'SA' });
    await client.request({ path: '/tips' });
    session.updateSession({ customerId: 'customer-2' });
    await client.request({ path: '/tips' });

    expect(served()).toBe(5);
  });

  it('bypasses and replaces the cached entry when the query has clear_cache', async () => {
    const { client, served, apiCalls } = countingClient();

    await client.request({ path: '/config' });
    const cleared = await client.request({ path: '/config', query: { clear_cache: 1 } });
    const after = await client.request({ path: '/config' });

    expect(apiCalls()[1]!.target).toBe('/v2/config?clear_cache=1');
    expect(cleared.result).toEqual({ served: 2 });
    expect(after.result).toEqual({ served: 2 });
    expect(served()).toBe(2);
  });

  it('forgets everything on clearCache()', async () => {
    const { client, served } = countingClient();

    await client.request({ path: '/config' });
    client.clearCache();
    await client.request({ path: '/config' });

    expect(served()).toBe(2);
  });

  it('caches only successful GETs', async () => {
    let answers = 0;
    const { client } = createTestClient(() => {
      answers += 1;
      return answers === 1
        ? { status: 404, body: { result: null, messages: [], errors: [] } }
        : ok({ found: true });
    });

    await expect(client.request({ path: '/causes/x' })).rejects.toBeInstanceOf(ApiError);
    await expect(client.request({ path: '/causes/x' })).resolves.toMatchObject({
      result: { found: true },
    });
    await client.request({ method: 'POST', path: '/event', body: {} });
    await client.request({ method: 'POST', path: '/event', body: {} });
    expect(answers).toBe(4);
  });

  it('shares one request between concurrent identical GETs', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let served = 0;
    const { client } = createTestClient(async () => {
      served += 1;
      await gate;
      return ok({ served });
    });
    await client.discover();

    const both = Promise.all([
      client.request({ path: '/config', cache: false }),
      client.request({ path: '/config', cache: false }),
    ]);
    release();
    const [first, second] = await both;

    expect(served).toBe(1);
    expect(first.result).toEqual({ served: 1 });
    expect(second.result).toEqual({ served: 1 });
    expect(first).not.toBe(second);
  });

  it('shares one request with callers that can abort, aborting it only when all of them have', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { client, apiCalls } = createTestClient(async () => {
      await gate;
      return ok({ siteName: 'Lotto Shop' });
    });
    await client.discover();
    const leaving = new AbortController();
    const staying = new AbortController();

    const left = client.request({ path: '/config', signal: leaving.signal });
    const stayed = client.request({ path: '/config', signal: staying.signal });
    const held = client.request({ path: '/config' });
    leaving.abort();
    await expect(left).rejects.toBeInstanceOf(CanceledError);
    release();

    expect((await stayed).result).toEqual({ siteName: 'Lotto Shop' });
    expect((await held).result).toEqual({ siteName: 'Lotto Shop' });
    expect(apiCalls()).toHaveLength(1);
    expect(apiCalls()[0]!.signal?.aborted).toBe(false);
  });

  it('aborts a shared request once every caller waiting for it has aborted', async () => {
    let sent: () => void = () => undefined;
    const isSent = new Promise<void>((resolve) => {
      sent = resolve;
    });
    const { client, apiCalls } = createTestClient(() => {
      sent();
      return new Promise(() => undefined);
    });
    await client.discover();
    const first = new AbortController();
    const second = new AbortController();

    const calls = [
      client.request({ path: '/config', signal: first.signal }),
      client.request({ path: '/config', signal: second.signal }),
    ];
    await isSent;
    first.abort();
    await expect(calls[0]).rejects.toBeInstanceOf(CanceledError);
    expect(apiCalls()[0]!.signal?.aborted).toBe(false);
    second.abort();
    await expect(calls[1]).rejects.toBeInstanceOf(CanceledError);

    expect(apiCalls()).toHaveLength(1);
    expect(apiCalls()[0]!.signal?.aborted).toBe(true);
  });

  it('hands out copies, so a caller changing its answer does not change the next one', async () => {
    const { client } = createTestClient(() => ok({ items: [1] }));

    const first = await client.request<{ items: number[] }>({ path: '/config' });
    first.result.items.push(2);
    const second = await client.request<{ items: number[] }>({ path: '/config' });

    expect(second.result.items).toEqual([1]);
  });

  it('drops cached reads of a resource family after a change to it', async () => {
    const { client, served } = countingClient();

    await client.request({ path: '/cart/items' });
    await client.request({ path: '/config' });
    await client.request({ method: 'POST', path: '/cart/items', body: { id: 1 } });
    await client.request({ path: '/cart/items' });
    await client.request({ path: '/config' });

    expect(served()).toBe(4);
  });
});

describe('page-wide client', () => {
  afterEach(() => {
    delete (globalThis as { __SHOP_API_CLIENT__?: unknown }).__SHOP_API_CLIENT__;
  });

  it('builds one client lazily and lets the shell replace it', () => {
    const first = getApiClient();
    expect(getApiClient()).toBe(first);

    const replaced = configureApiClient({ reportError: () => undefined });

    expect(getApiClient()).toBe(replaced);
    expect(replaced).not.toBe(first);
  });
});
