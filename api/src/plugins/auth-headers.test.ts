import { computeSignature, headerNames } from 'shared-kernel';
import { buildTestApp, type TestApp } from '../testing/build-test-app';
import { signedHeaders } from '../testing/signed-headers';
import { expectedSignature } from './auth-headers';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp({ seedDemoData: false });
});

afterAll(() => testApp.close());

const nowSeconds = () => Math.floor(Date.now() / 1000);

async function getConfig(headers: Record<string, string>) {
  return testApp.app.inject({ method: 'GET', url: '/v2/config', headers });
}

describe('request signature on /v2', () => {
  it('accepts a call signed with a known app key and a fresh timestamp', async () => {
    const response = await getConfig(await signedHeaders());

    expect(response.statusCode).toBe(200);
  });

  it('refuses a call without signature headers with the error envelope', async () => {
    const response = await getConfig({});

    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      result: null,
      entities: [],
      page_info: null,
      links: {},
      messages: [
        {
          code: 'invalid_signature',
          level: 'error',
          message: 'The request signature is missing or invalid.',
        },
      ],
      errors: [],
      error: { id: 'invalid_signature', message: 'The request signature is missing or invalid.' },
    });
  });

  it('refuses a signature made with the wrong secret', async () => {
    const response = await getConfig(await signedHeaders({ appSecret: 'not-the-secret' }));

    expect(response.statusCode).toBe(401);
    expect(response.json().error.id).toBe('invalid_signature');
  });

  it('refuses an app key it does not know', async () => {
    const response = await getConfig(
      await signedHeaders({ appKey: 'someone-else', appSecret: 'shop-web-public-secret' }),
    );

    expect(response.statusCode).toBe(401);
    expect(response.json().error.id).toBe('invalid_signature');
  });

  it('refuses a signature whose timestamp was changed after signing', async () => {
    const headers = await signedHeaders();
    headers[headerNames.timestamp] = String(Number(headers[headerNames.timestamp]) - 10);

    const response = await getConfig(headers);

    expect(response.statusCode).toBe(401);
    expect(response.json().error.id).toBe('invalid_signature');
  });

  it('refuses a correctly signed call whose timestamp is outside the ±300 s window', async () => {
    const old = await getConfig(await signedHeaders({ timestamp: nowSeconds() - 301 }));
    const future = await getConfig(await signedHeaders({ timestamp: nowSeconds() + 400 }));

    for (const response of [old, future]) {
      expect(response.statusCode).toBe(401);
      expect(response.json().messages[0]).toEqual({
        code: 'stale_timestamp',
        level: 'error',
        message: 'The request timestamp is outside the accepted window.',
      });
    }
  });

  it('accepts a timestamp inside the window', async () => {
    const response = await getConfig(await signedHeaders({ timestamp: nowSeconds() - 290 }));

    expect(response.statusCode).toBe(200);
  });

  it('refuses an API version that does not exist', async () => {
    const response = await getConfig(await signedHeaders({ version: '4.2' }));

    expect(response.statusCode).toBe(400);
    expect(response.json().error.id).toBe('unsupported_api_version');
  });
});

describe('which paths are signed', () => {
  it('checks the signature under /auth as well', async () => {
    const unsigned = await testApp.app.inject({ method: 'POST', url: '/auth/unknown' });
    const signed = await testApp.app.inject({
      method: 'POST',
      url: '/auth/unknown',
      headers: await signedHeaders(),
    });

    expect(unsigned.statusCode).toBe(401);
    expect(signed.statusCode).toBe(404);
  });

  it.each(['/discover', '/health', '/blank.html', '/registry/local/release'])(
    'serves %s without a signature',
    async (url) => {
      const response = await testApp.app.inject({ method: 'GET', url });

      expect(response.statusCode).toBe(200);
    },
  );
});

describe('the server-side signature', () => {
  it('is the signature the kernel computes, for anonymous and customer calls', async () => {
    const inputs = [
      {
        appKey: 'shop-web',
        appSecret: 'shop-web-public-secret',
        timestamp: 1_795_600_000,
        customerToken: '',
      },
      {
        appKey: 'partner-app',
        appSecret: 'ünïcode sécret',
        timestamp: 1,
        customerToken: 'c-t0ken/+=',
      },
    ];
    for (const input of inputs) {
      expect(expectedSignature(input)).toBe(await computeSignature(input));
    }
  });
});
