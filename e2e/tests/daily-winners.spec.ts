import { randomUUID } from 'node:crypto';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { operatorSessionToken, runOps } from './operator';
import { checkAndScreenshot } from './page-checks';
import {
  addPowerballTicket,
  dateOfBirthYearsAgo,
  demoPassword,
  fillSignupForm,
  payWithNewCard,
} from './shop-page';
import { accountButton } from './wallet-page';

/** The sentence a free member reads when an entry needs play first (product.md §3). */
const unlockRule =
  'Buy any ticket or make a deposit before this giveaway closes to unlock your entry.';

/** The programme's item of the navigation menu, opened from the menu button. */
async function openProgrammeMenuItem(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: /menu/i }).click();
  return page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: /^Daily Winners/ });
}

/** The giveaway's number from its article's name: 'Daily giveaway 12' → 12. */
async function giveawayNumber(article: Locator): Promise<number> {
  const heading = article.getByRole('heading').first();
  await expect(heading).toHaveText(/ \d+$/);
  return Number(/ (\d+)$/.exec((await heading.textContent()) ?? '')?.[1]);
}

test('a new customer joins Daily Winners free, unlocks a monthly giveaway with a ticket, wins the daily giveaway and finds the prize in the wallet', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  const main = page.getByRole('main');

  // A visitor is asked to log in before joining.
  await page.goto('/daily-winners');
  await expect(main.getByRole('heading', { level: 1, name: 'Daily Winners' })).toBeVisible();
  await main.getByRole('button', { name: 'Join for free' }).click();
  await expect(page).toHaveURL(/\/login\?redirect=(%2F|\/)daily-winners$/);

  await page.goto('/signup');
  await fillSignupForm(page, {
    firstName: 'Wynn',
    email: `e2e-winners-${randomUUID().slice(0, 8)}@example.com`,
    dateOfBirth: dateOfBirthYearsAgo(30),
    password: demoPassword,
  });
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toHaveCount(0);

  // Not a member yet: the navigation's item carries the dot, the page both join prompts.
  const programmeItem = await openProgrammeMenuItem(page);
  await expect(programmeItem.getByRole('img', { name: 'Not a member' })).toBeVisible();
  await programmeItem.click();
  await expect(page).toHaveURL(/\/daily-winners$/);
  await expect(main.getByRole('heading', { level: 1, name: 'Daily Winners' })).toBeVisible();
  await expect(main.getByRole('button', { name: 'Join Premium' })).toBeVisible();
  const daily = main.getByRole('article', { name: /^Daily giveaway \d+$/ }).first();
  await expect(daily).toContainText('Not entered');
  await checkAndScreenshot(page, 'daily-winners-non-member');

  // Joined free: entered in today's daily giveaway, a monthly one locked until the customer plays.
  await main.getByRole('button', { name: 'Join for free' }).click();
  await expect(main.getByRole('button', { name: 'Join for free' })).toHaveCount(0);
  await expect(main.getByRole('button', { name: 'Leave Daily Winners' })).toBeVisible();
  await expect(daily).toContainText('Entered');
  const dailyNo = await giveawayNumber(daily);
  const monthly = main.getByRole('article', { name: /^Monthly giveaway \d+$/ }).first();
  const monthlyName = `Monthly giveaway ${await giveawayNumber(monthly)}`;
  const locked = main.getByRole('article', { name: monthlyName });
  await expect(locked).toContainText('Locked');
  // The dot stays while an entry waits to be unlocked, named for that.
  const memberItem = await openProgrammeMenuItem(page);
  await expect(memberItem.getByRole('img', { name: 'Entry locked' })).toBeVisible();
  await expect(memberItem.getByRole('img', { name: 'Not a member' })).toHaveCount(0);
  await page.keyboard.press('Escape');

  await locked.getByRole('button', { name: 'Unlock entry' }).click();
  await expect(main.getByRole('alert').filter({ hasText: unlockRule })).toBeVisible();
  await expect(locked).toContainText('Locked');
  await checkAndScreenshot(page, 'daily-winners-free-member-locked');

  // A top-up and a ticket are the play the rule asks for: the unlock now goes through.
  await page.setViewportSize({ width: 1280, height: 800 });
  await addPowerballTicket(page);
  await page.goto('/cart');
  await main.getByRole('button', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(/\/cart\/buy$/);
  await payWithNewCard(page, '4242 4242 4242 4242', '$6.00');
  await expect(page).toHaveURL(/\/receipt\/[^/]+$/, { timeout: 20_000 });
  await expect(accountButton(page)).toContainText('$0.00');

  await page.goto('/daily-winners');
  const unlocked = main.getByRole('article', { name: monthlyName });
  await expect(unlocked).toContainText('Locked');
  await unlocked.getByRole('button', { name: 'Unlock entry' }).click();
  await expect(unlocked).toContainText('Entered');
  await expect(unlocked.getByRole('button', { name: 'Unlock entry' })).toHaveCount(0);
  await expect(main.getByRole('alert').filter({ hasText: unlockRule })).toHaveCount(0);
  await checkAndScreenshot(page, 'daily-winners-page');

  // The operator draws today's daily giveaway: in a fresh shop every member wins a prize slot.
  const token = await operatorSessionToken(request);
  const drawn = await runOps(token, ['draw', 'daily_winners_daily', '--draw', String(dailyNo)]);
  expect(drawn).toContain(`draw ${dailyNo}`);

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/my-account/closed-giveaways/1');
  await expect(main.getByRole('heading', { level: 1, name: 'Closed giveaways' })).toBeVisible();
  const won = main.getByRole('article', { name: `Daily giveaway ${dailyNo}` });
  await expect(won).toContainText(/You won A\$(100 cash|10 bonus credit)/);
  const isCash = /You won A\$100 cash/.test((await won.textContent()) ?? '');
  await expect(won).toContainText(isCash ? 'Paid to your wallet' : 'Paid as bonus credit');
  await checkAndScreenshot(page, 'daily-winners-closed-giveaways');

  // The prize is in the wallet: cash in the balance, bonus credit as promo credit.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/my-account/transactions');
  const prize = main.getByRole('table').getByRole('row', { name: /Prize: / });
  await expect(prize).toContainText(isCash ? '+$100.00' : '+$10.00 promo credit');
  if (isCash) await expect(accountButton(page)).toContainText('$100.00');
  await page.screenshot({ path: '/tmp/daily-winners-transactions.png', fullPage: true });
});

