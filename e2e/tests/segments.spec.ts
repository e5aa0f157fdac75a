import { randomBytes, randomUUID } from 'node:crypto';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { computeSignature, headerNames } from 'shared-kernel/signature';
import { signInOperator } from './operator';
import { checkAndScreenshot } from './page-checks';
import { dateOfBirthYearsAgo, fillSignupForm } from './shop-page';

async function signUp(page: Page): Promise<string> {
  const email = `e2e-segment-${randomUUID().slice(0, 8)}@example.com`;
  await page.goto('/signup');
  await fillSignupForm(page, {
    firstName: 'Sasha',
    email,
    dateOfBirth: dateOfBirthYearsAgo(30),
    password: 'Sunny-Day-42',
  });
  await expect(page.getByRole('banner').getByRole('button', { name: /^Account/ })).toBeVisible();
  return email;
}

/** A call to the API signed as the shop's client signs it for the customer signed in to `context`. */
async function customerCall(context: BrowserContext, baseURL: string, path: string) {
  const cookies = new Map((await context.cookies()).map((cookie) => [cookie.name, cookie.value]));
  const customerId = decodeURIComponent(cookies.get('customer_id') ?? '');
  const customerToken = decodeURIComponent(cookies.get('customer_token') ?? '');
  const accessToken = decodeURIComponent(cookies.get('access_token') ?? '');
  expect(customerId, 'the customer is signed in').not.toBe('');
  const timestamp = Math.floor(Date.now() / 1000);
  const appKey = 'shop-web';
  const signature = await computeSignature({
    appKey,
    appSecret: 'shop-web-public-secret',
    timestamp,
    customerToken,
  });
  return fetch(`${baseURL}${path}`, {
    headers: {
      [headerNames.appKey]: appKey,
      [headerNames.signature]: signature,
      [headerNames.timestamp]: String(timestamp),
      [headerNames.version]: '3.9',
      [headerNames.customerId]: customerId,
      [headerNames.authorization]: `Bearer ${accessToken}`,
    },
  });
}

test('an operator takes withdrawals from a segment and moves a new customer into it: the shop and the API follow', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const email = await signUp(page);
  const before = await customerCall(page.context(), baseURL!, '/v2/withdrawals');
  expect(before.status, 'a new customer may list their withdrawals').toBe(200);

  const operatorContext = await browser.newContext();
  const operator = await operatorContext.newPage();
  try {
    await signInOperator(operator);
    await operator.getByRole('link', { name: 'Segments', exact: true }).click();
    await expect(operator.getByRole('heading', { level: 1, name: 'Segments' })).toBeVisible();

    const segmentName = `no_withdrawals_${randomBytes(4).toString('hex')}`;
    await operator.getByRole('textbox', { name: 'Segment name' }).fill(segmentName);
    const capabilities = operator.getByRole('group', { name: 'Capabilities of the new segment' });
    const boxes = capabilities.getByRole('checkbox');
    for (let index = 0; index < (await boxes.count()); index += 1) await boxes.nth(index).check();
    await capabilities.getByRole('checkbox', { name: /^Wallet withdrawal/ }).uncheck();
    await operator.getByRole('button', { name: 'Create segment' }).click();
    await expect(operator.getByRole('heading', { name: `Segment ${segmentName}` })).toBeVisible();
    await expect(operator.getByRole('status')).toHaveText('Segment created.');
    await expect(operator.getByRole('checkbox', { name: /^Wallet withdrawal/ })).not.toBeChecked();
    await expect(operator.getByRole('checkbox', { name: /^Wallet deposit/ })).toBeChecked();
    await checkAndScreenshot(operator, 'segments-edit');

    await operator.goto('/ops/customers');
    await operator.getByRole('textbox', { name: 'Customer email' }).fill(email);
    await operator.getByRole('button', { name: 'Find customer' }).click();
    await operator.getByRole('link', { name: new RegExp(email) }).click();
    await operator.getByRole('combobox', { name: 'Segment' }).selectOption(segmentName);
    await operator.getByRole('button', { name: 'Move to segment' }).click();
    await expect(operator.getByRole('status')).toHaveText(`Moved to the segment ${segmentName}.`);
    await expect(operator.getByText(`Segment: customer → ${segmentName}`)).toBeVisible();
  } finally {
    await operatorContext.close();
  }

  const refused = await customerCall(page.context(), baseURL!, '/v2/withdrawals');
  expect(refused.status).toBe(422);
  expect(((await refused.json()) as { error: unknown }).error).toEqual({
    id: 'capability_unavailable',
    message: 'Withdrawals are not available for your account.',
  });
  const deposits = await customerCall(page.context(), baseURL!, '/v2/funds/card_gateways');
  expect(deposits.status, 'what the segment grants still answers').toBe(200);

  // The browser may keep the capabilities answer for up to a minute (private max-age); a customer
  // coming back after that reads their new segment, which an emptied browser cache stands for.
  const devtools = await page.context().newCDPSession(page);
  await devtools.send('Network.clearBrowserCache');
  await page.goto('/my-account');
  const main = page.getByRole('main');
  // Deposits are granted: once their link shows, the money actions are drawn.
  const money = main.getByRole('region', { name: 'Your money' });
  await expect(money.getByRole('link', { name: 'Deposit', exact: true })).toBeVisible();
  await expect(main.getByRole('link', { name: /withdraw/i })).toHaveCount(0);
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^Account/ })
    .click();
  await expect(page.getByRole('link', { name: 'Cards and accounts' }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: /withdraw/i })).toHaveCount(0);
  await checkAndScreenshot(page, 'segments-account-without-withdrawals');
});
