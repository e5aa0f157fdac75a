import { randomUUID } from 'node:crypto';
import {
  type AuthenticatorSetupWire,
  type EmailTwoFactorWire,
  type TwoFactorConfigWire,
} from 'shared-kernel/wire/two-factor';
import {
  type LoginResultWire,
  type RefreshResultWire,
  type TwoFactorChallengeWire,
} from 'shared-kernel/wire/auth';
import { demoTwoFactorSecret } from '../../seed/customers';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import {
  bodyOf,
  latestEmailTo,
  sessionOf,
  signupBody,
  TestClock,
  testClient,
  type TestSession,
} from '../auth/test-support';
import { requireElevation } from './elevation';
import { totpCodeAt } from './totp';

const clock = new TestClock();
let testApp: TestApp;
let client: ReturnType<typeof testClient>;

beforeAll(async () => {
  testApp = await buildTestApp({ now: clock.now }, (app) => {
    // An elevated action as another module would guard it.
    app.post('/v2/test-elevated-action', async (request) => {
      await requireElevation(request);
      return { result: 'done' };
    });
  });
  client = testClient(testApp.app, clock);
});

afterAll(async () => {
  await testApp.close();
});

const messages = {
  required: 'A 6 digit code is required.',
  incorrect: 'Code is incorrect or expired. Try again or contact support',
  locked:
    'Your account has been locked due to too many incorrect 2FA attempts. Please contact support.',
};

const twoFactorDemo = { email: 'twofactor@lottoshop.test', password: 'Demo-Password-1' };

/** The code of the next 30-second step (a step's code works once). */
function nextCode(secret: string): string {
  clock.advance(30_000);
  return totpCodeAt(secret, clock.now());
}

function login(payload: Record<string, unknown>, deviceUuid?: string) {
  return client.call('POST', '/v2/login', {
    payload,
    version: '3.3',
    ...(deviceUuid ? { deviceUuid } : {}),
  });
}

async function signUp(): Promise<{ session: TestSession; email: string; password: string }> {
  const body = signupBody();
  const response = await client.call('POST', '/v2/signup', { payload: body });
  expect(response.statusCode).toBe(200);
  return {
    session: sessionOf(bodyOf<LoginResultWire>(response).result),
    email: String(body.email),
    password: String(body.password),
  };
}

/** A new customer with the authenticator method on; returns its secret too. */
async function signUpWithAuthenticator() {
  const account = await signUp();
  const started = await client.call('POST', '/v2/customer/two-factor-auth/authenticator', {
    session: account.session,
  });
  const { secret } = bodyOf<AuthenticatorSetupWire>(started).result;
  const confirmed = await client.call('POST', '/v2/customer/two-factor-auth/authenticator', {
    session: account.session,
    payload: { code: nextCode(secret ?? '') },
  });
  expect(confirmed.statusCode).toBe(200);
  return { ...account, secret: secret ?? '' };
}

