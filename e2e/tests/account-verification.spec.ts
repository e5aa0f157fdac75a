import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { dateOfBirthYearsAgo, fillSignupForm } from './shop-page';
import { signInOperator } from './operator';

/** A 1×1 PNG, as a phone camera's photo would arrive (only its first bytes matter to the shop). */
const onePixelPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/** Signs a new customer up with `lastName`: the built-in test identities answer by it. */
async function signUpAs(page: Page, lastName: string): Promise<void> {
  await page.goto('/signup');
  await fillSignupForm(page, {
    firstName: 'Robin',
    lastName,
    email: `e2e-${randomUUID().slice(0, 8)}@example.com`,
    dateOfBirth: dateOfBirthYearsAgo(30),
    password: 'Sunshine-2024',
  });
  await expect(page.getByRole('banner').getByRole('button', { name: /^Account/ })).toBeVisible();
}

test('a customer whose identity matches verifies with one button', async ({ page }) => {
  await signUpAs(page, 'Tester');
  await page.goto('/my-account/verify-account');
  await expect(page.getByRole('heading', { level: 1, name: 'Verify your account' })).toBeVisible();
  await expect(page.getByText('Your identity is not verified yet.')).toBeVisible();
  await expect(page.getByText('1 George Street, Sydney NSW 2000, AU')).toBeVisible();
  await page.screenshot({ path: '/tmp/verification-verify-account.png', fullPage: true });

  await page.getByRole('button', { name: 'My details are correct: verify me' }).click();

  await expect(page.getByText('Your identity is verified.')).toBeVisible();
});

test('documents go to a reviewer, who approves them; the customer is then verified', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await signUpAs(page, 'Docsworth');
  await page.goto('/my-account/verify-account');
  await page.getByRole('button', { name: 'My details are correct: verify me' }).click();
  await expect(
    page.getByText('We could not match your details automatically. Choose another way below.'),
  ).toBeVisible();
  await page.screenshot({ path: '/tmp/verification-other-methods.png', fullPage: true });

  await page.getByRole('link', { name: 'Upload photo ID' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Upload your ID' })).toBeVisible();
  await page.getByLabel('Kind of ID').selectOption('passport');
  await page.getByLabel('Front of your ID').setInputFiles({
    name: 'passport.png',
    mimeType: 'image/png',
    buffer: onePixelPng,
  });
  await page.screenshot({ path: '/tmp/verification-manual-upload.png', fullPage: true });
  await page.getByRole('button', { name: 'Submit for review' }).click();
  await expect(page.getByText(/pending review/)).toBeVisible();

  const operatorContext = await browser.newContext();
  const operator = await operatorContext.newPage();
  await signInOperator(operator);
  await operator.getByRole('link', { name: 'Review queues' }).click();
  await expect(operator.getByRole('heading', { level: 1, name: 'Review queue' })).toBeVisible();
  await operator.getByRole('link', { name: 'Robin Docsworth' }).first().click();
  await expect(
    operator.getByRole('heading', { level: 1, name: 'Review of Robin Docsworth' }),
  ).toBeVisible();
  await expect(operator.getByRole('img', { name: /^Front/ })).toBeVisible();
  await operator.screenshot({ path: '/tmp/verification-review.png', fullPage: true });
  await operator.getByRole('button', { name: 'Approve' }).click();
  await expect(operator.getByRole('status')).toHaveText(/Approved/);
  await operatorContext.close();

  await page.goto('/account-verification');
  await expect(page.getByText('Your identity is verified.')).toBeVisible();
  await page.screenshot({ path: '/tmp/verification-account-verification.png', fullPage: true });
});
