import { type LoginResultWire, type RefreshResultWire } from 'shared-kernel/wire/auth';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import {
  bodyOf,
  latestEmailTo,
  sessionOf,
  signupBody,
  TestClock,
  testClient,
  type TestSession,
} from './test-support';

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

async function logIn(email: string, password: string, deviceUuid?: string): Promise<TestSession> {
  const response = await client.call('POST', '/v2/login', {
    payload: { email, password },
    version: '3.3',
    ...(deviceUuid ? { deviceUuid } : {}),
  });
  expect(response.statusCode).toBe(200);
  return sessionOf(bodyOf<LoginResultWire>(response).result);
}

async function refresh(session: TestSession, refreshToken = session.refreshToken) {
  return client.call('POST', '/auth/refresh', {
    session: { customerId: session.customerId, customerToken: session.customerToken },
    payload: { refresh_token: refreshToken, save_device: false },
  });
}

const demo = { email: 'demo@lottoshop.test', password: 'Demo-Password-1' };

describe('POST /v2/signup', () => {
  it('registers the customer and signs them in with the defaults of the spec', async () => {
    const body = signupBody({
      attribution: { source: 'newsletter', campaign: 'spring_sale', medium: 'bad value!' },
      metadata: { platform: 'Web' },
      favourite_numbers: [{ lottery_key: 'lotto', numbers: [[1, 7, 12, 23, 34, 45]] }],
    });
    const response = await client.call('POST', '/v2/signup', { payload: body, version: '3.5' });

    expect(response.statusCode).toBe(200);
    const result = bodyOf<LoginResultWire>(response).result;
    expect(result.access_token.split('.')).toHaveLength(3);
    expect(result.refresh_token.length).toBeGreaterThan(30);
    expect(result.device_uuid).toMatch(/^[0-9a-f-]{36}$/);
    expect(result.customer).toMatchObject({
      email: body.email,
      firstname: 'Alex',
      lastname: 'Nguyen',
      state: 'NSW',
      balance: { amount: '0.00', currency: 'AUD' },
      available_funds: { amount: '0.00', currency: 'AUD' },
      is_new_signup: true,
      is_verified: false,
      force_password_change: false,
      tfa_prompt_required: true,
      is_subscribed_to_marketing_email: false,
      migration_status: 'ineligible',
      segment_name: 'customer',
      favourite_numbers: [{ lottery_key: 'lotto', numbers: [[1, 7, 12, 23, 34, 45]] }],
    });
    const stored = await testApp.app.database
      .selectFrom('customers')
      .select(['attribution', 'signup_platform', 'password_hash'])
      .where('email', '=', String(body.email))
      .executeTakeFirstOrThrow();
    expect(stored.attribution).toEqual({ source: 'newsletter', campaign: 'spring_sale' });
    expect(stored.signup_platform).toBe('Web');
    expect(stored.password_hash).toMatch(/^scrypt\$/);
  });

  it('takes a form-encoded body', async () => {
    const body = signupBody({ email_opt_in: true });
    const response = await client.call('POST', '/v2/signup', { payload: body, form: true });
    expect(response.statusCode).toBe(200);
    expect(bodyOf<LoginResultWire>(response).result.customer.is_subscribed_to_marketing_email).toBe(
      true,
    );
  });

  it('answers 422 with a clear message per field', async () => {
    const under18 = new Date(clock.now().getTime() - 17 * 365 * 24 * 60 * 60 * 1000);
    const response = await client.call('POST', '/v2/signup', {
      payload: {
        email: 'not-an-email',
        password: 'abcdefghij',
        date_of_birth: under18.toISOString().slice(0, 10),
        phone_number: '123',
        postcode: '20',
        state: 'Queensland',
        country: 'Australia',
        accept_terms: false,
      },
    });

    expect(response.statusCode).toBe(422);
    const { errors, error } = bodyOf(response);
    expect(error?.id).toBe('validation_failed');
    expect(errors).toEqual({
      email: ['Please enter a valid email address'],
      password: [
        'Your password must mix at least two kinds of characters: lower-case letters, upper-case letters, digits or symbols.',
      ],
      first_name: ['This field is required'],
      last_name: ['This field is required'],
      date_of_birth: ['You must be at least 18 years old to sign up.'],
      phone_number: ['Please enter a valid phone number'],
      address: ['This field is required'],
      suburb: ['This field is required'],
      postcode: ['Please enter a valid post code'],
      state: ['Please choose a state or territory'],
      country: ['Please choose a country'],
      accept_terms: ['You must agree to the terms and conditions to proceed.'],
    });
  });

  it('refuses a short password and an email that is taken', async () => {
    const short = await client.call('POST', '/v2/signup', {
      payload: signupBody({ password: 'Ab1-x' }),
    });
    expect(bodyOf(short).errors).toEqual({
      password: ['Your password must be at least 8 characters long.'],
    });
    const taken = await client.call('POST', '/v2/signup', {
      payload: signupBody({ email: 'Demo@LottoShop.test' }),
    });
    expect(taken.statusCode).toBe(422);
    expect(bodyOf(taken).errors).toEqual({
      email: ['An account with this email address already exists. Please log in instead.'],
    });
  });
});

