import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { TestClock } from '../auth/test-support';
import { moneyCall, newCustomer } from '../purchase/test-support';
import { moveMoney } from '../transactions/test-support';
import { sendMonthlyStatements } from './monthly-statements';
import { startBreak } from './test-support';

// Noon in Sydney on 20 May 2026; the statements of May go out from 1 June.
const clock = new TestClock(new Date('2026-05-20T02:00:00.000Z'));
const firstOfJune = new Date('2026-06-01T00:30:00.000+10:00');
let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp({ now: clock.now, seedDemoData: false });
});

afterAll(() => testApp.close());

type Customer = Awaited<ReturnType<typeof newCustomer>>;

async function customer(options: { statements: boolean }): Promise<Customer> {
  const session = await newCustomer(testApp.app, clock);
  if (options.statements) {
    const turnedOn = await moneyCall(
      testApp.app,
      clock,
      'PUT',
      `/v2/customer/${session.customerId}/communication-preferences`,
      { session, version: '3.2', payload: { preferences: { email: { monthly_statement: true } } } },
    );
    expect(turnedOn.json().result.preferences.email.monthly_statement).toBe(true);
  }
  await moveMoney(testApp.app, session.customerId, {
    kind: 'deposit',
    cents: 5000,
    at: new Date('2026-05-10T01:00:00Z'),
  });
  await moveMoney(testApp.app, session.customerId, {
    kind: 'purchase',
    cents: -1200,
    at: new Date('2026-05-11T01:00:00Z'),
  });
  return session;
}

const statementsTo = (recipient: string) =>
  testApp.app.database
    .selectFrom('email_outbox')
    .select(['subject', 'text_body'])
    .where('recipient', '=', recipient)
    .where('subject', 'like', 'Your Lotto Shop statement%')
    .execute();

const send = (at: Date) => sendMonthlyStatements(testApp.app.database, at, 'https://shop.test');

it('is off until the customer turns it on', async () => {
  const session = await newCustomer(testApp.app, clock);
  const read = await moneyCall(
    testApp.app,
    clock,
    'GET',
    `/v2/customer/${session.customerId}/communication-preferences`,
    { session, version: '3.2' },
  );
  expect(read.json().result.preferences.email.monthly_statement).toBe(false);
});

it('emails last month’s statement on the 1st, once per customer and month', async () => {
  const subscriber = await customer({ statements: true });
  const other = await customer({ statements: false });

  const tenth = await send(new Date('2026-06-10T02:00:00Z'));
  const [first, atOnce] = await Promise.all([send(firstOfJune), send(firstOfJune)]);
  const again = await send(new Date('2026-06-02T02:00:00Z'));

  expect(tenth).toBe(0);
  expect((first ?? 0) + (atOnce ?? 0)).toBe(1);
  expect(again).toBe(0);
  const emails = await statementsTo(subscriber.email);
  expect(emails).toHaveLength(1);
  expect(emails[0]?.subject).toBe('Your Lotto Shop statement for May 2026');
  expect(emails[0]?.text_body).toContain('- Spent on tickets: A$12.00');
  expect(emails[0]?.text_body).toContain('- Deposited: A$50.00');
  expect(emails[0]?.text_body).toContain('- Net (prizes less spent): -A$12.00');
  expect(emails[0]?.text_body).toContain('1800 858 858');
  expect(await statementsTo(other.email)).toEqual([]);
});

it('sends none during a self-exclusion', async () => {
  const excluded = await customer({ statements: true });
  await startBreak(testApp.app, clock, excluded, { kind: 'self_exclusion', duration: '6_months' });

  await send(new Date('2026-07-01T01:00:00.000+10:00'));

  expect(await statementsTo(excluded.email)).toEqual([]);
});
