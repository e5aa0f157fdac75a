import { DateTime } from 'luxon';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { signedHeaders } from '../../testing/signed-headers';
import { keysNotSnakeCase } from '../../testing/wire-assertions';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp();
});

afterAll(() => testApp.close());

interface DrawWire {
  id: string;
  type: string;
  draw_id: string;
  draw_no: number;
  draw_offset: number;
  stop: string;
  prize_pool: { amount: string; currency: string } | null;
  prize_pool_suffix: string | null;
  is_prize_pool_unknown: boolean;
  purchase_status: string | null;
}

interface OfferWire {
  key: string;
  selectable_days: string[];
  type: string;
  ranking: number;
  causes: Array<{ key: string; url_slug: string; name: string }>;
  game_types: Array<{
    key: string;
    game_offers: Array<{
      key: string;
      min_games: number;
      max_games: number;
      default_games: number;
      number_sets: Array<{ name: string; count: number; min: number; max: number }>;
      prices: Array<{ games: number; price: string }>;
      price_currency: string;
    }>;
  }>;
  draws: DrawWire[];
}

async function getOffers(query = '', version = '3.9', pricingId = 'default') {
  return testApp.app.inject({
    method: 'GET',
    url: `/v2/pricing/${pricingId}/product_offers${query}`,
    headers: await signedHeaders({ version }),
  });
}

async function offers(query = '?clear_cache'): Promise<OfferWire[]> {
  const response = await getOffers(query);
  expect(response.statusCode).toBe(200);
  return response.json().entities as OfferWire[];
}

async function offer(key: string, query?: string): Promise<OfferWire> {
  const found = (await offers(query)).find((candidate) => candidate.key === key);
  if (!found) throw new Error(`no offer ${key}`);
  return found;
}

