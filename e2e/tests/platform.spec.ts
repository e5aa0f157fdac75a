import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { computeSignature, headerNames } from 'shared-kernel/signature';
import { expectSameDocument, markDocument, navigateWithMenu, signIn } from './shop-page';

interface OfferOnWire {
  name: string;
  type: string;
}

/** A call straight to the API, signed like the shop's own client. */
async function signedFetch(
  baseURL: string,
  path: string,
  version: string,
  method: 'GET' | 'POST' = 'GET',
): Promise<Response> {
  const timestamp = Math.floor(Date.now() / 1000);
  const appKey = 'shop-web';
  const signature = await computeSignature({
    appKey,
    appSecret: 'shop-web-public-secret',
    timestamp,
  });
  return fetch(`${baseURL}${path}`, {
    method,
    headers: {
      [headerNames.appKey]: appKey,
      [headerNames.signature]: signature,
      [headerNames.timestamp]: String(timestamp),
      [headerNames.version]: version,
    },
  });
}

/**
 * Reads the product offers the home page sells straight from the API: every offer but the
 * membership (Daily Winners has its own pages).
 */
async function offersFromApi(baseURL: string): Promise<string[]> {
  const response = await signedFetch(baseURL, '/v2/pricing/default/product_offers', '3.9');
  expect(response.status).toBe(200);
  const body = (await response.json()) as { entities: OfferOnWire[] };
  const types = body.entities.map((offer) => offer.type);
  expect(types).toContain('membership');
  return body.entities.filter((offer) => offer.type !== 'membership').map((offer) => offer.name);
}

test('home lists the product offers read from the API', async ({ page, baseURL }) => {
  const names = await offersFromApi(baseURL!);
  expect(names).toEqual(expect.arrayContaining(['Saturday Lotto', 'Oz Lotto', 'Powerball']));

  await page.goto('/');
  const main = page.getByRole('main');
  for (const name of names) {
    await expect(main.getByRole('heading', { name, exact: true })).toBeVisible();
  }
  await expect(main.getByText(/Million|Announced soon|Win \d+k/).first()).toBeVisible();
});

test('client-side navigation mounts each remote without a full page reload', async ({ page }) => {
  // The account pages are a customer's: signed out, they lead to the login page.
  await signIn(page, 'demo@lottoshop.test');
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Powerball', exact: true })).toBeVisible();
  await markDocument(page);

  await page.getByRole('banner').getByRole('link', { name: /cart/i }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your cart' })).toBeVisible();

  await navigateWithMenu(page, 'My account');
  await expect(page.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();

  await navigateWithMenu(page, 'Daily Winners');
  await expect(page.getByRole('heading', { level: 1, name: 'Daily Winners' })).toBeVisible();

  await navigateWithMenu(page, 'Lotto Party');
  await expect(page.getByRole('heading', { level: 1, name: 'Lotto Party' })).toBeVisible();

  await expectSameDocument(page);
});

test('a remote whose artifact fails shows its fallback while the navigation keeps working', async ({
  page,
}) => {
  await page.route('**/remotes/mfe-wallet/**', (route) =>
    route.fulfill({ status: 500, body: 'artifact store unavailable' }),
  );
  await signIn(page, 'demo@lottoshop.test');
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Powerball', exact: true })).toBeVisible();

  await navigateWithMenu(page, 'Deposit');
  await expect(page.getByRole('button', { name: 'Reload page' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: /cart/i })).toBeVisible();

  await page.getByRole('banner').getByRole('link', { name: /home/i }).click();
  await expect(page.getByRole('heading', { name: 'Powerball', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reload page' })).toHaveCount(0);
});

test('the shell and every remote share one kernel and one event bus', async ({ page }) => {
  await signIn(page, 'demo@lottoshop.test');
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Powerball', exact: true })).toBeVisible();
  for (const [route, heading] of [
    ['My account', 'My account'],
    ['Daily Winners', 'Daily Winners'],
    ['Lotto Party', 'Lotto Party'],
    ['Deposit', 'Deposit'],
    ['Cart', 'Your cart'],
  ] as const) {
    await navigateWithMenu(page, route);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  }

  const diagnostics = await page.evaluate(() => {
    const shop = globalThis as unknown as {
      __SHOP_DIAGNOSTICS__: {
        kernelInstanceId: string;
        mounted: Record<string, { kernelInstanceId: string }>;
      };
    };
    return shop.__SHOP_DIAGNOSTICS__;
  });
  const mounted = Object.entries(diagnostics.mounted);
  expect(mounted.map(([remote]) => remote).sort()).toEqual([
    'mfe-account',
    'mfe-cart-checkout',
    'mfe-catalog',
    'mfe-lotto-party',
    'mfe-membership',
    'mfe-wallet',
  ]);
  for (const [, report] of mounted) {
    expect(report.kernelInstanceId).toBe(diagnostics.kernelInstanceId);
  }

  // An event published on the page's bus reaches the shell's nav and the cart remote alike:
  // the nav shows the new count, and the cart page, whose cart no longer matches, fetches it again.
  const cartFetched = page.waitForRequest(
    (request) => request.method() === 'GET' && request.url().includes('/v2/cart/items'),
  );
  await page.evaluate(() => {
    const shop = globalThis as unknown as {
      __SHOP_BUS__: { publish(name: string, payload: unknown): void };
    };
    shop.__SHOP_BUS__.publish('cart/changed', { itemCount: 3 });
  });
  await expect(page.getByRole('banner').getByRole('link', { name: /cart.*3/i })).toBeVisible();
  await cartFetched;
});

test('home has no serious or critical accessibility violation', async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Powerball', exact: true })).toBeVisible();
  const results = await new AxeBuilder({ page }).analyze();
  const blocking = results.violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
  expect(blocking.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
  await context.close();
});
