import { expect, test } from '@playwright/test';
import { emptyCart, signIn } from './shop-page';

const favourites = { numbers: [3, 8, 13, 21, 27, 30, 34], powerball: 11 };
const favouriteGameText = 'Numbers 3, 8, 13, 21, 27, 30, 34; Powerball 11';

test('a customer saves favourite Powerball numbers and plays them from a link', async ({
  page,
}) => {
  await signIn(page, 'demo@lottoshop.test');
  await emptyCart(page);

  // My account → Favourite numbers: choose the numbers from the keyboard and save them.
  await page.goto('/my-account/favourite-numbers');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Favourite numbers' })).toBeVisible();
  const powerball = main.getByRole('region', { name: 'Powerball' });
  await powerball.getByRole('button', { name: 'Clear Powerball favourites' }).click();
  for (const number of favourites.numbers) {
    await powerball.getByRole('button', { name: `Numbers ${number}`, exact: true }).focus();
    await page.keyboard.press('Space');
  }
  await powerball
    .getByRole('button', { name: `Powerball ${favourites.powerball}`, exact: true })
    .focus();
  await page.keyboard.press('Enter');
  await powerball.getByRole('button', { name: 'Save Powerball favourites' }).click();
  await expect(powerball.getByRole('status')).toHaveText('Your Powerball favourites are saved.');
  await expect(
    powerball.getByText('Saved: Numbers 3, 8, 13, 21, 27, 30, 34; Powerball 11'),
  ).toBeVisible();
  await page.screenshot({ path: '/tmp/favourites-account.png', fullPage: true });

  // A link with favourite_numbers=true fills game 1 with them at once.
  await page.goto('/powerball?favourite_numbers=true');
  await expect(main.getByRole('heading', { level: 1, name: 'Powerball' })).toBeVisible();
  const gameOne = main.getByRole('region', { name: 'Game 1', exact: true });
  await expect(gameOne.getByText(favouriteGameText)).toBeVisible();
  await expect(main.getByRole('button', { name: 'Use my favourite numbers' })).toBeVisible();
  await page.screenshot({ path: '/tmp/favourites-play.png', fullPage: true });

  const built = page.waitForResponse((response) => response.url().endsWith('/v2/cart/build'));
  await main.getByRole('button', { name: 'Add to cart' }).click();
  const cart = (await (await built).json()) as {
    result: { cart_items: Array<{ has_favourite_numbers: boolean }> };
  };
  expect(cart.result.cart_items.map((item) => item.has_favourite_numbers)).toEqual([true]);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();

  // The cart line carries those numbers.
  await page.goto('/cart');
  const tickets = main.getByRole('list', { name: 'Tickets' });
  await expect(
    tickets.getByText('Game 1: Numbers 3, 8, 13, 21, 27, 30, 34 · Powerball 11'),
  ).toBeVisible();
  await page.screenshot({ path: '/tmp/favourites-cart.png', fullPage: true });

  // Without Oz Lotto favourites, a tip says where to save some; closed, it stays closed.
  await page.goto('/oz-lotto');
  const tip = main.getByRole('complementary', { name: /save your favourite Oz Lotto numbers/ });
  await expect(tip.getByRole('link', { name: 'My account → Favourite numbers' })).toBeVisible();
  await page.screenshot({ path: '/tmp/favourites-tip.png' });
  await tip.getByRole('button', { name: 'Close the favourite numbers tip' }).click();
  await expect(tip).toHaveCount(0);
  // Session storage keeps the tip closed for the rest of the visit.
  const closedFlag = () => page.evaluate(() => sessionStorage.getItem('favourite_tooltip_closed'));
  await expect.poll(closedFlag).toBe('true');
  await page.reload();
  await page.waitForLoadState('networkidle');
  await expect(main.getByRole('heading', { level: 1, name: 'Oz Lotto' })).toBeVisible();
  await expect(main.getByRole('region', { name: 'Game 1', exact: true })).toBeVisible();
  await expect(tip).toHaveCount(0);
});
