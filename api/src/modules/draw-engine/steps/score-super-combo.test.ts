import { jsonb } from '../../../database/json';
import { frozenLinesOfTicket } from '../../draw-operations/frozen-lines';
import { gameRulesOf } from '../scoring/game-rules';
import { scoreLine } from '../scoring/score-line';
import { superComboEntries } from '../scoring/super-combo';
import { drawNumbers } from '../verifiable/number-derivation';
import { freezeTicketLines, type TicketLine } from '../verifiable/ticket-merkle';
import { lotteryPools } from './draw-pools';
import {
  addCustomer,
  type DrawTestDatabase,
  openDrawTestDatabase,
  sellTickets,
} from './draw-test-support';
import { engineOf, openDrawsOf, sydney, TestClock, testMorning as now } from './draw-run-support';

let testDatabase: DrawTestDatabase;
let customerId: string;
const database = () => testDatabase.database;
const rules = gameRulesOf('oz_lotto');

/** Oz Lotto on Tuesdays (sales close 19:30, drawn 20:30), selling standard games and Super Combos. */
async function addOzLotto(): Promise<void> {
  await database()
    .insertInto('product_offers')
    .values({
      key: 'oz_lotto',
      type: 'lottery_ticket',
      name: 'Oz Lotto',
      url: 'oz-lotto',
      availability: 'available',
      display_category: 'Jackpot',
      ranking: 1,
      recurring_purchase_type: null,
      recurring_purchase_availability: 'optional',
    })
    .execute();
  await database()
    .insertInto('draw_schedules')
    .values({
      product_offer_key: 'oz_lotto',
      kind: 'weekly',
      weekdays: jsonb([2]),
      reference_date: '2020-01-06',
      first_draw_no: 1600,
      close_time: '19:30',
      draw_time: '20:30',
      base_jackpot_cents: 8_000_000_00,
      jackpot_step_cents: 5_000_000_00,
    })
    .execute();
}

beforeAll(async () => {
  testDatabase = await openDrawTestDatabase();
  await addOzLotto();
  customerId = await addCustomer(database(), { firstname: 'Ann', lastname: 'Lee' });
});

afterAll(() => testDatabase.close());

/** The numbers the draw will draw (the test knows the secret seed). */
async function drawnOf(draw: { id: string; draw_no: number }) {
  const { seed } = await database()
    .selectFrom('draw_verifications')
    .select('seed')
    .where('draw_id', '=', draw.id)
    .executeTakeFirstOrThrow();
  const [main, supplementaries] = drawNumbers({
    seed: Buffer.from(seed, 'hex'),
    drawKey: `oz_lotto:${draw.draw_no}`,
    pools: lotteryPools(rules),
  });
  return { main: main?.numbers ?? [], supplementaries: supplementaries?.numbers ?? [] };
}

describe('a draw holding a Super Combo', () => {
  it('freezes every entry as a line of the ticket list, and scores each one', async () => {
    const [draw] = await openDrawsOf(database(), 'oz_lotto', now);
    if (!draw) throw new Error('No open Oz Lotto draw');
    const drawn = await drawnOf(draw);
    const others = Array.from({ length: 47 }, (_, index) => index + 1).filter(
      (number) => !drawn.main.includes(number) && !drawn.supplementaries.includes(number),
    );
    // The chosen Numbers are the drawn ones: entry 1 wins Division 1.
    const combo = { Numbers: drawn.main, Favourites: others.slice(0, 2) };
    const standard = { Numbers: others.slice(2, 9) };
    const sale = { customerId, drawId: draw.id, offerKey: 'oz_lotto' };
    const [comboId, standardId] = await sellTickets(
      database(),
      [
        { ...sale, games: [combo], gameType: 'mega_combo', numGames: 10, priceCents: 1400 },
        { ...sale, games: [standard], priceCents: 155 },
      ],
      now,
    );
    if (!comboId || !standardId) throw new Error('Tickets not sold');

    const summary = await engineOf(database(), new TestClock(sydney('2026-11-24T20:31'))).tick();

    expect(summary.failures).toEqual([]);
    const entries = superComboEntries(rules, comboId, combo, 10);
    const lines: TicketLine[] = [
      ...entries.map((numbers, lineIndex) => ({ ticketId: comboId, lineIndex, numbers })),
      { ticketId: standardId, lineIndex: 0, numbers: standard },
    ];
    const verification = await database()
      .selectFrom('draw_verifications')
      .select(['tickets_root', 'ticket_lines'])
      .where('draw_id', '=', draw.id)
      .executeTakeFirstOrThrow();
    expect(verification).toEqual({
      tickets_root: freezeTicketLines(lines).root,
      ticket_lines: 11,
    });
    // A customer's proof is built from the same lines.
    expect(await frozenLinesOfTicket(database(), draw.id, comboId)).toEqual(lines.slice(0, 10));

    const drawnNumbers = { ...drawn, powerball: null };
    const divisionsWon = entries
      .map((entry) => scoreLine(rules, entry, drawnNumbers)?.division)
      .filter((division): division is number => division !== undefined);
    expect(divisionsWon).toContain(1);
    const dividends = await database()
      .selectFrom('draw_dividends')
      .select(['division', 'winners', 'prize_per_winner_cents'])
      .where('draw_id', '=', draw.id)
      .execute();
    const perWinner = new Map(
      dividends.map((dividend) => [dividend.division, Number(dividend.prize_per_winner_cents)]),
    );
    for (const dividend of dividends) {
      const lineWins = divisionsWon.filter((division) => division === dividend.division).length;
      expect({ division: dividend.division, winners: dividend.winners }).toEqual({
        division: dividend.division,
        winners: lineWins,
      });
    }
    const results = await database()
      .selectFrom('ticket_results')
      .select(['ticket_id', 'division', 'prize_cents'])
      .where('draw_id', '=', draw.id)
      .execute();
    const prizeCents = divisionsWon.reduce(
      (sum, division) => sum + (perWinner.get(division) ?? 0),
      0,
    );
    expect(
      results.map((result) => ({ ...result, prize_cents: Number(result.prize_cents) })),
    ).toEqual(
      expect.arrayContaining([
        { ticket_id: comboId, division: 1, prize_cents: prizeCents },
        { ticket_id: standardId, division: null, prize_cents: 0 },
      ]),
    );
    expect(prizeCents).toBeGreaterThanOrEqual(8_000_000_00);
  });
});
