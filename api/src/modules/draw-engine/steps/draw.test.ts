import { type RandomnessBeacon } from '../verifiable/randomness-beacon';
import { verifyDraw } from '../verifiable/verify-draw';
import {
  addCustomer,
  addTestOffers,
  type DrawTestDatabase,
  openDrawTestDatabase,
  resetDraws,
  sellTickets,
} from './draw-test-support';
import {
  engineOf,
  openDrawsOf,
  publishedDrawOf,
  sydney,
  TestClock,
  testMorning as now,
} from './draw-run-support';

let testDatabase: DrawTestDatabase;
let customerId: string;

beforeAll(async () => {
  testDatabase = await openDrawTestDatabase();
  await addTestOffers(testDatabase.database);
  customerId = await addCustomer(testDatabase.database, { firstname: 'Ann', lastname: 'Lee' });
});

afterEach(() => resetDraws(testDatabase.database));

afterAll(() => testDatabase.close());

const afterTheDraw = sydney('2026-11-19T20:31');

/** The next draw of each offer. */
async function openDraws() {
  const [lottery] = await openDrawsOf(testDatabase.database, 'powerball');
  const [syndicate] = await openDrawsOf(testDatabase.database, 'powerball_syndicate');
  const [raffle] = await openDrawsOf(testDatabase.database, 'hearts_raffle');
  if (!lottery || !syndicate || !raffle) throw new Error('the schedule made no draws');
  return { lottery, syndicate, raffle };
}

const drawOf = (id: string) =>
  testDatabase.database
    .selectFrom('draws')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

const resultsOf = (id: string) =>
  testDatabase.database
    .selectFrom('draw_results')
    .selectAll()
    .where('draw_id', '=', id)
    .executeTakeFirstOrThrow();

const fixedBeacon: RandomnessBeacon = {
  key: 'test-beacon',
  roundFor: () => Promise.resolve({ round: 42, value: Buffer.alloc(32, 7) }),
};

describe('the draw step', () => {
  it('draws a lottery from its committed seed and a beacon round, as anyone can re-derive', async () => {
    const { lottery } = await openDraws();
    const engine = engineOf(testDatabase.database, new TestClock(afterTheDraw), fixedBeacon);
    const summary = await engine.tick();

    expect(summary.failures).toEqual([]);
    const published = await publishedDrawOf(testDatabase.database, lottery.id);
    expect(published.drawKey).toBe(`powerball:${lottery.draw_no}`);
    expect(published.beacon).toEqual({ key: 'test-beacon', round: 42, value: '07'.repeat(32) });
    expect(published.pools.map((pool) => pool.name)).toEqual(['Numbers', 'Powerball']);
    expect(verifyDraw(published)).toMatchObject({
      commitmentMatches: true,
      numbersMatch: true,
      problem: null,
    });
    const results = await resultsOf(lottery.id);
    expect(results.number_sets).toEqual(published.numbers);
    expect(results.number_sets[0]?.numbers).toHaveLength(7);
    expect(results.number_sets[1]?.numbers).toHaveLength(1);
    expect(results.supplementaries).toEqual([]);
    expect(results.drawn_at).toEqual(afterTheDraw);
    expect((await drawOf(lottery.id)).status).toBe('DRAW_EMAILED');
  });

  it('waits for the draw time', async () => {
    const { lottery } = await openDraws();
    await engineOf(testDatabase.database, new TestClock(sydney('2026-11-19T20:00'))).tick();

    expect((await drawOf(lottery.id)).status).toBe('DRAW_CLOSED');
    const published = await publishedDrawOf(testDatabase.database, lottery.id);
    expect(published.numbers).toEqual([]);
  });

  it('draws raffle ticket positions, one per prize, and makes the draw past', async () => {
    const { raffle } = await openDraws();
    await testDatabase.database
      .insertInto('raffle_prizes')
      .values([
        {
          draw_id: raffle.id,
          ranking: 1,
          name: 'A home',
          value_cents: 100_000_00,
          image: null,
          quantity: 1,
        },
        {
          draw_id: raffle.id,
          ranking: 2,
          name: 'A car',
          value_cents: 50_000_00,
          image: null,
          quantity: 2,
        },
      ])
      .execute();
    const ticket = { customerId, drawId: raffle.id, offerKey: 'hearts_raffle', priceCents: 1000 };
    await sellTickets(
      testDatabase.database,
      [
        { ...ticket, numRaffleTickets: 5 },
        { ...ticket, numRaffleTickets: 2 },
      ],
      now,
    );
    const drawAt = new Date(raffle.draw_at ?? 0);
    await engineOf(testDatabase.database, new TestClock(drawAt)).tick();

    const published = await publishedDrawOf(testDatabase.database, raffle.id);
    expect(published.pools).toEqual([
      { name: 'Tickets', kind: 'barrel', minimum: 1, maximum: 7, pick: 3 },
    ]);
    expect(verifyDraw(published)).toMatchObject({ commitmentMatches: true, numbersMatch: true });
    const [positions] = published.numbers;
    expect(new Set(positions?.numbers).size).toBe(3);
    expect(await drawOf(raffle.id)).toMatchObject({
      status: 'DRAW_EMAILED',
      purchase_status: 'past_draw',
    });
    expect((await resultsOf(raffle.id)).number_sets).toEqual([]);
  });

  it('draws nothing for a raffle without tickets', async () => {
    const { raffle } = await openDraws();
    await engineOf(testDatabase.database, new TestClock(new Date(raffle.draw_at ?? 0))).tick();

    const published = await publishedDrawOf(testDatabase.database, raffle.id);
    expect(published.pools).toEqual([]);
    expect(published.numbers).toEqual([]);
    expect(verifyDraw(published)).toMatchObject({ commitmentMatches: true, numbersMatch: true });
  });

  it("gives a syndicate draw its lottery draw's numbers once that is drawn", async () => {
    const { lottery, syndicate } = await openDraws();
    await sellTickets(
      testDatabase.database,
      [
        {
          customerId,
          drawId: syndicate.id,
          offerKey: 'powerball_syndicate',
          numShares: 2,
          priceCents: 2500,
        },
      ],
      now,
    );
    const engine = engineOf(testDatabase.database, new TestClock(afterTheDraw));
    const first = await engine.tick();
    // The syndicate closes first; its draw waits for the lottery's.
    expect(first.steps).toContainEqual(
      expect.objectContaining({ drawId: syndicate.id, step: 'draw', outcome: 'waiting' }),
    );
    await engine.tick();

    expect((await drawOf(syndicate.id)).status).toBe('DRAW_EMAILED');
    const published = await publishedDrawOf(testDatabase.database, syndicate.id);
    const lotteryPublished = await publishedDrawOf(testDatabase.database, lottery.id);
    expect(published.drawKey).toBe(`powerball:${lottery.draw_no}`);
    expect(published.numbers).toEqual(lotteryPublished.numbers);
    expect(published.ticketsRoot).not.toBe(lotteryPublished.ticketsRoot);
    expect(verifyDraw(published)).toMatchObject({ commitmentMatches: true, numbersMatch: true });
    expect((await resultsOf(syndicate.id)).number_sets).toEqual(
      (await resultsOf(lottery.id)).number_sets,
    );
  });
});
