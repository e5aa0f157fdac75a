import { DateTime } from 'luxon';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { TestClock } from '../auth/test-support';
import { saveCard } from '../payments/test-support';
import { customerCall, recurringPurchaseOf } from './test-support';

let testApp: TestApp;
const clock = new TestClock();

beforeAll(async () => {
  testApp = await buildTestApp({ now: clock.now });
});

afterAll(() => testApp.close());

const subscription = () => recurringPurchaseOf(testApp.app, clock, { type: 'subscription' });

const call = (
  session: Parameters<typeof customerCall>[2],
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  options: Parameters<typeof customerCall>[5] = {},
) => customerCall(testApp.app, clock, session, method, url, options);

/** A month (or `months`) after `at`, on Sydney's calendar. */
const monthsAfter = (at: string, months: number) =>
  DateTime.fromISO(at, { zone: 'Australia/Sydney' }).plus({ months }).toJSDate().toISOString();

describe('subscriptions', () => {
  it('lists them (or the ones of some offers) with their period and next purchase', async () => {
    const { customer, recurringId } = await subscription();

    const list = await call(customer, 'GET', '/v2/subscriptions');
    const ofOffer = await call(
      customer,
      'GET',
      '/v2/subscriptions?lottery_keys=saturday_lotto,oz_lotto',
    );
    const ofOther = await call(customer, 'GET', '/v2/subscriptions?lottery_keys=powerball');
    const autoplays = await call(customer, 'GET', '/v2/autoplay');

    const [shown] = list.json().entities;
    expect(shown).toMatchObject({
      id: recurringId,
      type: 'subscription',
      status: 'recurring_status_active',
      paused_until: null,
      product_offer_key: 'saturday_lotto',
      product_offer_name: 'Saturday Lotto',
      game_offer: 'standard',
      game_offer_name: 'Standard',
      cause_key: null,
      cause_name: null,
      num_games: 1,
      period: 'monthly',
      frequency: 'monthly',
      price: { amount: '6.00', currency: 'AUD' },
      default_fund: { kind: 'wallet' },
      attempts: [],
    });
    expect(shown.next_purchase_date).toBe(monthsAfter(shown.created_at as string, 1));
    expect(list.json().page_info).toEqual({ limit: 10, offset: 0, total: 1, pages: 1 });
    expect(ofOffer.json().entities).toHaveLength(1);
    expect(ofOther.json().entities).toEqual([]);
    expect(autoplays.json().entities).toEqual([]);
  });

  it('changes the period, counted from the last purchase', async () => {
    const { customer, recurringId } = await subscription();

    const changed = await call(customer, 'PATCH', `/v2/subscriptions/${recurringId}`, {
      payload: { period: 'quarterly' },
    });

    const result = changed.json().result;
    expect(result.period).toBe('quarterly');
    expect(result.next_purchase_date).toBe(monthsAfter(result.created_at as string, 3));
  });

  it('refuses a cause the offer does not take, and a game it does not play', async () => {
    const { customer, recurringId } = await subscription();

    const cause = await call(customer, 'PATCH', `/v2/subscriptions/${recurringId}`, {
      payload: { cause_key: 'heart_health_foundation' },
    });
    const game = await call(customer, 'PATCH', `/v2/subscriptions/${recurringId}`, {
      payload: { game_offer: 'powerhit' },
    });

    expect(cause.statusCode).toBe(422);
    expect(game.statusCode).toBe(422);
    const stored = await call(customer, 'GET', `/v2/subscriptions/${recurringId}`);
    expect(stored.json().result).toMatchObject({ cause_key: null, game_offer: 'standard' });
  });

  it('pauses, resumes and cancels; a cancelled one cannot change any more', async () => {
    const { customer, recurringId } = await subscription();
    const url = `/v2/subscriptions/${recurringId}`;

    const paused = await call(customer, 'PATCH', `${url}/status`, {
      payload: { status: 'recurring_status_paused' },
    });
    const resumed = await call(customer, 'PATCH', `${url}/status`, {
      payload: { status: 'recurring_status_active' },
    });
    const cancelled = await call(customer, 'PATCH', `${url}/status`, {
      payload: { status: 'recurring_status_cancelled' },
    });
    const edited = await call(customer, 'PATCH', url, { payload: { period: 'annually' } });
    const revived = await call(customer, 'PATCH', `${url}/status`, {
      payload: { status: 'recurring_status_paused' },
    });

    expect(paused.json().result.status).toBe('recurring_status_paused');
    expect(resumed.json().result.status).toBe('recurring_status_active');
    expect(cancelled.json().result).toMatchObject({
      status: 'recurring_status_cancelled',
      next_purchase_date: null,
    });
    expect(edited.statusCode).toBe(422);
    expect(edited.json().error.id).toBe('recurring_purchase_cancelled');
    expect(revived.statusCode).toBe(422);
    expect(revived.json().error.message).toBe('Cannot update AutoPlay status');
  });

  it("answers 404 for another customer's subscription", async () => {
    const { recurringId } = await subscription();
    const { customer: stranger } = await subscription();

    const answers = await Promise.all([
      call(stranger, 'GET', `/v2/subscriptions/${recurringId}`),
      call(stranger, 'PATCH', `/v2/subscriptions/${recurringId}`, {
        payload: { period: 'annually' },
      }),
      call(stranger, 'PATCH', `/v2/subscriptions/${recurringId}/status`, {
        payload: { status: 'recurring_status_paused' },
      }),
      call(stranger, 'GET', `/v2/autoplay/${recurringId}`),
    ]);

    expect(answers.map((answer) => answer.statusCode)).toEqual([404, 404, 404, 404]);
  });
});