describe('POST /v2/check-email', () => {
  it('says whether an address can still sign up', async () => {
    const taken = await client.call('POST', '/v2/check-email', {
      payload: { email: 'demo@lottoshop.test' },
    });
    const free = await client.call('POST', '/v2/check-email', {
      payload: { email: 'nobody@example.test' },
    });
    expect(bodyOf(taken).result).toEqual({ email: 'demo@lottoshop.test', available: false });
    expect(bodyOf(free).result).toEqual({ email: 'nobody@example.test', available: true });
  });
});

describe('POST /v2/login', () => {
  it('signs the demo customer in with the overview and a customer token', async () => {
    const response = await client.call('POST', '/v2/login', { payload: demo, version: '3.3' });
    expect(response.statusCode).toBe(200);
    const result = bodyOf<LoginResultWire>(response).result;
    expect(result.customer.email).toBe('demo@lottoshop.test');
    expect(result.customer.customer_token.length).toBeGreaterThan(30);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('gives the same answer for a wrong password and an unknown email', async () => {
    const wrongPassword = await client.call('POST', '/v2/login', {
      payload: { email: demo.email, password: 'Wrong-Password-1' },
    });
    const unknownEmail = await client.call('POST', '/v2/login', {
      payload: { email: 'nobody@example.test', password: 'Wrong-Password-1' },
    });
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownEmail.statusCode).toBe(401);
    expect(wrongPassword.body).toBe(unknownEmail.body);
    expect(bodyOf(wrongPassword).error).toEqual({
      id: 'invalid_credentials',
      message: 'The email or password is incorrect.',
    });
  });
});

describe('signed calls of a customer', () => {
  it('are verified with the customer token and need a valid bearer token', async () => {
    const session = await logIn(demo.email, demo.password);
    const ok = await client.call('GET', '/v2/customer', { session });
    expect(ok.statusCode).toBe(200);

    const wrongToken = await client.call('GET', '/v2/customer', {
      session: { ...session, customerToken: 'someone-elses-token' },
    });
    expect(wrongToken.statusCode).toBe(401);
    expect(bodyOf(wrongToken).error?.id).toBe('invalid_signature');

    const anonymousSignature = await client.call('GET', '/v2/customer', {
      session: { ...session, customerToken: '' },
    });
    expect(bodyOf(anonymousSignature).error?.id).toBe('invalid_signature');

    const forged = await client.call('GET', '/v2/customer', {
      session: { ...session, accessToken: `${session.accessToken.slice(0, -2)}xx` },
    });
    expect(forged.statusCode).toBe(401);
    expect(bodyOf(forged).error?.id).toBe('unauthorized');

    const anonymous = await client.call('GET', '/v2/customer');
    expect(anonymous.statusCode).toBe(401);
  });

  it('refuses a bearer token of another customer than x-customer-id', async () => {
    const first = await logIn(demo.email, demo.password);
    const signup = await client.call('POST', '/v2/signup', { payload: signupBody() });
    const second = sessionOf(bodyOf<LoginResultWire>(signup).result);
    const mixed = await client.call('GET', '/v2/customer', {
      session: { ...second, accessToken: first.accessToken },
    });
    expect(mixed.statusCode).toBe(401);
  });

  it('answers token_expired once the access token is 15 minutes old', async () => {
    const session = await logIn(demo.email, demo.password);
    clock.advance(15 * 60 * 1000);
    const expired = await client.call('GET', '/v2/customer', { session });
    expect(expired.statusCode).toBe(401);
    expect(bodyOf(expired).error).toEqual({
      id: 'token_expired',
      message: 'The session has expired. Please log in again.',
    });
    const refreshed = await refresh(session);
    expect(refreshed.statusCode).toBe(200);
  });
});

describe('POST /auth/refresh', () => {
  it('rotates the refresh token and keeps the device', async () => {
    const session = await logIn(demo.email, demo.password);
    const response = await refresh(session);
    expect(response.statusCode).toBe(200);
    const result = bodyOf<RefreshResultWire>(response).result;
    expect(result.refresh_token).not.toBe(session.refreshToken);
    expect(result.access_token).not.toBe(session.accessToken);
    expect(result.device_uuid).toBe(session.deviceUuid);
    const overview = await client.call('GET', '/v2/customer', {
      session: { ...session, accessToken: result.access_token },
    });
    expect(overview.statusCode).toBe(200);
  });

  it('revokes the whole family when a used refresh token comes back', async () => {
    const session = await logIn(demo.email, demo.password);
    const first = bodyOf<RefreshResultWire>(await refresh(session)).result;

    clock.advance(31_000);
    const replayed = await refresh(session);
    expect(replayed.statusCode).toBe(401);
    expect(bodyOf(replayed).error).toEqual({
      id: 'invalid_refresh_token',
      message: 'The session has expired. Please log in again.',
    });
    const rotatedAfterReuse = await refresh(session, first.refresh_token);
    expect(rotatedAfterReuse.statusCode).toBe(401);
    const bearerAfterReuse = await client.call('GET', '/v2/customer', {
      session: { ...session, accessToken: first.access_token },
    });
    expect(bearerAfterReuse.statusCode).toBe(401);

    const otherLogin = await logIn(demo.email, demo.password);
    expect((await refresh(otherLogin)).statusCode).toBe(200);
  });

  it('gives concurrent refreshes with one token the same successor, and the family stays live', async () => {
    const session = await logIn(demo.email, demo.password);
    const answers = await Promise.all([1, 2, 3, 4].map(() => refresh(session)));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200]);
    const results = answers.map((answer) => bodyOf<RefreshResultWire>(answer).result);
    const successors = new Set(results.map((result) => result.refresh_token));
    expect(successors.size).toBe(1);
    expect(successors.has(session.refreshToken)).toBe(false);

    for (const result of results) {
      const overview = await client.call('GET', '/v2/customer', {
        session: { ...session, accessToken: result.access_token },
      });
      expect(overview.statusCode).toBe(200);
    }
    const next = await refresh(session, results[0]?.refresh_token);
    expect(next.statusCode).toBe(200);
  });

  it('gives a token presented again within 30 seconds the same successor, and revokes after', async () => {
    const session = await logIn(demo.email, demo.password);
    const first = bodyOf<RefreshResultWire>(await refresh(session)).result;

    clock.advance(20_000);
    const again = await refresh(session);
    expect(again.statusCode).toBe(200);
    expect(bodyOf<RefreshResultWire>(again).result.refresh_token).toBe(first.refresh_token);

    clock.advance(11_000);
    const late = await refresh(session);
    expect(late.statusCode).toBe(401);
    expect(bodyOf(late).error?.id).toBe('invalid_refresh_token');
    expect((await refresh(session, first.refresh_token)).statusCode).toBe(401);
  });

  it('refuses an unknown token, an expired one, and one of another customer', async () => {
    const session = await logIn(demo.email, demo.password);
    expect((await refresh(session, 'unknown-token')).statusCode).toBe(401);
    const signup = await client.call('POST', '/v2/signup', { payload: signupBody() });
    const other = sessionOf(bodyOf<LoginResultWire>(signup).result);
    expect((await refresh(other, session.refreshToken)).statusCode).toBe(401);

    const later = await logIn(demo.email, demo.password);
    clock.advance(31 * 24 * 60 * 60 * 1000);
    expect((await refresh(later)).statusCode).toBe(401);
  });
});

