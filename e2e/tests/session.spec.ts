import { randomUUID } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { dateOfBirthYearsAgo, fillSignupForm } from './shop-page';
import { readOutbox, totp } from './operator';

const password = 'Sunshine-2024';

interface NewCustomer {
  email: string;
  firstName: string;
}

function newCustomer(): NewCustomer {
  return { email: `e2e-${randomUUID().slice(0, 8)}@example.com`, firstName: 'Casey' };
}

async function fillSignup(page: Page, customer: NewCustomer, dateOfBirth: string): Promise<void> {
  await page.goto('/signup');
  await fillSignupForm(page, { ...customer, dateOfBirth, password });
}

async function signUp(page: Page): Promise<NewCustomer> {
  const customer = newCustomer();
  await fillSignup(page, customer, dateOfBirthYearsAgo(30));
  await expect(page.getByRole('banner').getByRole('button', { name: /^Account/ })).toBeVisible();
  return customer;
}

async function logOut(page: Page): Promise<void> {
  await page.goto('/logout');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
}

async function submitLogin(page: Page, email: string, secret = password): Promise<void> {
  await page.goto('/login');
  const form = page.getByRole('form', { name: 'Log in' });
  await form.getByLabel('Email', { exact: true }).fill(email);
  await form.getByLabel('Password', { exact: true }).fill(secret);
  await form.getByRole('button', { name: 'Log in' }).click();
}

async function typeCode(page: Page, code: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Digit 1 of 6' }).click();
  await page.keyboard.type(code);
  await page.getByRole('button', { name: 'Verify and log in' }).click();
}

/**
 * Turns authenticator 2FA on through the login and security screen, as a customer does: reads the
 * shown secret key, computes the app's code and confirms it. Returns the secret.
 */
