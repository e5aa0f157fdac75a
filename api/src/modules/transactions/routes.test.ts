import { type WalletTransactionWire } from 'shared-kernel/wire/transactions';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { TestClock } from '../auth/test-support';
import { fillCart, moneyCall, newCustomer, newKey, webPurchase } from '../purchase/test-support';
import { moveMoney, settle } from './test-support';

let testApp: TestApp;
const clock = new TestClock();

beforeAll(async () => {
  testApp = await buildTestApp({ now: clock.now });
});

afterAll(() => testApp.close());

type Session = Awaited<ReturnType<typeof newCustomer>>;

async function transactionsOf(session: Session, query = '') {
  const response = await moneyCall(testApp.app, clock, 'GET', `/v2/transactions${query}`, {
    session,
  });
  return response;
}

type Envelope = { entities: WalletTransactionWire[]; page_info: unknown };

async function linesOf(session: Session, query = ''): Promise<WalletTransactionWire[]> {
  const response = await transactionsOf(session, query);
  expect(response.statusCode).toBe(200);
  return response.json<Envelope>().entities;
}

const minutes = (count: number) => new Date(clock.now().getTime() - count * 60_000);

/** What a customer reads of each line: what, how much, and the wallet after it. */
const shown = (lines: WalletTransactionWire[]) =>
  lines.map((line) => [line.type, line.status, line.amount.amount, line.balance?.amount ?? null]);

