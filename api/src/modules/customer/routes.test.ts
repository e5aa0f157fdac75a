import { type CustomerOverviewWire } from 'shared-kernel/wire/customer';
import { type LoginResultWire } from 'shared-kernel/wire/auth';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import {
  bodyOf,
  sessionOf,
  signupBody,
  TestClock,
  testClient,
  type TestSession,
} from '../auth/test-support';

const clock = new TestClock();
let testApp: TestApp;
let client: ReturnType<typeof testClient>;

beforeAll(async () => {
  testApp = await buildTestApp({ now: clock.now });
  client = testClient(testApp.app, clock);
});

afterAll(async () => {
  await testApp.close();
});

async function logIn(email: string, password = 'Demo-Password-1'): Promise<TestSession> {
  const response = await client.call('POST', '/v2/login', { payload: { email, password } });
  expect(response.statusCode).toBe(200);
  return sessionOf(bodyOf<LoginResultWire>(response).result);
}

describe('GET /v2/customer', () => {
  it('answers the overview of the signed-in customer', async () => {
    const session = await logIn('demo@lottoshop.test');
    const response = await client.call('GET', '/v2/customer', { session });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(bodyOf<CustomerOverviewWire>(response).result).toMatchObject({
      customer_id: session.customerId,
      customer_token: session.customerToken,
      firstname: 'Dana',
      lastname: 'Demo',
      email: 'demo@lottoshop.test',
      // The demo wallet: a seed deposit of A$50.00 posted through the ledger.
      balance: { amount: '50.00', currency: 'AUD' },
      available_funds: { amount: '50.00', currency: 'AUD' },
      is_authenticated: true,
      is_verified: true,
      force_password_change: false,
      segment_name: 'vip',
      pricing_id: null,
      state: 'NSW',
      migration_status: 'ineligible',
      tfa_prompt_required: false,
    });
  });

  it('tells an unverified customer which verification to start with', async () => {
    const session = await logIn('unverified@lottoshop.test');
    const response = await client.call('GET', '/v2/customer', { session });
    expect(bodyOf<CustomerOverviewWire>(response).result).toMatchObject({
      is_verified: false,
      verification: {
        methods: expect.arrayContaining([{ type: 'auto_verification', status: 'not_attempted' }]),
      },
    });
  });

  it('answers 401 to an anonymous caller', async () => {
    const response = await client.call('GET', '/v2/customer');
    expect(response.statusCode).toBe(401);
    expect(bodyOf(response).error).toEqual({
      id: 'unauthorized',
      message: 'Please log in to continue.',
    });
  });
});

describe('DELETE /v2/customer', () => {
  it('closes the account with the password; it can no longer sign in', async () => {
    const body = signupBody();
    const signup = await client.call('POST', '/v2/signup', { payload: body });
    const session = sessionOf(bodyOf<LoginResultWire>(signup).result);

    const wrong = await client.call('DELETE', '/v2/customer', {
      session,
      form: true,
      payload: { password: 'Not-The-One-1' },
    });
    expect(wrong.statusCode).toBe(422);
    expect(bodyOf(wrong).errors).toEqual({ password: ['The password is incorrect.'] });

    const closed = await client.call('DELETE', '/v2/customer', {
      session,
      form: true,
      payload: { password: String(body.password) },
    });
    expect(closed.statusCode).toBe(200);
    expect(bodyOf(closed).messages[0]?.message).toBe('Your account has been closed.');

    expect((await client.call('GET', '/v2/customer', { session })).statusCode).toBe(401);
    const login = await client.call('POST', '/v2/login', {
      payload: { email: body.email, password: body.password },
    });
    expect(bodyOf(login).error?.id).toBe('invalid_credentials');
  });
});

describe('POST /v2/migration/migrate', () => {
  it('answers 202 while the migration runs and 200 once the customer is migrated', async () => {
    const session = await logIn('migrate@lottoshop.test');
    const started = await client.call('POST', '/v2/migration/migrate', { session });
    expect(started.statusCode).toBe(202);
    expect(bodyOf(started).result).toEqual({ migration_status: 'in_progress' });
    expect((await client.call('POST', '/v2/migration/migrate', { session })).statusCode).toBe(202);

    clock.advance(3_000);
    const done = await client.call('POST', '/v2/migration/migrate', { session });
    expect(done.statusCode).toBe(200);
    expect(bodyOf(done).result).toEqual({ migration_status: 'migrated' });
    const overview = await client.call('GET', '/v2/customer', { session });
    expect(bodyOf<CustomerOverviewWire>(overview).result.migration_status).toBe('migrated');
  });

  it('refuses a customer who is not eligible', async () => {
    const session = await logIn('demo@lottoshop.test');
    const refused = await client.call('POST', '/v2/migration/migrate', { session });
    expect(refused.statusCode).toBe(422);
    expect(bodyOf(refused).error).toEqual({
      id: 'migration_ineligible',
      message: 'This account cannot be migrated.',
    });
  });
});

describe('GET /v2/capabilities', () => {
  it("names the signed-in customer's segment as current, and the default one otherwise", async () => {
    const session = await logIn('demo@lottoshop.test');
    const signedIn = await client.call('GET', '/v2/capabilities', { session });
    const anonymous = await client.call('GET', '/v2/capabilities');
    expect(bodyOf<{ current_segment: string }>(signedIn).result.current_segment).toBe('vip');
    expect(bodyOf<{ current_segment: string }>(anonymous).result.current_segment).toBe('default');
  });
});
