import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { checkAndScreenshot } from './page-checks';
import { dateOfBirthYearsAgo, fillSignupForm } from './shop-page';
import { accountButton, fillNewDepositCard } from './wallet-page';

/** A new customer with $50 in the wallet, so no demo customer's balance moves. */
async function signUpWithWallet(page: Page): Promise<void> {
  await page.goto('/signup');
  await expect(page.getByRole('heading', { level: 1, name: 'Create an account' })).toBeVisible();
  // The form is filled once the page has settled: a late first render would empty a field.
  await page.waitForLoadState('networkidle');
  await fillSignupForm(page, {
    firstName: 'Pia',
    lastName: 'Partner',
    email: `e2e-partner-${randomUUID().slice(0, 8)}@example.com`,
    dateOfBirth: dateOfBirthYearsAgo(30),
    password: 'Sunshine-2024',
  });
  await expect(accountButton(page)).toBeVisible();
  await page.goto('/deposit');
  const main = page.getByRole('main');
  await main.getByRole('textbox', { name: 'Amount' }).fill('50');
  await fillNewDepositCard(page, '4242 4242 4242 4242', 'Pia Partner');
  await main.getByRole('button', { name: 'Deposit $50.00' }).click();
  await expect(accountButton(page)).toContainText('$50.00', { timeout: 20_000 });
}

/** The single-use sign-in link the partner's server asks the shop for on the customer's behalf. */
async function autologinToken(page: Page): Promise<string> {
  const path = await page.evaluate(async () => {
    const holder = globalThis as unknown as {
      __SHOP_API_CLIENT__: {
        request: (request: object) => Promise<{ result: { path: string } }>;
      };
    };
    const response = await holder.__SHOP_API_CLIENT__.request({
      method: 'POST',
      path: '/customer/autologin-token',
      body: {},
    });
    return response.result.path;
  });
  return decodeURIComponent(path.replace(/^\/login\/autologin\//, ''));
}

/** The partner's items as its link carries them (base64url JSON, as `npm run ops -- partner-link` prints). */
const partnerCart = Buffer.from(
  JSON.stringify([{ lottery: 'powerball', num_games: 2 }, { lottery: 'saturday_lotto' }]),
).toString('base64url');

test("a partner's link signs the customer in and buys the partner's two tickets", async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  await signUpWithWallet(page);
  const token = await autologinToken(page);

  // The partner sends the customer, signed out in another browser, to its link.
  const partnerBrowser = await browser.newContext();
  const partnerPage = await partnerBrowser.newPage();
  await partnerPage.goto(
    `/purchase/lotto-partner/autologin/${encodeURIComponent(token)}?cart=${partnerCart}`,
  );

  const main = partnerPage.getByRole('main');
  await expect(
    main.getByRole('heading', { level: 1, name: 'Checkout for Lotto Partner' }),
  ).toBeVisible({ timeout: 20_000 });
  await expect(partnerPage).toHaveURL(/\/purchase\/lotto-partner\?cart=/);
  const tickets = main.getByRole('list', { name: 'Tickets' }).getByRole('listitem');
  await expect(tickets).toHaveCount(2);
  await expect(tickets.nth(0)).toContainText('Powerball');
  await expect(tickets.nth(1)).toContainText('Saturday');
  await checkAndScreenshot(partnerPage, 'partner-checkout');

  await main.getByRole('button', { name: /^Pay \$\d+\.\d{2} from your wallet$/ }).click();

  await expect(partnerPage).toHaveURL(/\/purchase\/lotto-partner\/receipt\/[^/]+$/, {
    timeout: 20_000,
  });
  await expect(main.getByRole('heading', { level: 1, name: 'Your receipt' })).toBeVisible();
  await expect(main.getByText('Thank you! Your tickets are bought.')).toBeVisible();
  // One ticket heading per item; each ticket lists its games as well.
  await expect(
    main.getByRole('list', { name: 'Tickets bought' }).getByRole('heading', { level: 3 }),
  ).toHaveCount(2);
  await checkAndScreenshot(partnerPage, 'partner-receipt');

  // Anything else under the partner's path is not a page.
  await partnerPage.goto('/purchase/lotto-partner/elsewhere');
  await expect(main.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await partnerBrowser.close();
});