describe('GET /v2/transactions', () => {
  it('keeps a running cash balance that only posted lines move, ending at the wallet balance', async () => {
    const session = await newCustomer(testApp.app, clock);
    const { customerId } = session;
    await moveMoney(testApp.app, customerId, { kind: 'deposit', cents: 5000, at: minutes(50) });
    const pending = await moveMoney(testApp.app, customerId, {
      kind: 'deposit',
      cents: 2000,
      at: minutes(40),
      isPending: true,
    });
    await moveMoney(testApp.app, customerId, { kind: 'purchase', cents: -600, at: minutes(30) });
    const declined = await moveMoney(testApp.app, customerId, {
      kind: 'deposit',
      cents: 1000,
      at: minutes(20),
      isPending: true,
    });
    await settle(testApp.app, customerId, declined, 'voided', minutes(19));
    await moveMoney(testApp.app, customerId, {
      kind: 'promo_credit',
      cents: 500,
      at: minutes(10),
      account: 'promo_credit',
    });

    expect(shown(await linesOf(session))).toEqual([
      ['promo_credit', 'posted', '5.00', '44.00'],
      ['deposit', 'voided', '10.00', null],
      ['purchase', 'posted', '-6.00', '44.00'],
      ['deposit', 'pending', '20.00', null],
      ['deposit', 'posted', '50.00', '50.00'],
    ]);

    await settle(testApp.app, customerId, pending, 'posted', minutes(5));

    expect(shown(await linesOf(session))).toEqual([
      ['promo_credit', 'posted', '5.00', '64.00'],
      ['deposit', 'voided', '10.00', null],
      ['purchase', 'posted', '-6.00', '64.00'],
      ['deposit', 'posted', '20.00', '70.00'],
      ['deposit', 'posted', '50.00', '50.00'],
    ]);
    const overview = await moneyCall(testApp.app, clock, 'GET', '/v2/customer', { session });
    expect(overview.json().result.balance.amount).toBe('64.00');
  });

  it('names the products a purchase paid for, and shows money back on a purchase as a refund', async () => {
    const session = await newCustomer(testApp.app, clock);
    await moveMoney(testApp.app, session.customerId, {
      kind: 'deposit',
      cents: 2000,
      at: minutes(10),
    });
    await fillCart(
      testApp.app,
      session.customerId,
      [{ priceCents: 300 }, { priceCents: 450 }],
      clock.now(),
    );
    const bought = await moneyCall(testApp.app, clock, 'POST', '/v2/cart/purchase', {
      session,
      key: newKey(),
      payload: webPurchase,
    });
    expect(bought.statusCode).toBe(200);
    clock.advance(1000);
    await moveMoney(testApp.app, session.customerId, {
      kind: 'purchase',
      cents: 450,
      at: clock.now(),
      description: 'Cancelled ticket',
    });

    const [refund, purchase] = await linesOf(session);

    expect(purchase).toMatchObject({
      type: 'purchase',
      description: 'Saturday Lotto: Saturday Lotto, 1 game, Saturday Lotto: Saturday Lotto, 1 game',
      amount: { amount: '-7.50', currency: 'AUD' },
      balance: { amount: '12.50', currency: 'AUD' },
    });
    expect(refund).toMatchObject({
      type: 'refund',
      amount: { amount: '4.50', currency: 'AUD' },
      balance: { amount: '17.00', currency: 'AUD' },
    });
  });

  it('shows a refund transfer as a refund with its description', async () => {
    const session = await newCustomer(testApp.app, clock);
    await moveMoney(testApp.app, session.customerId, {
      kind: 'refund',
      cents: 1000,
      at: minutes(5),
      description: 'Refund: Lotto Party Friday Night Syndicate session cancelled',
      reference: 'checkout-1',
    });

    const [refund] = await linesOf(session);

    expect(refund).toMatchObject({
      type: 'refund',
      status: 'posted',
      description: 'Refund: Lotto Party Friday Night Syndicate session cancelled',
      amount: { amount: '10.00', currency: 'AUD' },
      balance: { amount: '10.00', currency: 'AUD' },
    });
    expect(await linesOf(session, '?type=refund')).toHaveLength(1);
  });

  it('filters by type and by Sydney day, both days included, with the total of the filter', async () => {
    const session = await newCustomer(testApp.app, clock);
    const { customerId } = session;
    // 23:30 on 10 March and 00:30 on 11 March in Sydney (AEDT, UTC+11).
    await moveMoney(testApp.app, customerId, {
      kind: 'deposit',
      cents: 1000,
      at: new Date('2026-03-10T12:30:00Z'),
    });
    await moveMoney(testApp.app, customerId, {
      kind: 'deposit',
      cents: 2000,
      at: new Date('2026-03-10T13:30:00Z'),
    });
    await moveMoney(testApp.app, customerId, {
      kind: 'purchase',
      cents: -500,
      at: new Date('2026-03-12T01:00:00Z'),
    });
    await moveMoney(testApp.app, customerId, {
      kind: 'prize',
      cents: 700,
      at: new Date('2026-03-13T01:00:00Z'),
    });

    const eleventh = await transactionsOf(session, '?from=2026-03-11&to=2026-03-11');
    const deposits = await transactionsOf(session, '?type=deposit');
    const fromEleventh = await linesOf(session, '?from=2026-03-11');
    const untilTwelfth = await linesOf(session, '?to=2026-03-12&type=purchase');

    expect(shown(eleventh.json<Envelope>().entities)).toEqual([
      ['deposit', 'posted', '20.00', '30.00'],
    ]);
    expect(eleventh.json().page_info).toEqual({ limit: 10, offset: 0, total: 1 });
    expect(shown(deposits.json<Envelope>().entities)).toEqual([
      ['deposit', 'posted', '20.00', '30.00'],
      ['deposit', 'posted', '10.00', '10.00'],
    ]);
    expect(fromEleventh.map((line) => line.type)).toEqual(['prize', 'purchase', 'deposit']);
    expect(shown(untilTwelfth)).toEqual([['purchase', 'posted', '-5.00', '25.00']]);
  });

  it('pages newest first, each page keeping the balances of the whole history', async () => {
    const session = await newCustomer(testApp.app, clock);
    for (const [index, cents] of [100, 200, 300, 400, 500].entries()) {
      await moveMoney(testApp.app, session.customerId, {
        kind: 'deposit',
        cents,
        at: minutes(60 - index),
      });
    }

    const second = await transactionsOf(session, '?limit=2&offset=2');
    const beyond = await transactionsOf(session, '?limit=2&offset=10');

    expect(second.json().page_info).toEqual({ limit: 2, offset: 2, total: 5 });
    expect(shown(second.json<Envelope>().entities)).toEqual([
      ['deposit', 'posted', '3.00', '6.00'],
      ['deposit', 'posted', '2.00', '3.00'],
    ]);
    expect(beyond.json().entities).toEqual([]);
    expect(beyond.json().page_info.total).toBe(5);
  });

  it('never shows another customer the lines of a customer', async () => {
    const owner = await newCustomer(testApp.app, clock);
    const other = await newCustomer(testApp.app, clock);
    await moveMoney(testApp.app, owner.customerId, { kind: 'deposit', cents: 900, at: minutes(5) });

    const response = await transactionsOf(other);
    const csv = await transactionsOf(other, '?format=csv');

    expect(response.json().entities).toEqual([]);
    expect(response.json().page_info.total).toBe(0);
    expect(csv.body.trim().split('\r\n')).toHaveLength(1);
  });

  it('answers every line of the filter as a CSV file, quoted, amounts as 12.34 and dates ISO', async () => {
    const session = await newCustomer(testApp.app, clock);
    for (let index = 0; index < 12; index += 1) {
      await moveMoney(testApp.app, session.customerId, {
        kind: 'deposit',
        cents: 1000,
        at: minutes(100 - index),
      });
    }
    await moveMoney(testApp.app, session.customerId, {
      kind: 'purchase',
      cents: -1234,
      at: minutes(10),
      description: 'Powerball, the "big" one',
      reference: '=HYPERLINK("x")',
    });

    const response = await transactionsOf(session, '?format=csv&limit=1');
    const deposits = await transactionsOf(session, '?format=csv&type=deposit');

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="transactions.csv"');
    const rows = response.body.split('\r\n');
    expect(rows[0]).toBe('Date,Type,Description,Reference,Account,Status,Amount,Balance');
    expect(rows[1]).toBe(
      `${minutes(10).toISOString()},purchase,"Powerball, the ""big"" one","'=HYPERLINK(""x"")",cash,posted,-12.34,107.66`,
    );
    expect(rows[2]).toBe(
      `${minutes(89).toISOString()},deposit,Test deposit,,cash,posted,10.00,120.00`,
    );
    expect(rows).toHaveLength(1 + 13 + 1);
    expect(deposits.body.trim().split('\r\n')).toHaveLength(1 + 12);
  });

  it.each([
    ['an unknown type', '?type=bonus', 'type'],
    ['a day that does not exist', '?from=2026-02-30', 'from'],
    ['a day in another format', '?to=30/01/2026', 'to'],
    ['an end before the start', '?from=2026-03-12&to=2026-03-11', 'to'],
    ['a page size of 0', '?limit=0', 'limit'],
    ['an unknown format', '?format=xml', 'format'],
  ])('refuses %s with the validation envelope', async (_case, query, field) => {
    const session = await newCustomer(testApp.app, clock);

    const response = await transactionsOf(session, query);

    expect(response.statusCode).toBe(422);
    expect(response.json().error.id).toBe('validation_failed');
    expect(Object.keys(response.json().errors as Record<string, string[]>)).toContain(field);
  });
});
