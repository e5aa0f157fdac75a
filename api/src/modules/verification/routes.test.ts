import { type VerificationStatusWire } from 'shared-kernel/wire/verification';
import { type CustomerOverviewWire } from 'shared-kernel/wire/customer';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { bodyOf, TestClock, testClient, type TestSession } from '../auth/test-support';
import { CustomerChanges } from '../customer/changes';
import { onePixelPng, passportPng, signUpAs, uploadDocuments } from './test-support';

const clock = new TestClock();
let testApp: TestApp;
let client: ReturnType<typeof testClient>;

beforeAll(async () => {
  testApp = await buildTestApp({ now: clock.now, seedDemoData: false });
  client = testClient(testApp.app, clock);
});

afterAll(() => testApp.close());

const statusOf = (response: { body: string }) => bodyOf<VerificationStatusWire>(response).result;
const methodStatus = (status: VerificationStatusWire, type: string) =>
  status.methods.find((method) => method.type === type)?.status;

async function storedDocuments(): Promise<string[]> {
  const documents = await testApp.app.database
    .selectFrom('verification_documents')
    .select('file_name')
    .execute();
  return documents.map((document) => document.file_name);
}

describe('the automatic check (POST /v2/customer/verify)', () => {
  it('verifies a test identity that passes, and records who did it', async () => {
    const session = await signUpAs(testApp.app, 'Nguyen');
    const before = await client.call('GET', '/v2/customer/verification', { session });
    expect(statusOf(before)).toMatchObject({ is_verified: false, review: null });
    expect(methodStatus(statusOf(before), 'auto_verification')).toBe('not_attempted');
    expect(methodStatus(statusOf(before), 'photo_id_upload')).toBe('disabled');

    const response = await client.call('POST', '/v2/customer/verify', {
      session,
      payload: { confirm_details: true },
    });

    expect(response.statusCode).toBe(200);
    expect(statusOf(response)).toMatchObject({ is_verified: true, outcome: 'verified' });
    const overview = await client.call('GET', '/v2/customer', { session });
    expect(bodyOf<CustomerOverviewWire>(overview).result.is_verified).toBe(true);
    const changes = await new CustomerChanges(testApp.app.database).latestOf(session.customerId);
    expect(changes[0]).toMatchObject({
      kind: 'verification',
      actor: { kind: 'customer' },
      changes: { method: 'auto_verification', outcome: 'verified' },
    });
    const again = await client.call('POST', '/v2/customer/verify', { session, payload: {} });
    expect(again.statusCode).toBe(409);
  });

  it('opens the licence, external and photo methods when the identity needs documents', async () => {
    const session = await signUpAs(testApp.app, 'Docsworth');
    const response = await client.call('POST', '/v2/customer/verify', { session, payload: {} });

    const status = statusOf(response);
    expect(status).toMatchObject({ is_verified: false, outcome: 'not_matched' });
    expect(methodStatus(status, 'auto_verification')).toBe('attempted');
    expect(methodStatus(status, 'drivers_licence')).toBe('not_attempted');
    expect(methodStatus(status, 'connect_id')).toBe('not_attempted');
    expect(methodStatus(status, 'photo_id_upload')).toBe('not_attempted');
    expect(methodStatus(status, 'pdf_form')).toBe('disabled');
    const again = await client.call('POST', '/v2/customer/verify', { session, payload: {} });
    expect(again.statusCode).toBe(409);
    expect(bodyOf(again).error?.id).toBe('method_unavailable');
  });

  it('leaves only photo ID for a person to check when the identity fails', async () => {
    const session = await signUpAs(testApp.app, 'Failsworth');
    const status = statusOf(
      await client.call('POST', '/v2/customer/verify', { session, payload: {} }),
    );

    expect(status).toMatchObject({ is_verified: false, outcome: 'failed' });
    expect(methodStatus(status, 'drivers_licence')).toBe('disabled');
    expect(methodStatus(status, 'photo_id_upload')).toBe('not_attempted');
  });

  it('is for signed-in customers only', async () => {
    const response = await client.call('POST', '/v2/customer/verify', { payload: {} });
    expect(response.statusCode).toBe(401);
  });
});

describe('the driver licence check (POST /v2/customer/verification/licence)', () => {
  it('answers bad fields with 422 per field and changes nothing', async () => {
    const session = await signUpAs(testApp.app, 'Docs');
    await client.call('POST', '/v2/customer/verify', { session, payload: {} });

    const response = await client.call('POST', '/v2/customer/verification/licence', {
      session,
      payload: { licence_number: '12', state: 'XX', card_number: '!!' },
    });

    expect(response.statusCode).toBe(422);
    expect(Object.keys(bodyOf(response).errors as object).sort()).toEqual([
      'card_number',
      'licence_number',
      'state',
    ]);
    const after = statusOf(await client.call('GET', '/v2/customer/verification', { session }));
    expect(methodStatus(after, 'drivers_licence')).toBe('not_attempted');
  });

  it('verifies a licence that passes and keeps a not-matched one from being tried again', async () => {
    const passing = await signUpAs(testApp.app, 'Docs');
    await client.call('POST', '/v2/customer/verify', { session: passing, payload: {} });
    const passed = await client.call('POST', '/v2/customer/verification/licence', {
      session: passing,
      payload: { licence_number: '12345678', state: 'NSW' },
    });
    expect(statusOf(passed)).toMatchObject({ is_verified: true, outcome: 'verified' });

    const unmatched = await signUpAs(testApp.app, 'Docs');
    await client.call('POST', '/v2/customer/verify', { session: unmatched, payload: {} });
    const notMatched = await client.call('POST', '/v2/customer/verification/licence', {
      session: unmatched,
      payload: { licence_number: '12345670', state: 'VIC' },
    });
    expect(statusOf(notMatched)).toMatchObject({ is_verified: false, outcome: 'not_matched' });
    const again = await client.call('POST', '/v2/customer/verification/licence', {
      session: unmatched,
      payload: { licence_number: '12345678', state: 'VIC' },
    });
    expect(again.statusCode).toBe(409);
  });

  it('is not open before the automatic check has not matched', async () => {
    const session = await signUpAs(testApp.app, 'Docs');
    const response = await client.call('POST', '/v2/customer/verification/licence', {
      session,
      payload: { licence_number: '12345678', state: 'NSW' },
    });
    expect(response.statusCode).toBe(409);
  });
});

