import { freezeTicketLines, type TicketLine, verifyInclusion } from '../verifiable/ticket-merkle';
import {
  addCustomer,
  addTestOffers,
  type DrawTestDatabase,
  openDrawTestDatabase,
  resetDraws,
  sellTickets,
} from './draw-test-support';
import { engineOf, openDrawsOf, TestClock, testMorning as now } from './draw-run-support';

let testDatabase: DrawTestDatabase;
let customerId: string;

beforeAll(async () => {
  testDatabase = await openDrawTestDatabase();
  await addTestOffers(testDatabase.database);
  customerId = await addCustomer(testDatabase.database, { firstname: 'Ann', lastname: 'Lee' });
});

afterEach(() => resetDraws(testDatabase.database));

afterAll(() => testDatabase.close());

const openDraws = (offerKey: string) => openDrawsOf(testDatabase.database, offerKey);

const game = (numbers: number[], powerball: number) => ({
  Numbers: numbers,
  Powerball: [powerball],
});

async function frozenOf(drawId: string) {
  const database = testDatabase.database;
  const entries = await database
    .selectFrom('draw_entries')
    .selectAll()
    .where('draw_id', '=', drawId)
    .orderBy('first_position')
    .execute();
  const verification = await database
    .selectFrom('draw_verifications')
    .selectAll()
    .where('draw_id', '=', drawId)
    .executeTakeFirstOrThrow();
  const draw = await database
    .selectFrom('draws')
    .selectAll()
    .where('id', '=', drawId)
    .executeTakeFirstOrThrow();
  return { entries, verification, draw };
}