async function enableAuthenticatorOnScreen(page: Page): Promise<string> {
  await page.goto('/my-account/login-and-security');
  await expect(page.getByRole('heading', { level: 1, name: 'Login and security' })).toBeVisible();
  await page.getByRole('button', { name: 'Enable authenticator app' }).click();
  const secret = await page.getByLabel('Secret key', { exact: true }).inputValue();
  expect(secret).toMatch(/^[A-Z2-7]+=*$/);
  await expect(page.getByLabel('Setup link', { exact: true })).toHaveValue(/^otpauth:\/\/totp\//);
  await page.getByRole('textbox', { name: 'Digit 1 of 6' }).click();
  await page.keyboard.type(totp(secret, Date.now()));
  await page.getByRole('button', { name: 'Confirm and turn on' }).click();
  await expect(
    page.getByRole('button', { name: 'Turn off two-factor authentication' }),
  ).toBeVisible();
  return secret;
}

test('a new adult customer signs up and is signed in', async ({ page }) => {
  const customer = await signUp(page);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toHaveCount(0);
  const cookies = await page.context().cookies();
  const customerIdCookie = cookies.find((cookie) => cookie.name === 'customer_id');
  expect(customerIdCookie?.sameSite).toBe('Lax');
  expect(customerIdCookie?.path).toBe('/');
  expect(customer.email).toContain('@');
});

test('a visitor under 18 is refused with a clear message', async ({ page }) => {
  await fillSignup(page, newCustomer(), dateOfBirthYearsAgo(17));
  await expect(page.getByText('You must be at least 18 years old to sign up.')).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
});

test('a customer logs out and back in; a wrong password gets the generic answer', async ({
  page,
}) => {
  const customer = await signUp(page);
  await logOut(page);

  await submitLogin(page, customer.email, 'not-the-password');
  await expect(page.getByRole('alert')).toHaveText('The email or password is incorrect.');

  await submitLogin(page, customer.email);
  await expect(page.getByRole('banner').getByRole('button', { name: /^Account/ })).toBeVisible();
});

test('a password reset link works once, then says it is no longer valid', async ({
  page,
  request,
}) => {
  const customer = await signUp(page);
  await logOut(page);

  await page.goto('/forgot-password');
  await page
    .getByRole('form', { name: 'Forgot password' })
    .getByLabel('Email', { exact: true })
    .fill(customer.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Check your email' })).toBeVisible();

  const outbox = await readOutbox(request);
  const entry = outbox.split('<li').find((item) => item.includes(customer.email));
  const link = /https?:\/\/[^\s"<]*forgot-password\?token=[A-Za-z0-9_%-]+/.exec(entry ?? '')?.[0];
  expect(link, 'the reset email is in the outbox').toBeTruthy();
  const path = new URL(link!).pathname + new URL(link!).search;

  const newPassword = 'Moonlight-2025';
  const reset = async () => {
    await page.goto(path);
    const form = page.getByRole('form', { name: 'Reset password' });
    await form.getByLabel('New password', { exact: true }).fill(newPassword);
    await form.getByLabel('Confirm new password', { exact: true }).fill(newPassword);
    await form.getByRole('button', { name: 'Reset password' }).click();
  };
  await reset();
  await expect(page.getByText('Your password has been reset.', { exact: false })).toBeVisible();

  await reset();
  await expect(page.getByRole('alert')).toHaveText('Email link no longer valid');

  await submitLogin(page, customer.email, newPassword);
  await expect(page.getByRole('banner').getByRole('button', { name: /^Account/ })).toBeVisible();
});

test('with authenticator 2FA on, a wrong code is refused and a computed code signs in', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const customer = await signUp(page);
  const secret = await enableAuthenticatorOnScreen(page);
  await logOut(page);

  await submitLogin(page, customer.email);
  await expect(page.getByRole('heading', { name: 'Two-factor authentication' })).toBeVisible();
  await typeCode(page, '000000');
  await expect(
    page.getByText('Code is incorrect or expired. Try again or contact support'),
  ).toBeVisible();

  // A code is accepted once: wait for the next 30-second step after the one that confirmed setup.
  const nextStepMs = (Math.floor(Date.now() / 30_000) + 1) * 30_000;
  await page.waitForTimeout(nextStepMs - Date.now() + 500);
  await typeCode(page, totp(secret, Date.now()));
  await expect(page.getByRole('banner').getByRole('button', { name: /^Account/ })).toBeVisible();
});

/** Waits until the 30-second step after the current one, so the next code is a fresh one. */
async function nextCodeStep(page: Page): Promise<void> {
  const nextStepMs = (Math.floor(Date.now() / 30_000) + 1) * 30_000;
  await page.waitForTimeout(nextStepMs - Date.now() + 500);
}

test('an elevated call opens the 2FA modal, replays after the code, and its autologin link works', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  await signUp(page);
  const secret = await enableAuthenticatorOnScreen(page);

  // A remote asks for a new sign-in link through the page's API client: that needs a fresh 2FA.
  const pathPromise = page.evaluate(async () => {
    const holder = globalThis as unknown as {
      __SHOP_API_CLIENT__: {
        request: (request: object) => Promise<{ result: { path: string } }>;
      };
    };
    const response = await holder.__SHOP_API_CLIENT__.request({
      method: 'POST',
      path: '/customer/autologin-token',
      body: {},
    });
    return response.result.path;
  });
  const dialog = page.getByRole('dialog', {
    name: '2 factor authentication is required to complete this action',
  });
  await expect(dialog).toBeVisible();

  await dialog.getByRole('textbox', { name: 'Digit 1 of 6' }).click();
  await page.keyboard.type('000000');
  await dialog.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('Authentication failed. Please try again.')).toBeVisible();
  await expect(
    dialog.getByText('Code is incorrect or expired. Try again or contact support'),
  ).toBeVisible();

  await nextCodeStep(page);
  await dialog.getByRole('textbox', { name: 'Digit 1 of 6' }).click();
  await page.keyboard.type(totp(secret, Date.now()));
  await dialog.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText("You've successfully verified your 2FA code.")).toBeVisible();
  await expect(dialog).toBeHidden();
  const autologinPath = await pathPromise;
  expect(autologinPath).toMatch(/^\/login\/autologin\//);

  const elsewhere = await browser.newContext();
  const other = await elsewhere.newPage();
  await other.goto(autologinPath);
  await expect(
    other.getByRole('heading', { level: 1, name: 'Verifying Automatic Login' }),
  ).toBeVisible();
  await expect(other.getByRole('textbox', { name: 'Digit 1 of 6' })).toBeVisible();
  await nextCodeStep(other);
  await typeCode(other, totp(secret, Date.now()));
  await expect(other.getByRole('banner').getByRole('button', { name: /^Account/ })).toBeVisible();
  await elsewhere.close();
});

