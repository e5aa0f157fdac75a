import { DateTime } from 'luxon';
import { commitmentOf } from '../verifiable/commitment';
import {
  addCustomer,
  addTestOffers,
  type DrawTestDatabase,
  openDrawTestDatabase,
  resetDraws,
  sellTickets,
  testSettings,
} from '../steps/draw-test-support';
import { keepSchedule } from './keeper';
import { drawZone } from './schedule-rules';

let testDatabase: DrawTestDatabase;

beforeAll(async () => {
  testDatabase = await openDrawTestDatabase();
  await addTestOffers(testDatabase.database);
});

afterEach(() => resetDraws(testDatabase.database));

afterAll(() => testDatabase.close());

const sydney = (text: string) => DateTime.fromISO(text, { zone: drawZone }).toJSDate();
const weekMs = 7 * 24 * 60 * 60 * 1000;
// A Thursday morning: Powerball's sales close tonight.
const now = sydney('2026-11-19T10:00');

const keep = (at: Date) =>
  testDatabase.database
    .transaction()
    .execute((transaction) => keepSchedule(transaction, at, testSettings));

const drawsOf = (offerKey: string) =>
  testDatabase.database
    .selectFrom('draws')
    .leftJoin('draw_verifications', 'draw_verifications.draw_id', 'draws.id')
    .selectAll('draws')
    .select(['draw_verifications.seed', 'draw_verifications.commitment'])
    .where('product_offer_key', '=', offerKey)
    .orderBy('draw_no')
    .execute();