describe('GET /v2/logout', () => {
  it('revokes the refresh-token family, so neither token works afterwards', async () => {
    const session = await logIn(demo.email, demo.password);
    const response = await client.call('GET', '/v2/logout', { session });
    expect(response.statusCode).toBe(200);
    expect(bodyOf(response).messages[0]?.message).toBe('You have been logged out.');
    expect((await client.call('GET', '/v2/customer', { session })).statusCode).toBe(401);
    expect((await refresh(session)).statusCode).toBe(401);
  });

  it('ends the family even when the access token has expired', async () => {
    const session = await logIn(demo.email, demo.password);
    clock.advance(20 * 60 * 1000);
    const response = await client.call('GET', '/v2/logout', { session });
    expect(response.statusCode).toBe(200);
    expect((await refresh(session)).statusCode).toBe(401);
  });
});

describe('password flows', () => {
  it('emails a single-use reset link for a known address, with the same answer for any address', async () => {
    const body = signupBody();
    await client.call('POST', '/v2/signup', { payload: body });
    const email = String(body.email);
    const known = await client.call('POST', '/v2/password/forgot', { payload: { email } });
    const unknown = await client.call('POST', '/v2/password/forgot', {
      payload: { email: 'nobody@example.test' },
    });
    expect(known.statusCode).toBe(200);
    expect(known.body).toBe(unknown.body);

    const text = await latestEmailTo(testApp.app, email);
    const token = /\/forgot-password\?token=([A-Za-z0-9_%-]+)/.exec(text)?.[1] ?? '';
    expect(token).not.toBe('');

    const weak = await client.call('POST', '/v2/password/reset', {
      payload: { token: decodeURIComponent(token), new_password: 'short' },
    });
    expect(bodyOf(weak).errors).toEqual({
      new_password: ['Your password must be at least 8 characters long.'],
    });
    const reset = await client.call('POST', '/v2/password/reset', {
      payload: { token: decodeURIComponent(token), new_password: 'Brand-New-Pass-7' },
    });
    expect(reset.statusCode).toBe(200);
    await logIn(email, 'Brand-New-Pass-7');

    const again = await client.call('POST', '/v2/password/reset', {
      payload: { token: decodeURIComponent(token), new_password: 'Another-Pass-8' },
    });
    expect(again.statusCode).toBe(422);
    expect(bodyOf(again).error).toEqual({
      id: 'email_link_invalid',
      message: 'Email link no longer valid',
    });
  });

  it('refuses a reset link after one hour', async () => {
    await client.call('POST', '/v2/password/forgot', { payload: { email: demo.email } });
    const text = await latestEmailTo(testApp.app, demo.email);
    const token = decodeURIComponent(/token=([A-Za-z0-9_%-]+)/.exec(text)?.[1] ?? '');
    clock.advance(61 * 60 * 1000);
    const late = await client.call('POST', '/v2/password/reset', {
      payload: { token, new_password: 'Brand-New-Pass-7' },
    });
    expect(late.statusCode).toBe(422);
    expect(bodyOf(late).error?.message).toBe('Email link no longer valid');
  });

  it('changes the password with the current one and ends the other sessions', async () => {
    const body = signupBody();
    const signup = await client.call('POST', '/v2/signup', { payload: body });
    const session = sessionOf(bodyOf<LoginResultWire>(signup).result);
    const other = await logIn(String(body.email), String(body.password));

    const wrong = await client.call('POST', '/v2/customer/change-password', {
      session,
      form: true,
      payload: { current_password: 'Not-The-One-1', new_password: 'Brand-New-Pass-7' },
    });
    expect(wrong.statusCode).toBe(422);
    expect(bodyOf(wrong).errors).toEqual({
      current_password: ['The current password is incorrect.'],
    });
    const same = await client.call('POST', '/v2/customer/change-password', {
      session,
      payload: { current_password: body.password, new_password: body.password },
    });
    expect(bodyOf(same).errors).toEqual({
      new_password: ['Choose a password different from your current one.'],
    });

    const changed = await client.call('POST', '/v2/customer/change-password', {
      session,
      form: true,
      payload: { current_password: body.password, new_password: 'Brand-New-Pass-7' },
    });
    expect(changed.statusCode).toBe(200);
    expect((await client.call('GET', '/v2/customer', { session })).statusCode).toBe(200);
    expect((await client.call('GET', '/v2/customer', { session: other })).statusCode).toBe(401);
    await logIn(String(body.email), 'Brand-New-Pass-7');
  });

  it('lets a customer told to change the password do so, once', async () => {
    const session = await logIn('changeme@lottoshop.test', 'Demo-Password-1');
    const before = await client.call('GET', '/v2/customer', { session });
    expect(bodyOf<{ force_password_change: boolean }>(before).result.force_password_change).toBe(
      true,
    );
    const changed = await client.call('POST', '/v2/password/force-change', {
      session,
      payload: { new_password: 'Changed-Pass-9' },
    });
    expect(changed.statusCode).toBe(200);
    const after = await client.call('GET', '/v2/customer', { session });
    expect(bodyOf<{ force_password_change: boolean }>(after).result.force_password_change).toBe(
      false,
    );
    const again = await client.call('POST', '/v2/password/force-change', {
      session,
      payload: { new_password: 'Changed-Pass-10' },
    });
    expect(again.statusCode).toBe(409);
    expect(bodyOf(again).error).toEqual({
      id: 'password_change_not_required',
      message: 'This account has no pending password change.',
    });
  });
});

