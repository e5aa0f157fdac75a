import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { TestClock } from '../auth/test-support';
import { saveCard } from '../payments/test-support';
import {
  fillCart,
  fundWallet,
  moneyCall,
  newCustomer,
  newKey,
  webPurchase,
} from '../purchase/test-support';
import { cashCentsOf, saveWithdrawalFund, withdraw } from '../withdrawals/test-support';
import { activePlayBreak } from './play-breaks';
import { startBreak } from './test-support';

const clock = new TestClock();
let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp({ now: clock.now });
});

afterAll(() => testApp.close());

type Customer = Awaited<ReturnType<typeof newCustomer>>;

async function onBreak(kind: 'break' | 'self_exclusion' = 'break'): Promise<{
  session: Customer;
  message: string;
}> {
  const session = await newCustomer(testApp.app, clock);
  await fundWallet(testApp.app, session.customerId, 10_000, clock.now());
  const duration = kind === 'break' ? '7_days' : '6_months';
  expect((await startBreak(testApp.app, clock, session, { kind, duration })).statusCode).toBe(200);
  const running = await activePlayBreak(testApp.app.database, session.customerId, clock.now());
  return { session, message: running?.message ?? '' };
}

const purchase = (session: Customer) =>
  moneyCall(testApp.app, clock, 'POST', '/v2/cart/purchase', {
    session,
    key: newKey(),
    payload: webPurchase,
  });

describe('activePlayBreak', () => {
  it('answers the kind, the end and the sentence while it lasts, then null', async () => {
    const { session, message } = await onBreak();
    const running = await activePlayBreak(testApp.app.database, session.customerId, clock.now());
    const after = await activePlayBreak(
      testApp.app.database,
      session.customerId,
      new Date(clock.now().getTime() + 7 * 24 * 60 * 60 * 1000),
    );

    expect(running).toMatchObject({ kind: 'break', endsAt: expect.any(Date) });
    expect(message).toMatch(/^You are taking a break until .+ \(Sydney time\)\.$/);
    expect(after).toBeNull();
  });
});

describe('purchases', () => {
  it('are refused with the break as the cart’s blocked reason', async () => {
    const { session, message } = await onBreak();
    await fillCart(testApp.app, session.customerId, [{ priceCents: 500 }], clock.now());

    const cart = await moneyCall(testApp.app, clock, 'GET', '/v2/cart/items', { session });
    const refused = await purchase(session);

    expect(cart.json().result.blocked_reasons).toEqual({ play_break: message });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error).toEqual({ id: 'play_break', message });
    expect(await cashCentsOf(testApp.app, session.customerId)).toBe(10_000);
  });

  it('are refused during a self-exclusion, with its own reason', async () => {
    const { session, message } = await onBreak('self_exclusion');
    await fillCart(testApp.app, session.customerId, [{ priceCents: 500 }], clock.now());

    const refused = await purchase(session);

    expect(message).toMatch(/^You have excluded yourself until \d{1,2} [A-Z][a-z]+ \d{4}\.$/);
    expect(refused.json().error).toEqual({ id: 'self_exclusion', message });
  });
});

describe('deposits', () => {
  it('are refused 422 play_break, by card and by bank', async () => {
    const { session, message } = await onBreak();
    const fundId = await saveCard(testApp.app, clock, session, '4242424242424242');

    const card = await moneyCall(testApp.app, clock, 'POST', `/v2/funds/${fundId}/deposit`, {
      session,
      key: newKey(),
      payload: { amount: 20, csc: '123' },
    });
    const bank = await moneyCall(testApp.app, clock, 'POST', '/v2/funds/bp/deposit', {
      session,
      key: newKey(),
      payload: { amount: 20 },
    });

    for (const refused of [card, bank]) {
      expect(refused.statusCode).toBe(422);
      expect(refused.json().error).toEqual({ id: 'play_break', message });
    }
    expect(await cashCentsOf(testApp.app, session.customerId)).toBe(10_000);
  });
});

describe('what still works', () => {
  it('withdrawals, reading the account and changing limits', async () => {
    const { session } = await onBreak('self_exclusion');
    const fundId = await saveWithdrawalFund(testApp.app, session.customerId, { type: 'bank' });

    const withdrawn = await withdraw(testApp.app, clock, session, fundId, { amount: 25 });
    const account = await moneyCall(testApp.app, clock, 'GET', '/v2/customer', { session });
    const limit = await moneyCall(testApp.app, clock, 'POST', '/v2/spend-limits/spend_weekly', {
      session,
      payload: { amount: 10 },
      form: true,
    });

    expect(withdrawn.statusCode).toBe(200);
    expect(await cashCentsOf(testApp.app, session.customerId)).toBe(7_500);
    expect(account.statusCode).toBe(200);
    expect(limit.statusCode).toBe(200);
  });
});

describe('marketing', () => {
  const preferencesPath = (session: Customer) =>
    `/v2/customer/${session.customerId}/communication-preferences`;
  const preferences = (session: Customer, payload?: Record<string, unknown>) =>
    moneyCall(testApp.app, clock, payload ? 'PUT' : 'GET', preferencesPath(session), {
      session,
      version: '3.2',
      ...(payload ? { payload } : {}),
    });

  it('shows as off during a break, and turning it on is refused with the break', async () => {
    const session = await newCustomer(testApp.app, clock);
    await preferences(session, {
      preferences: { email: { offers_and_news: true, jackpot_alerts: true } },
    });
    await startBreak(testApp.app, clock, session, { kind: 'break', duration: '24_hours' });
    const running = await activePlayBreak(testApp.app.database, session.customerId, clock.now());

    const shown = (await preferences(session)).json().result;
    const turnOn = await preferences(session, { preferences: { sms: { offers_and_news: true } } });
    const results = await preferences(session, { preferences: { email: { draw_results: true } } });

    expect(shown.is_subscribed_to_marketing_email).toBe(false);
    expect(shown.preferences.email).toMatchObject({
      offers_and_news: false,
      jackpot_alerts: false,
    });
    expect(turnOn.statusCode).toBe(422);
    expect(turnOn.json().error).toEqual({ id: 'play_break', message: running?.message });
    expect(turnOn.json().errors).toEqual({
      'preferences.sms.offers_and_news': [running?.message],
    });
    expect(results.statusCode).toBe(200);
    expect(results.json().result.preferences.email.draw_results).toBe(true);
  });

  it('shows as off in the customer overview during a break', async () => {
    const session = await newCustomer(testApp.app, clock);
    await preferences(session, { preferences: { email: { offers_and_news: true } } });
    const overview = () => moneyCall(testApp.app, clock, 'GET', '/v2/customer', { session });
    const before = (await overview()).json().result;

    await startBreak(testApp.app, clock, session, { kind: 'break', duration: '24_hours' });
    const during = (await overview()).json().result;

    expect(before.is_subscribed_to_marketing_email).toBe(true);
    expect(during.is_subscribed_to_marketing_email).toBe(false);
  });
});
