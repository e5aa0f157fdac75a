import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test, type Page } from '@playwright/test';
import { baseURL } from '../playwright.config';
import { operatorSessionToken, readOutbox, signInOperator } from './operator';
import { dateOfBirthYearsAgo, demoPassword, fillSignupForm, payWithNewCard } from './shop-page';
import { accountButton } from './wallet-page';

const run = promisify(execFile);
const repositoryRoot = path.resolve(__dirname, '../..');

/** Runs an npm script of the repository as a person would type it, against the shop under test. */
async function npmRun(
  script: string,
  args: string[],
  env: Record<string, string> = {},
): Promise<{ code: number; output: string }> {
  try {
    const { stdout, stderr } = await run('npm', ['run', '--silent', script, '--', ...args], {
      cwd: repositoryRoot,
      env: { ...process.env, PUBLIC_URL: baseURL, ...env },
      timeout: 120_000,
    });
    return { code: 0, output: `${stdout}${stderr}` };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? 1, output: `${failed.stdout ?? ''}${failed.stderr ?? ''}` };
  }
}

async function addSaturdayLottoTicket(page: Page): Promise<void> {
  await page.goto('/saturday-lotto');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Saturday Lotto' })).toBeVisible();
  await main.getByRole('button', { name: 'Quickpick Game 1', exact: true }).click();
  await main.getByRole('button', { name: 'Quickpick Game 2', exact: true }).click();
  await main.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
}

async function addRaffleTickets(page: Page): Promise<void> {
  await page.goto('/hearts-home-raffle');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Hearts Home Raffle' })).toBeVisible();
  await main
    .getByRole('combobox', { name: 'Ticket book' })
    .selectOption({ label: '3 tickets – $25.00' });
  await main
    .getByRole('combobox', { name: 'Cause' })
    .selectOption({ label: 'Rural Ambulance Appeal' });
  await main.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('dialog', { name: 'Added to your cart' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Cart, 2 items' })).toBeVisible();
}

test('a draw from ticket to prize: the operator draws it, the results page proves it, the prize reaches the wallet and the result email the outbox', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(300_000);
  const email = `e2e-draw-${randomUUID().slice(0, 8)}@example.com`;
  await page.goto('/signup');
  await fillSignupForm(page, {
    firstName: 'Dana',
    email,
    dateOfBirth: dateOfBirthYearsAgo(40),
    password: demoPassword,
  });
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toHaveCount(0);
  const main = page.getByRole('main');

  // A Saturday Lotto ticket for the next draw and a raffle ticket book: raffle tickets are few in
  // a fresh shop, so one of this customer's tickets is drawn for a prize.
  await addSaturdayLottoTicket(page);
  await addRaffleTickets(page);
  await page.goto('/cart');
  await main.getByRole('button', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(/\/cart\/buy$/);
  await payWithNewCard(page, '4242 4242 4242 4242', '$26.50');
  await expect(page).toHaveURL(/\/receipt\/[^/]+$/, { timeout: 20_000 });
  await expect(accountButton(page)).toContainText('$0.00');

  // The operator draws both now, from the command line, beside the running shop.
  const token = await operatorSessionToken(request);
  const lotto = await npmRun('ops', ['draw', 'saturday_lotto', '--url', baseURL], {
    OPS_SESSION_TOKEN: token,
  });
  expect(lotto.output).toMatch(/draw \d+/i);
  expect(lotto.code, lotto.output).toBe(0);
  const drawNo = Number(/draw (\d+)/i.exec(lotto.output)?.[1]);
  const raffle = await npmRun('ops', ['draw', 'hearts_raffle', '--url', baseURL], {
    OPS_SESSION_TOKEN: token,
  });
  expect(raffle.code, raffle.output).toBe(0);

  // The same command on a draw already made is refused, saying why.
  const again = await npmRun(
    'ops',
    ['draw', 'saturday_lotto', '--draw', String(drawNo), '--url', baseURL],
    { OPS_SESSION_TOKEN: token },
  );
  expect(again.code).toBe(1);
  expect(again.output).toMatch(/only an open draw can be drawn now/);

  // The results page shows the numbers and the data that proves them, and checks them here.
  await page.goto(`/saturday-lotto/results/draw/${drawNo}`);
  await expect(main.getByRole('heading', { level: 1 })).toContainText('Saturday Lotto');
  const proof = main.getByRole('region', { name: 'How this draw was made' });
  await expect(proof).toContainText('hmac-sha256-fy-v1');
  await proof.getByRole('button', { name: 'Verify this draw' }).click();
  await expect(proof.getByRole('status')).toContainText('Verified', { timeout: 20_000 });
  await page.screenshot({ path: '/tmp/draw-results-verified.png', fullPage: true });

  // The command line check agrees.
  const verified = await npmRun('verify-draw', ['saturday_lotto', String(drawNo)]);
  expect(verified.output).toContain('The draw is verified.');
  expect(verified.code).toBe(0);

  // Prizes over the claim threshold wait for an operator's check; the rest is paid already.
  const operatorContext = await browser.newContext();
  const operatorPage = await operatorContext.newPage();
  await signInOperator(operatorPage);
  await operatorPage.goto('/ops/prize-claims');
  await expect(operatorPage.getByRole('heading', { level: 1, name: 'Prize claims' })).toBeVisible();
  const approve = operatorPage.getByRole('button', {
    name: new RegExp(`^Approve and pay .*${email}`),
  });
  for (let count = await approve.count(); count > 0; count -= 1) {
    await approve.first().click();
    await expect(operatorPage.getByRole('status')).toContainText(/approved|paid/i);
  }
  await operatorPage.screenshot({ path: '/tmp/draw-prize-claims.png', fullPage: true });
  await operatorContext.close();

  // The customer's past tickets show both results; the raffle prize is in the wallet.
  await page.goto('/my-account/past-tickets/1');
  const tickets = main.getByRole('list', { name: 'Past tickets' });
  await expect(tickets.getByRole('listitem').filter({ hasText: 'Saturday Lotto' })).toBeVisible();
  await expect(
    tickets.getByRole('listitem').filter({ hasText: 'Hearts Home Raffle' }),
  ).toContainText(/Won/);
  await page.screenshot({ path: '/tmp/draw-past-tickets.png', fullPage: true });
  await page.reload();
  await expect(accountButton(page)).not.toContainText('$0.00');

  await page.goto('/my-account/transactions');
  await expect(main.getByRole('table')).toContainText(/Prize: Hearts Home Raffle/);
  await page.screenshot({ path: '/tmp/draw-transactions.png', fullPage: true });

  const outbox = await readOutbox(request);
  expect(outbox).toContain(email);
  expect(outbox).toMatch(/Saturday Lotto draw \d+/);
});