describe('autologin and transfer', () => {
  it('signs in once with an autologin token', async () => {
    const session = await logIn(demo.email, demo.password);
    const created = await client.call('POST', '/v2/customer/autologin-token', { session });
    const { token, path } = bodyOf<{ token: string; path: string }>(created).result;
    expect(path).toBe(`/login/autologin/${token}`);

    const first = await client.call('GET', `/v2/autologin?token=${encodeURIComponent(token)}`);
    expect(first.statusCode).toBe(200);
    expect(bodyOf<LoginResultWire>(first).result.customer.email).toBe(demo.email);
    const second = await client.call('GET', `/v2/autologin?token=${encodeURIComponent(token)}`);
    expect(second.statusCode).toBe(401);
    expect(bodyOf(second).error).toEqual({
      id: 'autologin_invalid',
      message: 'This sign-in link is no longer valid. Please log in with your password.',
    });
  });

  it('signs in through a form-encoded transfer', async () => {
    const session = await logIn(demo.email, demo.password);
    const created = await client.call('POST', '/v2/customer/autologin-token', { session });
    const { token } = bodyOf<{ token: string }>(created).result;
    const transferred = await client.call('POST', '/v2/transfer', {
      form: true,
      payload: { token },
    });
    expect(transferred.statusCode).toBe(200);
    expect(bodyOf<LoginResultWire>(transferred).result.customer.email).toBe(demo.email);
  });
});

