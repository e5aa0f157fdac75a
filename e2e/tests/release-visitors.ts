import { expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { catalogV2Notice } from './release-artifacts';

/** The catalogue's home page heading, the same in every version. */
const homeHeading = 'Lotteries, raffles and syndicates';

/** Which catalogue a visitor saw: the stable version, or the second version on canary. */
export type SeenVersion = 'stable' | 'candidate';

/** Waits for the home page's catalogue and answers which version rendered it. */
export async function seenVersion(page: Page): Promise<SeenVersion> {
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: homeHeading })).toBeVisible();
  return (await main.getByText(catalogV2Notice).count()) > 0 ? 'candidate' : 'stable';
}

/**
 * Expects the home page's catalogue from a version that rendered: no slot shows the shop's
 * friendly "didn't load" block or the catalogue's own error.
 */
export async function expectCatalogueRendered(page: Page): Promise<void> {
  const main = page.getByRole('main');
  const heading = main.getByRole('heading', { level: 1, name: homeHeading });
  const fallbackBlock = main.getByRole('heading', { name: "This part of the shop didn't load" });
  await expect(heading.or(fallbackBlock), 'the page settles').toBeVisible();
  expect(await fallbackBlock.count(), 'slots showing the "didn\'t load" block').toBe(0);
  expect(await heading.count(), 'the catalogue rendered').toBe(1);
  expect(await main.getByRole('alert').count(), 'errors shown by the catalogue').toBe(0);
}

/** Opens the home page in a new page of the visitor's browser. */
export async function openHome(visitor: BrowserContext): Promise<Page> {
  const page = await visitor.newPage();
  await page.goto('/');
  return page;
}

/**
 * New visitors (each a fresh browser with no cookies) until one got each version; each of them
 * reloads and must see the same version again (a visitor stays in its bucket). Visitors beyond
 * the first of each version are closed.
 */
export async function visitorsOfEachVersion(
  browser: Browser,
  baseURL: string,
  visitorsMax = 24,
): Promise<Record<SeenVersion, BrowserContext>> {
  const found: Partial<Record<SeenVersion, BrowserContext>> = {};
  for (let count = 0; count < visitorsMax && !(found.stable && found.candidate); count += 1) {
    const visitor = await browser.newContext({ baseURL });
    const page = await openHome(visitor);
    const version = await seenVersion(page);
    await page.reload();
    expect(await seenVersion(page), 'a visitor keeps the version it saw').toBe(version);
    await page.close();
    if (found[version]) await visitor.close();
    else found[version] = visitor;
  }
  if (!found.stable || !found.candidate) {
    throw new Error(`${visitorsMax} new visitors did not see both versions of the catalogue`);
  }
  return { stable: found.stable, candidate: found.candidate };
}
