import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { TestClock } from '../auth/test-support';
import { customerCall, recurringPurchaseOf } from './test-support';

let testApp: TestApp;
const clock = new TestClock();
const dayMs = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  testApp = await buildTestApp({ now: clock.now });
});

afterAll(() => testApp.close());

async function autoplay() {
  return recurringPurchaseOf(testApp.app, clock);
}

const call = (
  session: Parameters<typeof customerCall>[2],
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  options: Parameters<typeof customerCall>[5] = {},
) => customerCall(testApp.app, clock, session, method, url, options);

describe('the autoplay list and one autoplay', () => {
  it('answers the autoplay in version 3.3, with its ticket, price, fund and next draw', async () => {
    const { customer, recurringId } = await autoplay();

    const list = await call(customer, 'GET', '/v2/autoplay');
    const one = await call(customer, 'GET', `/v2/autoplay/${recurringId}`);
    const oldVersion = await call(customer, 'GET', '/v2/autoplay', { version: '3.0' });

    expect(list.statusCode).toBe(200);
    expect(list.json().page_info).toEqual({ limit: 10, offset: 0, total: 1, pages: 1 });
    expect(list.json().entities).toEqual([one.json().result]);
    expect(one.json().result).toMatchObject({
      autoplay_id: recurringId,
      type: 'autoplay',
      status: 'recurring_status_active',
      paused_until: null,
      product_type: 'lottery_ticket',
      product_offer_key: 'saturday_lotto',
      product_offer_name: 'Saturday Lotto',
      lottery_id: 'saturday_lotto',
      description: 'Saturday Lotto, 1 game',
      frequency_label: 'Weekly',
      game_offer: 'standard',
      game_offer_name: 'Standard',
      num_games: 1,
      number_of_games: 1,
      number_of_tickets: null,
      number_of_shares: null,
      games: [{ Numbers: [1, 2, 3, 4, 5, 6] }],
      quickpick: false,
      minimum_jackpot_amount: null,
      has_selectable_days: false,
      cause_key: null,
      price: { amount: '6.00', currency: 'AUD' },
      default_fund: { kind: 'wallet' },
      last_attempt_status: null,
      attempts: [],
    });
    expect(one.json().result.next_draw).toMatchObject({ draw_no: expect.any(Number) as number });
    expect(oldVersion.statusCode).toBe(400);
  });

  it("answers 404 for another customer's autoplay, whatever the call", async () => {
    const { recurringId } = await autoplay();
    const { customer: stranger } = await autoplay();

    const answers = await Promise.all([
      call(stranger, 'GET', `/v2/autoplay/${recurringId}`),
      call(stranger, 'POST', `/v2/autoplay/${recurringId}/pause`),
      call(stranger, 'POST', `/v2/autoplay/${recurringId}/unpause`),
      call(stranger, 'PATCH', `/v2/autoplay/${recurringId}`, { payload: { num_games: 2 } }),
      call(stranger, 'POST', `/v2/autoplay/${recurringId}/set-quickpick`, {
        payload: { quickpick: 'true' },
        form: true,
      }),
      call(stranger, 'PATCH', `/v2/autoplay/${recurringId}/status`, {
        payload: { status: 'recurring_status_cancelled' },
      }),
      call(stranger, 'GET', `/v2/subscriptions/${recurringId}`),
    ]);

    expect(answers.map((answer) => answer.statusCode)).toEqual([404, 404, 404, 404, 404, 404, 404]);
    const mine = await testApp.app.database
      .selectFrom('recurring_purchases')
      .select('status')
      .where('id', '=', recurringId)
      .executeTakeFirstOrThrow();
    expect(mine.status).toBe('recurring_status_active');
  });
});

