import { startS3Server, type TestS3Server } from '../../object-store/test-support';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { TestClock, testClient } from '../auth/test-support';
import { signInOperator, type TestOperator } from '../operators/test-support';
import { onePixelPng, passportPng, signUpAs, uploadDocuments } from './test-support';

// Identity documents in an S3-compatible bucket (OBJECT_STORE_URL): private, encrypted, and read
// by reviewers through the API only.

const clock = new TestClock();
let s3: TestS3Server;
let testApp: TestApp;
let reviewer: TestOperator;

beforeAll(async () => {
  s3 = await startS3Server();
  testApp = await buildTestApp({ now: clock.now, seedDemoData: false, objectStoreUrl: s3.url });
  reviewer = await signInOperator(testApp.app, ['reviewer']);
});

afterAll(async () => {
  await testApp?.close();
  await s3?.close();
});

it('keeps an uploaded document under documents/, encrypted, and shows it to a reviewer', async () => {
  const session = await signUpAs(testApp.app, 'Docs');
  await testClient(testApp.app, clock).call('POST', '/v2/customer/verify', {
    session,
    payload: {},
  });
  s3.requests.length = 0;

  const upload = await uploadDocuments(testApp.app, session, passportPng());

  expect(upload.statusCode).toBe(200);
  const puts = s3.requests.filter((request) => request.method === 'PUT');
  expect(puts).toHaveLength(1);
  expect(puts[0]?.path).toMatch(/^\/shop-objects\/documents\/[0-9a-f]{32}$/);
  expect(puts[0]?.headers['x-amz-server-side-encryption']).toBe('AES256');
  expect(puts[0]?.headers['x-amz-acl']).toBeUndefined();
  expect(puts[0]?.headers['content-type']).toBe('image/png');

  const { id: reviewId } = await testApp.app.database
    .selectFrom('verification_reviews')
    .select('id')
    .where('customer_id', '=', session.customerId)
    .executeTakeFirstOrThrow();
  const headers = { cookie: reviewer.cookie, accept: 'text/html' };
  const details = await testApp.app.inject({
    method: 'GET',
    url: `/ops/reviews/${reviewId}`,
    headers,
  });
  const documentPath = /href="(\/ops\/reviews\/[^"]+\/documents\/[^"]+)"/.exec(details.body)?.[1];
  const document = await testApp.app.inject({ method: 'GET', url: documentPath ?? '', headers });

  expect(document.statusCode).toBe(200);
  expect(document.headers['content-type']).toBe('image/png');
  expect(document.headers['cache-control']).toBe('no-store');
  expect(document.rawPayload.equals(onePixelPng)).toBe(true);
  expect(details.body).not.toContain(s3.endpoint);
});
