import { expect, test } from '@playwright/test';
import { signIn } from './shop-page';

const dialogName = 'Move your account to our new platform';

test('a customer asked to move to the new platform agrees to the terms and moves the account', async ({
  page,
  browser,
}) => {
  await signIn(page, 'migrate@lottoshop.test');
  const dialog = page.getByRole('dialog', { name: dialogName });
  await expect(dialog).toBeVisible();
  const migrate = dialog.getByRole('button', { name: 'Migrate my account' });
  await expect(migrate).toBeDisabled();
  await dialog.getByRole('checkbox', { name: 'I agree to the terms and conditions' }).check();
  await expect(migrate).toBeEnabled();
  await migrate.click();
  await expect(dialog.getByRole('status')).toHaveText('Moving your account…');
  await expect(dialog.getByRole('status')).toHaveText(
    'Your account has moved. Welcome to the new platform.',
    { timeout: 20_000 },
  );
  await page.screenshot({ path: '/tmp/account-migration-success.png' });
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog).toBeHidden();

  // Moved: signed in afresh (no dismissal remembered), the customer is not asked again.
  const fresh = await browser.newContext();
  const again = await fresh.newPage();
  await signIn(again, 'migrate@lottoshop.test');
  await again.waitForLoadState('networkidle');
  await expect(again.getByRole('dialog', { name: dialogName })).toHaveCount(0);
  await fresh.close();
});
