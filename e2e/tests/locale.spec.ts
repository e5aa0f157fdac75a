import { expect, test } from '@playwright/test';
import { checkAndScreenshot } from './page-checks';

/**
 * The United Kingdom sub-variant: `?sv=gb` (or the footer's Region control) shows the shop in
 * en-GB with pound labels and the British texts; Australia brings dollars back. The journey runs
 * in a browser context of its own, so the sub-variant cookie it sets reaches no other journey.
 */
test('a visitor switches to the United Kingdom and back to Australia', async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  try {
    await page.goto('/?sv=gb');
    const footer = page.getByRole('contentinfo');
    const region = footer.getByRole('combobox', { name: 'Region' });
    await expect(region).toHaveValue('GB');
    await expect(footer.getByText(/National Gambling Helpline on 0808 8020 133/)).toBeVisible();
    const regulators = footer.getByRole('list', { name: 'Regulated by' });
    await expect(regulators.getByRole('listitem')).toHaveText(['Gambling Commission']);
    await page.getByRole('banner').getByRole('button', { name: /menu/i }).click();
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await expect(menu.getByRole('link', { name: 'Lottery tickets', exact: true })).toBeVisible();
    await page.keyboard.press('Escape');

    // The sub-variant is kept: the next pages stay British without the query.
    await page.goto('/powerball');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Powerball' })).toBeVisible();
    await main.getByRole('button', { name: 'Quickpick Game 1', exact: true }).click();
    await main.getByRole('button', { name: 'Quickpick Game 2', exact: true }).click();
    await expect(main.getByText(/Total price: £\d+\.\d{2}/).first()).toBeVisible();
    await main.getByRole('button', { name: 'Add to cart' }).click();
    await expect(
      page.getByRole('banner').getByRole('link', { name: 'Cart, 1 item' }),
    ).toBeVisible();

    await page.goto('/cart');
    await expect(main.getByText(/Price: £\d+\.\d{2}/).first()).toBeVisible();
    await expect(main.getByText(/\$\d/)).toHaveCount(0);
    await checkAndScreenshot(page, 'locale-cart-en-gb');

    await region.selectOption({ label: 'Australia' });
    await expect(main.getByText(/Price: \$\d+\.\d{2}/).first()).toBeVisible();
    await expect(main.getByText(/£/)).toHaveCount(0);
    await expect(footer.getByText(/Gambling Help on 1800 858 858/)).toBeVisible();
    await expect(regulators.getByRole('listitem')).toHaveText([
      'NT Racing and Wagering Commission',
    ]);
    const cookies = await context.cookies();
    expect(cookies.find((cookie) => cookie.name === 'sub_variant')).toBeUndefined();

    await page.reload();
    await expect(
      page.getByRole('contentinfo').getByRole('combobox', { name: 'Region' }),
    ).toHaveValue('');
    await checkAndScreenshot(page, 'locale-cart-en-au');
  } finally {
    await context.close();
  }
});
