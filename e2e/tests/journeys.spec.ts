import { expect, test, type Page } from '@playwright/test';
import {
  addPowerballTicket,
  dateOfBirthYearsAgo,
  demoPassword,
  emptyCart,
  fillSignupForm,
  logIn,
} from './shop-page';

/** `Draw 1234, Saturday 28 November 2026` or `2 draws from draw 1234, Saturday …`. */
const namedDraw =
  /draw \d+, (Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday) \d{1,2} \w+ \d{4}/i;

/** The available funds the navigation's account button shows, in cents. */
async function balanceInNavigationCents(page: Page): Promise<number> {
  const account = page.getByRole('banner').getByRole('button', { name: /^Account/ });
  await expect(account).toHaveText(/\$[\d,]+\.\d\d/);
  const text = (await account.textContent()) ?? '';
  const amount = text.match(/\$([\d,]+\.\d\d)/)?.[1] ?? '';
  return Math.round(Number(amount.replace(/,/g, '')) * 100);
}

test('a customer buys from the pre-cart drawer: cart and receipt name the lottery and draw, the balance drops', async ({
  page,
}) => {
  await page.goto('/login');
  await logIn(page, 'limited@lottoshop.test');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toHaveCount(0);
  await emptyCart(page);
  const before = await balanceInNavigationCents(page);

  await addPowerballTicket(page);
  const drawer = page.getByRole('dialog', { name: 'Added to your cart' });
  await expect(drawer).toContainText('Powerball: 2 x Standard games');
  await expect(drawer).toContainText(namedDraw);

  // A full reload keeps the count in the navigation right.
  await page.reload();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();

  await page.goto('/cart');
  const main = page.getByRole('main');
  const tickets = main.getByRole('list', { name: 'Tickets' }).getByRole('article');
  await expect(tickets).toHaveCount(1);
  await expect(tickets.first()).toHaveAccessibleName(/^Powerball: /);
  await expect(tickets.first()).toContainText(namedDraw);

  await main.getByRole('button', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(/\/cart\/buy$/);
  await main.getByRole('button', { name: /from your wallet$/ }).click();

  await expect(page).toHaveURL(/\/receipt\/[^/]+$/, { timeout: 20_000 });
  await expect(main.getByLabel('Receipt totals')).toContainText(
    /Order referenceLS-[A-Z2-9]{4}-[A-Z2-9]{4}/,
  );
  const bought = main.getByRole('list', { name: 'Tickets bought' }).getByRole('article');
  await expect(bought.first()).toHaveAccessibleName(/^Powerball: /);
  await expect(bought.first()).toContainText(namedDraw);
  await expect(main.getByRole('link', { name: 'See your tickets in your account' })).toBeVisible();

  await expect
    .poll(() => balanceInNavigationCents(page), { message: 'the balance in the navigation' })
    .toBe(before - 600);
});

test('a visitor who signs up at checkout comes back to checkout with the cart', async ({
  page,
}) => {
  await addPowerballTicket(page);
  await page.goto('/cart');
  const main = page.getByRole('main');
  await main.getByRole('button', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(/\/cart\/buy$/);
  await expect(main.getByRole('link', { name: 'Log in' })).toBeVisible();
  await main.getByRole('link', { name: 'Sign up' }).click();

  await fillSignupForm(page, {
    firstName: 'Sam',
    email: `checkout-${Date.now()}@example.com`,
    dateOfBirth: dateOfBirthYearsAgo(30),
    password: demoPassword,
  });

  await expect(page).toHaveURL(/\/cart\/buy$/);
  await expect(main.getByLabel('Cart totals')).toContainText('Cart total$6.00');
});
