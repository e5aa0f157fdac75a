import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { signInOperator } from './operator';
import { dateOfBirthYearsAgo, fillSignupForm } from './shop-page';

/** A new customer whose identity the built-in test identities verify (last name Tester). */
async function signUpVerified(page: Page): Promise<void> {
  await page.goto('/signup');
  await fillSignupForm(page, {
    firstName: 'Robin',
    lastName: 'Tester',
    email: `e2e-withdraw-${randomUUID().slice(0, 8)}@example.com`,
    dateOfBirth: dateOfBirthYearsAgo(30),
    password: 'Sunshine-2024',
  });
  await expect(page.getByRole('banner').getByRole('button', { name: /^Account/ })).toBeVisible();
  await page.goto('/my-account/verify-account');
  await page.getByRole('button', { name: 'My details are correct: verify me' }).click();
  await expect(page.getByText('Your identity is verified.')).toBeVisible();
}

/**
 * Puts A$50.00 in the wallet from a test card and saves the customer's bank account, through the
 * page's own API client (signed and authorised as the signed-in customer).
 */
async function fundWalletAndAddBankAccount(page: Page): Promise<void> {
  await page.evaluate(async () => {
    interface Client {
      request(request: {
        method?: string;
        path: string;
        body?: unknown;
        headers?: Record<string, string>;
        cache?: false;
      }): Promise<{ result: Record<string, unknown> }>;
    }
    const client = (globalThis as unknown as { __SHOP_API_CLIENT__: Client }).__SHOP_API_CLIENT__;
    const gateway = await client.request({ path: '/funds/test', cache: false });
    const tokenised = await fetch(String(gateway.result.tokenisationUrl), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        number: '4242424242424242',
        expiry_month: 12,
        expiry_year: 2030,
        csc: '123',
      }),
    });
    const token = ((await tokenised.json()) as { result: { token: string } }).result.token;
    const card = await client.request({
      method: 'POST',
      path: '/funds/cc/test',
      body: { token, name: 'Robin Tester' },
    });
    await client.request({
      method: 'POST',
      path: `/funds/${String(card.result.id)}/deposit`,
      body: { amount: 50, csc: '123' },
      headers: { 'idempotency-key': `e2e-deposit-${Date.now()}` },
    });
    await client.request({
      method: 'POST',
      path: '/funds/bank-account',
      body: {
        type: 'national',
        code: '062-000',
        accountNumber: '12345678',
        accountName: 'Robin Tester',
      },
    });
  });
}

test('a verified customer withdraws to their bank account; an operator pays it', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await signUpVerified(page);
  await fundWalletAndAddBankAccount(page);

  await page.goto('/my-account/withdraw');
  await expect(page.getByRole('heading', { level: 1, name: 'Withdraw' })).toBeVisible();
  await expect(page.getByText('Withdrawable funds: $50.00')).toBeVisible();
  const form = page.getByRole('form', { name: 'Withdraw' });
  const destination = form.getByRole('combobox', { name: 'Withdraw to' });
  const bankAccount = destination.getByRole('option', { name: /^Bank account/ });
  await destination.selectOption({ label: (await bankAccount.textContent()) ?? '' });
  await form.getByRole('textbox', { name: 'Amount' }).fill('20');
  await page.screenshot({ path: '/tmp/wallet-withdraw-form.png', fullPage: true });
  await form.getByRole('button', { name: 'Withdraw' }).click();

  await expect(page).toHaveURL(/\/my-account\/withdraw\/details\/wd_/);
  const withdrawalId = page.url().split('/').pop() ?? '';
  await expect(page.getByText('Your withdrawal is pending.', { exact: false })).toBeVisible();
  const list = page.getByRole('table', { name: 'Your withdrawals' });
  await expect(list.getByRole('row').nth(1)).toContainText('$20.00');
  await expect(list.getByRole('row').nth(1)).toContainText('Pending');

  const operatorContext = await browser.newContext();
  const operator = await operatorContext.newPage();
  await signInOperator(operator);
  await operator.getByRole('link', { name: 'Withdrawals' }).click();
  await expect(operator.getByRole('heading', { level: 1, name: 'Withdrawals' })).toBeVisible();
  await operator.screenshot({ path: '/tmp/wallet-withdraw-ops.png', fullPage: true });
  await operator.getByRole('button', { name: `Mark paid: withdrawal ${withdrawalId}` }).click();
  await expect(operator.getByRole('status')).toHaveText(/Marked paid/);
  await operatorContext.close();

  await page.reload();
  await expect(page.getByText('Your withdrawal is paid.', { exact: false })).toBeVisible();
  await expect(list.getByRole('row').nth(1)).toContainText('Paid');
  await page.screenshot({ path: '/tmp/wallet-withdraw-paid.png', fullPage: true });

  await page.goto('/my-account/withdraw');
  await expect(page.getByText('Withdrawable funds: $30.00')).toBeVisible();
});
