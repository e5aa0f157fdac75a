import { groupSessionCloser } from '../../social/session-close';
import { DrawEngine } from '../engine/engine';
import { gameRulesOf } from '../scoring/game-rules';
import { keepSchedule } from '../schedule/keeper';
import { drawNumbers } from '../verifiable/number-derivation';
import { noBeacon } from '../verifiable/randomness-beacon';
import { closeStep } from './close';
import { drawStep } from './draw';
import { lotteryPools } from './draw-pools';
import {
  openDrawsOf,
  payoutsOf,
  sydney,
  TestClock,
  testMorning as now,
  ticketResultsOf,
} from './draw-run-support';
import {
  addCustomer,
  addTestOffers,
  type DrawTestDatabase,
  openDrawTestDatabase,
  sellTickets,
  testSettings,
} from './draw-test-support';
import { addGroup, buyShares, fundWallet, openSession } from './group-session-test-support';
import { payStep } from './pay';
import { scoreStep } from './score';

let testDatabase: DrawTestDatabase;

beforeAll(async () => {
  testDatabase = await openDrawTestDatabase();
  await addTestOffers(testDatabase.database);
});

afterAll(() => testDatabase.close());

const database = () => testDatabase.database;

/** Close, draw, score and pay, for real; Lotto Party's sessions closed with the lottery. */
function engineOf(clock: TestClock) {
  return new DrawEngine(
    database(),
    [closeStep, drawStep, scoreStep, payStep],
    keepSchedule,
    () => Promise.resolve(),
    testSettings,
    {
      beacon: noBeacon,
      closeGroupSessions: groupSessionCloser({ publicUrl: testSettings.publicUrl }),
    },
    clock.now,
  );
}

/** The numbers the draw will draw (the test knows the secret seed): a Division 9 game, a loser. */
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
  return {
    // 2 winning numbers + the Powerball.
    divisionNine: {
      Numbers: [...drawn.slice(0, 2), ...others.slice(0, 5)].sort((a, b) => a - b),
      Powerball: [drawnPowerball],
    },
    loser: { Numbers: others.slice(5, 12), Powerball: [(drawnPowerball % 20) + 1] },
  };
}

const cashOf = async (customerIds: readonly string[]) => {
  const rows = await database()
    .selectFrom('ledger_accounts')
    .select(['customer_id', 'balance_cents'])
    .where('kind', '=', 'customer_cash')
    .where('customer_id', 'in', customerIds)
    .execute();
  return new Map(rows.map((row) => [row.customer_id, Number(row.balance_cents)]));
};

