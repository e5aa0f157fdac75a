import { buildTestApp, type TestApp } from '../testing/build-test-app';
import { configFromEnvironment, parseTrustProxy } from './config';

describe('TRUST_PROXY', () => {
  it('is off unless set, and takes a number of proxies or their addresses', () => {
    expect(configFromEnvironment({}).trustProxy).toBeUndefined();
    expect(configFromEnvironment({ TRUST_PROXY: 'off' }).trustProxy).toBe(false);
    expect(configFromEnvironment({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(parseTrustProxy('10.0.0.0/8, 172.16.0.1, fd00::/8')).toEqual([
      '10.0.0.0/8',
      '172.16.0.1',
      'fd00::/8',
    ]);
  });

  it('refuses true, which would believe any address a client writes itself', () => {
    expect(() => configFromEnvironment({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY/);
    expect(() => parseTrustProxy('proxy.internal')).toThrow(/TRUST_PROXY/);
  });
});

describe('behind one trusted proxy', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await buildTestApp({ trustProxy: 1, seedDemoData: false });
  });

  afterAll(() => testApp.close());

  const metrics = (forwardedFor: string) =>
    testApp.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { 'x-forwarded-for': forwardedFor },
    });

  it('takes the client address the proxy saw: a visitor cannot read the local metrics', async () => {
    expect((await metrics('203.0.113.9')).statusCode).toBe(401);
    expect((await metrics('127.0.0.1')).statusCode).toBe(200);
  });

  it('ignores an address the client wrote before the proxy added its own', async () => {
    expect((await metrics('127.0.0.1, 203.0.113.9')).statusCode).toBe(401);
  });
});