describe('photo ID uploads (POST multipart /v2/customer/verification)', () => {
  let session: TestSession;

  beforeAll(async () => {
    session = await signUpAs(testApp.app, 'Docs');
    await client.call('POST', '/v2/customer/verify', { session, payload: {} });
  });

  it('refuses a file that is not a JPEG, PNG or PDF by its content, whatever its name', async () => {
    const response = await uploadDocuments(testApp.app, session, [
      { name: 'document_type', content: 'passport' },
      {
        name: 'front_image',
        content: 'MZ not an image',
        filename: 'id.png',
        contentType: 'image/png',
      },
    ]);

    expect(response.statusCode).toBe(422);
    expect(bodyOf(response).errors).toEqual({ front_image: ['Upload a JPEG, PNG or PDF file.'] });
    expect(await storedDocuments()).toEqual([]);
  });

  it('refuses a file over 10 MB and keeps nothing', async () => {
    const large = Buffer.concat([onePixelPng, Buffer.alloc(10 * 1024 * 1024)]);
    const response = await uploadDocuments(testApp.app, session, [
      { name: 'document_type', content: 'passport' },
      { name: 'front_image', content: onePixelPng, filename: 'a.png', contentType: 'image/png' },
      { name: 'back_image', content: large, filename: 'b.png', contentType: 'image/png' },
    ]);

    expect(response.statusCode).toBe(422);
    expect(bodyOf(response).errors).toEqual({
      back_image: ['Each file must be 10 MB or smaller.'],
    });
    expect(await storedDocuments()).toEqual([]);
  });

  it('needs the kind of ID and its front', async () => {
    const response = await uploadDocuments(testApp.app, session, [
      { name: 'document_type', content: 'library_card' },
    ]);
    expect(response.statusCode).toBe(422);
    expect(Object.keys(bodyOf(response).errors as object).sort()).toEqual([
      'document_type',
      'front_image',
    ]);
  });

  it('keeps the documents under random names for review; photo upload becomes pending', async () => {
    const response = await uploadDocuments(testApp.app, session, passportPng());

    expect(response.statusCode).toBe(200);
    const status = statusOf(response);
    expect(methodStatus(status, 'photo_id_upload')).toBe('pending');
    expect(status.review).toMatchObject({ status: 'pending', reason: null });
    const [fileName] = await storedDocuments();
    expect(fileName).toMatch(/^[0-9a-f]{32}$/);
    const again = await uploadDocuments(testApp.app, session, passportPng());
    expect(again.statusCode).toBe(409);
    expect(bodyOf(again).error?.message).toBe('Your documents are waiting for review.');
  });

  it('is refused before the photo method is open, and to anonymous callers', async () => {
    const fresh = await signUpAs(testApp.app, 'Docs');
    const closed = await uploadDocuments(testApp.app, fresh, passportPng());
    expect(closed.statusCode).toBe(409);
    const anonymous = await testApp.app.inject({
      method: 'POST',
      url: '/v2/customer/verification',
      payload: 'x',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
    });
    expect([401, 403]).toContain(anonymous.statusCode);
  });
});

describe('the external check (ConnectID-style)', () => {
  it('sends the customer off and back; the state works for its own customer only', async () => {
    const owner = await signUpAs(testApp.app, 'Docs');
    const other = await signUpAs(testApp.app, 'Docs');
    await client.call('POST', '/v2/customer/verify', { session: owner, payload: {} });

    const start = await client.call('POST', '/v2/customer/verification/connectid', {
      session: owner,
      payload: {},
    });
    expect(start.statusCode).toBe(200);
    const redirectUrl = new URL(bodyOf<{ redirect_url: string }>(start).result.redirect_url);
    expect(redirectUrl.pathname).toBe('/account-verification');
    const state = redirectUrl.searchParams.get('state') ?? '';

    const stolen = await client.call('POST', '/v2/customer/verification/connectid/callback', {
      session: other,
      payload: { state },
    });
    expect(stolen.statusCode).toBe(422);

    const finished = await client.call('POST', '/v2/customer/verification/connectid/callback', {
      session: owner,
      payload: { state },
    });
    expect(statusOf(finished)).toMatchObject({ outcome: 'not_matched', is_verified: false });
    expect(methodStatus(statusOf(finished), 'connect_id')).toBe('attempted');
    const reused = await client.call('POST', '/v2/customer/verification/connectid/callback', {
      session: owner,
      payload: { state },
    });
    expect(reused.statusCode).toBe(422);
  });
});