describe('login with two-factor on', () => {
  it('asks for the code, refuses a wrong one, and signs in with the right one', async () => {
    const withoutCode = await login(twoFactorDemo);
    expect(withoutCode.statusCode).toBe(403);
    expect(bodyOf(withoutCode).error).toEqual({ id: '2fa_required', message: messages.required });

    const wrong = await login({ ...twoFactorDemo, code: '000000' });
    expect(wrong.statusCode).toBe(422);
    expect(bodyOf(wrong).error).toEqual({ id: '2fa_incorrect', message: messages.incorrect });

    const code = nextCode(demoTwoFactorSecret);
    const right = await login({ ...twoFactorDemo, code });
    expect(right.statusCode).toBe(200);

    const replayed = await login({ ...twoFactorDemo, code });
    expect(bodyOf(replayed).error?.id).toBe('2fa_incorrect');
  });

  it('remembers a saved device for rememberForDays, and only that device', async () => {
    const deviceUuid = randomUUID();
    const saved = await login(
      { ...twoFactorDemo, code: nextCode(demoTwoFactorSecret), save_device: true },
      deviceUuid,
    );
    expect(saved.statusCode).toBe(200);
    expect(bodyOf<LoginResultWire>(saved).result.device_uuid).toBe(deviceUuid);

    expect((await login(twoFactorDemo, deviceUuid)).statusCode).toBe(200);
    expect((await login(twoFactorDemo, randomUUID())).statusCode).toBe(403);

    clock.advance(31 * 24 * 60 * 60 * 1000);
    expect((await login(twoFactorDemo, deviceUuid)).statusCode).toBe(403);
  });

  it('locks two-factor after 5 wrong codes', async () => {
    const account = await signUpWithAuthenticator();
    const credentials = { email: account.email, password: account.password };
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      const wrong = await login({ ...credentials, code: '000000' });
      expect(bodyOf(wrong).error?.id).toBe('2fa_incorrect');
    }
    const fifth = await login({ ...credentials, code: '000000' });
    expect(fifth.statusCode).toBe(423);
    expect(bodyOf(fifth).error).toEqual({ id: '2fa_account_locked', message: messages.locked });

    const right = await login({ ...credentials, code: nextCode(account.secret) });
    expect(bodyOf(right).error?.id).toBe('2fa_account_locked');
  });

  it('resets the count of wrong codes after a right one', async () => {
    const account = await signUpWithAuthenticator();
    const credentials = { email: account.email, password: account.password };
    for (let attempt = 1; attempt <= 4; attempt += 1)
      await login({ ...credentials, code: '000000' });
    expect((await login({ ...credentials, code: nextCode(account.secret) })).statusCode).toBe(200);
    const wrong = await login({ ...credentials, code: '000000' });
    expect(bodyOf(wrong).error?.id).toBe('2fa_incorrect');
  });

  it('answers 2fa_required for a code that is not 6 digits', async () => {
    const short = await login({ ...twoFactorDemo, code: '12a' });
    expect(short.statusCode).toBe(422);
    expect(bodyOf(short).error).toEqual({ id: '2fa_required', message: messages.required });
  });
});

let addressCount = 0;
/** A client address of its own, so these calls stay clear of the limits per address. */
function freshAddress(): string {
  addressCount += 1;
  return `10.20.${Math.floor(addressCount / 250)}.${(addressCount % 250) + 1}`;
}

function loginFromFreshAddress(payload: Record<string, unknown>) {
  return client.call('POST', '/v2/login', {
    payload,
    version: '3.3',
    remoteAddress: freshAddress(),
  });
}

/** A new customer with emailed codes on. */
async function signUpWithEmailCodes() {
  const body = signupBody();
  const response = await client.call('POST', '/v2/signup', {
    payload: body,
    remoteAddress: freshAddress(),
  });
  const account = {
    session: sessionOf(bodyOf<LoginResultWire>(response).result),
    email: String(body.email),
    password: String(body.password),
  };
  await client.call('POST', '/v2/customer/two-factor-auth/email', {
    session: account.session,
    remoteAddress: freshAddress(),
  });
  const code = /code is ([0-9]{6})/.exec(await latestEmailTo(testApp.app, account.email))?.[1];
  const confirmed = await client.call('POST', '/v2/customer/two-factor-auth/email', {
    session: account.session,
    payload: { code },
    remoteAddress: freshAddress(),
  });
  expect(confirmed.statusCode).toBe(200);
  return account;
}

async function emailsTo(recipient: string): Promise<string[]> {
  const rows = await testApp.app.database
    .selectFrom('email_outbox')
    .select('text_body')
    .where('recipient', '=', recipient)
    .orderBy('created_at', 'asc')
    .execute();
  return rows.map((row) => row.text_body);
}

const codeIn = (text: string | undefined) => /code is ([0-9]{6})/.exec(text ?? '')?.[1];

