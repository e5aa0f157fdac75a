import { DateTime } from 'luxon';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { signedHeaders } from '../../testing/signed-headers';
import { keysNotSnakeCase } from '../../testing/wire-assertions';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp();
});

afterAll(() => testApp.close());

interface PastDraw {
  id: string;
  type: string;
  draw_no: number;
  draw_date: string;
  lottery_key: string;
  status: string;
  prize_pool: { amount: string; currency: string } | null;
  results: Record<string, number[]>;
  purchase_status: string | null;
}

interface Dividend {
  division: number;
  description: string;
  winners: number;
  prize_per_winner: { amount: string; currency: string } | null;
}

async function get(url: string, version?: string) {
  return testApp.app.inject({
    method: 'GET',
    url,
    headers: await signedHeaders(version ? { version } : {}),
  });
}

const moneyPattern = /^[0-9]+\.[0-9]{2}$/;

async function pastDraws(query = '', offerKey = 'saturday_lotto') {
  const response = await get(`/v2/draws/pricing/default/past/${offerKey}${query}`, '3.7');
  expect(response.statusCode).toBe(200);
  return response.json<{
    entities: PastDraw[];
    page_info: { limit: number; offset: number; total: number };
  }>();
}

async function latestDrawNo(offerKey: string): Promise<number> {
  const { entities } = await pastDraws('?limit=1', offerKey);
  return entities[0]?.draw_no ?? 0;
}

describe('GET /v2/draws/pricing/{pricingId}/past/{offerKey} (v3.7)', () => {
  it('lists five results a page, the latest first, with two years behind them', async () => {
    const body = await pastDraws();

    // Winning numbers are keyed by their set's name (Numbers, Supplementary, Powerball).
    const setNames = ['Numbers', 'Supplementary', 'Powerball'];
    expect(keysNotSnakeCase(body).filter((key) => !setNames.includes(key))).toEqual([]);
    expect(body.entities).toHaveLength(5);
    expect(body.page_info).toMatchObject({ limit: 5, offset: 0 });
    expect(body.page_info.total).toBeGreaterThanOrEqual(104);
    const dates = body.entities.map((draw) => draw.draw_date);
    expect(dates).toEqual([...dates].sort().reverse());
    const [latest] = body.entities;
    expect(latest).toMatchObject({ lottery_key: 'saturday_lotto', type: 'lottery_ticket_draw' });
    expect(latest?.results.Numbers).toHaveLength(6);
    expect(latest?.results.Supplementary).toHaveLength(2);
    expect(latest?.prize_pool?.amount).toMatch(moneyPattern);
    expect(new Date(latest?.draw_date ?? 0).getTime()).toBeLessThan(Date.now());
  });

  it('pages on with limit and offset', async () => {
    const first = await pastDraws('?limit=3');
    const second = await pastDraws('?limit=3&offset=3');
    const both = await pastDraws('?limit=6');

    expect(second.page_info).toMatchObject({ limit: 3, offset: 3 });
    expect([...first.entities, ...second.entities].map((draw) => draw.draw_no)).toEqual(
      both.entities.map((draw) => draw.draw_no),
    );
  });

  it('narrows every offer to raffles, and lists a syndicate under its lottery', async () => {
    const raffles = await pastDraws('?category=raffles&limit=50', 'all');
    const syndicate = await pastDraws('?limit=2', 'powerball_syndicate');

    expect(raffles.entities.length).toBeGreaterThanOrEqual(20);
    for (const draw of raffles.entities) {
      expect(draw).toMatchObject({ type: 'raffle_ticket_draw', purchase_status: 'past_draw' });
      expect(draw.results).toEqual({});
    }
    expect(syndicate.entities[0]?.lottery_key).toBe('powerball');
    expect(syndicate.entities[0]?.results.Powerball).toHaveLength(1);
  });

  it('refuses another version, an unknown pricing or offer, and a bad page size', async () => {
    const wrongVersion = await get('/v2/draws/pricing/default/past/saturday_lotto', '3.6');
    const pricing = await get('/v2/draws/pricing/nope/past/saturday_lotto', '3.7');
    const offer = await get('/v2/draws/pricing/default/past/no_such_lotto', '3.7');
    const limit = await get('/v2/draws/pricing/default/past/saturday_lotto?limit=0', '3.7');

    expect(wrongVersion.statusCode).toBe(400);
    expect(wrongVersion.json().error.id).toBe('unsupported_api_version');
    expect(pricing.statusCode).toBe(404);
    expect(pricing.json().error.id).toBe('pricing_not_found');
    expect(offer.statusCode).toBe(404);
    expect(offer.json().messages[0]).toMatchObject({ code: 'product_offer_not_found' });
    expect(limit.statusCode).toBe(422);
    expect(limit.json().errors).toHaveProperty('limit');
  });
});