describe('failed sign-ins per account', () => {
  const lockedMessage =
    'Too many incorrect sign-in attempts. Your account is locked for 15 minutes; please try again later or reset your password.';

  async function newAccount(): Promise<{ email: string; password: string }> {
    const body = signupBody();
    expect((await client.call('POST', '/v2/signup', { payload: body })).statusCode).toBe(200);
    return { email: String(body.email), password: String(body.password) };
  }

  function loginFrom(remoteAddress: string, payload: Record<string, unknown>) {
    return client.call('POST', '/v2/login', { payload, version: '3.3', remoteAddress });
  }

  it('locks an account after wrong passwords from many addresses, even for the right one', async () => {
    const account = await newAccount();
    const statuses: number[] = [];
    for (let address = 1; address <= 20; address += 1) {
      const wrong = await loginFrom(`198.51.100.${address}`, {
        email: account.email,
        password: `Wrong-Password-${address}`,
      });
      statuses.push(wrong.statusCode);
    }
    expect(statuses.slice(0, 9)).toEqual(Array.from({ length: 9 }, () => 401));
    expect(statuses.slice(9)).toEqual(Array.from({ length: 11 }, () => 423));

    const right = await loginFrom('203.0.113.7', account);
    expect(right.statusCode).toBe(423);
    expect(bodyOf(right).error).toEqual({ id: 'sign_in_locked', message: lockedMessage });

    clock.advance(14 * 60 * 1000);
    expect((await loginFrom('203.0.113.7', account)).statusCode).toBe(423);
    clock.advance(60 * 1000 + 1);
    expect((await loginFrom('203.0.113.7', account)).statusCode).toBe(200);
  });

  it('counts an unknown address the same way, so a lockout tells nothing', async () => {
    const unknown = { email: `nobody.${Date.now()}@example.test`, password: 'Wrong-Password-1' };
    const statuses: number[] = [];
    for (let address = 1; address <= 10; address += 1) {
      statuses.push((await loginFrom(`198.51.100.${address}`, unknown)).statusCode);
    }
    expect(statuses.at(-2)).toBe(401);
    expect(statuses.at(-1)).toBe(423);
  });

  it('forgets the failures after a successful sign-in', async () => {
    const account = await newAccount();
    const failTimes = async (times: number) => {
      for (let attempt = 1; attempt <= times; attempt += 1) {
        const wrong = await loginFrom(`192.0.2.${attempt}`, { ...account, password: 'Nope-1234' });
        expect(wrong.statusCode).toBe(401);
      }
    };
    await failTimes(9);
    expect((await loginFrom('192.0.2.200', account)).statusCode).toBe(200);
    await failTimes(9);
    expect((await loginFrom('192.0.2.200', account)).statusCode).toBe(200);
  });

  it('starts counting again once the window has passed', async () => {
    const account = await newAccount();
    for (let attempt = 1; attempt <= 9; attempt += 1) {
      await loginFrom(`192.0.2.${attempt}`, { ...account, password: 'Nope-1234' });
    }
    clock.advance(15 * 60 * 1000 + 1);
    const afterWindow = await loginFrom('192.0.2.50', { ...account, password: 'Nope-1234' });
    expect(afterWindow.statusCode).toBe(401);
    expect((await loginFrom('192.0.2.51', account)).statusCode).toBe(200);
  });
});