describe('keepSchedule', () => {
  it('opens every weekly draw closing within the horizon, each with its commitment', async () => {
    await keep(now);

    const draws = await drawsOf('powerball');
    expect(draws).toHaveLength(8);
    expect(draws.map((draw) => draw.draw_no - 1233)).toEqual(
      draws.map((_, index) => (draws[0]?.draw_no ?? 0) - 1233 + index),
    );
    for (const draw of draws) {
      const stop = DateTime.fromJSDate(new Date(draw.stop), { zone: drawZone });
      expect([stop.weekday, stop.hour, stop.minute]).toEqual([4, 19, 30]);
      expect(new Date(draw.draw_at ?? 0).getTime() - stop.toMillis()).toBe(60 * 60 * 1000);
      expect(draw.status).toBe('DRAW_OPEN');
      expect(draw.commitment).toBe(
        commitmentOf(Buffer.from(draw.seed ?? '', 'hex'), 'hmac-sha256-fy-v1'),
      );
    }
    expect(new Date(draws[0]?.stop ?? 0)).toEqual(sydney('2026-11-19T19:30'));
    // The next draw's jackpot is known; later ones wait for the draw before them.
    expect(draws.map((draw) => draw.prize_pool_cents && Number(draw.prize_pool_cents))).toEqual([
      20_000_000_00,
      ...Array<null>(7).fill(null),
    ]);
    expect(draws.slice(1).every((draw) => draw.is_prize_pool_unknown)).toBe(true);
  });

  it('gives every draw its own secret seed, and a syndicate draw its lottery draw commitment', async () => {
    await keep(now);

    const lottery = await drawsOf('powerball');
    const syndicate = await drawsOf('powerball_syndicate');
    const raffle = await drawsOf('hearts_raffle');
    const seeds = [...lottery, ...raffle].map((draw) => draw.seed);
    expect(seeds.every((seed) => /^[0-9a-f]{64}$/.test(seed ?? ''))).toBe(true);
    expect(new Set(seeds).size).toBe(seeds.length);
    expect(syndicate.map((draw) => [draw.draw_no, draw.commitment])).toEqual(
      lottery.map((draw) => [draw.draw_no, draw.commitment]),
    );
  });

  it('makes the same draws however often it runs', async () => {
    await keep(now);
    const first = await testDatabase.database
      .selectFrom('draws')
      .selectAll()
      .orderBy('id')
      .execute();
    await keep(now);
    await keep(new Date(now.getTime() + 60 * 1000));
    const second = await testDatabase.database
      .selectFrom('draws')
      .selectAll()
      .orderBy('id')
      .execute();

    expect(second).toEqual(first);
    const { count } = await testDatabase.database
      .selectFrom('draw_verifications')
      .select((select) => select.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    expect(Number(count)).toBe(first.length);
  });

  it('makes each draw once when two processes keep the schedule at the same time', async () => {
    await Promise.all([keep(now), keep(now)]);

    const draws = await drawsOf('powerball');
    expect(draws).toHaveLength(8);
    expect(draws.every((draw) => draw.seed !== null)).toBe(true);
  });

  it('keeps the horizon as time passes', async () => {
    await keep(now);
    const later = new Date(now.getTime() + 10 * weekMs);
    await keep(later);

    const open = (await drawsOf('powerball')).filter((draw) => new Date(draw.stop) > later);
    expect(open).toHaveLength(8);
    expect(new Date(open[7]?.stop ?? 0).getTime()).toBeGreaterThan(later.getTime() + 7 * weekMs);
  });

  it('keeps a raffle two draws ahead: the first open, the next on pre-order until its date', async () => {
    await keep(now);
    const [first, second] = await drawsOf('hearts_raffle');
    expect([first?.purchase_status, second?.purchase_status]).toEqual(['open', 'pre_order']);
    expect(Number(first?.prize_pool_cents)).toBe(1_250_000_00);
    expect(first?.ticket_cap).toBe(50_000);
    const records = await testDatabase.database.selectFrom('raffle_draws').selectAll().execute();
    expect(records.map((record) => record.name).sort()).toEqual([
      `Hearts Home Raffle ${first?.draw_no}`,
      `Hearts Home Raffle ${second?.draw_no}`,
    ]);
    await testDatabase.database
      .insertInto('raffle_prizes')
      .values({
        draw_id: second?.id ?? '',
        ranking: 1,
        name: 'A home',
        value_cents: 100,
        image: null,
        quantity: 1,
      })
      .execute();

    await keep(new Date(new Date(first?.stop ?? 0).getTime() + 1000));

    const after = await drawsOf('hearts_raffle');
    expect(after.map((draw) => draw.purchase_status)).toEqual(['open', 'open', 'pre_order']);
    const prizes = await testDatabase.database
      .selectFrom('raffle_prizes')
      .select(['name'])
      .where('draw_id', '=', after[2]?.id ?? '')
      .execute();
    expect(prizes).toEqual([{ name: 'A home' }]);
  });

  it('stops the sales of a raffle draw that sold its ticket cap', async () => {
    await keep(now);
    const [first] = await drawsOf('hearts_raffle');
    await testDatabase.database
      .updateTable('draws')
      .set({ ticket_cap: 5 })
      .where('id', '=', first?.id ?? '')
      .execute();
    const customerId = await addCustomer(testDatabase.database, {
      firstname: 'Ann',
      lastname: 'Lee',
    });
    const ticket = {
      customerId,
      drawId: first?.id ?? '',
      offerKey: 'hearts_raffle',
      priceCents: 1000,
    };
    await sellTickets(testDatabase.database, [{ ...ticket, numRaffleTickets: 4 }], now);
    await keep(now);
    expect((await drawsOf('hearts_raffle'))[0]?.status).toBe('DRAW_OPEN');

    await sellTickets(testDatabase.database, [{ ...ticket, numRaffleTickets: 1 }], now);
    await keep(now);

    expect((await drawsOf('hearts_raffle'))[0]).toMatchObject({
      status: 'DRAW_CAPPED',
      purchase_status: 'sold_out',
    });
  });

  it('makes no draws for a suspended offer', async () => {
    await testDatabase.database
      .updateTable('product_offers')
      .set({ suspended: true })
      .where('key', '=', 'powerball')
      .execute();
    await keep(now);

    expect(await drawsOf('powerball')).toEqual([]);
    // Nor for its syndicate, whose draws play the lottery's.
    expect(await drawsOf('powerball_syndicate')).toEqual([]);
  });
});
