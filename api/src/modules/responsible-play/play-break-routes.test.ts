import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import {
  bodyOf,
  latestEmailTo,
  logIn,
  sessionOf,
  TestClock,
  testClient,
} from '../auth/test-support';
import { moneyCall, newCustomer } from '../purchase/test-support';
import { totpCodeAt } from '../two-factor/totp';
import { currentOf, startBreak } from './test-support';

const clock = new TestClock(new Date('2026-03-05T04:04:00.000Z'));
let testApp: TestApp;
const dayMs = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  testApp = await buildTestApp({ now: clock.now, seedDemoData: false });
});

afterAll(() => testApp.close());

const start = (session: Parameters<typeof startBreak>[2], body: Record<string, unknown>) =>
  startBreak(testApp.app, clock, session, body);

describe('GET /v2/play-break', () => {
  it('answers no break and the durations offered', async () => {
    const session = await newCustomer(testApp.app, clock);
    const response = await moneyCall(testApp.app, clock, 'GET', '/v2/play-break', { session });
    expect(response.statusCode).toBe(200);
    expect(response.json().result).toEqual({
      current: null,
      durations: {
        break: ['24_hours', '7_days', '30_days', '3_months'],
        self_exclusion: ['6_months', '1_year', '5_years'],
      },
    });
  });
});

describe('POST /v2/play-break', () => {
  it('starts a break, answers it, and emails the end date in Sydney time and where to get help', async () => {
    const session = await newCustomer(testApp.app, clock);

    const started = await start(session, { kind: 'break', duration: '24_hours' });
    const read = await moneyCall(testApp.app, clock, 'GET', '/v2/play-break', { session });

    expect(started.statusCode).toBe(200);
    expect(currentOf(started)).toMatchObject({
      kind: 'break',
      duration: '24_hours',
      started_at: clock.now().toISOString(),
      ends_at: new Date(clock.now().getTime() + dayMs).toISOString(),
    });
    expect(currentOf(read)).toEqual(currentOf(started));
    const email = await latestEmailTo(testApp.app, session.email);
    // 04:04 UTC on 6 March is 3:04 pm in Sydney (daylight time, UTC+11).
    expect(email).toContain('You are taking a break until 6 March 2026, 3:04 pm (Sydney time).');
    expect(email).toContain('1800 858 858');
    expect(email).toContain('gamblinghelponline.org.au');
  });

  it('counts months and years on the Sydney calendar, and takes a form body', async () => {
    const session = await newCustomer(testApp.app, clock);
    const started = await startBreak(
      testApp.app,
      clock,
      session,
      { kind: 'self_exclusion', duration: '1_year' },
      { form: true },
    );
    expect(currentOf(started)?.ends_at).toBe('2027-03-05T04:04:00.000Z');
    expect(await latestEmailTo(testApp.app, session.email)).toContain(
      'You have excluded yourself until 5 March 2027.',
    );
  });

  it('lets a running break be extended only: a new one must end later', async () => {
    const session = await newCustomer(testApp.app, clock);
    await start(session, { kind: 'break', duration: '7_days' });

    const shorter = await start(session, { kind: 'break', duration: '24_hours' });
    const same = await start(session, { kind: 'break', duration: '7_days' });
    const longer = await start(session, { kind: 'break', duration: '30_days' });
    const excluded = await start(session, { kind: 'self_exclusion', duration: '6_months' });
    const backToBreak = await start(session, { kind: 'break', duration: '3_months' });

    for (const refused of [shorter, same]) {
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error).toEqual({
        id: 'play_break_active',
        message: 'You are already taking a break until 12 March 2026, 3:04 pm.',
      });
    }
    expect(currentOf(longer)).toMatchObject({ duration: '30_days' });
    expect(currentOf(excluded)).toMatchObject({ kind: 'self_exclusion', duration: '6_months' });
    expect(backToBreak.statusCode).toBe(409);
    expect(backToBreak.json().error.message).toBe(
      'You are already taking a break until 5 September 2026.',
    );
  });

  it('refuses an unknown kind or a duration of the other kind, on its field', async () => {
    const session = await newCustomer(testApp.app, clock);

    const kind = await start(session, { kind: 'holiday', duration: '7_days' });
    const duration = await start(session, { kind: 'self_exclusion', duration: '24_hours' });
    const missing = await start(session, { kind: 'break' });

    expect(kind.statusCode).toBe(422);
    expect(kind.json().errors).toEqual({ kind: ['Choose a break or a self-exclusion.'] });
    for (const refused of [duration, missing]) {
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors).toEqual({
        duration: ['Choose one of the durations offered.'],
      });
    }
    const read = await moneyCall(testApp.app, clock, 'GET', '/v2/play-break', { session });
    expect(currentOf(read)).toBeNull();
  });

  it('ends when its time is up', async () => {
    const session = await newCustomer(testApp.app, clock);
    await start(session, { kind: 'break', duration: '24_hours' });
    clock.advance(dayMs);
    const later = await logIn(
      testApp.app,
      { email: session.email, password: session.password },
      { at: clock.now() },
    );
    const read = await moneyCall(testApp.app, clock, 'GET', '/v2/play-break', { session: later });
    expect(currentOf(read)).toBeNull();
  });
});

describe('elevation', () => {
  it('asks for a fresh second factor (403 REQUIRED) when two-factor is on; a code grants it', async () => {
    const client = testClient(testApp.app, clock);
    const customer = await newCustomer(testApp.app, clock);
    const nextCode = (secret: string) => {
      clock.advance(30_000);
      return totpCodeAt(secret, clock.now());
    };
    const setup = await client.call('POST', '/v2/customer/two-factor-auth/authenticator', {
      session: customer,
    });
    const secret = bodyOf<{ secret: string }>(setup).result.secret;
    await client.call('POST', '/v2/customer/two-factor-auth/authenticator', {
      session: customer,
      payload: { code: nextCode(secret) },
    });

    const refused = await start(customer, { kind: 'break', duration: '7_days' });
    const signedIn = await client.call('POST', '/v2/login', {
      payload: { email: customer.email, password: customer.password, code: nextCode(secret) },
      version: '3.3',
    });
    const elevated = sessionOf(bodyOf<Parameters<typeof sessionOf>[0]>(signedIn).result);
    const started = await start(elevated, { kind: 'break', duration: '7_days' });

    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.id).toBe('REQUIRED');
    expect(started.statusCode).toBe(200);
    expect(currentOf(started)).toMatchObject({ kind: 'break', duration: '7_days' });
  });
});
