import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { signInOperator } from './operator';
import { dateOfBirthYearsAgo, fillSignupForm } from './shop-page';
import { accountButton, fillNewDepositCard } from './wallet-page';

/** A new customer whose identity the built-in test identities verify (last name Tester). */
async function signUpVerified(page: Page): Promise<void> {
  await page.goto('/signup');
  await fillSignupForm(page, {
    firstName: 'Robin',
    lastName: 'Tester',
    email: `e2e-wallet-${randomUUID().slice(0, 8)}@example.com`,
    dateOfBirth: dateOfBirthYearsAgo(30),
    password: 'Sunshine-2024',
  });
  await expect(accountButton(page)).toBeVisible();
  await page.goto('/my-account/verify-account');
  await page.getByRole('button', { name: 'My details are correct: verify me' }).click();
  await expect(page.getByText('Your identity is verified.')).toBeVisible();
}

test('the money loop: deposit through 3-D Secure, a declined card, a bank account, a withdrawal an operator pays, and the transactions', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await signUpVerified(page);
  const main = page.getByRole('main');

  // A$50 from a card that asks for the 3-D Secure challenge: the navigation balance rises.
  await page.goto('/deposit');
  await expect(main.getByRole('heading', { level: 1, name: 'Deposit' })).toBeVisible();
  await main.getByRole('textbox', { name: 'Amount' }).fill('50');
  await fillNewDepositCard(page, '4000 0000 0000 3220', 'Robin Tester');
  await main.getByRole('button', { name: 'Deposit $50.00' }).click();
  await page
    .frameLocator('iframe[title="3-D Secure check"]')
    .getByRole('button', { name: 'Authenticate' })
    .click();
  await expect(main.getByText('$50.00 is in your wallet.')).toBeVisible({ timeout: 20_000 });
  await expect(accountButton(page)).toContainText('$50.00');

  // A declined card: the gateway's sentence, and nothing moves.
  await page.goto('/deposit');
  await main.getByRole('textbox', { name: 'Amount' }).fill('20');
  await fillNewDepositCard(page, '4000 0000 0000 0002', 'Robin Tester');
  await main.getByRole('button', { name: 'Deposit $20.00' }).click();
  await expect(main.getByRole('alert')).toContainText('declined');
  await expect(main.getByText('Your balance: $50.00')).toBeVisible();
  await expect(accountButton(page)).toContainText('$50.00');

  // A bank account in the customer's own name, verified by the name match.
  await page.goto('/my-account/cards-and-accounts');
  await main.getByRole('button', { name: 'Add a bank account' }).click();
  const bankDialog = page.getByRole('dialog', { name: 'Add a bank account' });
  await bankDialog.getByRole('textbox', { name: 'BSB' }).fill('062-000');
  await bankDialog.getByRole('textbox', { name: 'Account number' }).fill('12345678');
  await bankDialog.getByRole('textbox', { name: 'Account name' }).fill('Robin Tester');
  await bankDialog.getByRole('button', { name: 'Add bank account' }).click();
  await expect(bankDialog).toBeHidden();
  await expect(main.getByRole('listitem', { name: 'Bank account •••• 5678' })).toContainText(
    'Verified',
  );

  // A$20 out to it: the wallet drops at once and the withdrawal waits for its payout.
  await page.goto('/my-account/withdraw');
  await expect(page.getByText('Withdrawable funds: $50.00')).toBeVisible();
  const form = page.getByRole('form', { name: 'Withdraw' });
  const destination = form.getByRole('combobox', { name: 'Withdraw to' });
  const bankAccount = destination.getByRole('option', { name: /^Bank account/ });
  await destination.selectOption({ label: (await bankAccount.textContent()) ?? '' });
  await form.getByRole('textbox', { name: 'Amount' }).fill('20');
  await form.getByRole('button', { name: 'Withdraw' }).click();
  await expect(page).toHaveURL(/\/my-account\/withdraw\/details\/wd_/);
  const withdrawalId = page.url().split('/').pop() ?? '';
  await expect(page.getByText('Your withdrawal is pending.', { exact: false })).toBeVisible();
  await expect(accountButton(page)).toContainText('$30.00');

  // The operator pays it.
  const operatorContext = await browser.newContext();
  const operator = await operatorContext.newPage();
  await signInOperator(operator);
  await operator.getByRole('link', { name: 'Withdrawals' }).click();
  await operator.getByRole('button', { name: `Mark paid: withdrawal ${withdrawalId}` }).click();
  await expect(operator.getByRole('status')).toHaveText(/Marked paid/);
  await operatorContext.close();

  await page.reload();
  await expect(page.getByText('Your withdrawal is paid.', { exact: false })).toBeVisible();

  // Every money movement, newest first, with the wallet's balance after each.
  await page.goto('/my-account/transactions');
  const table = main.getByRole('table', { name: /^Transactions, page 1/ });
  const withdrawal = table.getByRole('row', { name: /Withdrawal to Bank account/ });
  const declined = table.getByRole('row', { name: /Deposit from Visa ending 0002/ });
  const deposit = table.getByRole('row', { name: /Deposit from Visa ending 3220/ });
  await expect(table.getByRole('row')).toHaveCount(4);
  await expect(withdrawal).toContainText('-$20.00$30.00');
  await expect(withdrawal).toContainText('Paid');
  await expect(declined).toContainText('Voided');
  await expect(deposit).toContainText('+$50.00$50.00');
  await page.screenshot({ path: '/tmp/wallet-transactions.png', fullPage: true });
});