describe('scoring the Lotto Party sessions of a lottery draw', () => {
  it("splits a winning session's prize by shares, paid into the holders' wallets", async () => {
    const [ann, bob, cat, dan] = await Promise.all(
      ['Ann', 'Bob', 'Cat', 'Dan'].map((firstname) =>
        addCustomer(database(), { firstname, lastname: 'Test' }),
      ),
    );
    if (!ann || !bob || !cat || !dan) throw new Error('customers missing');
    for (const customerId of [ann, bob, cat]) await fundWallet(database(), customerId, 50_00, now);
    const [draw] = await openDrawsOf(database(), 'powerball');
    if (!draw) throw new Error('Powerball has no open draw');
    const games = await gamesOf(draw);
    const session = (groupId: string) =>
      openSession(database(), {
        groupId,
        drawId: draw.id,
        offerKey: 'powerball',
        createdBy: ann,
        sharePriceCents: 5_00,
        at: now,
      });
    const winning = await session(
      await addGroup(database(), {
        name: 'Office Heroes',
        ownerId: ann,
        memberIds: [bob, cat],
        at: now,
      }),
    );
    const losing = await session(
      await addGroup(database(), { name: 'Night Owls', ownerId: ann, at: now }),
    );
    const bobShares = await buyShares(database(), {
      customerId: bob,
      sessionId: winning,
      shares: 2,
      at: now,
    });
    const catShares = await buyShares(database(), {
      customerId: cat,
      sessionId: winning,
      shares: 3,
      at: now,
    });
    const annShares = await buyShares(database(), {
      customerId: ann,
      sessionId: losing,
      shares: 2,
      at: now,
    });
    const [danTicket] = await sellTickets(
      database(),
      [
        {
          customerId: dan,
          drawId: draw.id,
          offerKey: 'powerball',
          games: [games.divisionNine],
          priceCents: 150,
        },
      ],
      now,
    );
    const clock = new TestClock(new Date(new Date(draw.stop).getTime() + 60_000));
    await engineOf(clock).tick();
    // The sessions' quick picks, made known: the winning session holds one Division 9 line.
    for (const [sessionId, sessionGames] of [
      [winning, [games.loser, games.divisionNine]],
      [losing, [games.loser]],
    ] as const) {
      await database()
        .updateTable('social_sessions')
        .set({ games: JSON.stringify(sessionGames) })
        .where('id', '=', sessionId)
        .execute();
    }
    const before = await cashOf([ann, bob, cat, dan]);

    clock.set(sydney('2026-11-19T20:31'));
    const summary = await engineOf(clock).tick();

    expect(summary.failures).toEqual([]);
    const { status } = await database()
      .selectFrom('draws')
      .select('status')
      .where('id', '=', draw.id)
      .executeTakeFirstOrThrow();
    expect(status).toBe('DRAW_PAID');
    // Sales: Dan's A$1.50 and the pools, A$25.00 + A$10.00; the fund, 60 %: 2190c. Division 9's
    // 26.3 % (575c) is shared by its two winning lines, Dan's and the session's: 287c each.
    const divisionNine = await database()
      .selectFrom('draw_dividends')
      .select(['winners', 'prize_per_winner_cents'])
      .where('draw_id', '=', draw.id)
      .where('division', '=', 9)
      .executeTakeFirstOrThrow();
    expect(divisionNine).toMatchObject({ winners: 2 });
    expect(Number(divisionNine.prize_per_winner_cents)).toBe(287);
    // 287c split 2:3: 114.8c and 172.2c, the cent left over to the larger remainder.
    expect(await ticketResultsOf(database(), draw.id)).toEqual(
      expect.arrayContaining([
        { ticket_id: danTicket, division: 9, prize_cents: 287 },
        { ticket_id: bobShares, division: 9, prize_cents: 115 },
        { ticket_id: catShares, division: 9, prize_cents: 172 },
        { ticket_id: annShares, division: null, prize_cents: 0 },
      ]),
    );

    const payouts = await payoutsOf(database(), draw.id);
    expect(payouts.map((payout) => payout.customer_id).sort()).toEqual([bob, cat, dan].sort());
    expect(payouts.every((payout) => payout.status === 'paid')).toBe(true);
    const prizeDescription = (shares: number) =>
      `Prize: Lotto Party Office Heroes, Powerball draw ${draw.draw_no}, ${shares} of 5 shares sold`;
    const transfers = await database()
      .selectFrom('ledger_transfers')
      .select(['customer_id', 'description'])
      .where(
        'id',
        'in',
        payouts.map((payout) => payout.transfer_id ?? ''),
      )
      .where('kind', '=', 'prize')
      .execute();
    expect(transfers).toEqual(
      expect.arrayContaining([
        { customer_id: bob, description: prizeDescription(2) },
        { customer_id: cat, description: prizeDescription(3) },
      ]),
    );
    const after = await cashOf([ann, bob, cat, dan]);
    expect((after.get(bob) ?? 0) - (before.get(bob) ?? 0)).toBe(115);
    expect((after.get(cat) ?? 0) - (before.get(cat) ?? 0)).toBe(172);
    expect(after.get(ann)).toBe(before.get(ann));
  });
});
