import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

async function expectNoBlockingViolation(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const blocking = results.violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
  expect(blocking.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
}

test('a visitor quickpicks two Powerball games for two draws and adds them to the cart', async ({
  page,
}) => {
  await page.goto('/');
  const main = page.getByRole('main');
  await main
    .getByRole('article', { name: 'Powerball', exact: true })
    .getByRole('link', { name: 'Powerball', exact: true })
    .click();
  await expect(main.getByRole('heading', { level: 1, name: 'Powerball' })).toBeVisible();

  await main.getByRole('button', { name: 'Quickpick Game 1', exact: true }).click();
  await main.getByRole('button', { name: 'Quickpick Game 2', exact: true }).click();
  await main.getByRole('combobox', { name: 'Draws' }).selectOption({ label: '2 draws' });
  // 2 games at $1.50 for 2 draws.
  await expect(main.getByText(/Total price/)).toHaveText('Total price: $6.00 for 2 games');

  await main.getByRole('button', { name: 'Add to cart' }).click();
  const drawer = page.getByRole('dialog', { name: 'Added to your cart' });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByText('Cart total: $6.00 for 1 item')).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: /cart.*1/i })).toBeVisible();
  const cookies = await page.context().cookies();
  expect(cookies.find((cookie) => cookie.name === 'anonymous_cart_token')).toMatchObject({
    path: '/',
    sameSite: 'Lax',
  });
});

test('picking numbers by keyboard presses the number buttons', async ({ page }) => {
  await page.goto('/powerball');
  const numbers = page.getByRole('group', { name: /^Numbers/ }).first();
  const seven = numbers.getByRole('button', { name: 'Number 7' });
  await seven.focus();
  await page.keyboard.press('Enter');
  await expect(seven).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('Space');
  await expect(seven).toHaveAttribute('aria-pressed', 'false');
});

test('a raffle ticket book needs a cause', async ({ page }) => {
  await page.goto('/hearts-home-raffle');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Hearts Home Raffle' })).toBeVisible();
  await main
    .getByRole('combobox', { name: 'Ticket book' })
    .selectOption({ label: '3 tickets – $25.00' });
  await expect(main.getByText(/Total price/)).toHaveText('Total price: $25.00');
  await main.getByRole('button', { name: 'Add to cart' }).click();
  await expect(main.getByText('Please choose a cause')).toBeVisible();

  await main
    .getByRole('combobox', { name: 'Cause' })
    .selectOption({ label: 'Rural Ambulance Appeal' });
  await main.getByRole('button', { name: 'Add to cart' }).click();
  const drawer = page.getByRole('dialog', { name: 'Added to your cart' });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByText('3 Ticket Book')).toBeVisible();
});

