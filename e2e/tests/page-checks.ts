import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * No serious or critical axe finding on the page (or only in `include`, a selector), then the page
 * as a phone and as a laptop show it, saved as /tmp/{name}-{width}.png for a person to look at.
 */
export async function checkAndScreenshot(
  page: Page,
  name: string,
  options: { include?: string } = {},
): Promise<void> {
  const axe = new AxeBuilder({ page });
  const results = await (options.include ? axe.include(options.include) : axe).analyze();
  const blocking = results.violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
  expect(blocking.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
  for (const [width, height] of [
    [390, 844],
    [1280, 800],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.screenshot({ path: `/tmp/${name}-${width}.png`, fullPage: true });
  }
}
