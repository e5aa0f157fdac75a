import { Writable } from 'node:stream';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { TestClock } from '../auth/test-support';
import { totpCodeAt } from '../two-factor/totp';
import { signInOperator } from './test-support';

const clock = new TestClock(new Date('2026-04-01T09:00:00Z'));
const firstOperator = {
  email: 'Lead@Shop.Example',
  password: 'First-Operator-Pass-1',
  totpSecret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXQ',
};
let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp({ seedDemoData: false, now: clock.now, firstOperator });
});

afterAll(() => testApp.close());

function postSession(payload: Record<string, string>, headers: Record<string, string> = {}) {
  return testApp.app.inject({ method: 'POST', url: '/ops/session', payload, headers });
}

function getPage(url: string, headers: Record<string, string> = {}) {
  return testApp.app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...headers } });
}

/** Moves the clock to the next authenticator step, so that a new code is accepted. */
function nextStep(): void {
  clock.advance(30_000);
}

describe('the first operator', () => {
  it('is created on first start with every role from OPERATOR_*, and signs in with two-factor', async () => {
    nextStep();
    const response = await postSession({
      email: 'lead@shop.example',
      password: firstOperator.password,
      code: totpCodeAt(firstOperator.totpSecret, clock.now()),
    });

    expect(response.statusCode).toBe(200);
    expect(response.json().result).toMatchObject({
      token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      email: 'lead@shop.example',
      roles: [
        'release_manager',
        'release_viewer',
        'content_editor',
        'support',
        'reviewer',
        'payments',
        'draws',
      ],
      expires_at: new Date(clock.now().getTime() + 8 * 60 * 60 * 1000).toISOString(),
    });
    expect(await testApp.app.operators.list()).toHaveLength(1);
  });
});

describe('the first operator without OPERATOR_*', () => {
  it('gets generated credentials, printed once in the server log', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        lines.push(chunk.toString('utf8'));
        callback();
      },
    });
    const other = await buildTestApp({
      seedDemoData: false,
      now: clock.now,
      logger: { level: 'info', stream },
    });
    try {
      const logged = lines
        .map((line) => JSON.parse(line) as Record<string, string>)
        .filter((entry) => entry.msg?.startsWith('First operator created'));
      expect(logged).toHaveLength(1);
      const [entry] = logged;
      expect(entry).toMatchObject({ email: 'admin@localhost', otpauthUrl: expect.any(String) });
      expect(entry?.msg).toContain(entry?.password);
      expect(entry?.msg).toContain(entry?.totpSecret);

      nextStep();
      const response = await other.app.inject({
        method: 'POST',
        url: '/ops/session',
        payload: {
          email: 'admin@localhost',
          password: entry?.password ?? '',
          code: totpCodeAt(entry?.totpSecret ?? '', clock.now()),
        },
      });
      expect(response.statusCode).toBe(200);
      expect(await other.app.operators.createFirstOperator(other.app.config.firstOperator)).toBe(
        null,
      );
    } finally {
      await other.close();
    }
  });
});

describe('POST /ops/session', () => {
  let credentials: { email: string; password: string; totpSecret: string };

  beforeAll(async () => {
    const created = await testApp.app.operators.create({
      email: 'support@shop.example',
      roles: ['support'],
    });
    credentials = { email: 'support@shop.example', ...created };
  });

  it('sets an HttpOnly, SameSite=Strict session cookie for /ops and /cms only and refuses a replayed code', async () => {
    nextStep();
    const code = totpCodeAt(credentials.totpSecret, clock.now());
    const first = await postSession({ ...credentials, code });
    const replayed = await postSession({ ...credentials, code });

    expect(first.statusCode).toBe(200);
    const cookie = String(first.headers['set-cookie']);
    expect(cookie).toMatch(/^ops_session=[A-Za-z0-9_-]{43}; /);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Strict');
    expect(first.headers['set-cookie']).toEqual([
      expect.stringMatching(/; Path=\/ops; /),
      expect.stringMatching(/; Path=\/cms; /),
    ]);
    expect(cookie).not.toContain('Secure');
    expect(first.headers['cache-control']).toBe('no-store');
    expect(replayed.statusCode).toBe(401);
  });

  it('refuses a wrong password, a wrong code or an unknown email with one answer', async () => {
    nextStep();
    const code = totpCodeAt(credentials.totpSecret, clock.now());
    const wrongCode = code === '000000' ? '111111' : '000000';
    const responses = [
      await postSession({ ...credentials, password: 'Not-The-Password-1', code }),
      await postSession({ ...credentials, code: wrongCode }),
      await postSession({ ...credentials, code: '' }),
      await postSession({ ...credentials, email: 'nobody@shop.example', code }),
    ];

    for (const response of responses) {
      expect(response.statusCode).toBe(401);
      expect(response.json().error).toEqual({
        id: 'operator_sign_in_failed',
        message: 'The email, password or code is incorrect.',
      });
    }
  });

  it('locks the operator for 15 minutes after five failures in a row', async () => {
    const created = await testApp.app.operators.create({
      email: 'locked@shop.example',
      roles: ['reviewer'],
    });
    const attempt = () =>
      postSession({
        email: 'locked@shop.example',
        password: created.password,
        code: totpCodeAt(created.totpSecret, clock.now()),
      });
    for (let failure = 0; failure < 5; failure += 1) {
      await postSession({ email: 'locked@shop.example', password: 'Wrong-Pass-1', code: '123456' });
    }
    nextStep();
    const locked = await attempt();
    clock.advance(15 * 60 * 1000);
    const afterLockout = await attempt();

    expect(locked.statusCode).toBe(423);
    expect(locked.json().error.id).toBe('operator_locked');
    expect(afterLockout.statusCode).toBe(200);
  });

  it('signs in from the HTML form and goes to /ops; a failure shows the form again', async () => {
    const created = await testApp.app.operators.create({
      email: 'form@shop.example',
      roles: ['support'],
    });
    const formCredentials = { email: 'form@shop.example', password: created.password };
    nextStep();
    const form = (fields: Record<string, string>) =>
      testApp.app.inject({
        method: 'POST',
        url: '/ops/session',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams(fields).toString(),
      });
    const failed = await form({ ...formCredentials, password: 'Wrong-Pass-1', code: '123456' });
    const signedIn = await form({
      ...formCredentials,
      code: totpCodeAt(created.totpSecret, clock.now()),
    });

    expect(failed.statusCode).toBe(401);
    expect(failed.body).toContain('role="alert"');
    expect(failed.body).toContain('The email, password or code is incorrect.');
    expect(signedIn.statusCode).toBe(303);
    expect(signedIn.headers.location).toBe('/ops');
    expect(String(signedIn.headers['set-cookie'])).toMatch(/^ops_session=/);
  });
});