test('a visitor adds a Super Combo and a Weekday Windfall ticket through the pre-cart drawer', async ({
  page,
}) => {
  await page.goto('/oz-lotto/super-combos?utm_source=newsletter&utm_campaign=spring');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Oz Lotto' })).toBeVisible();
  await expect(main.getByText(/Total price/)).toHaveText('Total price: $14.00 for 10 entries');

  const numbers = main.getByRole('group', { name: /^Numbers/ });
  for (const number of [3, 8, 12, 19, 25, 31, 40]) {
    await numbers.getByRole('button', { name: `Number ${number}`, exact: true }).click();
  }
  // Move 40 to Favourites by keyboard, then fill the gap it leaves in Numbers.
  const mover = main.getByRole('group', { name: 'Move between Numbers and Favourites' });
  await mover.getByRole('button', { name: 'Move 40 to Favourites' }).focus();
  await page.keyboard.press('Enter');
  await expect(
    main.getByRole('group', { name: /^Favourites/ }).getByRole('button', { name: 'Number 40' }),
  ).toHaveAttribute('aria-pressed', 'true');
  await numbers.getByRole('button', { name: 'Number 44', exact: true }).click();
  await main
    .getByRole('combobox', { name: 'Entries' })
    .selectOption({ label: '20 entries – $27.00' });
  await expect(main.getByText(/Total price/)).toHaveText('Total price: $27.00 for 20 entries');

  await main.getByRole('button', { name: 'Add to cart' }).click();
  let drawer = page.getByRole('dialog', { name: 'Added to your cart' });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByRole('definition')).toHaveText([
    'Oz Lotto: 20 x Super Combo',
    /^Draw \d+, \w+day \d+ \w+ \d{4}$/,
    '$27.00',
  ]);
  await expect(drawer.getByText('Cart total: $27.00 for 1 item')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();

  await page.goto('/weekday-windfall?utm_source=newsletter&utm_campaign=spring');
  await expect(main.getByRole('heading', { level: 1, name: 'Weekday Windfall' })).toBeVisible();
  await main.getByRole('button', { name: 'Quickpick Game 1', exact: true }).click();
  await main.getByRole('button', { name: 'Quickpick Game 2', exact: true }).click();
  await main.getByRole('button', { name: 'Add to cart' }).click();
  await expect(main.getByText('Please choose a day')).toBeVisible();
  await main.getByRole('combobox', { name: 'Day' }).selectOption({ label: 'Friday' });
  await main.getByRole('button', { name: 'Add to cart' }).click();

  drawer = page.getByRole('dialog', { name: 'Added to your cart' });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByRole('definition')).toHaveText([
    'Weekday Windfall: 2 x Standard games',
    'Friday',
    /^Draw \d+, Friday \d+ \w+ \d{4}$/,
    '$1.50',
  ]);
  await expect(drawer.getByText('Cart total: $28.50 for 2 items')).toBeVisible();
  await drawer.getByRole('button', { name: 'Go to cart' }).click();
  await expect(page).toHaveURL(/\/cart\?utm_source=newsletter&utm_campaign=spring$/);
});

test('app and support pages show their content with page metadata', async ({ page }) => {
  await page.goto('/app/android');
  const main = page.getByRole('main');
  await expect(
    main.getByRole('heading', { level: 1, name: 'Lotto Shop for Android' }),
  ).toBeVisible();
  await expect(page).toHaveTitle('Lotto Shop for Android | Lotto Shop');
  await main.getByRole('link', { name: 'How to install the Android app' }).click();
  await expect(
    main.getByRole('heading', { level: 1, name: 'Installing the Android app' }),
  ).toBeVisible();

  await page.goto('/hearts-home-raffle/your-support');
  await expect(
    main.getByRole('heading', { level: 1, name: 'Your support of the Hearts Home Raffle' }),
  ).toBeVisible();
  await page.goto('/powerball/subscription');
  await expect(main.getByRole('heading', { level: 1, name: 'Subscriptions' })).toBeVisible();
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    /subscribe to your favourite raffle/,
  );
});

test('the raffle winners page lists the winners of past draws, page by page', async ({ page }) => {
  await page.goto('/hearts-home-raffle/winners');
  const main = page.getByRole('main');
  await expect(
    main.getByRole('heading', { level: 1, name: 'Hearts Home Raffle winners' }),
  ).toBeVisible();
  await expect(main.getByRole('table', { name: /^Winners of draw \d+$/ }).first()).toBeVisible();
  expect(await main.getByRole('article').count()).toBeGreaterThan(1);
});

test('results pages page through past draws', async ({ page }) => {
  await page.goto('/powerball/results');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Powerball results' })).toBeVisible();
  const pages = main.getByRole('navigation', { name: 'Results pages' });
  await expect(pages.getByText(/Page 1 of \d+/)).toBeVisible();
  await expect(main.getByRole('article')).toHaveCount(5);
  await pages.getByRole('link', { name: 'Next page' }).click();
  await expect(page).toHaveURL(/\/powerball\/results\/2$/);
  await expect(pages.getByText(/Page 2 of \d+/)).toBeVisible();

  await page.goto('/lotto-results/0');
  await expect(
    main.getByRole('navigation', { name: 'Results pages' }).getByText(/Page 1 of/),
  ).toBeVisible();

  await page.goto('/powerball/results');
  await main.getByRole('article').first().getByRole('link').click();
  await expect(main.getByRole('table', { name: 'Dividends' })).toBeVisible();
});

