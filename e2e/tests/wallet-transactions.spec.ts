import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import {
  addPowerballTicket,
  dateOfBirthYearsAgo,
  demoPassword,
  fillSignupForm,
  payWithNewCard,
} from './shop-page';

test('a new customer buys a ticket, then finds the deposit and the purchase in transactions, filters them and downloads them', async ({
  page,
}) => {
  await addPowerballTicket(page);
  await page.goto('/cart');
  const main = page.getByRole('main');
  await main.getByRole('button', { name: 'Checkout' }).click();
  await main.getByRole('link', { name: 'Sign up' }).click();
  await fillSignupForm(page, {
    firstName: 'Tess',
    email: `transactions-${Date.now()}@example.com`,
    dateOfBirth: dateOfBirthYearsAgo(30),
    password: demoPassword,
  });
  await expect(page).toHaveURL(/\/cart\/buy$/);
  await payWithNewCard(page, '4242 4242 4242 4242', '$6.00');
  await expect(main.getByRole('heading', { level: 1, name: 'Your receipt' })).toBeVisible({
    timeout: 20_000,
  });

  await page.goto('/my-account/transactions');
  await expect(main.getByRole('heading', { level: 1, name: 'Transactions' })).toBeVisible();
  const table = main.getByRole('table', { name: 'Transactions, page 1 of 1' });
  const purchase = table.getByRole('row', { name: /Powerball: 2 x Standard games/ });
  const deposit = table.getByRole('row', { name: /Deposit from Visa ending 4242/ });
  await expect(purchase).toContainText('Purchase');
  await expect(purchase).toContainText('-$6.00$0.00Posted');
  await expect(deposit).toContainText('+$6.00$6.00Posted');
  await expect(table.getByRole('row')).toHaveCount(3);

  const filter = main.getByRole('form', { name: 'Filter transactions' });
  await filter.getByRole('combobox', { name: 'Kind' }).selectOption({ label: 'Deposit' });
  await filter.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(/\/my-account\/transactions\/1\?type=deposit$/);
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(deposit).toBeVisible();

  // The filter is in the address: a reload keeps it, the back button leaves it.
  await page.reload();
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(filter.getByRole('combobox', { name: 'Kind' })).toHaveValue('deposit');
  await page.goBack();
  await expect(table.getByRole('row')).toHaveCount(3);

  const downloading = page.waitForEvent('download');
  await main.getByRole('button', { name: 'Download CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('transactions.csv');
  const rows = (await readFile(await download.path(), 'utf8')).trim().split('\r\n');
  expect(rows[0]).toBe('Date,Type,Description,Reference,Account,Status,Amount,Balance');
  expect(rows).toHaveLength(3);
  expect(rows[1]).toMatch(/^\d{4}-\d\d-\d\dT[\d:.]+Z,purchase,Powerball: 2 x Standard games,/);
  expect(rows[1]).toMatch(/,cash,posted,-6\.00,0\.00$/);
  expect(rows[2]).toMatch(/,deposit,Deposit from Visa ending 4242,.*,cash,posted,6\.00,6\.00$/);
});