describe('autoplay status', () => {
  it('pauses (twice is harmless), unpauses, pauses until a date and cancels for good', async () => {
    const { customer, recurringId } = await autoplay();
    const url = `/v2/autoplay/${recurringId}`;
    const until = new Date(clock.now().getTime() + 21 * dayMs).toISOString();

    const paused = await call(customer, 'POST', `${url}/pause`);
    const pausedAgain = await call(customer, 'POST', `${url}/pause`);
    const unpaused = await call(customer, 'POST', `${url}/unpause`);
    const timed = await call(customer, 'PATCH', `${url}/status`, {
      payload: { status: 'recurring_status_timed_pause', paused_until: until },
    });
    const cancelled = await call(customer, 'PATCH', `${url}/status`, {
      payload: { status: 'recurring_status_cancelled' },
    });
    const revived = await call(customer, 'POST', `${url}/unpause`);

    expect(paused.json().result.status).toBe('recurring_status_paused');
    expect(pausedAgain.statusCode).toBe(200);
    expect(pausedAgain.json().result).toEqual(paused.json().result);
    expect(unpaused.json().result.status).toBe('recurring_status_active');
    expect(timed.json().result).toMatchObject({
      status: 'recurring_status_timed_pause',
      paused_until: until,
    });
    expect(cancelled.json().result.status).toBe('recurring_status_cancelled');
    expect(revived.statusCode).toBe(422);
    expect(revived.json().error).toEqual({
      id: 'invalid_status_change',
      message: 'Cannot update AutoPlay status',
    });
  });

  it('refuses a timed pause that ends in the past or more than a year ahead', async () => {
    const { customer, recurringId } = await autoplay();
    const statusOf = (pausedUntil: string | null) =>
      call(customer, 'PATCH', `/v2/autoplay/${recurringId}/status`, {
        payload: { status: 'timed_paused', paused_until: pausedUntil },
      });

    const answers = await Promise.all([
      statusOf(new Date(clock.now().getTime() - dayMs).toISOString()),
      statusOf(new Date(clock.now().getTime() + 400 * dayMs).toISOString()),
      statusOf('not a date'),
      statusOf(null),
    ]);

    for (const answer of answers) {
      expect(answer.statusCode).toBe(422);
      expect(answer.json().error.message).toBe('Cannot update AutoPlay status');
      expect(answer.json().errors).toHaveProperty('paused_until');
    }
  });

  it('answers a timed pause whose date has passed as active', async () => {
    const { customer, recurringId } = await autoplay();
    await call(customer, 'PATCH', `/v2/autoplay/${recurringId}/status`, {
      payload: {
        status: 'recurring_status_timed_pause',
        paused_until: new Date(clock.now().getTime() + dayMs).toISOString(),
      },
    });

    await testApp.app.database
      .updateTable('recurring_purchases')
      .set({ paused_until: new Date(clock.now().getTime() - 60_000) })
      .where('id', '=', recurringId)
      .execute();

    const later = await call(customer, 'GET', `/v2/autoplay/${recurringId}`);

    expect(later.json().result).toMatchObject({
      status: 'recurring_status_active',
      paused_until: null,
    });
  });

  it("refuses to unpause when the offer is no longer on sale: 'Cannot Unpause AutoPlay'", async () => {
    const { customer, recurringId } = await autoplay();
    await call(customer, 'POST', `/v2/autoplay/${recurringId}/pause`);
    const setRecurring = (availability: string) =>
      testApp.app.database
        .updateTable('product_offers')
        .set({ recurring_purchase_availability: availability })
        .where('key', '=', 'saturday_lotto')
        .execute();

    await setRecurring('never');
    let refused;
    try {
      refused = await call(customer, 'POST', `/v2/autoplay/${recurringId}/unpause`);
    } finally {
      await setRecurring('optional');
    }
    const allowed = await call(customer, 'POST', `/v2/autoplay/${recurringId}/unpause`);

    expect(refused.statusCode).toBe(422);
    expect(refused.json().error).toEqual({
      id: 'cannot_unpause',
      message: 'Cannot Unpause AutoPlay',
    });
    expect(allowed.json().result.status).toBe('recurring_status_active');
  });

  it('lists cancelled autoplays last', async () => {
    const { customer, recurringId: first } = await autoplay();
    await call(customer, 'PATCH', `/v2/autoplay/${first}/status`, {
      payload: { status: 'recurring_status_cancelled' },
    });
    const second = await testApp.app.database
      .insertInto('recurring_purchases')
      .values((select) => ({
        customer_id: customer.customerId,
        ticket_id: select
          .selectFrom('recurring_purchases')
          .select('ticket_id')
          .where('id', '=', first),
        type: 'autoplay',
        status: 'recurring_status_active',
        product_offer_key: 'saturday_lotto',
        description: 'Saturday Lotto, 1 game',
        price_cents: 600,
        last_draw_no: null,
        created_at: new Date(clock.now().getTime() - dayMs),
      }))
      .returning('id')
      .executeTakeFirstOrThrow();

    const list = await call(customer, 'GET', '/v2/autoplay?limit=1');
    const secondPage = await call(customer, 'GET', '/v2/autoplay?limit=1&offset=1');

    const ids = list.json<{ entities: Array<{ autoplay_id: string }> }>().entities;
    expect(ids.map((entity) => entity.autoplay_id)).toEqual([second.id]);
    expect(list.json().page_info).toEqual({ limit: 1, offset: 0, total: 2, pages: 2 });
    expect(secondPage.json().entities[0]).toMatchObject({
      autoplay_id: first,
      status: 'recurring_status_cancelled',
    });
  });
});

