import { DateTime } from 'luxon';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { logIn, TestClock, type TestSession } from '../auth/test-support';
import { newCustomer } from '../purchase/test-support';
import { customerLimits, limitsClient } from './test-support';

let testApp: TestApp;
const clock = new TestClock();
const dayMs = 24 * 60 * 60 * 1000;
let limits: ReturnType<typeof limitsClient>;

beforeAll(async () => {
  testApp = await buildTestApp({ now: clock.now, seedDemoData: false });
  limits = limitsClient(testApp.app, clock);
});

afterAll(() => testApp.close());

/** A new session at the clock's time (tokens expire while a test moves the clock on days). */
const again = (session: TestSession & { email: string; password: string }) =>
  logIn(testApp.app, { email: session.email, password: session.password }, { at: clock.now() });

const messages = {
  format: 'Amount must follow format e.g: 1.50',
  minimum: 'Please enter an amount equal to or greater than A$0.01.',
  maximum: 'Please enter an amount equal to or less than A$5,000.00.',
  required: 'This field is required',
};

describe('the amount of a limit', () => {
  it.each([
    ['not a number', 'lots', messages.format],
    ['negative', '-5', messages.format],
    ['with three decimals', '10.005', messages.format],
    ['zero', '0', messages.minimum],
    ['over the system limit', '5000.01', messages.maximum],
    ['missing', undefined, messages.required],
  ])('is refused when %s, on its field, and nothing changes', async (_case, amount, message) => {
    const session = await newCustomer(testApp.app, clock);

    const refused = await limits.set(session, 'spend_weekly', amount);

    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ amount: [message] });
    expect(refused.json().messages[0]).toMatchObject({ message, target: 'amount' });
    expect(customerLimits(await limits.list(session))).toEqual([]);
  });

  it('takes dollars as the form gives them, up to the system limit', async () => {
    const session = await newCustomer(testApp.app, clock);
    const set = await limits.set(session, 'deposit_daily', '5,000.00');
    expect(customerLimits(set)[0]).toMatchObject({ amount: { amount: '5000.00' } });
  });

  it('is checked the same way for the precommitment, on the limit field', async () => {
    const session = await newCustomer(testApp.app, clock);

    const refused = await limits.precommitment(session, 'POST', '', '12.345');

    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ limit: [messages.format] });
    expect((await limits.precommitment(session, 'GET')).json().result.limit).toBeNull();
  });
});

describe('the cooling-off time', () => {
  it('applies a raise after 7 days, not before', async () => {
    const session = await newCustomer(testApp.app, clock);
    await limits.set(session, 'spend_daily', 20);

    const raised = customerLimits(await limits.set(session, 'spend_daily', 60, 'PUT'))[0];
    expect(raised?.pending_from).toBe(new Date(clock.now().getTime() + 7 * dayMs).toISOString());

    clock.advance(7 * dayMs - 60_000);
    const before = customerLimits(await limits.list(await again(session)))[0];
    clock.advance(60_000);
    const after = customerLimits(await limits.list(await again(session)))[0];
    expect(before).toMatchObject({
      amount: { amount: '20.00' },
      pending_amount: { amount: '60.00' },
    });
    expect(after).toMatchObject({ amount: { amount: '60.00' }, pending_amount: null });
  });

  it('removes a limit after 7 days', async () => {
    const session = await newCustomer(testApp.app, clock);
    const [limit] = customerLimits(await limits.set(session, 'deposit_monthly', 300));

    const removedAt = clock.now().getTime();
    const removing = customerLimits(await limits.remove(session, limit?.id ?? ''))[0];
    clock.advance(7 * dayMs);
    const after = customerLimits(await limits.list(await again(session)));

    expect(removing).toMatchObject({
      amount: { amount: '300.00' },
      pending_amount: null,
      pending_from: new Date(removedAt + 7 * dayMs).toISOString(),
    });
    expect(after).toEqual([]);
  });
});

