import { build } from '../app';
import { buildTestApp, type TestApp } from '../testing/build-test-app';
import { clientHeaders, TestClock, type TestSession } from '../modules/auth/test-support';
import { newCustomer } from '../modules/purchase/test-support';
import { configFromEnvironment } from './config';
import { testClockHeader } from './test-clock';

const dayMs = 24 * 60 * 60 * 1000;
const weekAndASecond = String((7 * dayMs) / 1000 + 1);

/** A signed call at the real time, with the test clock's header when an offset is given. */
async function call(
  testApp: TestApp,
  clock: TestClock,
  session: TestSession,
  request: { method: 'GET' | 'POST' | 'PUT'; url: string; form?: Record<string, string> },
  offsetSeconds?: string,
) {
  const headers = await clientHeaders({ session, at: clock.now() });
  if (offsetSeconds !== undefined) headers[testClockHeader] = offsetSeconds;
  if (request.form) headers['content-type'] = 'application/x-www-form-urlencoded';
  return testApp.app.inject({
    method: request.method,
    url: request.url,
    headers,
    ...(request.form ? { payload: new URLSearchParams(request.form).toString() } : {}),
  });
}

/** A customer whose weekly spend limit of A$20 is being raised to A$60 (7 days to wait). */
async function raisingCustomer(testApp: TestApp, clock: TestClock) {
  const session = await newCustomer(testApp.app, clock);
  const set = (amount: string) =>
    call(testApp, clock, session, {
      method: 'POST',
      url: '/v2/spend-limits/spend_weekly',
      form: { amount },
    });
  await set('20');
  await set('60');
  return session;
}

const limitAmount = (response: { json(): unknown }) =>
  (response.json() as { result: { customer_limits: Array<{ amount: { amount: string } }> } }).result
    .customer_limits[0]?.amount.amount;

describe('with TEST_CLOCK on', () => {
  const clock = new TestClock();
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await buildTestApp({ now: clock.now, seedDemoData: false, testClock: true });
  });

  afterAll(() => testApp.close());

  it('runs a request with the header that many seconds later; the others keep the time', async () => {
    const session = await raisingCustomer(testApp, clock);
    const list = { method: 'GET' as const, url: '/v2/spend-limits' };

    const later = await call(testApp, clock, session, list, weekAndASecond);
    const now = await call(testApp, clock, session, list);

    expect(later.statusCode).toBe(200);
    expect(limitAmount(later)).toBe('60.00');
    expect(limitAmount(now)).toBe('20.00');
  });

  it('shifts a request with a body, from its handler to its services', async () => {
    const session = await newCustomer(testApp.app, clock);
    const precommitment = (limit: string, offsetSeconds?: string) =>
      call(
        testApp,
        clock,
        session,
        { method: 'POST', url: '/v2/precommitment', form: { limit } },
        offsetSeconds,
      );
    await precommitment('50');

    const raised = await precommitment('95', '3600');

    expect(raised.statusCode).toBe(200);
    expect(raised.json().result.pending_from).toBe(
      new Date(clock.now().getTime() + 3600_000 + 7 * dayMs).toISOString(),
    );
  });

  it('refuses an offset that is not a whole number of seconds', async () => {
    const session = await newCustomer(testApp.app, clock);
    const refused = await call(
      testApp,
      clock,
      session,
      { method: 'GET', url: '/v2/spend-limits' },
      '1.5 days',
    );
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.message).toBe(
      `${testClockHeader} must be a whole number of seconds.`,
    );
  });
});

describe('with TEST_CLOCK off', () => {
  const clock = new TestClock();
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await buildTestApp({ now: clock.now, seedDemoData: false });
  });

  afterAll(() => testApp.close());

  it('ignores the header', async () => {
    const session = await raisingCustomer(testApp, clock);
    const list = { method: 'GET' as const, url: '/v2/spend-limits' };

    const response = await call(testApp, clock, session, list, weekAndASecond);
    const nonsense = await call(testApp, clock, session, list, 'tomorrow');

    expect(limitAmount(response)).toBe('20.00');
    expect(nonsense.statusCode).toBe(200);
  });
});

describe('in production', () => {
  it('is refused: the environment does not resolve, and the app does not build', async () => {
    expect(() => configFromEnvironment({ TEST_CLOCK: 'on', NODE_ENV: 'production' })).toThrow(
      /TEST_CLOCK/,
    );
    expect(configFromEnvironment({ TEST_CLOCK: 'on' }).testClock).toBe(true);
    expect(configFromEnvironment({}).testClock).toBe(false);
    await expect(
      build({ databaseUrl: 'pglite://memory', testClock: true, production: true }),
    ).rejects.toThrow(/TEST_CLOCK/);
  });
});
