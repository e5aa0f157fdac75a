import { randomUUID } from 'node:crypto';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { baseURL } from '../playwright.config';
import { operatorSessionToken, runOps } from './operator';
import { checkAndScreenshot } from './page-checks';
import { dateOfBirthYearsAgo, demoPassword, fillSignupForm, payWithNewCard } from './shop-page';
import { accountButton, fillNewDepositCard } from './wallet-page';

const testCard = '4242 4242 4242 4242';

/** Whole cents of a shown amount: '$1,234.50' → 123450. */
function centsOf(text: string): number {
  const amount = /\$([\d,]+\.\d{2})/.exec(text)?.[1];
  expect(amount, `an amount in "${text}"`).toBeDefined();
  return Math.round(Number((amount ?? '0').replace(/,/g, '')) * 100);
}

function dollarsOf(cents: number): string {
  return `$${(cents / 100).toLocaleString('en-AU', { minimumFractionDigits: 2 })}`;
}

/** A prize split by shares, largest remainder first, as the shop splits a syndicate's prize. */
function splitByShares(prizeCents: number, shares: readonly number[]): number[] {
  const total = shares.reduce((sum, count) => sum + count, 0);
  const exact = shares.map((count) => (prizeCents * count) / total);
  const parts = exact.map(Math.floor);
  let left = prizeCents - parts.reduce((sum, part) => sum + part, 0);
  const byRemainder = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((first, second) => second.remainder - first.remainder);
  for (const { index } of byRemainder) {
    if (left === 0) break;
    parts[index] = (parts[index] ?? 0) + 1;
    left -= 1;
  }
  return parts;
}

async function signUp(page: Page, firstName: string): Promise<void> {
  await fillSignupForm(page, {
    firstName,
    email: `e2e-party-${firstName.toLowerCase()}-${randomUUID().slice(0, 8)}@example.com`,
    dateOfBirth: dateOfBirthYearsAgo(35),
    password: demoPassword,
  });
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toHaveCount(0);
}

/** Deposits `amount` whole dollars from the test card. */
async function topUpWallet(page: Page, amount: number): Promise<void> {
  await page.goto('/deposit');
  const main = page.getByRole('main');
  await main.getByRole('textbox', { name: 'Amount' }).fill(String(amount));
  await fillNewDepositCard(page, testCard, 'Alex Organiser');
  await main.getByRole('button', { name: `Deposit ${dollarsOf(amount * 100)}` }).click();
  await expect(page).toHaveURL(/\/deposits\/receipt\/[^/]+$/, { timeout: 20_000 });
  await expect(accountButton(page)).toContainText(dollarsOf(amount * 100));
}

/** The open session's card of a group page. */
function openSession(page: Page): Locator {
  return page.getByRole('main').getByRole('region', { name: 'Open session' });
}

/** Asks for `shares` shares of the open session shown, with its Buy shares form. */
async function requestShares(page: Page, shares: number): Promise<void> {
  const session = openSession(page);
  await session.getByRole('textbox', { name: 'Number of shares' }).fill(String(shares));
  await session.getByRole('button', { name: 'Buy shares' }).click();
}

/** The group-play ticket of the account's Lotto Party page that holds the group's shares. */
function shareTicket(page: Page, groupName: string): Locator {
  return page.getByRole('main').getByRole('article', { name: new RegExp(`^${groupName}: `) });
}

