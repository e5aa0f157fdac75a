import Fastify from 'fastify';
import { buildTestApp, type TestApp } from '../testing/build-test-app';
import { signedHeaders } from '../testing/signed-headers';
import { securityHeadersPlugin } from './security-headers';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp({ seedDemoData: false });
});

afterAll(() => testApp.close());

function directivesOf(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name = '', ...values]) => [name, values]),
  );
}

describe('security headers', () => {
  it('sends the usual hardening headers on API answers', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/v2/config',
      headers: await signedHeaders(),
    });

    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.headers['x-powered-by']).toBeUndefined();
  });

  it('switches off browser features the shop does not use, but payments', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/health' });

    const features = new Map(
      String(response.headers['permissions-policy'])
        .split(',')
        .map((feature) => feature.trim().split('=') as [string, string]),
    );
    for (const feature of ['camera', 'microphone', 'geolocation', 'usb', 'browsing-topics']) {
      expect(features.get(feature)).toBe('()');
    }
    expect(features.get('payment')).toBe('(self)');
  });

  it('sends no HSTS over plain http, even when a client claims https', async () => {
    const plain = await testApp.app.inject({ method: 'GET', url: '/health' });
    // The app trusts no proxy, so a client's own X-Forwarded-Proto changes nothing.
    const claimed = await testApp.app.inject({
      method: 'GET',
      url: '/health',
      headers: { 'x-forwarded-proto': 'https' },
    });

    expect(plain.headers['strict-transport-security']).toBeUndefined();
    expect(claimed.headers['strict-transport-security']).toBeUndefined();
  });

  it('sends HSTS when the request came over https through a trusted proxy', async () => {
    const behindProxy = Fastify({ trustProxy: true });
    await behindProxy.register(securityHeadersPlugin);
    behindProxy.get('/page', () => 'ok');
    try {
      const https = await behindProxy.inject({
        method: 'GET',
        url: '/page',
        headers: { 'x-forwarded-proto': 'https' },
      });
      const http = await behindProxy.inject({
        method: 'GET',
        url: '/page',
        headers: { 'x-forwarded-proto': 'http' },
      });

      expect(https.headers['strict-transport-security']).toBe(
        'max-age=31536000; includeSubDomains',
      );
      expect(https.headers['permissions-policy']).toContain('payment=(self)');
      expect(http.headers['strict-transport-security']).toBeUndefined();
    } finally {
      await behindProxy.close();
    }
  });

  it('allows scripts from the shop only, and calls to the shop only, on a response without inline scripts', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/health' });

    const directives = directivesOf(String(response.headers['content-security-policy']));
    expect(directives.get('script-src')).toEqual(["'self'"]);
    expect(directives.get('script-src-attr')).toEqual(["'none'"]);
    expect(directives.get('connect-src')).toEqual(["'self'"]);
    expect(directives.get('default-src')).toEqual(["'self'"]);
    expect(directives.get('object-src')).toEqual(["'none'"]);
    expect(directives.get('frame-ancestors')).toEqual(["'self'"]);
    // Remotes inject their CSS at run time; a nonce here would turn 'unsafe-inline' off.
    expect(directives.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(directives.has('upgrade-insecure-requests')).toBe(false);
  });
});
