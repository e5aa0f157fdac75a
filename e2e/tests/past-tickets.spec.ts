import { expect, test } from '@playwright/test';
import { signIn } from './shop-page';

test('the demo customer finds past tickets, won and not won, on the dashboard and in past tickets', async ({
  page,
}) => {
  await signIn(page, 'demo@lottoshop.test');
  const main = page.getByRole('main');

  await page.goto('/my-account');
  await expect(main.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();
  const results = main.getByRole('region', { name: 'Recent results' });
  await expect(results.getByRole('listitem').first()).toBeVisible();
  await expect(results).toContainText(/: Won (division \d+: )?\$\d+\.\d{2}/);
  await expect(results).toContainText('Not a winner');
  await page.screenshot({ path: '/tmp/past-tickets-dashboard.png', fullPage: true });

  await results.getByRole('link', { name: 'All past tickets' }).click();
  await expect(page).toHaveURL(/\/my-account\/past-tickets\/1$/);
  await expect(main.getByRole('heading', { level: 1, name: 'Past tickets' })).toBeVisible();
  const tickets = main.getByRole('list', { name: 'Past tickets' });
  for (const lottery of ['Powerball', 'Saturday Lotto', 'Set for Life']) {
    await expect(tickets.getByRole('listitem').filter({ hasText: lottery }).first()).toBeVisible();
  }
  await page.screenshot({ path: '/tmp/past-tickets-list.png', fullPage: true });

  // A Powerball ticket that won: its detail shows the division, the prize and the drawn numbers.
  const powerball = tickets.getByRole('link', { name: /^Powerball: / });
  let won = false;
  for (let index = 0; index < (await powerball.count()) && !won; index += 1) {
    await powerball.nth(index).click();
    await expect(main.getByRole('heading', { level: 1, name: 'Powerball' })).toBeVisible();
    won = (await main.getByText(/Won division \d+: \$\d+\.\d{2}/).count()) > 0;
    if (!won) await page.goBack();
  }
  expect(won, 'a past Powerball ticket won a division').toBe(true);
  await expect(main.getByRole('list', { name: /^Your numbers in draw \d+$/ })).toContainText(
    'Game 1: Numbers',
  );
  await page.screenshot({ path: '/tmp/past-tickets-detail.png', fullPage: true });
});
