import { expect, test, type Page } from '@playwright/test';
import { signIn } from './shop-page';
import { readOutbox } from './operator';

const customerEmail = 'demo@lottoshop.test';

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