test('a blog post renders with its metadata', async ({ page }) => {
  await page.goto('/blog');
  const main = page.getByRole('main');
  const latest = main.getByRole('region', { name: 'Latest posts' });
  await expect(latest.getByRole('article')).toHaveCount(4);
  await latest.getByRole('link', { name: 'Parramatta syndicate shares Division 1' }).click();
  await expect(page).toHaveURL(/\/blog\/parramatta-syndicate-shares-division-1$/);
  await expect(
    main.getByRole('heading', { level: 1, name: 'Parramatta syndicate shares Division 1' }),
  ).toBeVisible();
  await expect(main.getByText(/Syndicate shares are paid to each member/)).toBeVisible();
  await expect(page).toHaveTitle('Parramatta syndicate shares Division 1 | Lotto Shop');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    /Twelve workmates split a Saturday Lotto Division 1 prize/,
  );
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    /\/blog\/parramatta-syndicate-shares-division-1$/,
  );
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /Parramatta/);
  await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute(
    'content',
    'summary_large_image',
  );
});

test('a content page renders by its path, in any case and with a trailing slash', async ({
  page,
}) => {
  await page.goto('/How-To-Play/');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'How to play' })).toBeVisible();
  await expect(main.getByText(/Pick your numbers, choose your draws/)).toBeVisible();
  await expect(page).toHaveTitle('How to play | Lotto Shop');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    /Pick your numbers/,
  );

  await page.goto('/no-such-page-anywhere');
  await expect(main.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
});

test('query parameters of any page are kept', async ({ page, baseURL }) => {
  // The utm cookie is an analytics cookie: it is written only with non-essential consent.
  await page
    .context()
    .addCookies([{ name: 'cookie_consent', value: 'non_essential', url: baseURL! }]);
  await page.goto(
    '/lotto-results?sv=nsw&aff=partner-9&utm_source=news+letter&utm_medium=%3Cbad%3E',
  );
  await expect(page.getByRole('heading', { level: 1, name: 'Lotto results' })).toBeVisible();
  const cookies = Object.fromEntries(
    (await page.context().cookies()).map((cookie) => [
      cookie.name,
      decodeURIComponent(cookie.value),
    ]),
  );
  expect(cookies).toMatchObject({
    sub_variant: 'NSW',
    affiliate_code: 'partner-9',
    utm: '{"source":"news+letter"}',
  });
});

test.describe('accessibility', () => {
  for (const [path, heading] of [
    ['/', 'Powerball'],
    ['/powerball', 'Powerball'],
    ['/lotto-results', 'Lotto results'],
    ['/powerball/statistics', 'Powerball statistics'],
    ['/oz-lotto/super-combos', 'Oz Lotto'],
    ['/weekday-windfall', 'Weekday Windfall'],
  ] as const) {
    test(`${path} has no serious or critical violation`, async ({ browser }) => {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto(path);
      await expect(page.getByRole('heading', { name: heading, exact: true }).first()).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0);
      await expectNoBlockingViolation(page);
      await context.close();
    });
  }
});

test('the open pre-cart drawer has no serious or critical violation', async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/powerball');
  const main = page.getByRole('main');
  await main.getByRole('button', { name: 'Quickpick all games' }).click();
  await main.getByRole('button', { name: 'Add to cart' }).click();
  const drawer = page.getByRole('dialog', { name: 'Added to your cart' });
  await expect(drawer).toBeFocused();
  await expectNoBlockingViolation(page);
  await context.close();
});
