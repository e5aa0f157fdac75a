import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { operatorSessionToken, runOps } from './operator';
import { dateOfBirthYearsAgo, demoPassword, fillSignupForm } from './shop-page';
import { accountButton, fillNewDepositCard } from './wallet-page';

/** Buys the autoplays of one Saturday Lotto draw now, as the engine would before it closes. */
async function buyRecurring(token: string, drawNo: number): Promise<void> {
  const output = await runOps(token, ['buy-recurring', 'saturday_lotto', '--draw', String(drawNo)]);
  expect(output).toContain(`draw ${drawNo}:`);
}

/** A YYYY-MM-DD day `days` from today, as Sydney counts days. */
function sydneyDayFromToday(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toLocaleDateString('en-CA', {
    timeZone: 'Australia/Sydney',
  });
}

async function depositFifty(page: Page): Promise<void> {
  await page.goto('/deposit');
  const main = page.getByRole('main');
  await main.getByRole('textbox', { name: 'Amount' }).fill('50');
  await fillNewDepositCard(page, '4242 4242 4242 4242', 'Ari Tester');
  await main.getByRole('button', { name: 'Deposit $50.00' }).click();
  await expect(page).toHaveURL(/\/deposits\/receipt\/[^/]+$/, { timeout: 20_000 });
  await expect(accountButton(page)).toContainText('$50.00');
}

/** Two Quick Pick games of Saturday Lotto on autoplay, paid from the wallet. */
async function buySaturdayLottoOnAutoplay(page: Page): Promise<void> {
  await page.goto('/saturday-lotto');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Saturday Lotto' })).toBeVisible();
  await main.getByRole('button', { name: 'Quickpick Game 1', exact: true }).click();
  await main.getByRole('button', { name: 'Quickpick Game 2', exact: true }).click();
  await main
    .getByRole('combobox', { name: 'Draws' })
    .selectOption({ label: 'Autoplay (every draw)' });
  await main.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
  await page.goto('/cart');
  await main.getByRole('button', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(/\/cart\/buy$/);
  await main.getByRole('button', { name: /from your wallet$/ }).click();
  await expect(page).toHaveURL(/\/receipt\/[^/]+$/, { timeout: 20_000 });
}

/** The draw number of the upcoming Saturday Lotto ticket bought at checkout. */
async function boughtDrawNo(page: Page): Promise<number> {
  await page.goto('/my-account/upcoming-tickets/1');
  const ticket = page
    .getByRole('main')
    .getByRole('list', { name: 'Upcoming tickets' })
    .getByRole('listitem')
    .filter({ hasText: 'Saturday Lotto' })
    .first();
  await expect(ticket).toContainText(/Draw \d+/);
  return Number(/Draw (\d+)/.exec((await ticket.textContent()) ?? '')?.[1]);
}

/** The row of one draw in the autoplay's 'Recent draws', read after a reload. */
async function recentDraw(page: Page, drawNo: number) {
  await page.reload();
  const table = page.getByRole('main').getByRole('table', { name: 'Recent draws' });
  return table
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: String(drawNo) }) });
}

