import { type OrderWire } from 'shared-kernel/wire/orders';
import { type WalletTransactionWire } from 'shared-kernel/wire/ledger';
import { LedgerRepository } from '../modules/ledger/repository';
import { logIn, TestClock, type TestSession } from '../modules/auth/test-support';
import { orderReferencePattern } from '../modules/purchase/order-reference';
import { moneyCall } from '../modules/purchase/test-support';
import { buildTestApp, type TestApp } from '../testing/build-test-app';
import { demoCustomerPassword } from './customers';
import { seedPastTickets } from './past-tickets';
import { seedDemoData } from './seed-demo-data';

let testApp: TestApp;
const clock = new TestClock();
let demo: TestSession;
let pastTickets: OrderWire[];

const cents = (amount: string) => Math.round(Number(amount) * 100);

const get = (url: string, session: TestSession = demo) =>
  moneyCall(testApp.app, clock, 'GET', url, { session });

const logInAs = (email: string) =>
  logIn(testApp.app, { email, password: demoCustomerPassword }, { at: clock.now() });

beforeAll(async () => {
  testApp = await buildTestApp({ now: clock.now });
  demo = await logInAs('demo@lottoshop.test');
  const response = await get('/v2/orders?status=past_products&limit=50');
  expect(response.statusCode).toBe(200);
  pastTickets = response.json<{ entities: OrderWire[] }>().entities;
});

afterAll(() => testApp.close());

const prizeCentsOf = (ticket: OrderWire) =>
  ticket.draws.reduce((sum, draw) => sum + (draw.prize ? cents(draw.prize.amount) : 0), 0);

async function dividendOf(offerKey: string, drawNo: number, division: number) {
  return testApp.app.database
    .selectFrom('draw_dividends')
    .innerJoin('draws', 'draws.id', 'draw_dividends.draw_id')
    .select(['draw_dividends.description', 'draw_dividends.prize_per_winner_cents'])
    .where('draws.product_offer_key', '=', offerKey)
    .where('draws.draw_no', '=', drawNo)
    .where('draw_dividends.division', '=', division)
    .executeTakeFirstOrThrow();
}

it('gives demo@ past tickets of three lotteries, every draw drawn and scored', () => {
  expect(pastTickets.length).toBeGreaterThanOrEqual(4);
  expect(new Set(pastTickets.map((ticket) => ticket.product_name))).toEqual(
    new Set(['Powerball', 'Saturday Lotto', 'Set for Life']),
  );
  for (const ticket of pastTickets) {
    expect(ticket.status).toBe('past');
    expect(ticket.order_reference).toMatch(orderReferencePattern);
    for (const draw of ticket.draws) {
      expect(draw).toMatchObject({ status: 'drawn', is_scored: true });
      expect(draw.prize).not.toBeNull();
    }
  }
  expect(pastTickets.some((ticket) => ticket.draws.length > 1)).toBe(true);
});

it('has tickets that won a division and a prize, and tickets that won nothing', () => {
  const won = pastTickets.filter((ticket) => ticket.draws.some((draw) => draw.division !== null));
  const lost = pastTickets.filter((ticket) =>
    ticket.draws.every((draw) => draw.division === null && draw.prize?.amount === '0.00'),
  );
  expect(won.length).toBeGreaterThanOrEqual(2);
  expect(won.every((ticket) => prizeCentsOf(ticket) > 0)).toBe(true);
  expect(lost.length).toBeGreaterThanOrEqual(1);
});

it("wins with numbers that meet the division's rule, paid at its prize per winner", async () => {
  for (const ticket of pastTickets) {
    for (const draw of ticket.draws.filter((candidate) => candidate.division !== null)) {
      const dividend = await dividendOf(ticket.product_offer_key, draw.draw_no, draw.division ?? 0);
      const rule = /^(\d+) winning numbers(?: \+ (.+))?$/.exec(dividend.description);
      const mainCount = Number(rule?.[1]);
      const winning = (draw.matched_numbers ?? []).filter((matched) => {
        if (matched.Numbers?.length !== mainCount) return false;
        if (rule?.[2] === 'the Powerball') return matched.Powerball?.length === 1;
        if (rule?.[2]) return (matched.Supplementary?.length ?? 0) >= 1;
        return true;
      });
      expect(winning.length).toBeGreaterThanOrEqual(1);
      expect(cents(draw.prize?.amount ?? '0')).toBeGreaterThanOrEqual(
        Number(dividend.prize_per_winner_cents),
      );
    }
  }
});

