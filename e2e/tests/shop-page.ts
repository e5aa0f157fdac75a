import { expect, type Page } from '@playwright/test';

/** Marks the current document so a test can tell a client-side navigation from a reload. */
export async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { documentMark: string }).documentMark = 'still-here';
  });
}

export async function expectSameDocument(page: Page): Promise<void> {
  const mark = await page.evaluate(
    () => (window as unknown as { documentMark?: string }).documentMark,
  );
  expect(mark, 'the page was reloaded instead of navigating client-side').toBe('still-here');
}

/** Opens the primary navigation drawer and follows one of its links. */
export async function navigateWithMenu(page: Page, linkName: string): Promise<void> {
  const banner = page.getByRole('banner');
  await banner.getByRole('button', { name: /menu/i }).click();
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: linkName, exact: true })
    .click();
}

export const demoPassword = 'Demo-Password-1';

/** Quickpicks two Powerball games for two draws ($6.00) and waits for the cart count. */
export async function addPowerballTicket(page: Page): Promise<void> {
  await page.goto('/powerball');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Powerball' })).toBeVisible();
  await main.getByRole('button', { name: 'Quickpick Game 1', exact: true }).click();
  await main.getByRole('button', { name: 'Quickpick Game 2', exact: true }).click();
  await main.getByRole('combobox', { name: 'Draws' }).selectOption({ label: '2 draws' });
  await main.getByRole('button', { name: 'Add to cart' }).click();
  // What follows the add (a confirmation or a drawer) is the catalogue's: the count is enough.
  await expect(page.getByRole('banner').getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
}

export async function logIn(page: Page, email: string): Promise<void> {
  const form = page.getByRole('form', { name: 'Log in' });
  await form.getByLabel('Email', { exact: true }).fill(email);
  await form.getByLabel('Password', { exact: true }).fill(demoPassword);
  await form.getByRole('button', { name: 'Log in' }).click();
}

/** Removes every ticket a customer's cart holds from earlier visits. */
export async function emptyCart(page: Page): Promise<void> {
  await page.goto('/cart');
  const main = page.getByRole('main');
  const removeTicket = main
    .getByRole('list', { name: 'Tickets' })
    .getByRole('button', { name: /^Remove / });
  await expect(main.getByText('Your cart is empty').or(removeTicket.first())).toBeVisible();
  for (let count = await removeTicket.count(); count > 0; count -= 1) {
    await removeTicket.first().click();
    await expect(removeTicket).toHaveCount(count - 1);
  }
}

/** Signs a demo customer in from the login page and waits for the navigation to show it. */
export async function signIn(page: Page, email: string): Promise<void> {
  await page.goto('/login');
  await logIn(page, email);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toHaveCount(0);
}

/** A date of birth `years` years ago (minus a week, so the birthday has passed). */
export function dateOfBirthYearsAgo(years: number): string {
  const date = new Date();
  date.setFullYear(date.getFullYear() - years);
  date.setDate(date.getDate() - 7);
  return date.toISOString().slice(0, 10);
}

/** Fills the signup form of the page shown and submits it. */
export async function fillSignupForm(
  page: Page,
  customer: {
    firstName: string;
    lastName?: string;
    email: string;
    dateOfBirth: string;
    password: string;
  },
): Promise<void> {
  const form = page.getByRole('form', { name: 'Create an account' });
  await form.getByLabel('First name', { exact: true }).fill(customer.firstName);
  await form.getByLabel('Last name', { exact: true }).fill(customer.lastName ?? 'Tester');
  await form.getByLabel('Date of birth', { exact: true }).fill(customer.dateOfBirth);
  await form.getByLabel('Email', { exact: true }).fill(customer.email);
  await form.getByLabel('Password', { exact: true }).fill(customer.password);
  await form.getByLabel('Phone number', { exact: true }).fill('0412 345 678');
  await form.getByLabel('Address', { exact: true }).fill('1 George Street');
  await form.getByLabel('Suburb', { exact: true }).fill('Sydney');
  await form.getByLabel('State', { exact: true }).selectOption('NSW');
  await form.getByLabel('Postcode', { exact: true }).fill('2000');
  await form.getByLabel(/I accept the/).check();
  await form.getByRole('button', { name: 'Create account' }).click();
}

/** Pays the amount due at /cart/buy with a new card of the built-in test gateway. */
export async function payWithNewCard(
  page: Page,
  number: string,
  amountText: string,
): Promise<void> {
  const form = page.getByRole('form', { name: 'Pay with a card' });
  await form.getByRole('radio', { name: 'A new card' }).check();
  await form.getByRole('textbox', { name: 'Card number' }).fill(number);
  await form.getByRole('textbox', { name: 'Expiry (MM/YY)' }).fill('12/30');
  await form.getByRole('textbox', { name: 'Name on card' }).fill('Demo Customer');
  await form.getByRole('textbox', { name: 'Security code (CSC)' }).fill('123');
  await form.getByRole('button', { name: `Top up ${amountText} and buy` }).click();
}