describe('the combined list', () => {
  it('lists autoplays and subscriptions together, newest first', async () => {
    const { customer, recurringId: autoplayId } = await recurringPurchaseOf(testApp.app, clock);
    const subscriptionRow = await testApp.app.database
      .insertInto('recurring_purchases')
      .values((select) => ({
        customer_id: customer.customerId,
        ticket_id: select
          .selectFrom('recurring_purchases')
          .select('ticket_id')
          .where('id', '=', autoplayId),
        type: 'subscription',
        status: 'recurring_status_active',
        product_offer_key: 'saturday_lotto',
        description: 'Saturday Lotto, 1 game',
        price_cents: 600,
        last_draw_no: null,
        period: 'annually',
        created_at: new Date(clock.now().getTime() + 1000),
      }))
      .returning('id')
      .executeTakeFirstOrThrow();

    const list = await call(customer, 'GET', '/v2/recurring_purchases');

    expect(list.json().page_info).toEqual({ limit: 10, offset: 0, total: 2, pages: 1 });
    expect(list.json().entities).toEqual([
      expect.objectContaining({
        id: subscriptionRow.id,
        type: 'subscription',
        next_draw_date: expect.any(String) as string,
      }),
      expect.objectContaining({
        id: autoplayId,
        type: 'autoplay',
        description: 'Saturday Lotto, 1 game',
        product_offer_name: 'Saturday Lotto',
        status: 'recurring_status_active',
        paused_until: null,
        price: { amount: '6.00', currency: 'AUD' },
        last_attempt_status: null,
        default_fund: { kind: 'wallet' },
      }),
    ]);
  });
});

describe('the recurring purchase method', () => {
  it("offers the wallet and the customer's cards, and chooses one of them only", async () => {
    const { customer, recurringId } = await recurringPurchaseOf(testApp.app, clock);
    const { customer: stranger } = await recurringPurchaseOf(testApp.app, clock);
    const fundId = await saveCard(testApp.app, clock, customer, '4242424242424242');
    const strangersFund = await saveCard(testApp.app, clock, stranger, '4242424242424242');
    const url = '/v2/customer/recurring-purchase-method';

    const before = await call(customer, 'GET', url);
    const foreign = await call(
      customer,
      'POST',
      `${url}?recurring_purchase_method=card:${strangersFund}`,
    );
    const chosen = await call(customer, 'POST', `${url}?recurring_purchase_method=card:${fundId}`);
    const autoplay = await call(customer, 'GET', `/v2/autoplay/${recurringId}`);

    expect(before.json().result).toEqual({
      available_recurring_purchase_methods: [
        { recurring_purchase_method_key: 'wallet', name: 'Wallet', disabled: false },
        {
          recurring_purchase_method_key: `card:${fundId}`,
          name: 'Visa ending 4242',
          disabled: false,
        },
      ],
      selected_recurring_purchase_method_key: 'wallet',
    });
    expect(foreign.statusCode).toBe(404);
    expect(chosen.json().result.selected_recurring_purchase_method_key).toBe(`card:${fundId}`);
    expect(autoplay.json().result.default_fund).toEqual({ kind: 'cc' });
  });
});
