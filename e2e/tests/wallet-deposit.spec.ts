import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { dateOfBirthYearsAgo, fillSignupForm } from './shop-page';
import { accountButton, fillNewDepositCard } from './wallet-page';

/** A new customer, so the journey's money never touches the demo customers' balances. */
async function signUp(page: Page): Promise<void> {
  await page.goto('/signup');
  await fillSignupForm(page, {
    firstName: 'Dana',
    lastName: 'Tester',
    email: `e2e-deposit-${randomUUID().slice(0, 8)}@example.com`,
    dateOfBirth: dateOfBirthYearsAgo(30),
    password: 'Sunshine-2024',
  });
  await expect(accountButton(page)).toBeVisible();
}

test('a new customer deposits A$50 through 3-D Secure; a declined card moves nothing; BPAY waits', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signUp(page);
  const main = page.getByRole('main');

  // A$50 from a new card that needs the 3-D Secure challenge.
  await page.goto('/deposit');
  await expect(main.getByRole('heading', { level: 1, name: 'Deposit' })).toBeVisible();
  await expect(main.getByText('Your balance: $0.00')).toBeVisible();
  await main
    .getByRole('group', { name: 'Quick amounts' })
    .getByRole('button', { name: '$50.00' })
    .click();
  await expect(main.getByRole('textbox', { name: 'Amount' })).toHaveValue('50');
  await fillNewDepositCard(page, '4000 0000 0000 3220', 'Dana Tester');
  await page.screenshot({ path: '/tmp/deposit-form.png', fullPage: true });
  await main.getByRole('button', { name: 'Deposit $50.00' }).click();

  const challenge = page.getByRole('dialog', { name: 'Confirm your card with your bank' });
  await expect(challenge).toBeVisible();
  await page.screenshot({ path: '/tmp/deposit-challenge.png' });
  await page
    .frameLocator('iframe[title="3-D Secure check"]')
    .getByRole('button', { name: 'Authenticate' })
    .click();

  await expect(page).toHaveURL(/\/deposits\/receipt\/[^/]+$/, { timeout: 20_000 });
  await expect(main.getByRole('heading', { level: 1, name: 'Deposit receipt' })).toBeVisible();
  await expect(main.getByText('$50.00 is in your wallet.')).toBeVisible();
  await expect(accountButton(page)).toContainText('$50.00');
  await page.screenshot({ path: '/tmp/deposit-receipt.png', fullPage: true });

  // A declined card: the gateway's sentence, and the balance stays.
  await page.goto('/my-account/deposit');
  await expect(main.getByText('Your balance: $50.00')).toBeVisible();
  await main.getByRole('textbox', { name: 'Amount' }).fill('20');
  await fillNewDepositCard(page, '4000 0000 0000 0002', 'Dana Tester');
  await main.getByRole('button', { name: 'Deposit $20.00' }).click();
  await expect(main.getByRole('alert')).toContainText('declined');
  await expect(page).toHaveURL(/\/my-account\/deposit$/);
  await expect(main.getByText('Your balance: $50.00')).toBeVisible();
  await expect(accountButton(page)).toContainText('$50.00');
  await page.screenshot({ path: '/tmp/deposit-declined.png', fullPage: true });

  // BPAY: the instructions to pay, and the deposit waits, pending.
  await main.getByRole('textbox', { name: 'Amount' }).fill('25');
  await main.getByRole('radio', { name: 'BPAY' }).check();
  await main.getByRole('button', { name: 'Deposit $25.00 by BPAY' }).click();
  await expect(page).toHaveURL(/\/my-account\/deposit\/details\/[^/]+$/, { timeout: 10_000 });
  await expect(main.getByRole('heading', { level: 1, name: 'Deposit details' })).toBeVisible();
  const howToPay = main.getByRole('region', { name: 'How to pay' });
  await expect(howToPay).toContainText('Biller code');
  await expect(howToPay).toContainText('Reference');
  await expect(main.getByText('Pending', { exact: true })).toBeVisible();
  await page.screenshot({ path: '/tmp/deposit-bpay-pending.png', fullPage: true });

  // Still pending when read again, and the balance has not moved.
  await page.reload();
  await expect(main.getByText('Pending', { exact: true })).toBeVisible();
  await expect(accountButton(page)).toContainText('$50.00');
});
