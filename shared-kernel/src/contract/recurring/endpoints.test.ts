import { apiCall, money, serve } from '../endpoints.test-support';
import {
  fetchAutoplays,
  fetchRecurringPurchaseMethod,
  selectRecurringPurchaseMethod,
  setAutoplayMinimumJackpot,
  updateAutoplayStatus,
  updateSubscription,
} from './endpoints';

const autoplayWire = {
  autoplay_id: 'a1',
  type: 'autoplay',
  status: 'recurring_status_timed_pause',
  paused_until: '2026-12-20T13:00:00.000Z',
  product_type: 'lottery_ticket',
  product_offer_key: 'saturday_lotto',
  product_offer_name: 'Saturday Lotto',
  lottery_id: 'saturday_lotto',
  description: '2 x Standard games',
  frequency_label: 'Weekly',
  game_offer: 'standard',
  game_offer_name: 'Standard',
  num_games: 2,
  number_of_games: 2,
  number_of_tickets: null,
  number_of_shares: null,
  games: [{ Numbers: [1, 2, 3, 4, 5, 6] }],
  quickpick: false,
  minimum_jackpot_amount: money('5000000.00'),
  has_selectable_days: false,
  cause_key: null,
  price: money('6.00'),
  default_fund: { kind: 'wallet' },
  last_attempt_status: null,
  last_attempt_at: null,
  next_draw: { draw_no: 4100, draw_date: '2026-11-28T08:30:00.000Z', jackpot: money('8000000.00') },
  attempts: [
    {
      draw_no: 4099,
      draw_date: '2026-11-21T08:30:00.000Z',
      outcome: 'skipped',
      reason: 'Paused until 20 December 2026',
      attempted_at: '2026-11-21T07:30:00.000Z',
    },
  ],
  created_at: '2026-11-01T00:00:00.000Z',
};

describe('recurring purchase endpoint helpers', () => {
  it('fetchAutoplays asks for a page in version 3.3 and reads money as dollars', async () => {
    const { client, calls } = serve(() => ({
      entities: [autoplayWire],
      page_info: { limit: 10, offset: 0, total: 11, pages: 2 },
    }));

    const page = await fetchAutoplays({}, { client });

    const call = apiCall(calls, '/v2/autoplay');
    expect(call?.target).toBe('/v2/autoplay?limit=10&offset=0');
    expect(Object.values(call?.headers ?? {})).toContain('3.3');
    expect(page.pageInfo).toEqual({ limit: 10, offset: 0, total: 11, pages: 2 });
    expect(page.entities[0]).toMatchObject({
      autoplayId: 'a1',
      pausedUntil: '2026-12-20T13:00:00.000Z',
      price: { amount: 6, currency: 'AUD' },
      minimumJackpotAmount: { amount: 5_000_000, currency: 'AUD' },
      nextDraw: { drawNo: 4100, jackpot: { amount: 8_000_000, currency: 'AUD' } },
      attempts: [{ drawNo: 4099, outcome: 'skipped', reason: 'Paused until 20 December 2026' }],
    });
  });

  it('setAutoplayMinimumJackpot posts the form, an empty amount when cleared', async () => {
    const { client, calls } = serve(() => ({ result: autoplayWire }));

    await setAutoplayMinimumJackpot('a1', 25, { client });
    await setAutoplayMinimumJackpot('a1', null, { client });

    const posts = calls.filter((call) => call.target === '/v2/autoplay/a1/set-minimum-jackpot');
    expect(posts.map((call) => call.data)).toEqual([
      'minimum_jackpot_amount=25',
      'minimum_jackpot_amount=',
    ]);
  });

  it('a timed pause sends paused_until; other status changes only the status', async () => {
    const { client, calls } = serve(() => ({ result: autoplayWire }));

    await updateAutoplayStatus(
      'a1',
      { status: 'recurring_status_timed_pause', pausedUntil: '2026-12-20T13:00:00.000Z' },
      { client },
    );
    await updateAutoplayStatus('a1', { status: 'recurring_status_active' }, { client });

    const bodies = calls
      .filter((call) => call.target === '/v2/autoplay/a1/status')
      .map((call) => JSON.parse(call.data as string) as unknown);
    expect(bodies).toEqual([
      { status: 'recurring_status_timed_pause', paused_until: '2026-12-20T13:00:00.000Z' },
      { status: 'recurring_status_active' },
    ]);
  });

  it('updateSubscription patches snake_case fields', async () => {
    const { client, calls } = serve(() => ({
      result: {
        id: 's1',
        type: 'subscription',
        status: 'recurring_status_active',
        paused_until: null,
        product_offer_key: 'rsl_art_union',
        product_offer_name: 'RSL Art Union',
        game_offer: 'book',
        game_offer_name: 'Ticket Book',
        cause_key: null,
        cause_name: null,
        num_games: 5,
        period: 'quarterly',
        frequency: 'monthly',
        price: money('10.00'),
        next_purchase_date: '2027-02-01T00:00:00.000Z',
        last_attempt_status: 'purchased',
        last_attempt_at: '2026-11-01T00:00:00.000Z',
        default_fund: { kind: 'cc' },
        attempts: [],
        created_at: '2026-11-01T00:00:00.000Z',
      },
    }));

    const subscription = await updateSubscription(
      's1',
      { period: 'quarterly', numGames: 5 },
      {
        client,
      },
    );

    const call = apiCall(calls, '/v2/subscriptions/s1');
    expect(call?.method).toBe('PATCH');
    expect(JSON.parse(call?.data as string)).toEqual({ period: 'quarterly', num_games: 5 });
    expect(subscription.price).toEqual({ amount: 10, currency: 'AUD' });
  });

  it('reads and selects the recurring purchase method', async () => {
    const result = {
      available_recurring_purchase_methods: [
        { recurring_purchase_method_key: 'wallet', name: 'Wallet', disabled: false },
        { recurring_purchase_method_key: 'card:f1', name: 'Visa ending 4242', disabled: false },
      ],
      selected_recurring_purchase_method_key: 'card:f1',
    };
    const { client, calls } = serve(() => ({ result }));

    const methods = await fetchRecurringPurchaseMethod({ client });
    await selectRecurringPurchaseMethod('card:f1', { client });

    expect(methods.selectedRecurringPurchaseMethodKey).toBe('card:f1');
    expect(methods.availableRecurringPurchaseMethods[1]?.name).toBe('Visa ending 4242');
    expect(calls.find((call) => call.method === 'POST')?.target).toBe(
      '/v2/customer/recurring-purchase-method?recurring_purchase_method=card%3Af1',
    );
  });
});