describe('autoplay settings', () => {
  it('sets and clears the minimum jackpot from the form; the label follows', async () => {
    const { customer, recurringId } = await autoplay();
    const url = `/v2/autoplay/${recurringId}/set-minimum-jackpot`;

    const set = await call(customer, 'POST', url, {
      payload: { minimumJackpotAmount: '25000000' },
      form: true,
    });
    const bad = await call(customer, 'POST', url, {
      payload: { minimumJackpotAmount: '12.345' },
      form: true,
    });
    const cleared = await call(customer, 'POST', url, {
      payload: { minimum_jackpot_amount: '' },
      form: true,
    });

    expect(set.json().result).toMatchObject({
      minimum_jackpot_amount: { amount: '25000000.00', currency: 'AUD' },
      frequency_label: 'Jackpots 25 Million and over',
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({
      minimumJackpotAmount: ['Amount must follow format e.g: 1.50'],
    });
    expect(cleared.json().result).toMatchObject({
      minimum_jackpot_amount: null,
      frequency_label: 'Weekly',
    });
  });

  it('turns quickpick on and off', async () => {
    const { customer, recurringId } = await autoplay();
    const url = `/v2/autoplay/${recurringId}/set-quickpick`;

    const on = await call(customer, 'POST', url, { payload: { quickpick: 'true' }, form: true });
    const off = await call(customer, 'POST', url, { payload: { quickpick: false } });

    expect(on.json().result.quickpick).toBe(true);
    expect(off.json().result.quickpick).toBe(false);
    expect(off.json().result.games).toEqual([{ Numbers: [1, 2, 3, 4, 5, 6] }]);
  });

  it('changes the games, checked against the number sets; the price follows', async () => {
    const { customer, recurringId } = await autoplay();
    const games = [{ Numbers: [3, 9, 14, 22, 31, 40] }, { Numbers: [1, 7, 12, 18, 27, 45] }];

    const changed = await call(customer, 'PATCH', `/v2/autoplay/${recurringId}`, {
      payload: { games },
    });
    const outOfRange = await call(customer, 'PATCH', `/v2/autoplay/${recurringId}`, {
      payload: { games: [{ Numbers: [1, 2, 3, 4, 5, 46] }, { Numbers: [1, 2, 3, 4, 5, 6] }] },
    });
    const unknownOffer = await call(customer, 'PATCH', `/v2/autoplay/${recurringId}`, {
      payload: { game_offer: 'no_such_game' },
    });

    expect(changed.statusCode).toBe(200);
    expect(changed.json().result).toMatchObject({
      games,
      num_games: 2,
      description: '2 x Standard games',
      price: { amount: '1.50', currency: 'AUD' },
    });
    expect(outOfRange.statusCode).toBe(422);
    expect(unknownOffer.statusCode).toBe(422);
    expect(unknownOffer.json().errors).toHaveProperty('game_offer');
    const stored = await call(customer, 'GET', `/v2/autoplay/${recurringId}`);
    expect(stored.json().result.games).toEqual(games);
  });
});
