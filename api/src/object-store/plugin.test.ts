import { type HealthWire } from 'shared-kernel/wire/platform';
import { configFromEnvironment } from '../plugins/config';
import { buildTestApp, type TestApp } from '../testing/build-test-app';
import { startS3Server, type TestS3Server } from './test-support';

let s3: TestS3Server;
let testApp: TestApp;

beforeAll(async () => {
  s3 = await startS3Server();
  testApp = await buildTestApp({ seedDemoData: false, objectStoreUrl: s3.url });
});

afterAll(async () => {
  await testApp?.close();
  await s3?.close();
});

describe('readiness with an object store', () => {
  it('reports the bucket ok while it answers, unavailable (503) once it does not', async () => {
    const ready = await testApp.app.inject({ method: 'GET', url: '/health' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json<HealthWire>()).toEqual({ status: 'ok', database: 'ok', object_store: 'ok' });

    await s3.close();
    const unready = await testApp.app.inject({ method: 'GET', url: '/health' });
    expect(unready.statusCode).toBe(503);
    expect(unready.json<HealthWire>()).toEqual({
      status: 'unavailable',
      database: 'ok',
      object_store: 'unavailable',
    });
  });
});

describe('OBJECT_STORE_URL and OBJECT_STORE_PUBLIC_URL', () => {
  it('are read from the environment; unset, both stay null (the local disk)', () => {
    expect(
      configFromEnvironment({
        OBJECT_STORE_URL: 's3://shop-objects?region=eu-west-1',
        OBJECT_STORE_PUBLIC_URL: 'https://cdn.shop.example/',
      }),
    ).toMatchObject({
      objectStoreUrl: 's3://shop-objects?region=eu-west-1',
      objectStorePublicUrl: 'https://cdn.shop.example',
    });
    expect(configFromEnvironment({})).toMatchObject({
      objectStoreUrl: null,
      objectStorePublicUrl: null,
    });
  });

  it('refuses another scheme, and a public origin without a store', () => {
    expect(() => configFromEnvironment({ OBJECT_STORE_URL: 'https://bucket' })).toThrow(
      'must start with s3://',
    );
    expect(() =>
      configFromEnvironment({ OBJECT_STORE_PUBLIC_URL: 'https://cdn.shop.example' }),
    ).toThrow('needs OBJECT_STORE_URL');
  });
});