describe('operator pages and sessions', () => {
  it('serves a plain sign-in form with labelled fields', async () => {
    const page = await getPage('/ops/login');

    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    for (const [id, label] of [
      ['email', 'Email'],
      ['password', 'Password'],
      ['code', 'Authenticator code'],
    ]) {
      expect(page.body).toContain(`<label for="${id}">${label}</label>`);
      expect(page.body).toMatch(new RegExp(`<input id="${id}" name="${id}"`));
    }
    expect(page.body).not.toContain('<script');
  });

  it('sends an anonymous browser to the sign-in page and answers an API caller with 401', async () => {
    const browser = await getPage('/ops');
    const api = await testApp.app.inject({ method: 'GET', url: '/ops' });

    expect(browser.statusCode).toBe(303);
    expect(browser.headers.location).toBe('/ops/login');
    expect(api.statusCode).toBe(401);
    expect(api.json().error.id).toBe('operator_unauthorized');
  });

  it('lists the apps the roles allow, by cookie or bearer token', async () => {
    const support = await signInOperator(testApp.app, ['support']);
    const releaseManager = await signInOperator(testApp.app, ['release_manager']);

    const supportPage = await getPage('/ops', { cookie: `theme=dark; ${support.cookie}` });
    const releasePage = await getPage('/ops', { authorization: releaseManager.authorization });

    expect(supportPage.statusCode).toBe(200);
    expect(supportPage.body).toContain('<a href="/ops/outbox">Email outbox</a>');
    expect(supportPage.body).not.toContain('Releases');
    expect(releasePage.body).toContain('Releases');
    expect(releasePage.body).not.toContain('Email outbox');
  });

  it('ends a session on DELETE /ops/session, and every session after eight hours', async () => {
    const signedOut = await signInOperator(testApp.app, ['support']);
    const expiring = await signInOperator(testApp.app, ['support']);

    const deleted = await testApp.app.inject({
      method: 'DELETE',
      url: '/ops/session',
      headers: { authorization: signedOut.authorization },
    });
    const afterSignOut = await testApp.app.inject({
      method: 'GET',
      url: '/ops',
      headers: { authorization: signedOut.authorization },
    });
    const beforeExpiry = await testApp.app.inject({
      method: 'GET',
      url: '/ops',
      headers: { authorization: expiring.authorization },
    });
    clock.advance(8 * 60 * 60 * 1000);
    const afterExpiry = await testApp.app.inject({
      method: 'GET',
      url: '/ops',
      headers: { authorization: expiring.authorization },
    });

    expect(deleted.statusCode).toBe(200);
    expect(String(deleted.headers['set-cookie'])).toMatch(/^ops_session=; Max-Age=0/);
    expect(afterSignOut.statusCode).toBe(401);
    expect(beforeExpiry.statusCode).toBe(200);
    expect(afterExpiry.statusCode).toBe(401);
  });

  it('keeps a session token useless to anyone reading the database', async () => {
    const operator = await signInOperator(testApp.app, ['support']);
    const stored = await testApp.app.database
      .selectFrom('operator_sessions')
      .select('token_hash')
      .execute();

    expect(stored.map((row) => row.token_hash)).not.toContain(operator.token);
  });
});