describe('the close step', () => {
  it('freezes the tickets that play the draw, with the Merkle root of their lines', async () => {
    const [first, second] = await openDraws('powerball');
    const sell = (drawId: string, games: Array<Record<string, number[]>>, more = {}) => ({
      customerId,
      drawId,
      offerKey: 'powerball',
      games,
      priceCents: 150 * games.length,
      ...more,
    });
    const games = [game([1, 2, 3, 4, 5, 6, 7], 1), game([8, 9, 10, 11, 12, 13, 14], 2)];
    const [twice, multiDraw, voided, later] = await sellTickets(
      testDatabase.database,
      [
        sell(first?.id ?? '', games, { quantity: 2 }),
        sell(first?.id ?? '', games.slice(0, 1), { numDraws: 3 }),
        sell(first?.id ?? '', games, { voided: true }),
        sell(second?.id ?? '', games),
      ],
      now,
    );

    const clock = new TestClock(new Date(new Date(first?.stop ?? 0).getTime() + 60_000));
    const summary = await engineOf(testDatabase.database, clock).tick();

    expect(summary.failures).toEqual([]);
    const { entries, verification, draw } = await frozenOf(first?.id ?? '');
    expect(draw.status).toBe('DRAW_CLOSED');
    const expected: TicketLine[] = [
      ...[...games, ...games].map((numbers, lineIndex) => ({
        ticketId: twice ?? '',
        lineIndex,
        numbers,
      })),
      { ticketId: multiDraw ?? '', lineIndex: 0, numbers: games[0] ?? {} },
    ];
    const frozen = freezeTicketLines(expected);
    expect(verification).toMatchObject({ tickets_root: frozen.root, ticket_lines: 5 });
    expect(verification.frozen_at).not.toBeNull();
    expect(entries.map((entry) => entry.ticket_id).sort()).toEqual([twice, multiDraw].sort());
    expect(entries.map((entry) => entry.ticket_id)).not.toContain(voided);
    expect(entries.map((entry) => entry.ticket_id)).not.toContain(later);

    // Each entry's first position is its first leaf; a customer's proof checks against the root.
    for (const entry of entries) {
      const lines = expected.filter((line) => line.ticketId === entry.ticket_id);
      expect(entry.line_count).toBe(lines.length);
      for (const line of lines) {
        const proof = frozen.proofFor(line.ticketId, line.lineIndex);
        expect(proof?.leafIndex).toBe(entry.first_position - 1 + line.lineIndex);
        expect(
          verifyInclusion(
            line,
            proof ?? { leafIndex: 0, leafCount: 0, steps: [] },
            verification.tickets_root ?? '',
          ),
        ).toBe(true);
      }
    }
    const audit = await testDatabase.database
      .selectFrom('audit_log')
      .select(['action', 'detail'])
      .where('subject_id', '=', first?.id ?? '')
      .where('action', '=', 'draw.frozen')
      .executeTakeFirstOrThrow();
    expect(audit.detail).toMatchObject({ lines: 5, root: frozen.root });
  });

  it('keeps playing a multi-draw ticket in its later draws', async () => {
    const [first, second, third] = await openDraws('powerball');
    const [multiDraw] = await sellTickets(
      testDatabase.database,
      [
        {
          customerId,
          drawId: first?.id ?? '',
          offerKey: 'powerball',
          games: [game([1, 2, 3, 4, 5, 6, 7], 1)],
          numDraws: 2,
          priceCents: 300,
        },
      ],
      now,
    );
    const engine = engineOf(testDatabase.database, new TestClock(new Date(third?.stop ?? 0)));
    await engine.tick();

    expect((await frozenOf(second?.id ?? '')).entries.map((entry) => entry.ticket_id)).toEqual([
      multiDraw,
    ]);
    expect((await frozenOf(third?.id ?? '')).entries).toEqual([]);
    expect((await frozenOf(third?.id ?? '')).verification.tickets_root).toBe(
      freezeTicketLines([]).root,
    );
  });

  it('freezes a raffle ticket book as one line per raffle ticket', async () => {
    const [raffle] = await openDraws('hearts_raffle');
    const [book, single] = await sellTickets(
      testDatabase.database,
      [
        {
          customerId,
          drawId: raffle?.id ?? '',
          offerKey: 'hearts_raffle',
          priceCents: 4000,
          numRaffleTickets: 5,
        },
        {
          customerId,
          drawId: raffle?.id ?? '',
          offerKey: 'hearts_raffle',
          priceCents: 1000,
          numRaffleTickets: 1,
        },
      ],
      now,
    );
    await engineOf(testDatabase.database, new TestClock(new Date(raffle?.stop ?? 0))).tick();

    const { entries, verification } = await frozenOf(raffle?.id ?? '');
    const byTicket = new Map(entries.map((entry) => [entry.ticket_id, entry]));
    expect(byTicket.get(book ?? '')?.line_count).toBe(5);
    expect(byTicket.get(single ?? '')?.line_count).toBe(1);
    expect(verification.ticket_lines).toBe(6);
    expect(entries.map((entry) => entry.first_position)).toEqual([
      1,
      entries[0]?.line_count === 5 ? 6 : 2,
    ]);
  });

  it("chooses a syndicate's games as its shares pay for, quick-picked", async () => {
    const [syndicate] = await openDraws('powerball_syndicate');
    const share = { customerId, drawId: syndicate?.id ?? '', offerKey: 'powerball_syndicate' };
    await sellTickets(
      testDatabase.database,
      [
        { ...share, numShares: 3, priceCents: 3750 },
        { ...share, numShares: 1, priceCents: 1250 },
      ],
      now,
    );
    await engineOf(testDatabase.database, new TestClock(new Date(syndicate?.stop ?? 0))).tick();

    const { draw, verification } = await frozenOf(syndicate?.id ?? '');
    expect(draw.status).toBe('DRAW_CLOSED');
    expect(verification.ticket_lines).toBe(2);
    // $50.00 of shares buys 33 standard games at $1.50.
    const games = draw.entry_games ?? [];
    expect(games).toHaveLength(33);
    for (const entry of games) {
      expect(new Set(entry.Numbers).size).toBe(7);
      expect(entry.Numbers?.every((number) => number >= 1 && number <= 35)).toBe(true);
      expect(entry.Powerball).toHaveLength(1);
    }
    expect(new Set(games.map((entry) => JSON.stringify(entry))).size).toBeGreaterThan(1);
  });

  it('closes a capped raffle draw at once and draws it straight away', async () => {
    const [raffle] = await openDraws('hearts_raffle');
    await testDatabase.database
      .updateTable('draws')
      .set({ status: 'DRAW_CAPPED', purchase_status: 'sold_out' })
      .where('id', '=', raffle?.id ?? '')
      .execute();
    const clock = new TestClock(new Date(now.getTime() + 60_000));
    await engineOf(testDatabase.database, clock).tick();

    const { draw } = await frozenOf(raffle?.id ?? '');
    expect(draw.status).toBe('DRAW_EMAILED');
    expect(draw.stop).toEqual(clock.now());
    expect(draw.draw_at).toEqual(clock.now());
  });
});
