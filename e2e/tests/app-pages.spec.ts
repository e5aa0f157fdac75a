import { expect, test } from '@playwright/test';
import { signInOperator } from './operator';

test('the Android app pages link to the store listing and explain the install', async ({
  page,
}) => {
  await page.goto('/app/android');
  const main = page.getByRole('main');
  await expect(
    main.getByRole('heading', { level: 1, name: 'Lotto Shop for Android' }),
  ).toBeVisible();
  await expect(main.getByRole('heading', { level: 2, name: 'What the app does' })).toBeVisible();
  await expect(main.getByRole('link', { name: 'Get it on Google Play' })).toHaveAttribute(
    'href',
    'https://play.google.com/store/apps/details?id=au.com.lottoshop',
  );

  await main.getByRole('link', { name: 'How to install the Android app' }).click();
  await expect(page).toHaveURL(/\/app\/android\/install$/);
  await expect(
    main.getByRole('heading', { level: 1, name: 'Installing the Android app' }),
  ).toBeVisible();
  await expect(main.getByRole('listitem')).toHaveCount(4);
  await expect(main.getByRole('link', { name: 'Get it on Google Play' })).toBeVisible();
});

test('the home page shows the published feature banner; its preview is for content editors only', async ({
  page,
}) => {
  await page.goto('/');
  const main = page.getByRole('main');
  const banner = main.getByRole('region', { name: 'Win big, give back' });
  await expect(banner).toBeVisible();
  await expect(banner.getByRole('link', { name: 'Buy charity tickets' })).toHaveAttribute(
    'href',
    '/charity-tickets',
  );
  await expect(main.getByText('The Lotto Shop app is here')).toHaveCount(0);

  await page.goto('/marketing/feature-banner');
  await expect(main.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(main.getByText('The Lotto Shop app is here')).toHaveCount(0);

  // A content editor signed in to the operator apps previews the draft on the shop's page.
  await signInOperator(page);
  await page.goto('/marketing/feature-banner');
  await expect(main.getByText('The Lotto Shop app is here').first()).toBeVisible();
});