describe('other past draw lists', () => {
  it('answers the customer list like the public one while calls are anonymous', async () => {
    const customer = await get('/v2/draws/past_customer/oz_lotto?limit=2', '3.7');
    const { entities } = await pastDraws('?limit=2', 'oz_lotto');

    expect(customer.statusCode).toBe(200);
    expect(customer.json().entities).toEqual(entities);
    expect(entities[0]?.results.Numbers).toHaveLength(7);
    expect(entities[0]?.results.Supplementary).toHaveLength(3);
  });

  it('lists the draws of one Sydney month, for an offer or for every offer', async () => {
    const month = DateTime.now().setZone('Australia/Sydney').minus({ months: 2 });
    const url = `/v2/draws/past/archived/powerball/${month.year}/${month.month}?limit=10`;
    const response = await get(url, '3.7');
    const latest = await get(
      `/v2/draws/past/archived/latest/${month.year}/${month.month}?limit=100`,
      '3.7',
    );
    const badMonth = await get('/v2/draws/past/archived/powerball/2025/13', '3.7');

    expect(response.statusCode).toBe(200);
    const draws = response.json().entities as PastDraw[];
    expect(draws.length).toBeGreaterThanOrEqual(4);
    for (const draw of draws) {
      const date = DateTime.fromISO(draw.draw_date, { zone: 'Australia/Sydney' });
      expect([date.year, date.month]).toEqual([month.year, month.month]);
    }
    const keys = new Set((latest.json().entities as PastDraw[]).map((draw) => draw.lottery_key));
    expect(keys.has('set_for_life') && keys.has('powerball')).toBe(true);
    expect(badMonth.statusCode).toBe(422);
  });

  it('lists the result keys of every offer', async () => {
    const response = await get('/v2/draws/pricing/default/past/result_keys');
    const offers = response.json().entities as Array<{
      product_offer_key: string;
      result_keys: string[];
    }>;

    expect(response.statusCode).toBe(200);
    expect(offers.find((offer) => offer.product_offer_key === 'powerball_syndicate')).toEqual(
      expect.objectContaining({ result_keys: ['powerball'] }),
    );
    expect(offers.find((offer) => offer.product_offer_key === 'oz_lotto')?.result_keys).toEqual([
      'oz_lotto',
    ]);
  });

  it('refuses bad input to the other lists with the error envelope', async () => {
    const customerLimit = await get('/v2/draws/past_customer/oz_lotto?limit=500', '3.7');
    const customerOffer = await get('/v2/draws/past_customer/no_such_lotto', '3.7');
    const resultKeys = await get('/v2/draws/pricing/nope/past/result_keys');
    const archivedOffer = await get('/v2/draws/past/archived/Bad%20Key/2025/1', '3.7');

    expect(customerLimit.statusCode).toBe(422);
    expect(customerLimit.json().errors).toHaveProperty('limit');
    expect(customerOffer.statusCode).toBe(404);
    expect(resultKeys.statusCode).toBe(404);
    expect(resultKeys.json().error.id).toBe('pricing_not_found');
    expect(archivedOffer.statusCode).toBe(422);
  });
});

describe('GET /v2/draw/full_result', () => {
  it('gives the latest result of every offer that has one, with dividends', async () => {
    const response = await get('/v2/draw/full_result');
    const results = response.json().entities as Array<PastDraw & { dividends: Dividend[] }>;

    expect(response.statusCode).toBe(200);
    expect(results.map((result) => result.lottery_key)).toEqual([
      'powerball',
      'oz_lotto',
      'saturday_lotto',
      'set_for_life',
      'weekday_windfall',
      'hearts_raffle',
    ]);
    expect(results[0]?.draw_no).toBe(await latestDrawNo('powerball'));
    expect(results[0]?.dividends).toHaveLength(9);
  });
});

describe('GET /v2/draw/details/{offerKey}/{drawNo} (v3.6)', () => {
  it.each([
    ['saturday_lotto', 6],
    ['oz_lotto', 7],
    ['powerball', 9],
    ['set_for_life', 8],
  ])('gives %s numbers by set and %i dividend divisions', async (offerKey, divisions) => {
    const drawNo = await latestDrawNo(offerKey);
    const response = await get(`/v2/draw/details/${offerKey}/${drawNo}`, '3.6');
    const result = response.json().result as PastDraw & {
      number_sets: Array<{ name: string; numbers: number[] }>;
      dividends: Dividend[];
      total_winners: number;
    };

    expect(response.statusCode).toBe(200);
    expect(result.draw_no).toBe(drawNo);
    expect(result.number_sets[0]?.name).toBe('Numbers');
    expect(result.dividends.map((dividend) => dividend.division)).toEqual(
      Array.from({ length: divisions }, (_, index) => index + 1),
    );
    for (const dividend of result.dividends) {
      if (dividend.winners > 0) expect(dividend.prize_per_winner?.amount).toMatch(moneyPattern);
      else expect(dividend.prize_per_winner).toBeNull();
    }
    expect(result.total_winners).toBe(
      result.dividends.reduce((sum, dividend) => sum + dividend.winners, 0),
    );
  });

  it('answers 404 for an unknown or undrawn draw and 400 for another version', async () => {
    const offers = await get('/v2/pricing/default/product_offers', '3.9');
    const upcoming = (
      offers.json().entities as Array<{ key: string; draws: Array<{ draw_no: number }> }>
    ).find((offer) => offer.key === 'saturday_lotto')?.draws[0]?.draw_no;

    const unknown = await get('/v2/draw/details/saturday_lotto/99999', '3.6');
    const undrawn = await get(`/v2/draw/details/saturday_lotto/${upcoming}`, '3.6');
    const version = await get('/v2/draw/details/saturday_lotto/1', '3.7');

    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.id).toBe('draw_not_found');
    expect(undrawn.statusCode).toBe(404);
    expect(undrawn.json().error.id).toBe('draw_not_drawn');
    expect(version.statusCode).toBe(400);
  });
});

