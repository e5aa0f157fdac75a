import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import {
  addPowerballTicket,
  dateOfBirthYearsAgo,
  demoPassword,
  fillSignupForm,
  payWithNewCard,
} from './shop-page';

test('a customer buys tickets, finds them under upcoming tickets, opens one and prints them', async ({
  page,
}) => {
  // A new customer, so that the demo customers' wallets stay as the other journeys expect them.
  await page.goto('/signup');
  await fillSignupForm(page, {
    firstName: 'Tia',
    email: `tickets-${randomUUID().slice(0, 8)}@example.com`,
    dateOfBirth: dateOfBirthYearsAgo(30),
    password: demoPassword,
  });
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toHaveCount(0);
  await addPowerballTicket(page);

  await page.goto('/cart');
  const main = page.getByRole('main');
  await main.getByRole('button', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(/\/cart\/buy$/);
  await payWithNewCard(page, '4242 4242 4242 4242', '$6.00');
  await expect(page).toHaveURL(/\/receipt\/[^/]+$/, { timeout: 20_000 });
  const reference = ((await main.getByLabel('Receipt totals').textContent())?.match(
    /LS-[A-Z2-9]{4}-[A-Z2-9]{4}/,
  ) ?? [])[0];
  expect(reference).toBeDefined();

  await main.getByRole('link', { name: 'See your tickets in your account' }).click();
  await expect(page).toHaveURL(/\/my-account\/upcoming-tickets\/1$/);
  await expect(main.getByRole('heading', { level: 1, name: 'Upcoming tickets' })).toBeVisible();
  const tickets = main.getByRole('list', { name: 'Upcoming tickets' });
  const powerball = tickets
    .getByRole('listitem')
    .filter({ hasText: 'Powerball: 2 x Standard games' });
  await expect(powerball.first()).toContainText(/2 draws from Draw \d+, \w+day \d{1,2} \w+ \d{4}/);
  await expect(
    powerball.first().getByRole('list', { name: /^Numbers of Powerball/ }),
  ).toContainText(/Game 1: Numbers [\d, ]+ · Powerball \d+/);
  await page.screenshot({ path: '/tmp/tickets-upcoming.png', fullPage: true });

  // The newest purchase is the one with the receipt's reference.
  const links = powerball.getByRole('link', { name: 'Powerball: 2 x Standard games' });
  let found = false;
  for (let index = (await links.count()) - 1; index >= 0 && !found; index -= 1) {
    await links.nth(index).click();
    await expect(main.getByRole('heading', { level: 1, name: 'Powerball' })).toBeVisible();
    found = (await main.getByText(reference ?? '').count()) > 0;
    if (!found) await page.goBack();
  }
  expect(found, 'a ticket shows the receipt’s order reference').toBe(true);
  await expect(
    main.getByRole('list', { name: /^Your numbers in draw \d+$/ }).first(),
  ).toContainText(/Game 1: Numbers/);
  await page.screenshot({ path: '/tmp/tickets-detail.png', fullPage: true });

  await page.goto('/my-account/print-tickets');
  await expect(main.getByRole('button', { name: 'Print' })).toBeVisible();
  await expect(main.getByRole('list', { name: 'Upcoming tickets' })).toContainText(
    `Order reference ${reference}`,
  );
  await page.screenshot({ path: '/tmp/tickets-print.png', fullPage: true });
  await page.emulateMedia({ media: 'print' });
  await expect(main.getByRole('button', { name: 'Print' })).toBeHidden();
  await page.screenshot({ path: '/tmp/tickets-print-media.png', fullPage: true });
  await page.emulateMedia({ media: 'screen' });

  await page.goto('/my-account');
  await expect(main.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();
  await expect(main.getByRole('region', { name: 'Your next draws' })).toContainText('Powerball');
  await page.screenshot({ path: '/tmp/tickets-dashboard.png', fullPage: true });
});
