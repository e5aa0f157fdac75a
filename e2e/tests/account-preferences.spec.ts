import { createHmac } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { e2eOperator } from '../playwright.config';
import { signIn } from './shop-page';

const customerEmail = 'demo@lottoshop.test';

function totp(secretBase32: string, atMs: number): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const character of secretBase32.replace(/=+$/, '').toUpperCase()) {
    bits += alphabet.indexOf(character).toString(2).padStart(5, '0');
  }
  const bytes = Buffer.from((bits.match(/.{8}/g) ?? []).map((byte) => Number.parseInt(byte, 2)));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(atMs / 1000 / 30)));
  const digest = createHmac('sha1', bytes).update(counter).digest();
  const offset = digest[digest.length - 1]! & 0x0f;
  const value = (digest.readUInt32BE(offset) & 0x7fffffff) % 1_000_000;
  return String(value).padStart(6, '0');
}

/** The outbox page as a support operator reads it. */
async function readOutbox(request: APIRequestContext): Promise<string> {
  let signIn = await request.post('/ops/session', {
    data: { ...e2eOperator, code: totp(e2eOperator.totpSecret, Date.now()) },
  });
  if (signIn.status() === 401) {
    await new Promise((resolve) => setTimeout(resolve, 30_000 - (Date.now() % 30_000) + 500));
    signIn = await request.post('/ops/session', {
      data: { ...e2eOperator, code: totp(e2eOperator.totpSecret, Date.now()) },
    });
  }
  expect(signIn.status(), 'the operator signs in').toBe(200);
  const { token } = ((await signIn.json()) as { result: { token: string } }).result;
  const outbox = await request.get('/ops/outbox', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(outbox.status(), 'the outbox viewer is on').toBe(200);
  return outbox.text();
}

async function logOut(page: Page): Promise<void> {
  await page.goto('/logout');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
}

const marketingSwitch = (page: Page) =>
  page.getByRole('group', { name: 'Email' }).getByRole('checkbox', { name: /Offers and news/ });

test('communication preferences are saved, and an emailed link unsubscribes once', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await signIn(page, customerEmail);
  await page.goto('/communication-preferences');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Communication preferences' }),
  ).toBeVisible();
  await expect(marketingSwitch(page)).not.toBeChecked();
  await marketingSwitch(page).check();
  await page
    .getByRole('group', { name: 'SMS' })
    .getByRole('checkbox', { name: /Draw results/ })
    .check();
  await page.getByRole('button', { name: 'Save preferences' }).click();
  await expect(page.getByRole('status')).toHaveText(
    'Your communication preferences have been saved.',
  );
  await page.screenshot({ path: '/tmp/preferences-saved.png', fullPage: true });

  await page.reload();
  await expect(marketingSwitch(page)).toBeChecked();
  await expect(
    page.getByRole('group', { name: 'SMS' }).getByRole('checkbox', { name: /Draw results/ }),
  ).toBeChecked();

  const outbox = await readOutbox(request);
  const entry = outbox
    .split('<li')
    .find((item) => item.includes(customerEmail) && item.includes('subscribed to Lotto Shop news'));
  const link = /https?:\/\/[^\s"<]*\/unsubscribe\/[^\s"<]+\?token=[A-Za-z0-9_%-]+/.exec(
    entry ?? '',
  )?.[0];
  expect(link, 'the subscribed email with its unsubscribe link is in the outbox').toBeTruthy();
  const path = new URL(link!).pathname + new URL(link!).search;

  await logOut(page);
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: 'Unsubscribe' })).toBeVisible();
  await page.getByRole('radio', { name: 'I get too many emails' }).check();
  await page.screenshot({ path: '/tmp/preferences-unsubscribe.png', fullPage: true });
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByRole('heading', { level: 1, name: "You're unsubscribed" })).toBeVisible();
  await page.screenshot({ path: '/tmp/preferences-unsubscribed.png', fullPage: true });

  await page.goto(path);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Email link no longer valid' }),
  ).toBeVisible();
  await expect(
    page.getByRole('link', { name: 'Manage your communication preferences' }),
  ).toBeVisible();
  await page.screenshot({ path: '/tmp/preferences-link-invalid.png', fullPage: true });

  await signIn(page, customerEmail);
  await page.goto('/communication-preferences');
  await expect(marketingSwitch(page)).not.toBeChecked();
  await expect(
    page.getByRole('group', { name: 'SMS' }).getByRole('checkbox', { name: /Draw results/ }),
  ).toBeChecked();
});