describe('raffle draws', () => {
  it('lists the prizes and masked winners of a past raffle draw', async () => {
    const drawNo = await latestDrawNo('hearts_raffle');
    const prizes = await get(`/v2/draw/details/hearts_raffle/${drawNo}/prizes`);
    const winners = await get(`/v2/draw/details/hearts_raffle/${drawNo}/winners`);

    expect(prizes.json().entities[0]).toMatchObject({
      ranking: 1,
      value: { amount: '1250000.00', currency: 'AUD' },
      quantity: 1,
    });
    const list = winners.json().entities as Array<{ name: string; location: string }>;
    expect(list).toHaveLength(13);
    for (const winner of list) {
      expect(winner.name).toMatch(/^[A-Z]\. [A-Z]\.$/);
      expect(winner.location).toMatch(/^[A-Za-z ]+ (NSW|VIC|QLD|WA|SA|TAS|ACT|NT)$/);
    }
  });

  it('answers 404 for the prizes or winners of an unknown draw, 422 for a bad draw number', async () => {
    const prizes = await get('/v2/draw/details/hearts_raffle/99999/prizes');
    const winners = await get('/v2/draw/details/no_such_raffle/1/winners');
    const badNumber = await get('/v2/draw/details/hearts_raffle/abc/winners');

    expect(prizes.statusCode).toBe(404);
    expect(prizes.json().error.id).toBe('draw_not_found');
    expect(winners.statusCode).toBe(404);
    expect(badNumber.statusCode).toBe(422);
    expect(badNumber.json().errors).toHaveProperty('drawNo');
  });

  it('previews raffle draws in every purchase status', async () => {
    const past = await latestDrawNo('hearts_raffle');
    const statuses: string[] = [];
    for (let drawNo = past; drawNo <= past + 3; drawNo += 1) {
      const response = await get(`/v2/draw/preview/hearts_raffle/${drawNo}`);
      expect(response.statusCode).toBe(200);
      const preview = response.json().result as {
        purchase_status: string;
        prizes: unknown[];
        winner_info: unknown;
        draw_data: { name: string; draw_number: number };
      };
      expect(preview.prizes).toHaveLength(4);
      expect(preview.draw_data.draw_number).toBe(drawNo);
      if (preview.purchase_status === 'past_draw') expect(preview.winner_info).not.toBeNull();
      else expect(preview.winner_info).toBeNull();
      statuses.push(preview.purchase_status);
    }

    expect(statuses).toEqual(['past_draw', 'open', 'pre_order', 'sold_out']);
    expect((await get('/v2/draw/preview/hearts_raffle/1')).statusCode).toBe(404);
  });
});

describe('GET /v2/statistics/{key}', () => {
  it('counts how often each number was drawn, with the hot and cold numbers', async () => {
    const response = await get('/v2/statistics/powerball');
    const statistics = response.json().result as {
      draws_counted: number;
      number_sets: Array<{
        name: string;
        frequencies: Array<{ number: number; count: number }>;
        hot: number[];
        cold: number[];
      }>;
    };

    expect(response.statusCode).toBe(200);
    expect(statistics.draws_counted).toBeGreaterThanOrEqual(104);
    const [numbers, powerball] = statistics.number_sets;
    expect(numbers?.name).toBe('Numbers');
    expect(numbers?.frequencies).toHaveLength(35);
    expect(powerball?.frequencies).toHaveLength(20);
    const total = (set: typeof numbers) =>
      (set?.frequencies ?? []).reduce((sum, frequency) => sum + frequency.count, 0);
    expect(total(numbers)).toBe(statistics.draws_counted * 7);
    expect(total(powerball)).toBe(statistics.draws_counted);
    const countOf = (number: number) =>
      numbers?.frequencies.find((frequency) => frequency.number === number)?.count ?? -1;
    const counts = (numbers?.frequencies ?? []).map((frequency) => frequency.count);
    expect(countOf(numbers?.hot[0] ?? 0)).toBe(Math.max(...counts));
    expect(countOf(numbers?.cold[0] ?? 0)).toBe(Math.min(...counts));
    expect(numbers?.hot).toHaveLength(7);
  });

  it('answers 404 for an unknown offer', async () => {
    const response = await get('/v2/statistics/no_such_lotto');
    expect(response.statusCode).toBe(404);
    expect(response.json().result).toBeNull();
  });
});
