import { sql } from 'kysely';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { TestClock } from '../auth/test-support';
import { LedgerQueries } from '../ledger/service';
import { saveCard } from '../payments/test-support';
import { fundWallet } from '../purchase/test-support';
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

const walletCents = async (customerId: string) =>
  (await new LedgerQueries(testApp.app.database).walletOf(customerId)).balanceCents;

const statusOf = async (recurringId: string) =>
  (
    await testApp.app.database
      .selectFrom('recurring_purchases')
      .select('status')
      .where('id', '=', recurringId)
      .executeTakeFirstOrThrow()
  ).status;

describe('failures', () => {
  it('fails a purchase during a break hard, with the break’s own sentence', async () => {
    const { customer, recurringId } = await recurringPurchaseOf(testApp.app, clock, {
      walletCents: 600,
    });
    await sql`insert into play_breaks (customer_id, kind, duration, started_at, ends_at)
      values (${customer.customerId}, 'self_exclusion', '6_months', ${clock.now()},
        ${new Date(clock.now().getTime() + 180 * dayMs)})`.execute(testApp.app.database);
    const draw = await saturdayDraw();

    await buy(draw);

    const [attempt] = await attemptsOf(testApp.app, recurringId);
    expect(attempt).toMatchObject({ outcome: 'hard_failure' });
    expect(attempt?.reason).toMatch(/^You have excluded yourself until \d{1,2} \w+ \d{4}\.$/);
    expect(await ticketsIn(customer.customerId, draw.id)).toEqual([]);
    expect(await resolutionsOf(customer.customerId)).toEqual([
      { draw_no: draw.draw_no, reason: attempt?.reason },
    ]);
  });

  it('fails a purchase over a spend limit hard, with the limit’s sentence', async () => {
    const { customer, recurringId } = await recurringPurchaseOf(testApp.app, clock, {
      walletCents: 5_000,
    });
    await customerCall(testApp.app, clock, customer, 'POST', '/v2/spend-limits/spend_weekly', {
      payload: { amount: 0.5 },
    });
    const draw = await saturdayDraw();

    await buy(draw);

    const [attempt] = await attemptsOf(testApp.app, recurringId);
    expect(attempt).toMatchObject({ outcome: 'hard_failure' });
    expect(attempt?.reason).toMatch(/^This purchase would exceed your weekly spend limit by /);
    expect(await ticketsIn(customer.customerId, draw.id)).toEqual([]);
    expect(await statusOf(recurringId)).toBe('recurring_status_active');
  });

  it('tops a short wallet up from the chosen card, once per draw', async () => {
    const { customer, recurringId } = await recurringPurchaseOf(testApp.app, clock, {
      walletCents: 450,
    });
    const fundId = await saveCard(testApp.app, clock, customer, '4242424242424242');
    await customerCall(
      testApp.app,
      clock,
      customer,
      'POST',
      `/v2/customer/recurring-purchase-method?recurring_purchase_method=card:${fundId}`,
    );
    const draw = await saturdayDraw();

    await buy(draw);
    await testApp.app.database
      .updateTable('recurring_purchases')
      .set({ last_draw_no: null })
      .where('id', '=', recurringId)
      .execute();
    await buy(draw);

    expect(await ticketsIn(customer.customerId, draw.id)).toHaveLength(1);
    expect(await walletCents(customer.customerId)).toBe(0);
    const deposits = await testApp.app.database
      .selectFrom('deposits')
      .select(['amount_cents', 'status', 'fund_id'])
      .where('customer_id', '=', customer.customerId)
      .execute();
    expect(deposits).toEqual([
      { amount_cents: expect.anything() as unknown, status: 'success', fund_id: fundId },
    ]);
    expect(Number(deposits[0]?.amount_cents)).toBe(150);
  });

  it('fails softly with the card’s answer when the card is declined', async () => {
    const { customer, recurringId } = await recurringPurchaseOf(testApp.app, clock);
    const fundId = await saveCard(testApp.app, clock, customer, '4000000000000002');
    await customerCall(
      testApp.app,
      clock,
      customer,
      'POST',
      `/v2/customer/recurring-purchase-method?recurring_purchase_method=card:${fundId}`,
    );
    const draw = await saturdayDraw();

    await buy(draw);

    expect(await attemptsOf(testApp.app, recurringId)).toEqual([
      { draw_no: draw.draw_no, outcome: 'soft_failure', reason: 'Your card was declined.' },
    ]);
    expect(await resolutionsOf(customer.customerId)).toEqual([
      { draw_no: draw.draw_no, reason: 'Your card was declined.' },
    ]);
    expect(await emailsTo(customer.email)).toHaveLength(1);
  });

  it('pauses the purchase at the third payment failure in a row, a hard failure', async () => {
    const { customer, recurringId } = await recurringPurchaseOf(testApp.app, clock);
    const draws = [];
    for (let index = 0; index < 3; index += 1) {
      const draw = await saturdayDraw();
      draws.push(draw);
      await buy(draw);
    }
    const later = await saturdayDraw();
    await fundWallet(testApp.app, customer.customerId, 600, clock.now());
    await buy(later);

    const shortMessage =
      'Your wallet balance is too low to buy this cart. Top up A$6.00 to continue.';
    expect(await attemptsOf(testApp.app, recurringId)).toEqual([
      { draw_no: later.draw_no, outcome: 'skipped', reason: 'Paused' },
      {
        draw_no: draws[2]?.draw_no,
        outcome: 'hard_failure',
        reason: 'Paused after 3 failed payments.',
      },
      { draw_no: draws[1]?.draw_no, outcome: 'soft_failure', reason: shortMessage },
      { draw_no: draws[0]?.draw_no, outcome: 'soft_failure', reason: shortMessage },
    ]);
    expect(await statusOf(recurringId)).toBe('recurring_status_paused');
    expect((await resolutionsOf(customer.customerId))[2]?.reason).toBe(
      `${shortMessage} Paused after 3 failed payments.`,
    );
  });
});