test('two customers play a Lotto Party: a group, an invite link, shares bought by both, the draw, and the prize split by shares', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(420_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  const main = page.getByRole('main');
  const groupName = `E2E Party ${randomUUID().slice(0, 8)}`;

  // Alex, the organiser, signs up and tops up the wallet.
  await page.goto('/signup');
  await signUp(page, 'Alex');
  await topUpWallet(page, 50);

  await page.goto('/lotto-party');
  await expect(main.getByRole('heading', { level: 1, name: 'Lotto Party' })).toBeVisible();
  await expect(main.getByRole('heading', { name: 'Open sessions' })).toBeVisible();
  await checkAndScreenshot(page, 'lotto-party-page');
  await page.setViewportSize({ width: 1280, height: 800 });
  await main.getByRole('button', { name: 'Create a group' }).click();

  // name_group: a rude name (spelt with a digit) is refused on the field; a fine one is taken.
  const wizard = page.getByRole('dialog', { name: 'Create a group' });
  const nameField = wizard.getByRole('textbox', { name: 'Group name' });
  await nameField.fill('Bullsh1t Club');
  await wizard.getByRole('radio', { name: 'Private' }).check();
  await wizard.getByRole('button', { name: 'Create group' }).click();
  await expect(nameField).toHaveAccessibleDescription(/Please choose a different group name\./);
  await checkAndScreenshot(page, 'lotto-party-wizard-profane-name', { include: '[role=dialog]' });
  await page.setViewportSize({ width: 1280, height: 800 });
  await nameField.fill(groupName);
  await wizard.getByRole('button', { name: 'Create group' }).click();

  // select_draw: the first Oz Lotto draw (a lottery no later journey buys: drawing it now leaves
  // the Powerball draws the other journeys buy for as they are).
  const lotteryDraws = wizard.getByRole('group', { name: /^Oz Lotto, / });
  const firstDraw = lotteryDraws.getByRole('radio').first();
  const drawLabel = await lotteryDraws
    .getByText(/^Draw \d+, /)
    .first()
    .textContent();
  const drawNo = Number(/^Draw (\d+)/.exec(drawLabel ?? '')?.[1]);
  expect(drawNo, 'the draw radio names its draw').toBeGreaterThan(0);
  await firstDraw.check();
  // Four draws of each lottery make a long step: the dialog scrolls to its button.
  const next = wizard.getByRole('button', { name: 'Next' });
  await next.scrollIntoViewIfNeeded();
  await expect(next, 'the wizard scrolls to its Next button').toBeInViewport();
  await next.click();

  // set_share_price: A$5 a share, 10 shares.
  await wizard.getByRole('textbox', { name: 'Share price' }).fill('5.00');
  await wizard.getByRole('textbox', { name: 'Total shares' }).fill('10');
  await expect(
    wizard.getByText(/If every share sells, the pool of \$50\.00 buys \d+ games/),
  ).toBeVisible();
  await next.click();

  // select_auto_session: off; the session opens on leaving this step.
  await wizard.getByRole('radio', { name: 'Off' }).check();
  await checkAndScreenshot(page, 'lotto-party-wizard-auto-session', { include: '[role=dialog]' });
  await page.setViewportSize({ width: 1280, height: 800 });
  await wizard.getByRole('button', { name: 'Open session' }).click();

  // join_session: not now → the group's page, with its open session and invite link.
  await expect(wizard.getByRole('heading', { name: 'Buy your shares' })).toBeVisible();
  await wizard.getByRole('button', { name: 'Not now' }).click();
  await expect(wizard).toHaveCount(0);
  await expect(page).toHaveURL(/\/lotto-party\/group\/[^/?]+$/);
  await expect(main.getByRole('heading', { level: 1, name: groupName })).toBeVisible();
  const session = openSession(page);
  await expect(session).toContainText(`Oz Lotto draw ${drawNo}`);
  await expect(session).toContainText('$5.00');
  await expect(session).toContainText('0 of 10');

  // The invite link, copied with its button.
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  await main.getByRole('button', { name: 'Copy link' }).click();
  await expect(main.getByRole('status').filter({ hasText: 'Link copied.' })).toBeVisible();
  const inviteUrl = await page.evaluate(() => navigator.clipboard.readText());
  expect(inviteUrl).toMatch(/\/lotto-party\/group\?token=[\w-]+$/);
  await expect(main.getByRole('textbox', { name: 'Invite link' })).toHaveValue(inviteUrl);
  await checkAndScreenshot(page, 'lotto-party-group-page');
  await page.setViewportSize({ width: 1280, height: 800 });

  // Bea opens the link as a visitor: the group, its open session, and a way to sign up.
  const beaContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const bea = await beaContext.newPage();
  const beaMain = bea.getByRole('main');
  const invitePath = new URL(inviteUrl).pathname + new URL(inviteUrl).search;
  await bea.goto(invitePath);
  await expect(beaMain.getByRole('heading', { level: 1, name: groupName })).toBeVisible();
  await expect(openSession(bea)).toContainText(`Oz Lotto draw ${drawNo}`);
  await expect(openSession(bea)).toContainText('Sign up or log in to buy shares.');
  await checkAndScreenshot(bea, 'lotto-party-invite-visitor');
  await bea.setViewportSize({ width: 1280, height: 800 });
  await beaMain.getByRole('link', { name: 'Sign up to join' }).click();
  await expect(bea).toHaveURL(/\/signup$/);
  await signUp(bea, 'Bea');
  await expect(bea).toHaveURL(invitePath);

  // Bea buys 2 shares, paying by card.
  await requestShares(bea, 2);
  await expect(bea).toHaveURL(/\/cart\/buy$/);
  await bea.goto('/cart');
  const cartLine = beaMain.getByRole('article', { name: `Lotto Party: ${groupName}` });
  await expect(cartLine).toContainText('2 shares × $5.00');
  await expect(cartLine).toContainText('$10.00');
  await beaMain.getByRole('button', { name: 'Checkout' }).click();
  await expect(bea).toHaveURL(/\/cart\/buy$/);
  await payWithNewCard(bea, testCard, '$10.00');
  await expect(bea).toHaveURL(/\/receipt\/[^/]+$/, { timeout: 20_000 });
  await expect(accountButton(bea)).toContainText('$0.00');

  // Alex's page still shows 10 shares left: asking for 9 is refused with how many are left.
  await expect(openSession(page)).toContainText('0 of 10');
  await requestShares(page, 9);
  await expect(
    openSession(page).getByText('Only 8 shares are left in this session.'),
  ).toBeVisible();
  await checkAndScreenshot(page, 'lotto-party-shares-unavailable');
  await page.setViewportSize({ width: 1280, height: 800 });
  // Read again, the page knows: it says so before asking. Alex buys 3 from the wallet.
  await page.reload();
  await expect(openSession(page)).toContainText('2 of 10');
  await requestShares(page, 9);
  await expect(
    openSession(page).getByRole('textbox', { name: 'Number of shares' }),
  ).toHaveAccessibleDescription(/Only 8 shares are left in this session\./);
  await requestShares(page, 3);
  await expect(page).toHaveURL(/\/cart\/buy$/);
  await main.getByRole('button', { name: 'Pay $15.00 from your wallet' }).click();
  await expect(page).toHaveURL(/\/receipt\/[^/]+$/, { timeout: 20_000 });
  await expect(accountButton(page)).toContainText('$35.00');

  // The operator closes and draws the session's draw.
  const token = await operatorSessionToken(request);
  const drawn = await runOps(token, ['draw', 'oz_lotto', '--draw', String(drawNo)]);
  expect(drawn).toContain(`draw ${drawNo}`);
  expect(drawn).toContain('DRAW_EMAILED');

  // Alex's ticket, then the session order: its games, the drawn numbers, the prize, the holdings.
  await page.goto('/my-account/lotto-party/1');
  await expect(main.getByRole('heading', { level: 1, name: 'Lotto Party' })).toBeVisible();
  const alexTicket = shareTicket(page, groupName);
  await expect(alexTicket).toContainText('Paid');
  await expect(alexTicket).toContainText(/You won \$|No win/);
  await checkAndScreenshot(page, 'lotto-party-account');
  await page.setViewportSize({ width: 1280, height: 800 });
  await alexTicket.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/my-account\/lotto-party\/ticket\/[^/]+$/);
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(`Lotto Party: ${groupName}`);
  await expect(main).toContainText(`Oz Lotto draw ${drawNo}`);
  await expect(main).toContainText('3 shares of 10');
  await expect(main).toContainText('Drawn numbers:');
  await checkAndScreenshot(page, 'lotto-party-ticket');
  await page.setViewportSize({ width: 1280, height: 800 });
  const alexResult = (await main.textContent()) ?? '';
  await main.getByRole('link', { name: 'Session order' }).click();
  await expect(page).toHaveURL(/\/lotto-party\/order\/[^/]+$/);
  const holdings = main.getByRole('table', { name: 'Who holds the shares' });
  await expect(holdings.getByRole('row', { name: /^You / })).toContainText('3');
  await expect(holdings.getByRole('row', { name: /^Bea T\. / })).toContainText('2');
  const prize = main.getByText(/^(The session won \$[\d,]+\.\d{2}.*|No win)$/);
  await expect(prize).toBeVisible();
  await checkAndScreenshot(page, 'lotto-party-order');
  await page.setViewportSize({ width: 1280, height: 800 });

  const prizeText = (await prize.textContent()) ?? '';
  const hasWon = prizeText.startsWith('The session won');
  const [beaPart = 0, alexPart = 0] = hasWon ? splitByShares(centsOf(prizeText), [2, 3]) : [];

  await bea.goto('/my-account/lotto-party/1');
  const beaTicket = shareTicket(bea, groupName);
  await expect(beaTicket).toContainText('Paid');
  await expect(beaTicket).toContainText('2 shares');
  await checkAndScreenshot(bea, 'lotto-party-account-bea');
  await bea.setViewportSize({ width: 1280, height: 800 });
  if (hasWon) {
    expect(alexResult).toContain(`You won ${dollarsOf(alexPart)}`);
    await expect(holdings.getByRole('row', { name: /^You / })).toContainText(dollarsOf(alexPart));
    await expect(beaTicket).toContainText(`You won ${dollarsOf(beaPart)}`);
    await expect(accountButton(bea)).toContainText(dollarsOf(beaPart));
    await bea.goto('/my-account/transactions');
    const beaPrize = beaMain.getByRole('table').getByRole('row', { name: /Prize: Lotto Party/ });
    await expect(beaPrize).toContainText(`+${dollarsOf(beaPart)}`);
    await bea.screenshot({ path: '/tmp/lotto-party-transactions-bea.png', fullPage: true });
    await page.goto('/my-account/transactions');
    const alexPrize = main.getByRole('table').getByRole('row', { name: /Prize: Lotto Party/ });
    await expect(alexPrize).toContainText(`+${dollarsOf(alexPart)}`);
    await expect(accountButton(page)).toContainText(dollarsOf(3500 + alexPart));
  } else {
    expect(alexResult).toContain('No win');
    await expect(beaTicket).toContainText('No win');
    await beaTicket.getByRole('link').first().click();
    await expect(beaMain).toContainText('2 shares of 10');
    await expect(beaMain).toContainText('No win');
    await expect(accountButton(bea)).toContainText('$0.00');
  }
  await beaContext.close();
});