test('a new customer with an empty wallet joins Premium through a deposit and is guaranteed the monthly giveaway', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  const main = page.getByRole('main');
  await page.goto('/signup');
  await fillSignupForm(page, {
    firstName: 'Petra',
    email: `e2e-premium-${randomUUID().slice(0, 8)}@example.com`,
    dateOfBirth: dateOfBirthYearsAgo(40),
    password: demoPassword,
  });
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toHaveCount(0);

  // The wallet cannot pay the A$10 month: the customer is taken to deposit first.
  await page.goto('/daily-winners');
  await main.getByRole('button', { name: 'Join Premium' }).first().click();
  await expect(page).toHaveURL(/\/daily-winners\/deposit$/);
  await expect(
    main.getByRole('heading', { level: 1, name: 'Deposit to join Premium' }),
  ).toBeVisible();
  const form = page.getByRole('form', { name: 'Pay with a card' });
  await form.getByRole('radio', { name: 'A new card' }).check();
  await form.getByRole('textbox', { name: 'Card number' }).fill('4242 4242 4242 4242');
  await form.getByRole('textbox', { name: 'Expiry (MM/YY)' }).fill('12/30');
  await form.getByRole('textbox', { name: 'Name on card' }).fill('Petra Premium');
  await form.getByRole('textbox', { name: 'Security code (CSC)' }).fill('123');
  await form.getByRole('button', { name: 'Deposit $10.00 and join Premium' }).click();
  await expect(main.getByText("You're now a Premium member")).toBeVisible({ timeout: 20_000 });
  await expect(accountButton(page)).toContainText('$0.00');

  // Premium: no join prompt, no dot, and the monthly giveaway is entered without unlocking.
  await page.goto('/daily-winners');
  await expect(main.getByRole('button', { name: 'Join Premium' })).toHaveCount(0);
  const monthly = main.getByRole('article', { name: /^Monthly giveaway \d+$/ }).first();
  await expect(monthly).toContainText('Entered');
  await expect(monthly.getByRole('button', { name: 'Unlock entry' })).toHaveCount(0);
  const programmeItem = await openProgrammeMenuItem(page);
  await expect(programmeItem.getByRole('img')).toHaveCount(0);
  await page.keyboard.press('Escape');

  // The month was bought like any purchase: it is in the transactions, and the cart is empty.
  await page.goto('/my-account/transactions');
  await expect(main.getByRole('table')).toContainText('Daily Winners');
  await page.goto('/cart');
  await expect(page.getByRole('banner').getByRole('link', { name: /cart/i })).toContainText('0');
});
