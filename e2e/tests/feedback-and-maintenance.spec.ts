import { expect, test } from '@playwright/test';
import { operatorSessionToken, signInOperator } from './operator';
import { checkAndScreenshot } from './page-checks';

test('a visitor gives feedback from the banner, and support reads it at /ops/feedback', async ({
  page,
  browser,
}) => {
  const comment = `Found my Powerball ticket in seconds ${Date.now()}`;
  await page.goto('/powerball');
  await expect(
    page.getByRole('main').getByRole('heading', { level: 1, name: 'Powerball' }),
  ).toBeVisible();

  const banner = page.getByRole('complementary', { name: 'Feedback' });
  await banner.getByRole('button', { name: 'Give feedback' }).click();
  const dialog = page.getByRole('dialog', { name: 'How was your visit?' });
  await expect(dialog).toBeVisible();
  const submit = dialog.getByRole('button', { name: 'Submit' });
  await expect(submit).toBeDisabled();
  await dialog.getByRole('button', { name: 'Satisfied', exact: true }).click();
  await expect(dialog.getByRole('button', { name: 'Satisfied', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await dialog.getByRole('textbox', { name: 'Comment' }).fill(comment);
  await dialog.getByRole('textbox', { name: 'Email (optional)' }).fill('visitor@example.test');
  await checkAndScreenshot(page, 'feedback-form', { include: '[role=dialog]' });
  await submit.click();
  await expect(dialog.getByText(/Thank you for your feedback!/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();
  // Feedback given: the banner does not ask again; the footer block still offers the form.
  await expect(banner).toBeHidden();
  await expect(
    page.getByRole('contentinfo').getByRole('button', { name: 'Share your feedback' }),
  ).toBeVisible();

  const operatorContext = await browser.newContext();
  const operator = await operatorContext.newPage();
  try {
    await signInOperator(operator);
    await operator.getByRole('link', { name: 'Feedback' }).click();
    await expect(operator.getByRole('heading', { level: 1, name: 'Feedback' })).toBeVisible();
    const row = operator.getByRole('row').filter({ hasText: comment });
    await expect(row.getByRole('rowheader')).toHaveText('Satisfied');
    await expect(row).toContainText('/powerball');
    await expect(row).toContainText('Visitor (visitor@example.test)');
    await checkAndScreenshot(operator, 'ops-feedback');
  } finally {
    await operatorContext.close();
  }
});

test('an operator switches maintenance on: customers see the maintenance page until it is off again', async ({
  page,
  browser,
  request,
}) => {
  const message = `Back within the hour ${Date.now()}`;
  const operatorContext = await browser.newContext();
  const operator = await operatorContext.newPage();
  try {
    await signInOperator(operator);
    await operator.getByRole('link', { name: 'Maintenance' }).click();
    await expect(operator.getByRole('heading', { level: 1, name: 'Maintenance' })).toBeVisible();
    await operator.getByRole('textbox', { name: 'Message for customers (optional)' }).fill(message);
    await operator.getByRole('button', { name: 'Switch maintenance on' }).click();
    await expect(operator.getByRole('status')).toHaveText(
      'Maintenance is on: customers see the maintenance page.',
    );
    await checkAndScreenshot(operator, 'ops-maintenance');

    await page.goto('/lotto-tickets');
    const main = page.getByRole('main');
    await expect(
      main.getByRole('heading', { level: 1, name: "There's a spanner in the works!" }),
    ).toBeVisible();
    await expect(main.getByText(/soon after this scheduled maintenance/)).toBeVisible();
    await expect(main.getByText(message)).toBeVisible();
    await checkAndScreenshot(page, 'maintenance-page');

    await operator.getByRole('button', { name: 'Switch maintenance off' }).click();
    await expect(operator.getByRole('status')).toHaveText(
      'Maintenance is off: the shop is open again.',
    );
  } finally {
    // Whatever happened above, the shop is open again for the journeys after this one.
    const token = await operatorSessionToken(request);
    const off = await request.post('/ops/maintenance', {
      headers: { authorization: `Bearer ${token}` },
      data: { state: 'off' },
    });
    expect(off.status()).toBe(200);
    await operatorContext.close();
  }

  await page.reload();
  await expect(
    page.getByRole('main').getByRole('heading', { level: 1, name: 'Lotto tickets' }),
  ).toBeVisible();
  await expect(page.getByText(/scheduled maintenance/)).toBeHidden();
});
