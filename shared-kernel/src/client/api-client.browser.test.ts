/** @jest-environment ./src/client/jsdom-with-fetch.test-environment.cjs */
import { createServer, type Server } from 'node:http';
import { type AddressInfo } from 'node:net';
import { createBus } from '../bus';
import { createSessionStore } from '../session';
import { createApiClient } from './api-client';

/** The client in a DOM environment, through the platform's fetch, cross-origin as in production. */

let server: Server;
let origin: string;
const seen: Array<{ method: string; url: string; contentType: string | undefined }> = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    const cors = {
      'access-control-allow-origin': '*',
      'access-control-allow-headers': '*, authorization',
      'access-control-allow-methods': 'GET, POST, PUT, PATCH, DELETE',
    };
    request.resume();
    request.on('end', () => {
      seen.push({
        method: request.method ?? '',
        url: request.url ?? '',
        contentType: request.headers['content-type'],
      });
      if (request.method === 'OPTIONS') {
        response.writeHead(204, cors);
        response.end();
      } else if (request.url === '/discover') {
        response.writeHead(200, { ...cors, 'content-type': 'application/json' });
        response.end(JSON.stringify({ result: { services: { api: `${origin}/v2` } } }));
      } else if (request.url === '/v2/receipt.pdf') {
        response.writeHead(200, { ...cors, 'content-type': 'application/pdf' });
        response.end('%PDF-1.4');
      } else {
        response.writeHead(200, { ...cors, 'content-type': 'application/json' });
        response.end(JSON.stringify({ result: { site_name: 'Lotto Shop' }, entities: [] }));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

function browserClient() {
  return createApiClient({
    runtimeConfig: {
      environment: 'test',
      discoveryBase: origin,
      appKey: 'shop-web',
      appSecret: 'secret',
    },
    session: createSessionStore({ accessToken: 'access-1' }),
    bus: createBus(),
  });
}

it('reads camelCased JSON through fetch', async () => {
  const response = await browserClient().request({ path: '/config' });

  expect(response.result).toEqual({ siteName: 'Lotto Shop' });
  expect(seen.some((request) => request.method === 'GET' && request.url === '/v2/config')).toBe(
    true,
  );
});

it('resolves a PDF with a link the page can open', async () => {
  const response = await browserClient().request<string>({ path: '/receipt.pdf' });

  expect(response.result).toMatch(/^(blob:|data:application\/pdf;base64,)/);
  if (response.result.startsWith('data:')) {
    expect(atob(response.result.split(',')[1]!)).toBe('%PDF-1.4');
  }
});

it('lets the browser set the multipart boundary', async () => {
  await browserClient().request({
    method: 'POST',
    path: '/customer/verification',
    mode: 'multipart',
    body: { documentType: 'passport' },
  });

  const upload = seen.find((request) => request.method === 'POST');
  expect(upload?.contentType).toMatch(/^multipart\/form-data; boundary=/);
});