test('autoplay from purchase to a timed pause, an unpause and a minimum jackpot, draw by draw', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/signup');
  await fillSignupForm(page, {
    firstName: 'Ari',
    email: `e2e-autoplay-${randomUUID().slice(0, 8)}@example.com`,
    dateOfBirth: dateOfBirthYearsAgo(35),
    password: demoPassword,
  });
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toHaveCount(0);
  await depositFifty(page);
  await buySaturdayLottoOnAutoplay(page);
  const drawNo = await boughtDrawNo(page);
  const main = page.getByRole('main');

  // The autoplay is listed, and opens.
  await page.goto('/my-account/autoplay/1');
  await expect(main.getByRole('heading', { level: 1, name: 'Autoplay' })).toBeVisible();
  const card = main.getByRole('article', { name: 'Saturday Lotto' });
  await expect(card).toContainText('StatusActive');
  await expect(card).toContainText('2 x Standard games');
  await page.screenshot({ path: '/tmp/recurring-autoplay-list.png', fullPage: true });
  await card.getByRole('link', { name: 'Manage Saturday Lotto autoplay' }).click();
  await expect(
    main.getByRole('heading', { level: 1, name: 'Saturday Lotto Autoplay' }),
  ).toBeVisible();
  const about = main.getByLabel('About this autoplay');
  const actions = main.getByRole('region', { name: 'Pause or cancel' });

  // Paused until a day 3 weeks on: the next draw is skipped, saying why.
  await actions.getByRole('button', { name: 'Pause until…' }).click();
  const pauseForm = actions.getByRole('form', { name: 'Pause until a date' });
  await pauseForm.getByLabel('Pause until', { exact: true }).fill(sydneyDayFromToday(21));
  await pauseForm.getByRole('button', { name: 'Pause until this date' }).click();
  await expect(about).toContainText(/StatusPaused until \d{1,2} \w+ \d{4}/);
  const token = await operatorSessionToken(request);
  await buyRecurring(token, drawNo + 1);
  const skipped = await recentDraw(page, drawNo + 1);
  await expect(skipped).toContainText('Skipped');
  await expect(skipped).toContainText(/Paused until \d{1,2} \w+ \d{4}/);
  await page.screenshot({ path: '/tmp/recurring-autoplay-paused.png', fullPage: true });

  // Unpaused: the draw after is bought, and its ticket is among the upcoming tickets.
  await actions.getByRole('button', { name: 'Unpause' }).click();
  await expect(about).toContainText('StatusActive');
  await buyRecurring(token, drawNo + 2);
  await expect(await recentDraw(page, drawNo + 2)).toContainText('Purchased');
  await page.goto('/my-account/upcoming-tickets/1');
  await expect(
    main
      .getByRole('list', { name: 'Upcoming tickets' })
      .getByRole('listitem')
      .filter({ hasText: `Draw ${drawNo + 2},` }),
  ).toHaveCount(1);
  await page.goBack();

  // A minimum jackpot above the jackpot: the next draw is skipped for it.
  await expect(
    main.getByRole('heading', { level: 1, name: 'Saturday Lotto Autoplay' }),
  ).toBeVisible();
  const minimum = main.getByRole('region', { name: 'Minimum jackpot' });
  await minimum.getByRole('textbox', { name: 'Minimum jackpot' }).fill('500000000');
  await minimum.getByRole('button', { name: 'Save' }).click();
  await expect(minimum).toContainText('Buys only when the jackpot is $500,000,000 or more.');
  await buyRecurring(token, drawNo + 3);
  const belowMinimum = await recentDraw(page, drawNo + 3);
  await expect(belowMinimum).toContainText('Skipped');
  // A draw further ahead may have no jackpot announced yet: either way the reason names the minimum.
  await expect(belowMinimum).toContainText(
    /The jackpot (of .+ is below your minimum of|for this draw has not been announced; your minimum is) A\$500,000,000\.00\./,
  );
  await page.screenshot({ path: '/tmp/recurring-autoplay-detail.png', fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: '/tmp/recurring-autoplay-detail-390.png', fullPage: true });

  // The combined list links to it; the payment method section says how it pays.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/my-account/recurring-purchases/1');
  await expect(main.getByRole('heading', { level: 1, name: 'Recurring purchases' })).toBeVisible();
  await expect(main.getByRole('link', { name: 'Saturday Lotto autoplay' })).toBeVisible();
  const method = main.getByRole('region', { name: 'Payment method for recurring purchases' });
  await expect(method.getByRole('radio', { name: /wallet/i }).first()).toBeChecked();
  await page.screenshot({ path: '/tmp/recurring-purchases.png', fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: '/tmp/recurring-purchases-390.png', fullPage: true });
});
