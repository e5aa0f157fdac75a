import { engineActor } from '../engine/step';
import { gameRulesOf } from '../scoring/game-rules';
import { drawNumbers } from '../verifiable/number-derivation';
import { lotteryPools } from './draw-pools';
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
  payoutsOf as payoutsOfDraw,
  sumOf as sum,
  sydney,
  TestClock,
  testMorning as now,
  ticketResultsOf,
} from './draw-run-support';

let testDatabase: DrawTestDatabase;
let ann: string;
let bob: string;

beforeAll(async () => {
  testDatabase = await openDrawTestDatabase();
  await addTestOffers(testDatabase.database);
  ann = await addCustomer(testDatabase.database, { firstname: 'Ann', lastname: 'Lee' });
  bob = await addCustomer(testDatabase.database, { firstname: 'Bob', lastname: 'Ng' });
});

afterEach(() => resetDraws(testDatabase.database));

afterAll(() => testDatabase.close());

const afterTheDraw = sydney('2026-11-19T20:31');
const baseJackpotCents = 20_000_000_00;
const database = () => testDatabase.database;
const openDraws = (offerKey: string) => openDrawsOf(database(), offerKey);
const resultsOf = (drawId: string) => ticketResultsOf(database(), drawId);
const payoutsOf = (drawId: string) => payoutsOfDraw(database(), drawId);

/** The numbers the draw will draw (the test knows the secret seed): a winning game and losers. */
async function gamesOf(draw: { id: string; draw_no: number }) {
  const { seed } = await database()
    .selectFrom('draw_verifications')
    .select('seed')
    .where('draw_id', '=', draw.id)
    .executeTakeFirstOrThrow();
  const [main, powerball] = drawNumbers({
    seed: Buffer.from(seed, 'hex'),
    drawKey: `powerball:${draw.draw_no}`,
    pools: lotteryPools(gameRulesOf('powerball')),
  });
  const drawn = main?.numbers ?? [];
  const others = Array.from({ length: 35 }, (_, index) => index + 1).filter(
    (number) => !drawn.includes(number),
  );
  const drawnPowerball = powerball?.numbers[0] ?? 1;
  const otherPowerball = (drawnPowerball % 20) + 1;
  return {
    jackpot: { Numbers: drawn, Powerball: [drawnPowerball] },
    // 2 winning numbers + the Powerball: Division 9.
    divisionNine: {
      Numbers: [...drawn.slice(0, 2), ...others.slice(0, 5)],
      Powerball: [drawnPowerball],
    },
    loser: { Numbers: others.slice(5, 12), Powerball: [otherPowerball] },
  };
}