describe('cancelling what waits', () => {
  it('cancels a raise: the limit stays as it is', async () => {
    const session = await newCustomer(testApp.app, clock);
    const [limit] = customerLimits(await limits.set(session, 'spend_monthly', 100));
    await limits.set(session, 'spend_monthly', 400, 'PUT');

    const cancelled = await limits.cancelPending(session, limit?.id ?? '');

    expect(cancelled.statusCode).toBe(200);
    expect(customerLimits(cancelled)[0]).toMatchObject({
      amount: { amount: '100.00' },
      pending_amount: null,
      pending_from: null,
    });
    clock.advance(8 * dayMs);
    const later = customerLimits(await limits.list(await again(session)))[0];
    expect(later?.amount).toMatchObject({ amount: '100.00' });
  });

  it('cancels a removal: the limit stays', async () => {
    const session = await newCustomer(testApp.app, clock);
    const [limit] = customerLimits(await limits.set(session, 'deposit_weekly', 50));
    await limits.remove(session, limit?.id ?? '');

    const cancelled = customerLimits(await limits.cancelPending(session, limit?.id ?? ''));
    clock.advance(8 * dayMs);
    const later = customerLimits(await limits.list(await again(session)));

    expect(cancelled[0]).toMatchObject({ pending_from: null });
    expect(later).toEqual([
      expect.objectContaining({ amount: { amount: '50.00', currency: 'AUD' } }),
    ]);
  });

  it('answers 404 when nothing waits, or the limit is another customer’s', async () => {
    const owner = await newCustomer(testApp.app, clock);
    const other = await newCustomer(testApp.app, clock);
    const [limit] = customerLimits(await limits.set(owner, 'spend_weekly', 30));
    const id = limit?.id ?? '';
    await limits.set(owner, 'spend_weekly', 90, 'PUT');

    const nothingWaits = await limits.cancelPending(other, id);
    const removedByOther = await limits.remove(other, id);
    const cancelled = await limits.cancelPending(owner, id);
    const twice = await limits.cancelPending(owner, id);

    for (const refused of [nothingWaits, removedByOther, twice]) {
      expect(refused.statusCode).toBe(404);
      expect(refused.json().error).toEqual({
        id: 'limit_not_found',
        message: 'You have no such limit.',
      });
    }
    expect(cancelled.statusCode).toBe(200);
    expect(customerLimits(await limits.list(owner))[0]).toMatchObject({
      amount: { amount: '30.00' },
      pending_amount: null,
    });
  });

  it('cancels a raise of the precommitment, and answers 404 when none waits', async () => {
    const session = await newCustomer(testApp.app, clock);
    await limits.precommitment(session, 'POST', '', 40);
    const raised = await limits.precommitment(session, 'POST', '', 80);

    const cancelled = await limits.precommitment(session, 'DELETE', '/pending');
    const twice = await limits.precommitment(session, 'DELETE', '/pending');

    expect(raised.json().result).toMatchObject({ pending_limit: { amount: '80.00' } });
    expect(cancelled.json().result).toMatchObject({
      limit: { amount: '40.00' },
      pending_limit: null,
      pending_from: null,
    });
    expect(twice.statusCode).toBe(404);
    expect(twice.json().error.id).toBe('limit_not_found');
  });
});

describe('when a window resets', () => {
  it('is null for the rolling windows and the end of the Sydney month for the precommitment', async () => {
    const session = await newCustomer(testApp.app, clock);
    await limits.set(session, 'deposit_weekly', 100);

    const list = await limits.list(session);
    const precommitment = await limits.precommitment(session, 'GET');

    expect(customerLimits(list)[0]?.period_ends_at).toBeNull();
    expect(list.json().result.system_limits[0].period_ends_at).toBeNull();
    const monthEnd = DateTime.fromJSDate(clock.now(), { zone: 'Australia/Sydney' })
      .startOf('month')
      .plus({ months: 1 });
    expect(precommitment.json().result.period_ends_at).toBe(monthEnd.toUTC().toISO());
  });
});
