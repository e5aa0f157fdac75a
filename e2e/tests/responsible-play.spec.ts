import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { totp } from './operator';
import { checkAndScreenshot } from './page-checks';
import { addPowerballTicket, dateOfBirthYearsAgo, fillSignupForm } from './shop-page';
import { accountButton, fillNewDepositCard } from './wallet-page';

const sevenDaysMs = 7 * 24 * 60 * 60 * 1000;
/** The server runs with TEST_CLOCK=on: calls with this header see the time 7 days on. */
const sevenDaysLater = { 'x-test-clock-offset-seconds': String(sevenDaysMs / 1000) };

/**
 * Moves the server's clock for this page 7 days on, or back to now. The page is left first, so
 * no call of the old document (a token refresh among them) runs in the other time.
 */
async function moveClock(page: Page, isLater: boolean): Promise<void> {
  await page.goto('about:blank');
  await page.setExtraHTTPHeaders(isLater ? sevenDaysLater : {});
}

/** '3 December 2026': a day as the shop writes it, in Sydney. */
function sydneyDay(atMs: number): string {
  return new Intl.DateTimeFormat('en-AU', {
    timeZone: 'Australia/Sydney',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(new Date(atMs));
}

/** A new customer whose identity the built-in test identities verify (last name Tester). */
async function signUpVerified(page: Page): Promise<void> {
  await page.goto('/signup');
  await fillSignupForm(page, {
    firstName: 'Robin',
    lastName: 'Tester',
    email: `e2e-play-${randomUUID().slice(0, 8)}@example.com`,
    dateOfBirth: dateOfBirthYearsAgo(30),
    password: 'Sunshine-2024',
  });
  await expect(accountButton(page)).toBeVisible();
  await page.goto('/my-account/verify-account');
  await page.getByRole('button', { name: 'My details are correct: verify me' }).click();
  await expect(page.getByText('Your identity is verified.')).toBeVisible();
}

async function depositFifty(page: Page): Promise<void> {
  const main = page.getByRole('main');
  await page.goto('/deposit');
  await main.getByRole('textbox', { name: 'Amount' }).fill('50');
  await fillNewDepositCard(page, '4242 4242 4242 4242', 'Robin Tester');
  await main.getByRole('button', { name: 'Deposit $50.00' }).click();
  await expect(main.getByText('$50.00 is in your wallet.')).toBeVisible({ timeout: 20_000 });
}

async function addBankAccount(page: Page): Promise<void> {
  await page.goto('/my-account/cards-and-accounts');
  await page.getByRole('main').getByRole('button', { name: 'Add a bank account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a bank account' });
  await dialog.getByRole('textbox', { name: 'BSB' }).fill('062-000');
  await dialog.getByRole('textbox', { name: 'Account number' }).fill('12345678');
  await dialog.getByRole('textbox', { name: 'Account name' }).fill('Robin Tester');
  await dialog.getByRole('button', { name: 'Add bank account' }).click();
  await expect(dialog).toBeHidden();
}

/** Turns the authenticator on, as the customer does on login and security; returns its secret. */
async function enableAuthenticator(page: Page): Promise<string> {
  await page.goto('/my-account/login-and-security');
  await page.getByRole('button', { name: 'Enable authenticator app' }).click();
  const secret = await page.getByLabel('Secret key', { exact: true }).inputValue();
  await page.getByRole('textbox', { name: 'Digit 1 of 6' }).click();
  await page.keyboard.type(totp(secret, Date.now()));
  await page.getByRole('button', { name: 'Confirm and turn on' }).click();
  await expect(
    page.getByRole('button', { name: 'Turn off two-factor authentication' }),
  ).toBeVisible();
  return secret;
}

/** A code is accepted once: waits for the next 30-second step so the next code is fresh. */
async function nextCodeStep(page: Page): Promise<void> {
  const nextStepMs = (Math.floor(Date.now() / 30_000) + 1) * 30_000;
  await page.waitForTimeout(nextStepMs - Date.now() + 500);
}

/** Changes the one ticket in the cart to `games` games for `draws` draws. */
async function editTicket(page: Page, games: number, draws: number): Promise<void> {
  const main = page.getByRole('main');
  const tickets = main.getByRole('list', { name: 'Tickets' });
  await tickets.getByRole('button', { name: /^Edit / }).click();
  const form = main.getByRole('form', { name: /^Edit / });
  await form.getByRole('combobox', { name: 'Draws' }).selectOption({ label: `${draws} draws` });
  await form.getByRole('spinbutton', { name: 'Games' }).fill(String(games));
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(tickets.getByRole('article')).toContainText(`${games} games`);
}

/** Sets or changes one limit of the spend limits page. */
async function saveLimit(page: Page, limitName: string, amount: string): Promise<void> {
  const limit = page.getByRole('main').getByRole('region', { name: limitName });
  await limit.getByRole('button', { name: /^(Set|Change) limit$/ }).click();
  await limit.getByRole('textbox', { name: 'Amount' }).fill(amount);
  await limit.getByRole('button', { name: 'Save limit' }).click();
  await expect(limit.getByRole('status')).toBeVisible();
}

test('a customer limits spending, waits out a raise, then takes a break that stops buying and deposits but not withdrawals', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const main = page.getByRole('main');
  await signUpVerified(page);
  await depositFifty(page);
  await addBankAccount(page);

  // A weekly spend limit of $10, then a $12 cart: the banner says why and it cannot be bought.
  await page.goto('/my-account/spend-limits');
  await expect(main.getByRole('heading', { level: 1, name: 'Spend limits' })).toBeVisible();
  await saveLimit(page, 'Weekly spend limit', '10');
  const weekly = main.getByRole('region', { name: 'Weekly spend limit' });
  await expect(weekly.getByRole('status')).toHaveText('Your weekly spend limit is now $10.00.');
  await addPowerballTicket(page);
  await page.goto('/cart');
  await editTicket(page, 4, 2);
  await expect(main.getByLabel('Cart totals')).toContainText('Cart total$12.00');
  const limitBanner = main.getByRole('alert').filter({ has: page.getByRole('link') });
  await expect(limitBanner.getByRole('link', { name: 'Manage spend limits' })).toBeVisible();
  await expect(main.getByRole('button', { name: 'Checkout' })).toBeDisabled();

  // Raising it to $50 waits 7 days: $10 stays in force with the raise pending.
  await page.goto('/my-account/spend-limits');
  await weekly.getByRole('button', { name: 'Change limit' }).click();
  await weekly.getByRole('textbox', { name: 'Amount' }).fill('50');
  await expect(weekly.getByText('Raising a limit takes effect after 7 days.')).toBeVisible();
  await weekly.getByRole('button', { name: 'Save limit' }).click();
  const raisedOn = sydneyDay(Date.now() + sevenDaysMs);
  await expect(weekly.getByText(`Pending: $50.00 from ${raisedOn}`)).toBeVisible();
  await expect(weekly.getByText('Spent $0.00 of $10.00')).toBeVisible();
  await checkAndScreenshot(page, 'responsible-play-spend-limits', { include: 'main' });

  // Seven days on, the raise is in force.
  await moveClock(page, true);
  await page.goto('/my-account/spend-limits');
  await expect(weekly.getByText('Spent $0.00 of $50.00')).toBeVisible();
  await expect(weekly.getByText(/^Pending:/)).toHaveCount(0);
  await moveClock(page, false);

  // Today $10 is still in force: a $6 ticket fits and is bought from the wallet. (Seven days
  // on, the first ticket's draws had closed and it left the cart.)
  await addPowerballTicket(page);
  await page.goto('/cart');
  await main.getByRole('button', { name: 'Checkout' }).click();
  await main.getByRole('button', { name: /from your wallet$/ }).click();
  await expect(page).toHaveURL(/\/receipt\/[^/]+$/, { timeout: 20_000 });

  await page.goto('/my-account/precommitment-limit');
  await expect(main.getByRole('heading', { level: 1, name: 'Precommitment limit' })).toBeVisible();
  await expect(main.getByText('Spent this month: $6.00')).toBeVisible();
  await checkAndScreenshot(page, 'responsible-play-precommitment', { include: 'main' });

  await page.goto('/my-account/activity-statement');
  const statement = main.getByRole('table', { name: 'Your activity by month' });
  await expect(statement.getByRole('row', { name: /^Total/ })).toContainText('$6.00$50.00');
  await checkAndScreenshot(page, 'responsible-play-activity-statement', { include: 'main' });

  // A 24-hour break, with the customer's two-factor code: the shell asks for it, then it starts.
  const secret = await enableAuthenticator(page);
  await page.goto('/my-account/take-a-break');
  await expect(main.getByRole('heading', { level: 1, name: 'Take a break' })).toBeVisible();
  await checkAndScreenshot(page, 'responsible-play-take-a-break', { include: 'main' });
  const breakChoice = main.getByRole('region', { name: 'Take a break' });
  await breakChoice.getByRole('radio', { name: '24 hours' }).check();
  await breakChoice.getByRole('button', { name: 'Take a break' }).click();
  await page
    .getByRole('dialog', { name: 'Start a 24-hour break?' })
    .getByRole('button', { name: 'Start my break' })
    .click();
  const elevation = page.getByRole('dialog', {
    name: '2 factor authentication is required to complete this action',
  });
  await expect(elevation).toBeVisible();
  await nextCodeStep(page);
  await elevation.getByRole('textbox', { name: 'Digit 1 of 6' }).click();
  await page.keyboard.type(totp(secret, Date.now()));
  await elevation.getByRole('button', { name: 'Verify' }).click();
  await expect(
    main.getByRole('status').filter({ hasText: 'Your break has started.' }),
  ).toBeVisible();
  await expect(main.getByText(/^You are taking a break until /)).toBeVisible();
  await checkAndScreenshot(page, 'responsible-play-take-a-break-active', { include: 'main' });

  // The cart refuses the purchase and says why.
  await addPowerballTicket(page);
  await page.goto('/cart');
  const breakBanner = main.getByRole('alert').filter({ hasText: 'You are taking a break until' });
  await expect(breakBanner.getByRole('link', { name: 'About your break' })).toHaveAttribute(
    'href',
    '/my-account/take-a-break',
  );
  await expect(main.getByRole('button', { name: 'Checkout' })).toBeDisabled();

  // So does a deposit.
  await page.goto('/deposit');
  await main.getByRole('textbox', { name: 'Amount' }).fill('20');
  await fillNewDepositCard(page, '4242 4242 4242 4242', 'Robin Tester');
  await main.getByRole('button', { name: 'Deposit $20.00' }).click();
  await expect(main.getByRole('alert')).toContainText('You are taking a break until');
  await expect(accountButton(page)).toContainText('$44.00');

  // A withdrawal still works.
  await page.goto('/my-account/withdraw');
  await expect(page.getByText('Withdrawable funds: $44.00')).toBeVisible();
  const form = page.getByRole('form', { name: 'Withdraw' });
  const destination = form.getByRole('combobox', { name: 'Withdraw to' });
  const bankAccount = destination.getByRole('option', { name: /^Bank account/ });
  await destination.selectOption({ label: (await bankAccount.textContent()) ?? '' });
  await form.getByRole('textbox', { name: 'Amount' }).fill('20');
  await form.getByRole('button', { name: 'Withdraw' }).click();
  await expect(page).toHaveURL(/\/my-account\/withdraw\/details\/wd_/);
  await expect(accountButton(page)).toContainText('$24.00');
});