describe('the code step of a sign-in', () => {
  it('says where an emailed code went and when another can be asked for', async () => {
    const account = await signUpWithEmailCodes();
    clock.advance(61_000);
    const required = await loginFromFreshAddress({
      email: account.email,
      password: account.password,
    });

    expect(required.statusCode).toBe(403);
    const body = bodyOf<TwoFactorChallengeWire>(required);
    expect(body.error).toEqual({ id: '2fa_required', message: messages.required });
    expect(body.result).toEqual({
      method: 'email',
      identifier: expect.stringMatching(/^n•+@example\.test$/) as unknown,
      resend_available_at: new Date(clock.now().getTime() + 60_000).toISOString(),
    });
  });

  it('names the authenticator app, with no address and nothing to resend', async () => {
    const required = await loginFromFreshAddress(twoFactorDemo);
    expect(required.statusCode).toBe(403);
    expect(bodyOf<TwoFactorChallengeWire>(required).result).toEqual({
      method: 'authenticator',
      identifier: null,
      resend_available_at: null,
    });
  });

  it('keeps a sent code working when the customer signs in again within a minute', async () => {
    const account = await signUpWithEmailCodes();
    const credentials = { email: account.email, password: account.password };
    clock.advance(61_000);
    await loginFromFreshAddress(credentials);
    const sentCode = codeIn((await emailsTo(account.email)).at(-1));

    clock.advance(20_000);
    const again = await loginFromFreshAddress(credentials);
    expect(bodyOf(again).error?.id).toBe('2fa_required');
    const latestCode = codeIn((await emailsTo(account.email)).at(-1));
    expect(latestCode).toBe(sentCode);
    expect((await loginFromFreshAddress({ ...credentials, code: latestCode })).statusCode).toBe(
      200,
    );
  });

  it('sends a new code to a customer signing in again within a minute of using one', async () => {
    const account = await signUpWithEmailCodes();
    const credentials = { email: account.email, password: account.password };
    clock.advance(61_000);
    await loginFromFreshAddress(credentials);
    const firstCode = codeIn((await emailsTo(account.email)).at(-1));
    expect((await loginFromFreshAddress({ ...credentials, code: firstCode })).statusCode).toBe(200);

    clock.advance(10_000);
    const again = await loginFromFreshAddress(credentials);
    expect(bodyOf(again).error?.id).toBe('2fa_required');
    const emails = await emailsTo(account.email);
    const secondCode = codeIn(emails.at(-1));
    expect(secondCode).toBeDefined();
    const signedIn = await loginFromFreshAddress({ ...credentials, code: secondCode });
    expect(signedIn.statusCode).toBe(200);
  });

  it('locks two-factor after wrong codes from many addresses', async () => {
    const account = await signUpWithAuthenticator();
    const credentials = { email: account.email, password: account.password };
    const answers: string[] = [];
    for (let address = 1; address <= 20; address += 1) {
      const wrong = await client.call('POST', '/v2/login', {
        payload: { ...credentials, code: '000000' },
        version: '3.3',
        remoteAddress: `198.51.100.${address}`,
      });
      answers.push(bodyOf(wrong).error?.id ?? '');
    }
    expect(answers.slice(0, 4)).toEqual(Array.from({ length: 4 }, () => '2fa_incorrect'));
    expect(new Set(answers.slice(4))).toEqual(new Set(['2fa_account_locked']));
  });
});

