import { expect, test } from '@playwright/test';
import { dateOfBirthYearsAgo, demoPassword, fillSignupForm } from './shop-page';

test('a new customer adds a card and bank accounts, makes the account in their own name the default and deletes the card', async ({
  page,
}) => {
  await page.goto('/signup');
  await fillSignupForm(page, {
    firstName: 'Casey',
    lastName: 'Accounts',
    email: `cards-and-accounts-${Date.now()}@example.com`,
    dateOfBirth: dateOfBirthYearsAgo(30),
    password: demoPassword,
  });
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toHaveCount(0);

  await page.goto('/my-account/cards-and-accounts');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Cards and accounts' })).toBeVisible();

  // A card: the number goes to the test gateway's tokenisation, the shop keeps its token.
  await main.getByRole('button', { name: 'Add a card' }).click();
  const cardDialog = page.getByRole('dialog', { name: 'Add a card' });
  await cardDialog.getByRole('textbox', { name: 'Card number' }).fill('4242 4242 4242 4242');
  await cardDialog.getByRole('textbox', { name: 'Expiry (MM/YY)' }).fill('12/30');
  await cardDialog.getByRole('textbox', { name: 'Security code (CSC)' }).fill('123');
  await cardDialog.getByRole('textbox', { name: 'Name on card' }).fill('Casey Accounts');
  await cardDialog.getByRole('button', { name: 'Add card' }).click();
  await expect(cardDialog).toBeHidden();
  const cards = main.getByRole('region', { name: 'Cards' });
  await expect(cards.getByRole('listitem', { name: 'Visa •••• 4242' })).toContainText(
    'Expires 12/30',
  );

  // A PayID in someone else's name fails verification; a BSB account in the customer's own
  // name is verified.
  const banks = main.getByRole('region', { name: 'Bank accounts' });
  await main.getByRole('button', { name: 'Add a bank account' }).click();
  let bankDialog = page.getByRole('dialog', { name: 'Add a bank account' });
  await bankDialog
    .getByRole('combobox', { name: 'Account type' })
    .selectOption({ label: 'PayID (email address)' });
  await bankDialog.getByRole('textbox', { name: 'PayID email address' }).fill('sam@example.com');
  await bankDialog.getByRole('textbox', { name: 'Account name' }).fill('Sam Smith');
  await bankDialog.getByRole('button', { name: 'Add bank account' }).click();
  await expect(bankDialog).toBeHidden();
  await expect(banks.getByRole('listitem', { name: /^PayID/ })).toContainText(
    'Failed Verification',
  );

  await main.getByRole('button', { name: 'Add a bank account' }).click();
  bankDialog = page.getByRole('dialog', { name: 'Add a bank account' });
  await bankDialog.getByRole('textbox', { name: 'BSB' }).fill('062-00');
  await bankDialog.getByRole('textbox', { name: 'Account number' }).fill('12345678');
  await bankDialog.getByRole('textbox', { name: 'Account name' }).fill('casey accounts');
  await bankDialog.getByRole('button', { name: 'Add bank account' }).click();
  await expect(bankDialog.getByText('Please enter a 6 digit BSB, e.g. 062-000')).toBeVisible();
  await bankDialog.getByRole('textbox', { name: 'BSB' }).fill('062-000');
  await bankDialog.getByRole('button', { name: 'Add bank account' }).click();
  await expect(bankDialog).toBeHidden();
  const ownAccount = banks.getByRole('listitem', { name: 'Bank account •••• 5678' });
  await expect(ownAccount).toContainText('Verified');
  await expect(ownAccount).not.toContainText('Default');

  await ownAccount.getByRole('button', { name: 'Make Bank account •••• 5678 the default' }).click();
  await expect(ownAccount).toContainText('Default');
  await expect(banks.getByRole('listitem', { name: /^PayID/ })).not.toContainText('Default');

  await cards.getByRole('button', { name: 'Delete Visa •••• 4242' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete Visa •••• 4242?' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(cards).toContainText('You have no saved cards.');

  // What the customer sees survives a reload: it is the server's.
  await page.reload();
  await expect(main.getByRole('region', { name: 'Cards' })).toContainText(
    'You have no saved cards.',
  );
  await expect(main.getByRole('listitem', { name: 'Bank account •••• 5678' })).toContainText(
    'Default',
  );
});
