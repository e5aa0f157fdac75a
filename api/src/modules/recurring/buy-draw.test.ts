import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { TestClock } from '../auth/test-support';
import { attemptsOf, buyingFixture, customerCall, recurringPurchaseOf } from './test-support';

let testApp: TestApp;
const clock = new TestClock();
const dayMs = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  testApp = await buildTestApp({ now: clock.now });
});

afterAll(() => testApp.close());

const { buy, saturdayDraw, ticketsIn, resolutionsOf, emailsTo } = buyingFixture(
  () => testApp.app,
  clock,
);

describe('skipped draws', () => {
  it('records a paused autoplay’s draw as skipped, then buys once it is unpaused', async () => {
    const { customer, recurringId } = await recurringPurchaseOf(testApp.app, clock, {
      walletCents: 600,
    });
    const url = `/v2/autoplay/${recurringId}`;
    await customerCall(testApp.app, clock, customer, 'POST', `${url}/pause`);
    const first = await saturdayDraw();

    await buy(first);
    await customerCall(testApp.app, clock, customer, 'POST', `${url}/unpause`);
    const second = await saturdayDraw();
    await buy(second);
    const shown = await customerCall(testApp.app, clock, customer, 'GET', url);

    expect(await ticketsIn(customer.customerId, first.id)).toEqual([]);
    expect(await ticketsIn(customer.customerId, second.id)).toHaveLength(1);
    expect(await attemptsOf(testApp.app, recurringId)).toEqual([
      { draw_no: second.draw_no, outcome: 'purchased', reason: null },
      { draw_no: first.draw_no, outcome: 'skipped', reason: 'Paused' },
    ]);
    expect(shown.json().result.attempts).toEqual([
      expect.objectContaining({ draw_no: second.draw_no, outcome: 'purchased' }),
      expect.objectContaining({
        draw_no: first.draw_no,
        outcome: 'skipped',
        reason: 'Paused',
        draw_date: new Date(first.stop).toISOString(),
      }),
    ]);
    expect(await resolutionsOf(customer.customerId)).toEqual([]);
    expect(await emailsTo(customer.email)).toEqual([]);
  });

  it('says until when a timed pause skips, in Sydney', async () => {
    const { recurringId } = await recurringPurchaseOf(testApp.app, clock);
    await testApp.app.database
      .updateTable('recurring_purchases')
      .set({
        status: 'recurring_status_timed_pause',
        paused_until: new Date('2026-12-20T13:30:00Z'),
      })
      .where('id', '=', recurringId)
      .execute();
    clock.current = new Date('2026-12-01T00:00:00Z');
    try {
      await buy(await saturdayDraw());
    } finally {
      clock.current = new Date();
    }

    expect((await attemptsOf(testApp.app, recurringId))[0]?.reason).toBe(
      'Paused until 21 December 2026',
    );
  });

  it('skips a draw whose jackpot is below the minimum, saying both amounts', async () => {
    const { customer, recurringId } = await recurringPurchaseOf(testApp.app, clock, {
      walletCents: 600,
    });
    await customerCall(
      testApp.app,
      clock,
      customer,
      'POST',
      `/v2/autoplay/${recurringId}/set-minimum-jackpot`,
      { payload: { minimumJackpotAmount: '10000000' }, form: true },
    );
    const small = await saturdayDraw(5_000_000_00);
    const big = await saturdayDraw(12_000_000_00);

    await buy(small);
    await buy(big);

    expect(await attemptsOf(testApp.app, recurringId)).toEqual([
      { draw_no: big.draw_no, outcome: 'purchased', reason: null },
      {
        draw_no: small.draw_no,
        outcome: 'skipped',
        reason: 'The jackpot of A$5,000,000.00 is below your minimum of A$10,000,000.00.',
      },
    ]);
    expect(await resolutionsOf(customer.customerId)).toEqual([]);
  });
});

describe('what later draws buy', () => {
  it('buys the edited games, and fresh random numbers with quickpick on', async () => {
    const { customer, recurringId } = await recurringPurchaseOf(testApp.app, clock, {
      walletCents: 1000,
    });
    const games = [{ Numbers: [3, 9, 14, 22, 31, 40] }, { Numbers: [1, 7, 12, 18, 27, 45] }];
    await customerCall(testApp.app, clock, customer, 'PATCH', `/v2/autoplay/${recurringId}`, {
      payload: { games },
    });
    const edited = await saturdayDraw();
    await buy(edited);
    await customerCall(
      testApp.app,
      clock,
      customer,
      'POST',
      `/v2/autoplay/${recurringId}/set-quickpick`,
      { payload: { quickpick: 'true' }, form: true },
    );
    const picked = await saturdayDraw();
    await buy(picked);

    expect(await ticketsIn(customer.customerId, edited.id)).toEqual([
      { games, price_cents: expect.anything() as unknown },
    ]);
    const [quickpicked] = await ticketsIn(customer.customerId, picked.id);
    expect(quickpicked?.games).toHaveLength(2);
    for (const game of quickpicked?.games ?? []) {
      const numbers = game.Numbers ?? [];
      expect(new Set(numbers).size).toBe(6);
      expect(numbers.every((number) => number >= 1 && number <= 45)).toBe(true);
    }
    expect(quickpicked?.games).not.toEqual(games);
  });
});

describe('subscriptions', () => {
  it('buys once its next purchase is due, then moves it on a period', async () => {
    const { customer, recurringId } = await recurringPurchaseOf(testApp.app, clock, {
      type: 'subscription',
      walletCents: 1200,
    });
    const url = `/v2/subscriptions/${recurringId}`;
    const before = await customerCall(testApp.app, clock, customer, 'GET', url);
    const due = new Date(before.json().result.next_purchase_date as string);

    const early = await saturdayDraw();
    await buy(early);
    await testApp.app.database
      .updateTable('recurring_purchases')
      .set({ next_purchase_at: new Date(clock.now().getTime() - 60_000) })
      .where('id', '=', recurringId)
      .execute();
    const dueDraw = await saturdayDraw();
    await buy(dueDraw);
    const after = await customerCall(testApp.app, clock, customer, 'GET', url);

    expect(before.json().result).toMatchObject({
      type: 'subscription',
      period: 'monthly',
      frequency: 'monthly',
      status: 'recurring_status_active',
    });
    expect(due.getTime()).toBeGreaterThan(clock.now().getTime() + 27 * dayMs);
    expect(await ticketsIn(customer.customerId, early.id)).toEqual([]);
    expect(await ticketsIn(customer.customerId, dueDraw.id)).toHaveLength(1);
    const next = new Date(after.json().result.next_purchase_date as string);
    expect(next.getTime()).toBeGreaterThan(clock.now().getTime() + 27 * dayMs);
    expect(after.json().result.last_attempt_status).toBe('purchased');
  });
});
