import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { clientHeaders, latestEmailTo } from '../modules/auth/test-support';
import { buildTestApp, type TestApp } from '../testing/build-test-app';

const publicUrl = 'https://shop.example';
const evilHost = { host: 'evil.example', 'x-forwarded-host': 'evil.example' };
let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp({ publicUrl });
});

afterAll(() => testApp.close());

describe('links the services write', () => {
  it('put PUBLIC_URL in a password-reset email, whatever Host the request carries', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/v2/password/forgot',
      headers: { ...(await clientHeaders()), ...evilHost },
      payload: { email: 'demo@lottoshop.test' },
    });

    expect(response.statusCode).toBe(200);
    const email = await latestEmailTo(testApp.app, 'demo@lottoshop.test');
    const links = email.match(/https?:\/\/[^\s]+/g) ?? [];
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) expect(link.startsWith(`${publicUrl}/`)).toBe(true);
    expect(email).not.toContain('evil.example');
  });

  it('put PUBLIC_URL in discovery and in the runtime config of the shell', async () => {
    const shellDir = path.join(testApp.directory, 'shell');
    await mkdir(shellDir, { recursive: true });
    await writeFile(
      path.join(shellDir, 'index.html'),
      '<!doctype html><html><head><!-- shop-runtime-config --></head><body></body></html>',
    );
    const discovery = await testApp.app.inject({
      method: 'GET',
      url: '/discover',
      headers: evilHost,
    });
    const page = await testApp.app.inject({
      method: 'GET',
      url: '/results',
      headers: { ...evilHost, accept: 'text/html' },
    });

    expect(Object.values(discovery.json().result.services as Record<string, string>)).toEqual(
      expect.arrayContaining([`${publicUrl}/v2`, `${publicUrl}/registry`]),
    );
    expect(discovery.body).not.toContain('evil.example');
    expect(page.body).toContain(`"discoveryBase":"${publicUrl}"`);
    expect(page.body).not.toContain('evil.example');
  });
});
