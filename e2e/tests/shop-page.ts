import { expect, type Page } from '@playwright/test';

/** Marks the current document so a test can tell a client-side navigation from a reload. */
export async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { documentMark: string }).documentMark = 'still-here';
  });
}

export async function expectSameDocument(page: Page): Promise<void> {
  const mark = await page.evaluate(
    () => (window as unknown as { documentMark?: string }).documentMark,
  );
  expect(mark, 'the page was reloaded instead of navigating client-side').toBe('still-here');
}

/** Opens the primary navigation drawer and follows one of its links. */
export async function navigateWithMenu(page: Page, linkName: string): Promise<void> {
  const banner = page.getByRole('banner');
  await banner.getByRole('button', { name: /menu/i }).click();
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: linkName, exact: true })
    .click();
}
