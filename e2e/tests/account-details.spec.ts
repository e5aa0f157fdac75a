import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { dateOfBirthYearsAgo, fillSignupForm, signIn } from './shop-page';
import { readOutbox } from './operator';

const password = 'Sunny-Day-42';

async function signUp(page: Page): Promise<string> {
  const email = `e2e-${randomUUID().slice(0, 8)}@example.com`;
  await page.goto('/signup');
  await fillSignupForm(page, {
    firstName: 'Casey',
    email,
    dateOfBirth: dateOfBirthYearsAgo(30),
    password,
  });
  await expect(page.getByRole('banner').getByRole('button', { name: /^Account/ })).toBeVisible();
  return email;
}

const banner = (page: Page) => page.getByRole('complementary', { name: 'Confirm your details' });

test('details: a bad post code is refused, a good change saves, a new email is confirmed by its link', async ({
  page,
  request,
}) => {
  const email = await signUp(page);
  await page.goto('/my-account/my-details');
  const form = page.getByRole('form', { name: 'My details' });
  await expect(form.getByRole('textbox', { name: 'First name' })).toHaveValue('Casey');

  await form.getByRole('textbox', { name: 'Postcode' }).fill('12');
  await form.getByRole('textbox', { name: 'First name' }).fill('Changed');
  await form.getByRole('button', { name: 'Save details' }).click();
  await expect(form.getByText('Please enter a valid post code')).toBeVisible();
  await page.reload();
  await expect(form.getByRole('textbox', { name: 'First name' })).toHaveValue('Casey');
  await expect(form.getByRole('textbox', { name: 'Postcode' })).toHaveValue('2000');

  await form.getByRole('textbox', { name: 'Phone number' }).fill('02 9876 5432');
  await form.getByRole('button', { name: 'Save details' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Your details have been saved.' }),
  ).toBeVisible();
  await page.screenshot({ path: '/tmp/full-b-my-details.png', fullPage: true });

  const newEmail = `moved-${randomUUID().slice(0, 8)}@example.com`;
  await form.getByRole('textbox', { name: 'Email' }).fill(newEmail);
  await form.getByRole('button', { name: 'Save details' }).click();
  await expect(page.getByText(`We sent a link to ${newEmail}.`).first()).toBeVisible();
  await page.screenshot({ path: '/tmp/full-b-pending-email.png', fullPage: true });

  const outbox = await readOutbox(request);
  const entry = outbox
    .split('<li')
    .find((item) => item.includes(newEmail) && item.includes('/my-account/confirm-email/'));
  const link = /https?:\/\/[^\s"<]*\/my-account\/confirm-email\/[A-Za-z0-9_%-]+/.exec(
    entry ?? '',
  )?.[0];
  expect(link, 'the confirmation email is in the outbox').toBeTruthy();
  await page.goto(new URL(link!).pathname);
  await expect(page.getByText('Your email address is confirmed.', { exact: false })).toBeVisible();
  await page.screenshot({ path: '/tmp/full-b-confirm-email.png', fullPage: true });
  await page.goto(new URL(link!).pathname);
  await expect(page.getByRole('alert')).toHaveText('Email link no longer valid');

  await page.goto('/my-account/my-details');
  await expect(form.getByRole('textbox', { name: 'Email' })).toHaveValue(newEmail);
  expect(email).not.toBe(newEmail);
});

test('a customer asked to confirm their address sees the banner until they confirm it', async ({
  page,
}) => {
  await signIn(page, 'address@lottoshop.test');
  await expect(banner(page)).toBeVisible();
  await banner(page).getByRole('link', { name: 'Update address' }).click();
  await expect(page).toHaveURL(/\/my-account\/my-details$/);
  await page.screenshot({ path: '/tmp/full-b-confirm-address.png', fullPage: true });
  await page.getByRole('button', { name: 'Confirm address' }).click();
  await expect(page.getByText('Thank you, your address is confirmed.')).toBeVisible();
  await page.goto('/my-account');
  await expect(page.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();
  await expect(banner(page)).toHaveCount(0);
});

test('a customer flagged for upgrade is held on upgrade-account until it is done', async ({
  page,
}) => {
  await signIn(page, 'upgrade@lottoshop.test');
  await page.goto('/my-account');
  await expect(page).toHaveURL(/\/my-account\/upgrade-account$/);
  const form = page.getByRole('form', { name: 'Upgrade your account' });
  await expect(form.getByRole('textbox', { name: 'Phone number' })).toBeVisible();
  await page.screenshot({ path: '/tmp/full-b-upgrade.png', fullPage: true });
  await form.getByRole('button', { name: 'Upgrade my account' }).click();
  await expect(form.getByText('This field is required')).toBeVisible();
  await form.getByRole('textbox', { name: 'Phone number' }).fill('0412 000 111');
  await form.getByRole('checkbox', { name: /I accept the/ }).check();
  await form.getByRole('button', { name: 'Upgrade my account' }).click();
  await expect(page.getByText('Thank you, your account is upgraded.')).toBeVisible();
  await page.goto('/my-account/my-details');
  await expect(page).toHaveURL(/\/my-account\/my-details$/);
  await expect(page.getByRole('textbox', { name: 'Phone number' })).toHaveValue('0412 000 111');
});