describe('GET and POST /v2/customer/two-factor-auth…', () => {
  it('sets up the authenticator: secret and otpauth URL, then a code turns it on', async () => {
    const { session, email } = await signUp();
    const before = await client.call('GET', '/v2/customer/two-factor-auth', { session });
    expect(bodyOf<TwoFactorConfigWire>(before).result).toEqual({
      enabled: false,
      methods: ['authenticator', 'email'],
      remember_for_days: 30,
      method: null,
      identifier: null,
      since: null,
    });

    const notStarted = await client.call('POST', '/v2/customer/two-factor-auth/authenticator', {
      session,
      payload: { code: '123456' },
    });
    expect(notStarted.statusCode).toBe(409);
    expect(bodyOf(notStarted).error).toEqual({
      id: 'authenticator_not_started',
      message: 'Start the authenticator setup before confirming it.',
    });

    const started = await client.call('POST', '/v2/customer/two-factor-auth/authenticator', {
      session,
    });
    const setup = bodyOf<AuthenticatorSetupWire>(started).result;
    expect(setup.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(setup.otpauth_url).toContain(`secret=${setup.secret}`);
    expect(setup.otpauth_url).toContain(encodeURIComponent(email));

    const wrong = await client.call('POST', '/v2/customer/two-factor-auth/authenticator', {
      session,
      payload: { code: '000000' },
    });
    expect(bodyOf(wrong).error).toEqual({ id: '2fa_incorrect', message: messages.incorrect });

    const confirmed = await client.call('POST', '/v2/customer/two-factor-auth/authenticator', {
      session,
      form: true,
      payload: { code: nextCode(setup.secret ?? '') },
    });
    expect(confirmed.statusCode).toBe(200);
    expect(bodyOf<AuthenticatorSetupWire>(confirmed).result.config).toMatchObject({
      enabled: true,
      method: 'authenticator',
      identifier: 'Authenticator app',
      since: clock.now().toISOString(),
    });
    const again = await client.call('POST', '/v2/customer/two-factor-auth/authenticator', {
      session,
    });
    expect(again.statusCode).toBe(409);
    expect(bodyOf(again).error).toEqual({
      id: 'two_factor_already_enabled',
      message: 'Two-factor authentication is already on. Turn it off before changing the method.',
    });
    const emailCode = await client.call('POST', '/v2/customer/two-factor-auth/email', { session });
    expect(bodyOf(emailCode).error).toEqual({
      id: 'two_factor_method_authenticator',
      message: 'Codes for this account come from the authenticator app.',
    });
  });

  it('sets up email codes: a code goes to the outbox, once a minute, and turns the method on', async () => {
    const { session, email } = await signUp();
    const sent = await client.call('POST', '/v2/customer/two-factor-auth/email', { session });
    expect(sent.statusCode).toBe(200);
    expect(bodyOf<EmailTwoFactorWire>(sent).result.code_sent).toBe(true);
    const resent = await client.call('POST', '/v2/customer/two-factor-auth/email', { session });
    expect(resent.statusCode).toBe(429);
    expect(bodyOf(resent).error).toEqual({
      id: 'code_recently_sent',
      message: 'A code was sent less than a minute ago. Please wait before asking for another.',
    });

    const code = /code is ([0-9]{6})/.exec(await latestEmailTo(testApp.app, email))?.[1] ?? '';
    const confirmed = await client.call('POST', '/v2/customer/two-factor-auth/email', {
      session,
      payload: { code },
    });
    expect(confirmed.statusCode).toBe(200);
    const config = bodyOf<EmailTwoFactorWire>(confirmed).result.config;
    expect(config).toMatchObject({ enabled: true, method: 'email' });
    expect(config.identifier).toMatch(/^n•+@example\.test$/);

    clock.advance(61_000);
    const loginWithoutCode = await login({ email, password: 'Sunny-Day-42' });
    expect(bodyOf(loginWithoutCode).error?.id).toBe('2fa_required');
    const loginCode = /code is ([0-9]{6})/.exec(await latestEmailTo(testApp.app, email))?.[1];
    const loggedIn = await login({ email, password: 'Sunny-Day-42', code: loginCode });
    expect(loggedIn.statusCode).toBe(200);
  });

  it('acknowledges the setup prompt', async () => {
    const { session } = await signUp();
    const acknowledged = await client.call(
      'POST',
      '/v2/customer/two-factor-auth/prompt-acknowledged',
      { session },
    );
    expect(acknowledged.statusCode).toBe(200);
    const overview = await client.call('GET', '/v2/customer', { session });
    expect(bodyOf<{ tfa_prompt_required: boolean }>(overview).result.tfa_prompt_required).toBe(
      false,
    );
  });

  it('needs a signed-in customer', async () => {
    const anonymous = await client.call('GET', '/v2/customer/two-factor-auth');
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('DELETE /v2/customer/two-factor-auth (elevation)', () => {
  it('answers 403 REQUIRED without a fresh second factor; a code through /auth/refresh grants one', async () => {
    const account = await signUpWithAuthenticator();
    const deviceUuid = randomUUID();
    await login(
      {
        email: account.email,
        password: account.password,
        code: nextCode(account.secret),
        save_device: true,
      },
      deviceUuid,
    );
    const trusted = await login({ email: account.email, password: account.password }, deviceUuid);
    const session = sessionOf(bodyOf<LoginResultWire>(trusted).result);

    const refused = await client.call('DELETE', '/v2/customer/two-factor-auth', { session });
    expect(refused.statusCode).toBe(403);
    expect(bodyOf(refused).error).toEqual({
      id: 'REQUIRED',
      message: '2 factor authentication is required to complete this action',
    });
    expect(bodyOf(refused).messages[0]?.code).toBe('REQUIRED');

    const refresh = (otp: string) =>
      client.call('POST', '/auth/refresh', {
        session: { customerId: session.customerId, customerToken: session.customerToken },
        payload: { refresh_token: session.refreshToken, otp },
      });
    const wrong = await refresh('000000');
    expect(bodyOf(wrong).error?.id).toBe('2fa_incorrect');
    const elevated = await refresh(nextCode(account.secret));
    expect(elevated.statusCode).toBe(200);
    const tokens = bodyOf<RefreshResultWire>(elevated).result;

    const disabled = await client.call('DELETE', '/v2/customer/two-factor-auth', {
      session: { ...session, accessToken: tokens.access_token },
    });
    expect(disabled.statusCode).toBe(200);
    expect(bodyOf<TwoFactorConfigWire>(disabled).result).toMatchObject({
      enabled: false,
      method: null,
    });
    const plainLogin = await login({ email: account.email, password: account.password });
    expect(plainLogin.statusCode).toBe(200);
  });

  it('lets a login with a code act at once, and not 10 minutes later', async () => {
    const account = await signUpWithAuthenticator();
    const response = await login({
      email: account.email,
      password: account.password,
      code: nextCode(account.secret),
    });
    const session = sessionOf(bodyOf<LoginResultWire>(response).result);
    clock.advance(11 * 60 * 1000);
    const refreshed = await client.call('POST', '/auth/refresh', {
      session: { customerId: session.customerId, customerToken: session.customerToken },
      payload: { refresh_token: session.refreshToken },
    });
    const tokens = bodyOf<RefreshResultWire>(refreshed).result;
    const stale = await client.call('DELETE', '/v2/customer/two-factor-auth', {
      session: { ...session, accessToken: tokens.access_token },
    });
    expect(stale.statusCode).toBe(403);

    const fresh = await login({
      email: account.email,
      password: account.password,
      code: nextCode(account.secret),
    });
    const freshSession = sessionOf(bodyOf<LoginResultWire>(fresh).result);
    const disabled = await client.call('DELETE', '/v2/customer/two-factor-auth', {
      session: freshSession,
    });
    expect(disabled.statusCode).toBe(200);
  });
});

describe('requireElevation (for any action that needs a fresh second factor)', () => {
  it('passes with two-factor off, asks for it when on, and passes after a code', async () => {
    const plain = await signUp();
    const off = await client.call('POST', '/v2/test-elevated-action', { session: plain.session });
    expect(off.statusCode).toBe(200);

    const account = await signUpWithAuthenticator();
    const signedIn = await login({
      email: account.email,
      password: account.password,
      code: nextCode(account.secret),
    });
    const session = sessionOf(bodyOf<LoginResultWire>(signedIn).result);
    expect((await client.call('POST', '/v2/test-elevated-action', { session })).statusCode).toBe(
      200,
    );
    clock.advance(11 * 60 * 1000);
    const stale = await client.call('POST', '/v2/test-elevated-action', { session });
    expect(stale.statusCode).toBe(403);
    const refreshed = await client.call('POST', '/auth/refresh', {
      session: { customerId: session.customerId, customerToken: session.customerToken },
      payload: { refresh_token: session.refreshToken },
    });
    const tokens = bodyOf<RefreshResultWire>(refreshed).result;
    const required = await client.call('POST', '/v2/test-elevated-action', {
      session: { ...session, accessToken: tokens.access_token },
    });
    expect(required.statusCode).toBe(403);
    expect(bodyOf(required).error?.id).toBe('REQUIRED');

    const anonymous = await client.call('POST', '/v2/test-elevated-action');
    expect(anonymous.statusCode).toBe(401);

    const autologinToken = await client.call('POST', '/v2/customer/autologin-token', {
      session: { ...session, accessToken: tokens.access_token },
    });
    expect(autologinToken.statusCode).toBe(403);
    expect(bodyOf(autologinToken).error?.id).toBe('REQUIRED');
  });
});