describe('rate limits', () => {
  it('limits login, reset, forgot-password and code attempts per client address', async () => {
    const limited = await buildTestApp({ rateLimit: { max: 2, timeWindowMs: 60_000 } });
    try {
      const limitedClient = testClient(limited.app, new TestClock());
      const attempt = () =>
        limitedClient.call('POST', '/v2/login', {
          payload: { email: demo.email, password: 'Wrong-Password-1' },
        });
      expect((await attempt()).statusCode).toBe(401);
      expect((await attempt()).statusCode).toBe(401);
      const third = await attempt();
      expect(third.statusCode).toBe(429);
      expect(bodyOf(third).error?.id).toBe('too_many_requests');
      const reset = () =>
        limitedClient.call('POST', '/v2/password/reset', {
          payload: { token: 'x', new_password: 'Brand-New-Pass-7' },
        });
      expect((await reset()).statusCode).toBe(422);
      expect((await reset()).statusCode).toBe(422);
      expect((await reset()).statusCode).toBe(429);
      const forgot = () =>
        limitedClient.call('POST', '/v2/password/forgot', { payload: { email: demo.email } });
      expect((await forgot()).statusCode).toBe(200);
      expect((await forgot()).statusCode).toBe(200);
      expect((await forgot()).statusCode).toBe(429);
      const emailCode = () => limitedClient.call('POST', '/v2/customer/two-factor-auth/email', {});
      expect((await emailCode()).statusCode).toBe(401);
      expect((await emailCode()).statusCode).toBe(401);
      expect((await emailCode()).statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });
});