async function cookiesOf(page: Page): Promise<Record<string, string>> {
  return Object.fromEntries(
    (await page.context().cookies()).map((cookie) => [
      cookie.name,
      decodeURIComponent(cookie.value),
    ]),
  );
}

test('query parameters are kept on any page; campaign values only with cookie consent', async ({
  page,
}) => {
  await page.goto('/lotto-results?sv=nsw&aff=partner-9&utm_source=mail');
  await expect(page.getByRole('heading', { level: 1, name: 'Lotto results' })).toBeVisible();
  await expect.poll(async () => (await cookiesOf(page)).affiliate_code).toBe('partner-9');
  const before = await cookiesOf(page);
  expect(before.sub_variant).toBe('NSW');
  expect(before.utm).toBeUndefined();

  await page
    .getByRole('complementary', { name: 'Cookie consent' })
    .getByRole('button', { name: 'Accept all cookies' })
    .click();
  await page.goto('/login?utm_source=mail&utm_campaign=spring-2026');
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
  await expect
    .poll(async () => (await cookiesOf(page)).utm)
    .toBe('{"source":"mail","campaign":"spring-2026"}');
});

test.describe('accessibility', () => {
  for (const [path, heading] of [
    ['/login', 'Log in'],
    ['/signup', 'Create an account'],
    ['/forgot-password', 'Forgot password'],
  ] as const) {
    test(`${path} has no serious or critical violation, errors shown`, async ({ browser }) => {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await page.getByRole('main').getByRole('button').first().click();
      await expect(page.getByText('This field is required').first()).toBeVisible();
      const results = await new AxeBuilder({ page }).analyze();
      const blocking = results.violations.filter(
        (violation) => violation.impact === 'serious' || violation.impact === 'critical',
      );
      expect(blocking.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
      await context.close();
    });
  }
});

/** The access token cookie with its expiry in the past: the services refuse it, the page refreshes. */
async function expireAccessTokenCookie(page: Page, baseURL: string): Promise<void> {
  const cookie = (await page.context().cookies()).find((item) => item.name === 'access_token');
  expect(cookie, 'the access token cookie is set').toBeTruthy();
  const [header, payload, signature] = decodeURIComponent(cookie!.value).split('.');
  const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as { exp: number };
  const expired = Buffer.from(JSON.stringify({ ...claims, exp: claims.exp - 3600 })).toString(
    'base64url',
  );
  await page.context().addCookies([
    {
      name: 'access_token',
      value: encodeURIComponent(`${header}.${expired}.${signature}`),
      url: baseURL,
      sameSite: 'Lax',
    },
  ]);
}

test('two tabs of one customer both stay signed in when their tokens are refreshed together', async ({
  page,
  baseURL,
}) => {
  await submitLogin(page, 'demo@lottoshop.test', 'Demo-Password-1');
  const account = (tab: Page) => tab.getByRole('banner').getByRole('button', { name: /^Account/ });
  await expect(account(page)).toBeVisible();
  const other = await page.context().newPage();
  await other.goto('/my-account');
  await expect(account(other)).toBeVisible();
  const refreshTokenBefore = (await cookiesOf(page)).refresh_token;

  await expireAccessTokenCookie(page, baseURL!);
  await Promise.all([page.reload(), other.reload()]);

  for (const tab of [page, other]) {
    await expect(account(tab)).toBeVisible();
    await expect(tab.getByRole('banner').getByRole('link', { name: 'Login' })).toHaveCount(0);
  }
  // The refresh runs when the first call finds the access token expired, after the page shows.
  await expect
    .poll(async () => (await cookiesOf(page)).refresh_token, { message: 'the rotated token' })
    .not.toBe(refreshTokenBefore);
  expect((await cookiesOf(page)).refresh_token).toBeTruthy();

  // The family is still live: the next page load of either tab is signed in too.
  await other.reload();
  await expect(account(other)).toBeVisible();
  await other.close();
});
