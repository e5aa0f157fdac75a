import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { operatorSessionToken, runOps, signInOperator } from './operator';
import { checkAndScreenshot } from './page-checks';
import { dateOfBirthYearsAgo, demoPassword, fillSignupForm } from './shop-page';

// Set for Life: no later journey buys it or counts on its draws.
const offerKey = 'set_for_life';

/** Moves the customer to the vip segment (it has the notifications feed) from the support page. */
async function moveToVip(page: Page, email: string): Promise<void> {
  const operatorContext = await page.context().browser()!.newContext();
  const operator = await operatorContext.newPage();
  try {
    await signInOperator(operator);
    await operator.goto('/ops/customers');
    await operator.getByRole('textbox', { name: 'Customer email' }).fill(email);
    await operator.getByRole('button', { name: 'Find customer' }).click();
    await operator.getByRole('link', { name: new RegExp(email) }).click();
    await operator.getByRole('combobox', { name: 'Segment' }).selectOption('vip');
    await operator.getByRole('button', { name: 'Move to segment' }).click();
    await expect(operator.getByRole('status')).toHaveText('Moved to the segment vip.');
  } finally {
    await operatorContext.close();
  }
}

test('a customer buys a ticket; once it is drawn the bell counts the result card, and opening the feed clears it', async ({
  page,
}) => {
  const email = `bell-${randomUUID().slice(0, 8)}@example.com`;
  await page.goto('/signup');
  await fillSignupForm(page, {
    firstName: 'Bella',
    email,
    dateOfBirth: dateOfBirthYearsAgo(30),
    password: demoPassword,
  });
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('button', { name: /^Account/ })).toBeVisible();
  await expect(banner.getByRole('button', { name: /^Notifications/ })).toHaveCount(0);

  await moveToVip(page, email);
  await page.goto('/set-for-life');
  await expect(banner.getByRole('button', { name: 'Notifications' })).toBeVisible();

  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Set for Life' })).toBeVisible();
  await main.getByRole('button', { name: 'Quickpick Game 1', exact: true }).click();
  await main.getByRole('button', { name: 'Add to cart' }).click();
  await expect(banner.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();

  await page.goto('/cart');
  await main.getByRole('button', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(/\/cart\/buy$/);
  const form = page.getByRole('form', { name: 'Pay with a card' });
  await form.getByRole('radio', { name: 'A new card' }).check();
  await form.getByRole('textbox', { name: 'Card number' }).fill('4242 4242 4242 4242');
  await form.getByRole('textbox', { name: 'Expiry (MM/YY)' }).fill('12/30');
  await form.getByRole('textbox', { name: 'Name on card' }).fill('Bella Tester');
  await form.getByRole('textbox', { name: 'Security code (CSC)' }).fill('123');
  await form.getByRole('button', { name: /^Top up \$[\d.,]+ and buy$/ }).click();
  await expect(page).toHaveURL(/\/receipt\/[^/]+$/, { timeout: 20_000 });

  // The card's top-up is a deposit: its card is the first in the feed.
  await page.reload();
  await expect(banner.getByRole('button', { name: 'Notifications, 1 unread' })).toBeVisible();

  const token = await operatorSessionToken(page.request);
  const drawn = await runOps(token, ['draw', offerKey]);
  const drawNo = Number(/draw (\d+)/i.exec(drawn)?.[1]);
  expect(drawNo, `the draw command names its draw: ${drawn}`).toBeGreaterThan(0);

  // The bell looks again when the tab regains focus.
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
  const bell = banner.getByRole('button', { name: 'Notifications, 2 unread' });
  await expect(bell).toBeVisible();
  // The new card shows as a toast too, with its links.
  const toasts = page.getByRole('region', { name: 'Notifications' });
  await expect(toasts.getByRole('link', { name: 'See results' })).toHaveAttribute(
    'href',
    `/set-for-life/results/draw/${drawNo}`,
  );
  await bell.click();

  const feed = page.getByRole('region', { name: 'Notification feed' });
  await expect(
    feed.getByText(
      new RegExp(
        `Set for Life draw ${drawNo} results|You won A\\$[\\d,.]+ in Set for Life draw ${drawNo}`,
      ),
    ),
  ).toBeVisible();
  await expect(feed.getByText('Deposit successful')).toBeVisible();
  await expect(feed.getByRole('link', { name: 'See results' })).toHaveAttribute(
    'href',
    `/set-for-life/results/draw/${drawNo}`,
  );
  await expect(banner.getByRole('button', { name: 'Notifications' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await checkAndScreenshot(page, 'notifications-feed');

  await page.keyboard.press('Escape');
  await expect(feed).toBeHidden();
  await expect(banner.getByRole('button', { name: 'Notifications' })).toBeFocused();
  await page.reload();
  await expect(banner.getByRole('button', { name: 'Notifications' })).toBeVisible();
});