describe('the score step', () => {
  it('pays Division 1 to a ticket matching the drawn numbers, and every prize once', async () => {
    const [draw, next] = await openDraws('powerball');
    const games = await gamesOf(draw ?? { id: '', draw_no: 0 });
    const ticket = { drawId: draw?.id ?? '', offerKey: 'powerball' };
    const [winner, other] = await sellTickets(
      database(),
      [
        { ...ticket, customerId: ann, games: [games.jackpot], priceCents: 150 },
        {
          ...ticket,
          customerId: bob,
          games: [games.loser, games.divisionNine, games.loser],
          priceCents: 450,
        },
      ],
      now,
    );
    const summary = await engineOf(database(), new TestClock(afterTheDraw)).tick();
    expect(summary.failures).toEqual([]);

    const results = await resultsOf(draw?.id ?? '');
    // Sales $6.00, prize fund 60 %: 360c; Division 9 shares 26.3 % of it.
    expect(results).toEqual(
      expect.arrayContaining([
        { ticket_id: winner, division: 1, prize_cents: baseJackpotCents },
        { ticket_id: other, division: 9, prize_cents: 94 },
      ]),
    );
    const payouts = await payoutsOf(draw?.id ?? '');
    expect(payouts).toHaveLength(2);
    expect(payouts.find((payout) => payout.ticket_id === winner)).toMatchObject({
      customer_id: ann,
      status: 'awaiting_claim',
      description: `Prize: Powerball draw ${draw?.draw_no}, Division 1`,
    });
    expect(payouts.find((payout) => payout.ticket_id === other)).toMatchObject({
      customer_id: bob,
      status: 'due',
      description: `Prize: Powerball draw ${draw?.draw_no}, Division 9`,
    });
    const dividends = await database()
      .selectFrom('draw_dividends')
      .selectAll()
      .where('draw_id', '=', draw?.id ?? '')
      .orderBy('division')
      .execute();
    expect(dividends).toHaveLength(9);
    expect(dividends[0]).toMatchObject({ winners: 1 });
    const paid = sum(
      dividends.map((dividend) => Number(dividend.prize_per_winner_cents ?? 0) * dividend.winners),
    );
    expect(sum(payouts.map((payout) => payout.amount_cents))).toBe(paid);
    expect(sum(results.map((result) => result.prize_cents))).toBe(paid);
    // Won: the next draw's jackpot is back to the base.
    const nextDraw = await database()
      .selectFrom('draws')
      .selectAll()
      .where('id', '=', next?.id ?? '')
      .executeTakeFirstOrThrow();
    expect(nextDraw).toMatchObject({ is_prize_pool_unknown: false });
    expect(Number(nextDraw.prize_pool_cents)).toBe(baseJackpotCents);
  });

  it('rolls the jackpot over to the next draws when Division 1 is not won', async () => {
    const [draw, next] = await openDraws('powerball');
    const games = await gamesOf(draw ?? { id: '', draw_no: 0 });
    const [loser] = await sellTickets(
      database(),
      [
        {
          customerId: ann,
          drawId: draw?.id ?? '',
          offerKey: 'powerball',
          games: [games.loser],
          priceCents: 150,
        },
      ],
      now,
    );
    await engineOf(database(), new TestClock(afterTheDraw)).tick();

    expect(await resultsOf(draw?.id ?? '')).toEqual([
      { ticket_id: loser, division: null, prize_cents: 0 },
    ]);
    expect(await payoutsOf(draw?.id ?? '')).toEqual([]);
    const pools = await database()
      .selectFrom('draws')
      .select(['product_offer_key', 'prize_pool_cents'])
      .where('draw_no', '=', next?.draw_no ?? 0)
      .where('product_offer_key', 'in', ['powerball', 'powerball_syndicate'])
      .execute();
    expect(pools.map((pool) => Number(pool.prize_pool_cents))).toEqual([
      30_000_000_00, 30_000_000_00,
    ]);
  });

  it("splits a syndicate's prize by shares, its games counted in the lottery's dividends", async () => {
    const [syndicate] = await openDraws('powerball_syndicate');
    const [lottery] = await openDraws('powerball');
    const games = await gamesOf(lottery ?? { id: '', draw_no: 0 });
    const share = { drawId: syndicate?.id ?? '', offerKey: 'powerball_syndicate' };
    const [annShares, bobShares] = await sellTickets(
      database(),
      [
        { ...share, customerId: ann, numShares: 3, priceCents: 3750 },
        { ...share, customerId: bob, numShares: 1, priceCents: 1250 },
      ],
      now,
    );
    const engine = engineOf(database(), new TestClock(now));
    // Drawn now by an operator: the lottery waits to be scored until its syndicate has closed.
    await engine.drawNow('powerball', null, engineActor);
    const drawn = await database()
      .selectFrom('draws')
      .select('status')
      .where('id', '=', lottery?.id ?? '')
      .executeTakeFirstOrThrow();
    expect(drawn.status).toBe('DRAW_DRAWN');
    await database()
      .updateTable('draws')
      .set({ stop: now })
      .where('id', '=', syndicate?.id ?? '')
      .execute();
    await engine.runSteps(syndicate?.id ?? '', engineActor, false);
    // The syndicate's quick picks, made known: one of its games hits the jackpot.
    await database()
      .updateTable('draws')
      .set({ entry_games: JSON.stringify([games.loser, games.jackpot]) })
      .where('id', '=', syndicate?.id ?? '')
      .execute();
    const later = engineOf(database(), new TestClock(afterTheDraw));
    await later.tick();
    await later.tick();

    const results = await resultsOf(syndicate?.id ?? '');
    expect(results).toEqual(
      expect.arrayContaining([
        { ticket_id: annShares, division: 1, prize_cents: 15_000_000_00 },
        { ticket_id: bobShares, division: 1, prize_cents: 5_000_000_00 },
      ]),
    );
    expect(sum((await payoutsOf(syndicate?.id ?? '')).map((payout) => payout.amount_cents))).toBe(
      baseJackpotCents,
    );
    const dividend = await database()
      .selectFrom('draw_dividends')
      .selectAll()
      .where('draw_id', '=', lottery?.id ?? '')
      .where('division', '=', 1)
      .executeTakeFirstOrThrow();
    expect(dividend).toMatchObject({ winners: 1 });
  });
});