it('pays each checkout from the wallet as a purchase does, with its order reference', async () => {
  for (const ticket of pastTickets) {
    const checkout = await testApp.app.database
      .selectFrom('checkouts')
      .innerJoin('ledger_transfers', 'ledger_transfers.id', 'checkouts.transfer_id')
      .select(['checkouts.total_cents', 'checkouts.paid_from_cash_cents'])
      .select(['ledger_transfers.kind', 'ledger_transfers.status', 'ledger_transfers.reference'])
      .where('checkouts.id', '=', ticket.checkout_id)
      .executeTakeFirstOrThrow();
    // int8 columns: pg reads them as strings, PGlite as numbers.
    expect({
      ...checkout,
      total_cents: Number(checkout.total_cents),
      paid_from_cash_cents: Number(checkout.paid_from_cash_cents),
    }).toEqual({
      total_cents: cents(ticket.price.amount),
      paid_from_cash_cents: cents(ticket.price.amount),
      kind: 'purchase',
      status: 'posted',
      reference: ticket.checkout_id,
    });
  }
});

it('pays the prizes into the wallet, keeps A$50.00 and a balanced ledger', async () => {
  const overview = await get('/v2/customer');
  const lines = (await get('/v2/transactions?limit=100')).json<{
    entities: WalletTransactionWire[];
  }>().entities;

  expect(overview.json().result.balance).toEqual({ amount: '50.00', currency: 'AUD' });
  const prizes = lines.filter((line) => line.type === 'prize');
  expect(prizes.every((line) => line.status === 'posted' && line.account === 'cash')).toBe(true);
  expect(prizes.reduce((sum, line) => sum + cents(line.amount.amount), 0)).toBe(
    pastTickets.reduce((sum, ticket) => sum + prizeCentsOf(ticket), 0),
  );
  expect(await new LedgerRepository(testApp.app.database).unbalancedTransferIds()).toEqual([]);
  // Oldest first, the wallet never went below zero.
  let balanceCents = 0;
  for (const line of [...lines].reverse()) {
    balanceCents += cents(line.amount.amount);
    expect(balanceCents).toBeGreaterThanOrEqual(0);
  }
  expect(balanceCents).toBe(5000);
});

it('pays prizes from the prizes payable account', async () => {
  const accounts = await testApp.app.database
    .selectFrom('ledger_transfers')
    .innerJoin('ledger_entries', 'ledger_entries.transfer_id', 'ledger_transfers.id')
    .innerJoin('ledger_accounts', 'ledger_accounts.id', 'ledger_entries.account_id')
    .select('ledger_accounts.kind')
    .distinct()
    .where('ledger_transfers.kind', '=', 'prize')
    .execute();
  expect(accounts.map((account) => account.kind).sort()).toEqual([
    'customer_cash',
    'prizes_payable',
  ]);
});

it('gives past tickets to the demo customer only', async () => {
  const limited = await logInAs('limited@lottoshop.test');
  const response = await get('/v2/orders?status=past_products', limited);
  expect(response.json().page_info.total).toBe(0);
});

it('seeds the past tickets once', async () => {
  const countCheckouts = async () =>
    (
      await testApp.app.database
        .selectFrom('checkouts')
        .select('id')
        .where('customer_id', '=', demo.customerId)
        .execute()
    ).length;
  const before = await countCheckouts();

  expect(await seedDemoData(testApp.app.database, clock.now())).toBe(false);
  await testApp.app.database
    .transaction()
    .execute((transaction) => seedPastTickets(transaction, clock.now()));

  // The past tickets, and the two checkouts that started the demo autoplay and subscription.
  expect(before).toBe(pastTickets.length + 2);
  expect(await countCheckouts()).toBe(before);
});
