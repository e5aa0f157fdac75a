import { expect, test, type Locator, type Page } from '@playwright/test';
import { logIn } from './shop-page';

/** The site paths the links inside `area` go to (same origin only, without the fragment). */
async function sitePathsIn(area: Locator): Promise<string[]> {
  const hrefs = await area
    .locator('a[href]')
    .evaluateAll((anchors) => anchors.map((anchor) => (anchor as HTMLAnchorElement).href));
  return hrefs
    .map((href) => new URL(href))
    .filter((url) => url.origin === new URL(area.page().url()).origin)
    .map((url) => `${url.pathname}${url.search}`);
}

/** Every link a customer reaches from the home page, the navigation, the footer and the account drawer. */
async function reachableLinks(page: Page): Promise<string[]> {
  await page.goto('/');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
  const paths = new Set<string>();
  const add = (found: string[]) => found.forEach((path) => paths.add(path));

  add(await sitePathsIn(main));
  add(await sitePathsIn(page.getByRole('banner')));
  add(await sitePathsIn(page.getByRole('contentinfo')));

  const banner = page.getByRole('banner');
  await banner.getByRole('button', { name: /menu/i }).click();
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await expect(menu).toBeVisible();
  add(await sitePathsIn(menu));
  await page.keyboard.press('Escape');

  await banner.getByRole('button', { name: /^Account/ }).click();
  const accountMenu = page.getByRole('navigation', { name: 'Account menu' });
  await expect(accountMenu).toBeVisible();
  add(await sitePathsIn(accountMenu));
  await page.keyboard.press('Escape');

  // Leaving would end the session the other pages are checked with.
  paths.delete('/logout');
  return [...paths].sort();
}

test('every link from the home page, the navigation, the footer and the account drawer leads to a real page', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await page.goto('/login');
  await logIn(page, 'demo@lottoshop.test');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toHaveCount(0);

  const paths = await reachableLinks(page);
  expect(paths.length).toBeGreaterThan(20);
  const main = page.getByRole('main');
  const problems: string[] = [];
  for (const path of paths) {
    await page.goto(path);
    const heading = main.getByRole('heading', { level: 1 }).first();
    try {
      await expect(heading).toBeVisible();
      // Pages fill in after their heading: wait for more than the heading, then judge.
      await expect
        .poll(async () => (await main.innerText()).trim().length, { timeout: 5_000 })
        .toBeGreaterThan(((await heading.innerText()).trim().length ?? 0) + 20);
    } catch {
      problems.push(`${path}: only a heading, or no heading at all`);
      continue;
    }
    const title = (await heading.innerText()).trim();
    if (/^(Page not found|Something went wrong)$/.test(title)) problems.push(`${path}: ${title}`);
  }
  expect(problems).toEqual([]);
});
