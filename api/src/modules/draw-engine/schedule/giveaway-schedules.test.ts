import { DateTime } from 'luxon';
import {
  type DrawTestDatabase,
  openDrawTestDatabase,
  testSettings,
} from '../steps/draw-test-support';
import { seedGiveaways } from '../steps/giveaway-test-support';
import { keepSchedule } from './keeper';
import { drawZone } from './schedule-rules';

let testDatabase: DrawTestDatabase;

const sydney = (text: string) => DateTime.fromISO(text, { zone: drawZone }).toJSDate();
const sydneyText = (date: Date | string | null) =>
  date === null
    ? null
    : DateTime.fromJSDate(new Date(date), { zone: drawZone }).toFormat("yyyy-MM-dd'T'HH:mm");

// A Thursday morning.
const seededAt = sydney('2026-11-19T10:00');

beforeAll(async () => {
  testDatabase = await openDrawTestDatabase();
  await seedGiveaways(testDatabase.database, seededAt);
});

afterAll(() => testDatabase.close());

const keep = (at: Date) =>
  testDatabase.database
    .transaction()
    .execute((transaction) => keepSchedule(transaction, at, testSettings));

/** The giveaway's draws: number, close and draw times (Sydney), purchase status, prizes. */
async function drawsOf(offerKey: string) {
  const draws = await testDatabase.database
    .selectFrom('draws')
    .leftJoin('draw_verifications', 'draw_verifications.draw_id', 'draws.id')
    .select([
      'draws.id',
      'draws.draw_no',
      'draws.stop',
      'draws.draw_at',
      'draws.purchase_status',
      'draw_verifications.commitment',
    ])
    .where('product_offer_key', '=', offerKey)
    .orderBy('draw_no')
    .execute();
  return Promise.all(
    draws.map(async (draw) => ({
      drawNo: draw.draw_no,
      stop: sydneyText(draw.stop),
      drawAt: sydneyText(draw.draw_at),
      purchaseStatus: draw.purchase_status,
      committed: draw.commitment !== null,
      prizes: (
        await testDatabase.database
          .selectFrom('raffle_prizes')
          .select(['ranking', 'name', 'value_cents', 'quantity', 'payout'])
          .where('draw_id', '=', draw.id)
          .orderBy('ranking')
          .execute()
      ).map((prize) => [prize.name, Number(prize.value_cents), prize.quantity, prize.payout]),
    })),
  );
}

const dailyPrizes = [
  ['A$100 cash', 10000, 1, 'cash'],
  ['A$10 bonus credit', 1000, 9, 'promo_credit'],
];

describe('giveaway schedules', () => {
  it('opens each giveaway on its own calendar, with its prizes and a commitment', async () => {
    const daily = await drawsOf('daily_winners_daily');
    expect(daily).toEqual([
      {
        drawNo: 323,
        stop: '2026-11-19T19:00',
        drawAt: '2026-11-19T19:30',
        purchaseStatus: 'open',
        committed: true,
        prizes: dailyPrizes,
      },
      {
        drawNo: 324,
        stop: '2026-11-20T19:00',
        drawAt: '2026-11-20T19:30',
        purchaseStatus: 'pre_order',
        committed: true,
        prizes: dailyPrizes,
      },
    ]);
    expect(await drawsOf('daily_winners_monthly')).toEqual([
      expect.objectContaining({ drawNo: 11, stop: '2026-11-30T19:00', drawAt: '2026-11-30T19:30' }),
    ]);
    expect(await drawsOf('daily_winners_major')).toEqual([
      expect.objectContaining({
        drawNo: 4,
        stop: '2026-12-31T19:00',
        prizes: [
          ['Toyota Corolla Hybrid', 3500000, 1, 'physical'],
          ['A$500 cash', 50000, 5, 'cash'],
        ],
      }),
    ]);
    // Preview giveaways are on Fridays; only the next one is open.
    expect(await drawsOf('daily_winners_preview')).toEqual([
      expect.objectContaining({
        drawNo: 47,
        stop: '2026-11-20T19:00',
        prizes: [
          ['A$250 cash', 25000, 1, 'cash'],
          ['A$20 bonus credit', 2000, 4, 'promo_credit'],
        ],
      }),
    ]);
    expect(await drawsOf('daily_winners_special')).toEqual([
      {
        drawNo: 1,
        stop: '2026-12-10T19:00',
        drawAt: '2026-12-10T19:30',
        purchaseStatus: 'open',
        committed: true,
        prizes: [
          ['Weekend in the Blue Mountains', 150000, 1, 'physical'],
          ['A$25 bonus credit', 2500, 20, 'promo_credit'],
        ],
      },
    ]);
  });

  it('makes the next draws with the prizes and payouts of the draws before them', async () => {
    await keep(sydney('2026-11-21T10:00'));
    await keep(sydney('2026-12-01T10:00'));

    const daily = await drawsOf('daily_winners_daily');
    const dailyLater = daily.filter((draw) => draw.drawNo >= 325);
    expect(dailyLater.length).toBeGreaterThanOrEqual(2);
    for (const draw of dailyLater) {
      expect(draw).toMatchObject({ committed: true, prizes: dailyPrizes });
      expect(draw.stop?.endsWith('T19:00')).toBe(true);
    }
    expect(await drawsOf('daily_winners_monthly')).toEqual([
      expect.objectContaining({ drawNo: 11 }),
      expect.objectContaining({
        drawNo: 12,
        stop: '2026-12-31T19:00',
        committed: true,
        prizes: [
          ['A$1,000 cash', 100000, 1, 'cash'],
          ['A$50 bonus credit', 5000, 20, 'promo_credit'],
        ],
      }),
    ]);
    const preview = await drawsOf('daily_winners_preview');
    expect(preview.map((draw) => draw.stop)).toEqual(
      expect.arrayContaining(['2026-11-27T19:00', '2026-12-04T19:00']),
    );
    expect(preview.every((draw) => draw.prizes.length === 2)).toBe(true);
    // The special giveaway has no schedule: nothing is added to it.
    expect(await drawsOf('daily_winners_special')).toHaveLength(1);
  });

  it('seeds once: seeding again changes nothing', async () => {
    const before = await drawsOf('daily_winners_special');

    await seedGiveaways(testDatabase.database, sydney('2026-12-01T10:00'));

    expect(await drawsOf('daily_winners_special')).toEqual(before);
    const offers = await testDatabase.database
      .selectFrom('product_offers')
      .select(['key', 'type', 'availability'])
      .where('type', '=', 'membership')
      .orderBy('key')
      .execute();
    expect(offers).toEqual([
      { key: 'daily_winners', type: 'membership', availability: 'available' },
      ...['daily', 'major', 'monthly', 'preview', 'special'].map((type) => ({
        key: `daily_winners_${type}`,
        type: 'membership',
        availability: 'unavailable',
      })),
    ]);
  });
});
