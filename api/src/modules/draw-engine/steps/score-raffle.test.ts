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
  bob = await addCustomer(testDatabase.database, {
    firstname: 'Bob',
    lastname: 'Ng',
    suburb: 'Ballarat',
    state: 'VIC',
  });
});

afterEach(() => resetDraws(testDatabase.database));

afterAll(() => testDatabase.close());

const database = () => testDatabase.database;
const openDraws = (offerKey: string) => openDrawsOf(database(), offerKey);
const resultsOf = (drawId: string) => ticketResultsOf(database(), drawId);
const payoutsOf = (drawId: string) => payoutsOfDraw(database(), drawId);

describe('the score step of a raffle', () => {
  it('gives a single raffle ticket the first prize', async () => {
    const [raffle] = await openDraws('hearts_raffle');
    await addPrizes(raffle?.id ?? '');
    const [ticket] = await sellTickets(
      database(),
      [
        {
          customerId: ann,
          drawId: raffle?.id ?? '',
          offerKey: 'hearts_raffle',
          priceCents: 1000,
          numRaffleTickets: 1,
        },
      ],
      now,
    );
    await engineOf(database(), new TestClock(new Date(raffle?.draw_at ?? 0))).tick();

    const winners = await database()
      .selectFrom('raffle_winners')
      .selectAll()
      .where('draw_id', '=', raffle?.id ?? '')
      .execute();
    expect(winners).toEqual([
      {
        draw_id: raffle?.id,
        prize_ranking: 1,
        ticket_number: '000001',
        name: 'A. L.',
        location: 'Parramatta NSW',
        ticket_id: ticket,
        draw_order: 1,
      },
    ]);
    expect(await resultsOf(raffle?.id ?? '')).toEqual([
      { ticket_id: ticket, division: 1, prize_cents: 1_250_000_00 },
    ]);
    expect(await payoutsOf(raffle?.id ?? '')).toEqual([
      expect.objectContaining({
        ticket_id: ticket,
        status: 'awaiting_claim',
        description: `Prize: Hearts Home Raffle draw ${raffle?.draw_no}, A home`,
      }),
    ]);
  });

  it('gives each raffle prize to one drawn ticket, in ranking order', async () => {
    const [raffle] = await openDraws('hearts_raffle');
    await addPrizes(raffle?.id ?? '');
    const ticket = { drawId: raffle?.id ?? '', offerKey: 'hearts_raffle', priceCents: 7500 };
    await sellTickets(
      database(),
      [
        { ...ticket, customerId: ann, numRaffleTickets: 10 },
        { ...ticket, customerId: bob, numRaffleTickets: 10 },
      ],
      now,
    );
    await engineOf(database(), new TestClock(new Date(raffle?.draw_at ?? 0))).tick();

    const winners = await database()
      .selectFrom('raffle_winners')
      .selectAll()
      .where('draw_id', '=', raffle?.id ?? '')
      .orderBy('draw_order')
      .execute();
    expect(winners.map((winner) => winner.prize_ranking)).toEqual([1, 2, 2, 2]);
    expect(new Set(winners.map((winner) => winner.ticket_number)).size).toBe(4);
    for (const winner of winners) expect(['A. L.', 'B. N.']).toContain(winner.name);
    const payouts = await payoutsOf(raffle?.id ?? '');
    expect(sum(payouts.map((payout) => payout.amount_cents))).toBe(1_250_000_00 + 3 * 1_000_00);
    expect(sum((await resultsOf(raffle?.id ?? '')).map((result) => result.prize_cents))).toBe(
      1_250_000_00 + 3 * 1_000_00,
    );
  });
});

function addPrizes(drawId: string) {
  return database()
    .insertInto('raffle_prizes')
    .values([
      {
        draw_id: drawId,
        ranking: 1,
        name: 'A home',
        value_cents: 1_250_000_00,
        image: null,
        quantity: 1,
      },
      {
        draw_id: drawId,
        ranking: 2,
        name: 'A gift card',
        value_cents: 1_000_00,
        image: null,
        quantity: 3,
      },
    ])
    .execute();
}
