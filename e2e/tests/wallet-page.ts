import { type Page } from '@playwright/test';

/** The navigation's account button, which carries the wallet balance. */
export function accountButton(page: Page) {
  return page.getByRole('banner').getByRole('button', { name: /^Account/ });
}

/** Fills the deposit page's new-card form with a test card of the built-in gateway. */
export async function fillNewDepositCard(
  page: Page,
  number: string,
  holderName: string,
): Promise<void> {
  const form = page.getByRole('form', { name: 'Pay with a card' });
  await form.getByRole('radio', { name: 'A new card' }).check();
  await form.getByRole('textbox', { name: 'Card number' }).fill(number);
  await form.getByRole('textbox', { name: 'Expiry (MM/YY)' }).fill('12/30');
  await form.getByRole('textbox', { name: 'Name on card' }).fill(holderName);
  await form.getByRole('textbox', { name: 'Security code (CSC)' }).fill('123');
}
