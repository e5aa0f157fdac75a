import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { addPowerballTicket, emptyCart, logIn, payWithNewCard } from './shop-page';

async function expectNoBlockingViolation(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).include('main').analyze();
  const blocking = results.violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
  expect(blocking.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
}

/** Changes the one ticket in the cart to `games` games for `draws` draws. */
async function editTicket(page: Page, games: number, draws: number): Promise<void> {
  const main = page.getByRole('main');
  const tickets = main.getByRole('list', { name: 'Tickets' });
  await expect(tickets.getByRole('article')).toHaveCount(1);
  await tickets.getByRole('button', { name: /^Edit / }).click();
  const form = main.getByRole('form', { name: /^Edit / });
  await form.getByRole('combobox', { name: 'Draws' }).selectOption({ label: `${draws} draws` });
  await form.getByRole('spinbutton', { name: 'Games' }).fill(String(games));
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(tickets.getByRole('article')).toContainText(`${draws} draws`);
  await expect(tickets.getByRole('article')).toContainText(`${games} games`);
}

test('an anonymous visitor fills a cart, logs in, applies a voucher and buys through 3-D Secure', async ({
  page,
}) => {
  await addPowerballTicket(page);
  await page.goto('/cart');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Your cart' })).toBeVisible();
  await expect(main.getByLabel('Cart totals')).toContainText('Cart total$6.00');

  await main.getByRole('button', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(/\/cart\/buy$/);
  await main.getByRole('link', { name: 'Log in' }).click();
  await logIn(page, 'demo@lottoshop.test');
  await expect(page).toHaveURL(/\/cart\/buy$/);
  // The anonymous cart became the customer's.
  await expect(main.getByLabel('Cart totals')).toContainText('Cart total$6.00');

  // 10 games for 4 draws: $60.00, then A$5 off.
  await page.goto('/cart');
  await editTicket(page, 10, 4);
  await expect(main.getByLabel('Cart totals')).toContainText('Cart total$60.00');
  await main.getByRole('textbox', { name: 'Voucher code' }).fill('WELCOME5');
  await main.getByRole('button', { name: 'Apply' }).click();
  await expect(main.getByRole('list', { name: 'Applied vouchers' })).toContainText('WELCOME5');
  await expect(main.getByLabel('Cart totals')).toContainText('Cart total$55.00');
  // A$50.00 in the wallet: A$5.00 to top up.
  await expect(main.getByLabel('Cart totals')).toContainText('Amount due$5.00');
  await expectNoBlockingViolation(page);

  await main.getByRole('button', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(/\/cart\/buy$/);
  await payWithNewCard(page, '4000 0000 0000 3220', '$5.00');
  const challenge = page.getByRole('dialog', { name: 'Confirm your card with your bank' });
  await expect(challenge).toBeVisible();
  await expectNoBlockingViolation(page);
  await page
    .frameLocator('iframe[title="3-D Secure check"]')
    .getByRole('button', { name: 'Authenticate' })
    .click();

  await expect(page).toHaveURL(/\/receipt\/[^/]+$/, { timeout: 20_000 });
  await expect(main.getByRole('heading', { level: 1, name: 'Your receipt' })).toBeVisible();
  await expect(main.getByText('Thank you! Your tickets are bought.')).toBeVisible();
  await expect(main.getByLabel('Receipt totals')).toContainText('Total$55.00');
  await expectNoBlockingViolation(page);
  const bought = main.getByRole('list', { name: 'Tickets bought' }).getByRole('article');
  await expect(bought).toHaveCount(1);
  await expect(bought).toContainText('4 draws');
  await expect(bought.getByRole('list', { name: /^Games of / }).getByRole('listitem')).toHaveCount(
    10,
  );
  await expect(page.getByRole('banner').getByRole('link', { name: 'Cart, 0 items' })).toBeVisible();
});

test("a declined card shows the server's message and charges nothing", async ({ page }) => {
  await page.goto('/login');
  await logIn(page, 'demo@lottoshop.test');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toHaveCount(0);
  await addPowerballTicket(page);
  // 10 games for 4 draws ($60.00) is more than the wallet holds (at most A$50.00).
  await page.goto('/cart');
  await editTicket(page, 10, 4);

  await page.goto('/cart/buy');
  const main = page.getByRole('main');
  const balance = main.getByText(/^Wallet balance: /);
  await expect(balance).toBeVisible();
  const balanceBefore = await balance.textContent();
  const amountDue = (await main.getByLabel('Cart totals').textContent())?.match(
    /Amount due(\$[\d,.]+)/,
  )?.[1];
  expect(amountDue).toBeDefined();

  await payWithNewCard(page, '4000 0000 0000 0002', amountDue ?? '');
  await expect(main.getByRole('alert')).toHaveText('Your card was declined.');

  await page.reload();
  await expect(main.getByText(/^Wallet balance: /)).toHaveText(balanceBefore ?? '');
  await expect(main.getByRole('form', { name: 'Pay with a card' })).toBeVisible();
});

test('a customer over the weekly spend limit sees why and cannot buy', async ({ page }) => {
  await page.goto('/login');
  await logIn(page, 'limited@lottoshop.test');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toHaveCount(0);
  await addPowerballTicket(page);
  // 10 games for 2 draws: $30.00, over the A$20.00 weekly limit.
  await page.goto('/cart');
  await editTicket(page, 10, 2);

  const main = page.getByRole('main');
  const banner = main.getByRole('alert').filter({ has: page.getByRole('link') });
  await expect(banner.getByRole('link', { name: 'Manage spend limits' })).toHaveAttribute(
    'href',
    '/my-account/spend-limits',
  );
  await expect(main.getByRole('button', { name: 'Checkout' })).toBeDisabled();

  await page.goto('/cart/buy');
  await expect(main.getByRole('link', { name: 'Manage spend limits' })).toBeVisible();
  await expect(main.getByRole('button', { name: /from your wallet$/ })).toBeDisabled();
});

/** Logs the demo customer in with a cart of $60.00, more than the wallet holds (A$50.00 at most). */
async function startCheckoutLargerThanWallet(page: Page): Promise<string> {
  await page.goto('/login');
  await logIn(page, 'demo@lottoshop.test');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toHaveCount(0);
  await emptyCart(page);
  await addPowerballTicket(page);
  await page.goto('/cart');
  await editTicket(page, 10, 4);
  await page.goto('/cart/buy');
  const main = page.getByRole('main');
  await expect(main.getByText(/^Wallet balance: /)).toBeVisible();
  const amountDue = (await main.getByLabel('Cart totals').textContent())?.match(
    /Amount due(\$[\d,.]+)/,
  )?.[1];
  expect(amountDue).toBeDefined();
  return amountDue ?? '';
}

async function payWithPayPal(page: Page, amountText: string): Promise<void> {
  const main = page.getByRole('main');
  await main
    .getByRole('group', { name: 'Pay with' })
    .getByRole('radio', { name: 'PayPal' })
    .check();
  await main.getByRole('button', { name: `Pay ${amountText} with PayPal` }).click();
  await expect(page).toHaveTitle('PayPal (test)');
  await expect(page.locator('body')).toContainText(amountText.replace('$', ''));
}

test('a customer pays a cart larger than the wallet with PayPal and gets the receipt', async ({
  page,
}) => {
  const amountDue = await startCheckoutLargerThanWallet(page);
  await payWithPayPal(page, amountDue);

  await page.getByRole('button', { name: 'Approve payment' }).click();
  await page.waitForURL(/\/checkout\/deposit\/[^/]+\/success(\?|$)/, { waitUntil: 'commit' });

  const main = page.getByRole('main');
  await expect(page).toHaveURL(/\/receipt\/[^/]+$/, { timeout: 20_000 });
  await expect(main.getByRole('heading', { level: 1, name: 'Your receipt' })).toBeVisible();
  await expect(main.getByText('Thank you! Your tickets are bought.')).toBeVisible();
  await expect(main.getByLabel('Receipt totals')).toContainText('Total$60.00');
  const bought = main.getByRole('list', { name: 'Tickets bought' }).getByRole('article');
  await expect(bought).toHaveCount(1);
  await expect(bought).toContainText('4 draws');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Cart, 0 items' })).toBeVisible();
});

test('a customer who cancels at PayPal is told nothing was charged', async ({ page }) => {
  const amountDue = await startCheckoutLargerThanWallet(page);
  const main = page.getByRole('main');
  const balanceBefore = await main.getByText(/^Wallet balance: /).textContent();
  await payWithPayPal(page, amountDue);

  await page.getByRole('button', { name: 'Cancel and return to the shop' }).click();
  await expect(page).toHaveURL(/\/checkout\/deposit\/[^/]+\/cancel(\?|$)/);
  await expect(
    main.getByText('You cancelled the PayPal payment. Nothing was charged.'),
  ).toBeVisible();
  await expectNoBlockingViolation(page);

  await main.getByRole('link', { name: 'Back to checkout' }).click();
  await expect(page).toHaveURL(/\/cart\/buy$/);
  await expect(main.getByText(/^Wallet balance: /)).toHaveText(balanceBefore ?? '');
  await expect(main.getByLabel('Cart totals')).toContainText('Cart total$60.00');
});
