import { type ActivityStatementWire } from 'shared-kernel/wire/responsible-play';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { TestClock } from '../auth/test-support';
import { moneyCall, newCustomer } from '../purchase/test-support';
import { moveMoney, settle } from '../transactions/test-support';

// 20 May 2026, noon in Sydney.
const clock = new TestClock(new Date('2026-05-20T02:00:00.000Z'));
let testApp: TestApp;
let session: Awaited<ReturnType<typeof newCustomer>>;

const at = (iso: string) => new Date(iso);

beforeAll(async () => {
  testApp = await buildTestApp({ now: clock.now, seedDemoData: false });
  session = await newCustomer(testApp.app, clock);
  const move = (movement: Parameters<typeof moveMoney>[2]) =>
    moveMoney(testApp.app, session.customerId, movement);
  await move({ kind: 'deposit', cents: 10_000, at: at('2026-03-10T01:00:00Z') });
  await move({ kind: 'purchase', cents: -3000, at: at('2026-03-12T01:00:00Z'), reference: 'ck_1' });
  // 1:30 am on 1 April in Sydney: April's.
  await move({ kind: 'purchase', cents: -200, at: at('2026-03-31T14:30:00Z'), reference: 'ck_2' });
  await move({ kind: 'prize', cents: 1250, at: at('2026-04-02T01:00:00Z') });
  await move({
    kind: 'withdrawal',
    cents: -2000,
    at: at('2026-04-03T01:00:00Z'),
    reference: 'wd_1',
  });
  // The withdrawal came back: it was not withdrawn after all.
  await move({
    kind: 'withdrawal',
    cents: 2000,
    at: at('2026-04-05T01:00:00Z'),
    reference: 'wd_1',
  });
  await move({ kind: 'purchase', cents: -500, at: at('2026-05-01T01:00:00Z'), reference: 'ck_3' });
  // That purchase was refunded: nothing spent.
  await move({ kind: 'purchase', cents: 500, at: at('2026-05-02T01:00:00Z'), reference: 'ck_3' });
  await move({
    kind: 'promo_credit',
    cents: 1000,
    at: at('2026-05-03T01:00:00Z'),
    account: 'promo_credit',
  });
  await move({
    kind: 'purchase',
    cents: -300,
    at: at('2026-05-04T01:00:00Z'),
    account: 'promo_credit',
    reference: 'ck_4',
  });
  // Still pending, then a voided one: neither moved money.
  await move({ kind: 'deposit', cents: 5000, at: at('2026-05-05T01:00:00Z'), isPending: true });
  const voided = await move({
    kind: 'deposit',
    cents: 7000,
    at: at('2026-05-06T01:00:00Z'),
    isPending: true,
  });
  await settle(testApp.app, session.customerId, voided, 'voided', at('2026-05-06T02:00:00Z'));
});

afterAll(() => testApp.close());

const statement = (query = '') =>
  moneyCall(testApp.app, clock, 'GET', `/v2/activity-statement${query}`, { session });

const aud = (amount: string) => ({ amount, currency: 'AUD' });

describe('GET /v2/activity-statement', () => {
  it('answers the last 6 months by month, from the ledger: net = prizes − spent', async () => {
    const response = await statement();

    expect(response.statusCode).toBe(200);
    const { result } = response.json<{ result: ActivityStatementWire }>();
    expect(result).toMatchObject({ interval: 'month', from: '2025-12-01', to: '2026-05-20' });
    expect(result.rows.map((row) => row.period_start)).toEqual([
      '2025-12-01',
      '2026-01-01',
      '2026-02-01',
      '2026-03-01',
      '2026-04-01',
      '2026-05-01',
    ]);
    expect(result.rows[3]).toEqual({
      period_start: '2026-03-01',
      period_end: '2026-03-31',
      spent: aud('30.00'),
      deposits: aud('100.00'),
      prizes: aud('0.00'),
      withdrawals: aud('0.00'),
      net: aud('-30.00'),
    });
    expect(result.rows[4]).toMatchObject({
      spent: aud('2.00'),
      prizes: aud('12.50'),
      withdrawals: aud('0.00'),
      net: aud('10.50'),
    });
    expect(result.rows[5]).toMatchObject({
      period_end: '2026-05-20',
      spent: aud('3.00'),
      deposits: aud('0.00'),
    });
    expect(result.totals).toEqual({
      spent: aud('35.00'),
      deposits: aud('100.00'),
      prizes: aud('12.50'),
      withdrawals: aud('0.00'),
      net: aud('-22.50'),
    });
  });

  it('answers weeks from Monday, cut to the days asked for', async () => {
    const result = (await statement('?interval=week&from=2026-03-11&to=2026-03-17')).json().result;

    expect(result.rows).toEqual([
      expect.objectContaining({
        period_start: '2026-03-11',
        period_end: '2026-03-15',
        spent: aud('30.00'),
        deposits: aud('0.00'),
      }),
      expect.objectContaining({
        period_start: '2026-03-16',
        period_end: '2026-03-17',
        spent: aud('0.00'),
      }),
    ]);
  });

  it('gives the statement as a CSV file', async () => {
    const response = await statement('?from=2026-03-01&to=2026-04-30&format=csv');

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="activity-statement-2026-03-01-to-2026-04-30.csv"',
    );
    expect(response.body).toBe(
      'Period start,Period end,Spent,Deposits,Prizes,Withdrawals,Net\r\n' +
        '2026-03-01,2026-03-31,30.00,100.00,0.00,0.00,-30.00\r\n' +
        '2026-04-01,2026-04-30,2.00,0.00,12.50,0.00,10.50\r\n' +
        'Total,,32.00,100.00,12.50,0.00,-19.50\r\n',
    );
  });

  it('gives the statement as a PDF file', async () => {
    const response = await statement('?interval=week&format=pdf');

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename=".+\.pdf"$/);
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(response.rawPayload.length).toBeGreaterThan(1000);
  });

  it.each([
    ['a day that does not exist', '?from=2026-02-30', { from: ['Enter a date as YYYY-MM-DD.'] }],
    ['a day in another form', '?to=20/05/2026', { to: ['Enter a date as YYYY-MM-DD.'] }],
    [
      'an end before the start',
      '?from=2026-05-01&to=2026-04-01',
      { to: ['The end date must be on or after the start date.'] },
    ],
    [
      'more than 24 months',
      '?from=2024-05-19&to=2026-05-20',
      { from: ['A statement can cover at most 24 months.'] },
    ],
  ])('refuses %s (422)', async (_case, query, errors) => {
    const response = await statement(query);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual(errors);
  });

  it('takes exactly 24 months, and refuses an unknown interval', async () => {
    expect((await statement('?from=2024-05-20&to=2026-05-20')).statusCode).toBe(200);
    expect((await statement('?interval=day')).statusCode).toBe(422);
  });
});