describe('GET /v2/pricing/{pricingId}/product_offers', () => {
  it('is a version 3.9 call', async () => {
    const withoutVersion = await testApp.app.inject({
      method: 'GET',
      url: '/v2/pricing/default/product_offers',
      headers: await signedHeaders(),
    });
    const older = await getOffers('', '3.8');
    const current = await getOffers('', '3.9');

    expect(withoutVersion.statusCode).toBe(400);
    expect(withoutVersion.json().error.id).toBe('unsupported_api_version');
    expect(older.statusCode).toBe(400);
    expect(current.statusCode).toBe(200);
  });

  it('answers 404 with the error envelope for an unknown pricing', async () => {
    const response = await getOffers('', '3.9', 'no-such-pricing');

    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({
      result: null,
      entities: [],
      error: { id: 'pricing_not_found' },
      messages: [{ code: 'pricing_not_found', level: 'error' }],
    });
  });

  it('lists the demo catalogue by ranking, in snake_case', async () => {
    const response = await getOffers('?clear_cache');
    const entities = response.json().entities as OfferWire[];

    expect(keysNotSnakeCase(response.json())).toEqual([]);
    expect(entities.map((entity) => entity.key)).toEqual([
      'powerball',
      'oz_lotto',
      'saturday_lotto',
      'set_for_life',
      'weekday_windfall',
      'hearts_raffle',
      'powerball_syndicate',
      // The premium membership is bought through the cart; its giveaways are not products.
      'daily_winners',
    ]);
    const rankings = entities.map((entity) => entity.ranking);
    expect(rankings).toEqual([...rankings].sort((left, right) => left - right));
  });

  it('sends every price and prize pool as a decimal string', async () => {
    const entities = await offers();

    for (const entity of entities) {
      for (const gameType of entity.game_types) {
        for (const gameOffer of gameType.game_offers) {
          expect(gameOffer.price_currency).toBe('AUD');
          for (const price of gameOffer.prices) expect(price.price).toMatch(/^[0-9]+\.[0-9]{2}$/);
        }
      }
      for (const draw of entity.draws) {
        if (draw.prize_pool) expect(draw.prize_pool.amount).toMatch(/^[0-9]+\.[0-9]{2}$/);
      }
    }
    const powerball = entities.find((entity) => entity.key === 'powerball');
    expect(powerball?.draws[0]?.prize_pool).toEqual({ amount: '20000000.00', currency: 'AUD' });
  });

  it('describes the games of Saturday Lotto: standard and systems, 6 numbers of 1-45', async () => {
    const saturdayLotto = await offer('saturday_lotto');

    expect(saturdayLotto.game_types.map((gameType) => gameType.key)).toEqual([
      'standard',
      'reduced_system',
    ]);
    const standard = saturdayLotto.game_types[0]?.game_offers[0];
    expect(standard).toMatchObject({ min_games: 2, max_games: 50, default_games: 18 });
    expect(standard?.number_sets).toEqual([{ name: 'Numbers', count: 6, min: 1, max: 45 }]);
    expect(standard?.prices.find((price) => price.games === 18)?.price).toBe('13.50');
  });

  it('gives Powerball a Powerball number set and PowerHit', async () => {
    const powerball = await offer('powerball');

    expect(powerball.game_types.map((gameType) => gameType.key)).toEqual(['standard', 'powerhit']);
    expect(powerball.game_types[0]?.game_offers[0]?.number_sets).toEqual([
      { name: 'Numbers', count: 7, min: 1, max: 35 },
      { name: 'Powerball', count: 1, min: 1, max: 20 },
    ]);
  });

  it('lists Saturday Lotto draws closing at 7pm Sydney time on Saturdays, in order', async () => {
    const { draws } = await offer('saturday_lotto');

    expect(draws).toHaveLength(5);
    draws.forEach((draw, index) => {
      const stop = DateTime.fromISO(draw.stop, { zone: 'Australia/Sydney' });
      expect(draw.stop.endsWith('Z')).toBe(true);
      expect(stop.weekday).toBe(6);
      expect([stop.hour, stop.minute]).toEqual([19, 0]);
      expect(draw.draw_offset).toBe(index);
      expect(draw.type).toBe('lottery_ticket_draw');
      expect(draw.draw_id).toBe(`saturday_lotto:${draw.draw_no}`);
      expect(new Date(draw.stop).getTime()).toBeGreaterThan(Date.now());
      if (index > 0) expect(draw.draw_no).toBe((draws[index - 1]?.draw_no ?? 0) + 1);
    });
    expect(draws[0]?.prize_pool?.amount).toBe('5000000.00');
    expect(draws[1]).toMatchObject({ prize_pool: null, is_prize_pool_unknown: true });
  });

  it('lists the selectable days of Weekday Windfall, and none for other lotteries', async () => {
    const entities = await offers();

    expect(entities.find((entity) => entity.key === 'weekday_windfall')?.selectable_days).toEqual([
      'Monday',
      'Wednesday',
      'Friday',
    ]);
    expect(entities.find((entity) => entity.key === 'powerball')?.selectable_days).toEqual([]);
  });

  it('gives Oz Lotto Super Combos: Numbers, Favourites and prices by entry count', async () => {
    const ozLotto = await offer('oz_lotto');
    const superCombos = ozLotto.game_types.find((gameType) => gameType.key === 'mega_combo');

    expect(superCombos?.game_offers).toEqual([
      {
        key: 'super_combo',
        name: 'Super Combo',
        min_games: 1,
        max_games: 1,
        default_games: 1,
        default_entry_count: 10,
        number_sets: [
          { name: 'Numbers', count: 7, min: 1, max: 47 },
          { name: 'Favourites', count: 3, min: 1, max: 47 },
        ],
        prices: [
          { games: 10, price: '14.00' },
          { games: 20, price: '27.00' },
          { games: 50, price: '65.00' },
        ],
        price_currency: 'AUD',
      },
    ]);
    const standard = ozLotto.game_types.find((gameType) => gameType.key === 'standard');
    expect(standard?.game_offers[0]).not.toHaveProperty('default_entry_count');
  });

  it('shows a monthly top prize with its suffix', async () => {
    const setForLife = await offer('set_for_life');

    expect(setForLife.draws[0]).toMatchObject({
      prize_pool: { amount: '20000.00', currency: 'AUD' },
      prize_pool_suffix: 'a month for 20 years',
      is_prize_pool_unknown: false,
    });
  });

  it('lists the raffle with its causes and open and pre-order draws', async () => {
    const raffle = await offer('hearts_raffle');

    expect(raffle.type).toBe('raffle_ticket');
    expect(raffle.causes.length).toBeGreaterThan(0);
    expect(raffle.causes[0]).toEqual({
      key: expect.any(String),
      url_slug: expect.stringMatching(/^[a-z0-9-]+$/),
      name: expect.any(String),
    });
    expect(raffle.draws.map((draw) => [draw.type, draw.purchase_status])).toEqual([
      ['raffle_ticket_draw', 'open'],
      ['raffle_ticket_draw', 'pre_order'],
    ]);
    expect(raffle.draws[0]?.prize_pool?.amount).toBe('1250000.00');
    expect(raffle.draws[0]?.prize_pool_suffix).not.toBeNull();
  });

  it('sells syndicate shares at a cost per share', async () => {
    const syndicate = await offer('powerball_syndicate');

    expect(syndicate.type).toBe('syndicate_share');
    expect(syndicate.draws[0]?.type).toBe('syndicate_share_draw');
    const prices = syndicate.game_types[0]?.game_offers[0]?.prices ?? [];
    expect(prices.find((price) => price.games === 1)?.price).toBe('12.50');
    expect(prices.find((price) => price.games === 4)?.price).toBe('50.00');
  });

  it('lists only open draws that close after now, and as many as asked', async () => {
    const hourMs = 60 * 60 * 1000;
    await testApp.app.database
      .insertInto('draws')
      .values([
        {
          product_offer_key: 'powerball',
          draw_no: 1,
          stop: new Date(Date.now() - 24 * hourMs),
          status: 'DRAW_OPEN',
          prize_pool_cents: 100,
        },
        {
          product_offer_key: 'powerball',
          draw_no: 2,
          stop: new Date(Date.now() + hourMs),
          status: 'DRAW_CLOSED',
          prize_pool_cents: 100,
        },
      ])
      .execute();

    const { draws } = await offer('powerball', '?clear_cache');
    const limited = await offer('powerball', '?draw_limit=2&clear_cache');

    expect(draws.map((draw) => draw.draw_no)).not.toContain(1);
    expect(draws.map((draw) => draw.draw_no)).not.toContain(2);
    expect(limited.draws).toHaveLength(2);
    expect(limited.draws[0]?.draw_no).toBe(draws[0]?.draw_no);
  });
});
