import { type VerificationStatusWire } from 'shared-kernel/wire/verification';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import {
  bodyOf,
  latestEmailTo,
  TestClock,
  testClient,
  type TestSession,
} from '../auth/test-support';
import { CustomerChanges } from '../customer/changes';
import { signInOperator, type TestOperator } from '../operators/test-support';
import { onePixelPng, passportPng, signUpAs, uploadDocuments } from './test-support';

const clock = new TestClock();
let testApp: TestApp;
let client: ReturnType<typeof testClient>;
let reviewer: TestOperator;

beforeAll(async () => {
  testApp = await buildTestApp({ now: clock.now, seedDemoData: false });
  client = testClient(testApp.app, clock);
  reviewer = await signInOperator(testApp.app, ['reviewer']);
});

afterAll(() => testApp.close());

/** A customer whose photo ID waits for review; returns them and the review's id. */
async function pendingReview(): Promise<{ session: TestSession; email: string; reviewId: string }> {
  const session = await signUpAs(testApp.app, 'Docs');
  await client.call('POST', '/v2/customer/verify', { session, payload: {} });
  const upload = await uploadDocuments(testApp.app, session, passportPng());
  expect(upload.statusCode).toBe(200);
  const review = await testApp.app.database
    .selectFrom('verification_reviews')
    .innerJoin('customers', 'customers.id', 'verification_reviews.customer_id')
    .select(['verification_reviews.id', 'customers.email'])
    .where('customer_id', '=', session.customerId)
    .executeTakeFirstOrThrow();
  return { session, email: review.email, reviewId: review.id };
}

const asReviewer = (url: string, method: 'GET' | 'POST' = 'GET', form?: string) =>
  testApp.app.inject({
    method,
    url,
    headers: {
      cookie: reviewer.cookie,
      accept: 'text/html',
      ...(form === undefined ? {} : { 'content-type': 'application/x-www-form-urlencoded' }),
    },
    ...(form === undefined ? {} : { payload: form }),
  });

describe('the review queue (/ops/reviews)', () => {
  it('lists pending verifications with name, date of birth, address, method and time', async () => {
    const { reviewId } = await pendingReview();
    const page = await asReviewer('/ops/reviews');

    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.body).toContain(`href="/ops/reviews/${reviewId}"`);
    expect(page.body).toContain('Alex Docs');
    expect(page.body).toContain('1990-04-12');
    expect(page.body).toContain('12 Ocean Road, Bondi NSW 2026, AU');
    expect(page.body).toContain('Photo ID upload');
  });

  it('is refused to customers, anonymous callers and operators without the reviewer role', async () => {
    const { session, reviewId } = await pendingReview();
    const support = await signInOperator(testApp.app, ['support', 'release_manager']);
    const documentId = (
      await testApp.app.database
        .selectFrom('verification_documents')
        .select('id')
        .where('review_id', '=', reviewId)
        .executeTakeFirstOrThrow()
    ).id;

    for (const url of ['/ops/reviews', `/ops/reviews/${reviewId}/documents/${documentId}`]) {
      const anonymous = await testApp.app.inject({ method: 'GET', url });
      const customer = await client.call('GET', url, { session });
      const otherRole = await testApp.app.inject({
        method: 'GET',
        url,
        headers: { authorization: support.authorization },
      });
      expect(anonymous.statusCode).toBe(401);
      expect(customer.statusCode).toBe(401);
      expect(otherRole.statusCode).toBe(403);
    }
    const approve = await testApp.app.inject({
      method: 'POST',
      url: `/ops/reviews/${reviewId}/approve`,
      headers: { authorization: support.authorization },
    });
    expect(approve.statusCode).toBe(403);
    const status = await client.call('GET', '/v2/customer/verification', { session });
    expect(bodyOf<VerificationStatusWire>(status).result.is_verified).toBe(false);
  });

  it('shows the documents to reviewers inline, typed by their content, never cached', async () => {
    const { reviewId } = await pendingReview();
    const details = await asReviewer(`/ops/reviews/${reviewId}`);
    const documentPath = /href="(\/ops\/reviews\/[^"]+\/documents\/[^"]+)"/.exec(details.body)?.[1];

    const document = await asReviewer(documentPath ?? '');

    expect(document.statusCode).toBe(200);
    expect(document.headers['content-type']).toBe('image/png');
    expect(document.headers['content-disposition']).toBe('inline');
    expect(document.headers['cache-control']).toBe('no-store');
    expect(document.rawPayload.equals(onePixelPng)).toBe(true);
  });

  it('approves: the customer is verified, emailed, and the change is recorded', async () => {
    const { session, email, reviewId } = await pendingReview();

    const response = await asReviewer(`/ops/reviews/${reviewId}/approve`, 'POST', '');

    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/ops/reviews?decided=approved');
    const status = bodyOf<VerificationStatusWire>(
      await client.call('GET', '/v2/customer/verification', { session }),
    ).result;
    expect(status.is_verified).toBe(true);
    expect(status.review?.status).toBe('approved');
    expect(await latestEmailTo(testApp.app, email)).toContain('your account is now verified');
    const [change] = await new CustomerChanges(testApp.app.database).latestOf(session.customerId);
    expect(change).toMatchObject({
      kind: 'verification',
      actor: { kind: 'operator' },
      changes: { decision: 'approved' },
    });
    const twice = await asReviewer(`/ops/reviews/${reviewId}/approve`, 'POST', '');
    expect(twice.statusCode).toBe(409);
  });

  it('rejects only with a reason, emails it, and lets the customer upload again', async () => {
    const { session, email, reviewId } = await pendingReview();

    const noReason = await asReviewer(`/ops/reviews/${reviewId}/reject`, 'POST', 'reason=+');
    expect(noReason.statusCode).toBe(422);
    expect(noReason.body).toContain('role="alert"');

    const response = await asReviewer(
      `/ops/reviews/${reviewId}/reject`,
      'POST',
      'reason=The+photo+is+blurred',
    );

    expect(response.statusCode).toBe(303);
    const status = bodyOf<VerificationStatusWire>(
      await client.call('GET', '/v2/customer/verification', { session }),
    ).result;
    expect(status).toMatchObject({
      is_verified: false,
      review: { status: 'rejected', reason: 'The photo is blurred' },
    });
    expect(await latestEmailTo(testApp.app, email)).toContain('Reason: The photo is blurred');
    const again = await uploadDocuments(testApp.app, session, passportPng());
    expect(again.statusCode).toBe(200);
  });
});
