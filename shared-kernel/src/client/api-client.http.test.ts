import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { type AddressInfo } from 'node:net';
import { CanceledError } from './transport';
import { createBus } from '../bus';
import { createSessionStore } from '../session';
import { createApiClient, type ApiClient } from './api-client';
import { type ApiError } from './api-error';
import { computeSignature, signaturesEqual } from './signature';

/** The client over Node's real HTTP stack, against a tiny local server. */

interface Received {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: Buffer;
}

let server: Server;
let origin: string;
const received: Received[] = [];
let handle: (request: Received, response: ServerResponse) => void = () => undefined;

function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

beforeAll(async () => {
  server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const entry = {
        method: request.method ?? '',
        url: request.url ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks),
      };
      if (entry.url === '/discover') {
        sendJson(response, 200, {
          result: {
            services: {
              api: `${origin}/v2`,
              auth: `${origin}/auth`,
              registry: `${origin}/registry`,
            },
          },
        });
        return;
      }
      received.push(entry);
      handle(entry, response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

beforeEach(() => {
  received.length = 0;
});

function client(reports: ApiError[] = [], discoveryBase = origin): ApiClient {
  return createApiClient({
    runtimeConfig: {
      environment: 'test',
      discoveryBase,
      appKey: 'shop-web',
      appSecret: 'shop-web-public-secret',
    },
    session: createSessionStore({
      customerId: 'customer-1',
      customerToken: 'customer-token-1',
      accessToken: 'access-1',
    }),
    bus: createBus(),
    reportError: (error) => reports.push(error),
  });
}

it('sends headers the services can verify, and a snake_case JSON body', async () => {
  handle = (_request, response) => sendJson(response, 200, { result: { cart_reference: 'c1' } });

  const response = await client().request({
    method: 'POST',
    path: '/cart/items',
    body: { numDraws: 2, recurringPurchase: { isEnabled: true } },
  });

  expect(response.result).toEqual({ cartReference: 'c1' });
  const [request] = received;
  expect(request!.url).toBe('/v2/cart/items');
  expect(request!.headers['content-type']).toBe('application/json');
  expect(request!.headers.authorization).toBe('Bearer access-1');
  const timestamp = Number(request!.headers['x-timestamp']);
  expect(Math.abs(timestamp - Date.now() / 1000)).toBeLessThan(300);
  const expected = await computeSignature({
    appKey: String(request!.headers['x-app-key']),
    appSecret: 'shop-web-public-secret',
    timestamp,
    customerToken: 'customer-token-1',
  });
  expect(signaturesEqual(expected, String(request!.headers['x-signature']))).toBe(true);
  expect(JSON.parse(request!.body.toString('utf8'))).toEqual({
    num_draws: 2,
    recurring_purchase: { is_enabled: true },
  });
});

it('declares no content type for a call without a body', async () => {
  handle = (_request, response) => sendJson(response, 200, { result: { cart_token: 't1' } });
  const api = client();

  await api.request({ method: 'POST', path: '/anon-cart' });
  await api.request({ path: '/config' });

  const [post, get] = received;
  expect(post!.method).toBe('POST');
  expect(post!.body.length).toBe(0);
  expect(post!.headers['content-type']).toBeUndefined();
  expect(get!.headers['content-type']).toBeUndefined();
});

it('sends form and multipart bodies the way a server parses them', async () => {
  handle = (_request, response) => sendJson(response, 200, { result: null });
  const api = client();

  await api.request({
    method: 'POST',
    path: '/precommitment',
    mode: 'form',
    body: { limit: '10.00', note: 'a b&c' },
  });
  await api.request({
    method: 'POST',
    path: '/customer/verification',
    mode: 'multipart',
    body: {
      documentType: 'passport',
      frontImage: new File(['PNGDATA'], 'front.png', { type: 'image/png' }),
    },
  });

  const [form, multipart] = received;
  expect(form!.headers['content-type']).toBe('application/x-www-form-urlencoded');
  expect(Object.fromEntries(new URLSearchParams(form!.body.toString('utf8')))).toEqual({
    limit: '10.00',
    note: 'a b&c',
  });
  expect(multipart!.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
  const text = multipart!.body.toString('utf8');
  expect(text).toContain('name="document_type"');
  expect(text).toContain('passport');
  expect(text).toContain('name="front_image"; filename="front.png"');
  expect(text).toContain('PNGDATA');
});

it('resolves a PDF answer with a link to its bytes', async () => {
  const bytes = Buffer.from([0x25, 0x50, 0x44, 0x46, 0x00, 0xff, 0x10]);
  handle = (_request, response) => {
    response.writeHead(200, { 'content-type': 'application/pdf' });
    response.end(bytes);
  };

  const response = await client().request<string>({
    path: '/public/pdf/subscription/x-calendar.pdf',
  });

  const fetched = Buffer.from(await (await fetch(response.result)).arrayBuffer());
  expect(fetched.equals(bytes)).toBe(true);
});

it('rejects an answer that is not JSON with status 422', async () => {
  handle = (_request, response) => {
    response.writeHead(502, { 'content-type': 'text/html' });
    response.end('<html>Bad gateway</html>');
  };

  await expect(client().request({ path: '/config' })).rejects.toMatchObject({ status: 422 });
});

it('maps a refused connection to 408 and does not report it', async () => {
  const closed = createServer();
  await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
  const closedOrigin = `http://127.0.0.1:${(closed.address() as AddressInfo).port}`;
  await new Promise<void>((resolve) => closed.close(() => resolve()));
  const reports: ApiError[] = [];

  await expect(client(reports, closedOrigin).discover()).rejects.toMatchObject({
    status: 408,
    message: 'Something went wrong',
  });
  expect(reports).toEqual([]);
});

it('rethrows an abort in flight as a CanceledError', async () => {
  handle = () => undefined; // never answers
  const controller = new AbortController();
  const api = client();
  await api.discover();

  const outcome = api.request({ path: '/slow', signal: controller.signal });
  setTimeout(() => controller.abort(), 20);

  await expect(outcome).rejects.toBeInstanceOf(CanceledError);
});
