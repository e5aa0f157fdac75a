import { randomUUID } from 'node:crypto';
import { type Transaction } from 'kysely';
import { jsonb } from '../database/json';
import { type Database } from '../database/schema';
import { commitmentRowOf } from '../modules/draw-engine/schedule/commitments';
import { periodicDraws, weeklyDraws } from '../modules/draw-engine/schedule/schedule-rules';
import { gameRulesOf } from '../modules/draw-engine/scoring/game-rules';
import { maskedName } from '../modules/draw-engine/steps/score-raffle';
import { freezeTicketLines } from '../modules/draw-engine/verifiable/ticket-merkle';
import { demoOffers, type DemoOffer } from './demo-data';

export { maskedName };

/**
 * Past draws of the demo shop: two years of drawn lottery results with dividends by the real
 * division rules, and raffle draws in every purchase status with prizes and winners. Numbers
 * come from a PRNG seeded by offer and draw number, so a draw always has the same result. Past
 * draws are history: finished (DRAW_EMAILED), so the draw engine never runs a step of them.
 */

/** How far back the demo keeps results. */
export const pastDrawYears = 2;

const rowsPerInsert = 1000;

/** mulberry32: a small, fast, deterministic PRNG; returns numbers in [0, 1). */
export function seededRandom(seedText: string): () => number {
  let seed = 0;
  for (const character of seedText) seed = (Math.imul(seed, 31) + character.charCodeAt(0)) | 0;
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let value = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    value = (value + Math.imul(value ^ (value >>> 7), 61 | value)) ^ value;
    return ((value ^ (value >>> 14)) >>> 0) / 4_294_967_296;
  };
}

function distinctNumbers(random: () => number, count: number, max: number): number[] {
  const pool = Array.from({ length: max }, (_, index) => index + 1);
  const picked: number[] = [];
  for (let index = 0; index < count; index += 1) {
    const position = Math.floor(random() * pool.length);
    picked.push(pool.splice(position, 1)[0] ?? 0);
  }
  return picked;
}

/** How often a division is won and what it typically pays, for the demo's dividends. */
interface DivisionDemo {
  /** One game in this many wins the division. */
  oddsOneIn: number;
  /** Typical prize per winner in cents; null: the division shares the jackpot. */
  prizeCents: number | null;
}

export interface LotteryRules {
  mainCount: number;
  mainMax: number;
  supplementaryCount: number;
  powerballMax: number | null;
  /** Games sold for a draw (for how many win each division). */
  gamesSold: number;
  divisions: Array<DivisionDemo & { description: string }>;
}

const cents = (dollars: number) => Math.round(dollars * 100);

const division = (oddsOneIn: number, prizeDollars: number | null): DivisionDemo => ({
  oddsOneIn,
  prizeCents: prizeDollars === null ? null : cents(prizeDollars),
});

/**
 * The demo's draws of a lottery: its pools and division table are the draw engine's game rules;
 * the seed adds the published odds of each division and a typical prize.
 */
function lotteryRulesOf(
  offerKey: string,
  gamesSold: number,
  divisions: readonly DivisionDemo[],
): LotteryRules {
  const game = gameRulesOf(offerKey);
  if (divisions.length !== game.divisions.length) {
    throw new Error(`${offerKey} has ${game.divisions.length} divisions`);
  }
  return {
    mainCount: game.main.count,
    mainMax: game.main.max,
    supplementaryCount: game.supplementaryCount,
    powerballMax: game.powerball?.max ?? null,
    gamesSold,
    divisions: game.divisions.map((rule, index) => ({
      description: rule.description,
      ...(divisions[index] ?? division(1, null)),
    })),
  };
}

const sixFromFortyFive = (offerKey: string, gamesSold: number): LotteryRules =>
  lotteryRulesOf(offerKey, gamesSold, [
    division(8_145_060, null),
    division(678_755, 6_500),
    division(36_689, 1_250),
    division(733, 32),
    division(297, 20),
    division(53, 12),
  ]);

/** Division rules of each demo lottery (Saturday Lotto 6, Oz Lotto 7, Powerball 9, Set for Life 8). */
export const lotteryRules: Readonly<Record<string, LotteryRules>> = {
  saturday_lotto: sixFromFortyFive('saturday_lotto', 18_000_000),
  weekday_windfall: sixFromFortyFive('weekday_windfall', 2_000_000),
  // 7 from 47 with 3 supplementaries, as the game is played since 2022.
  oz_lotto: lotteryRulesOf('oz_lotto', 14_000_000, [
    division(62_891_499, null),
    division(2_994_833, 28_000),
    division(242_824, 2_600),
    division(26_271, 380),
    division(4_497, 55),
    division(182, 25),
    division(71, 15),
  ]),
  powerball: lotteryRulesOf('powerball', 30_000_000, [
    division(134_490_400, null),
    division(7_078_443, 180_000),
    division(686_176, 7_500),
    division(36_115, 470),
    division(16_943, 150),
    division(1_173, 80),
    division(892, 45),
    division(188, 25),
    division(66, 12),
  ]),
  set_for_life: lotteryRulesOf('set_for_life', 1_500_000, [
    division(38_320_568, null),
    division(2_737_184, 5_000),
    division(156_411, 1_650),
    division(25_702, 110),
    division(3_067, 32),
    division(894, 21),
    division(167, 10),
    division(80, 9.5),
  ]),
};

/** A jackpot grows by a step each draw it is not won and resets when it is won. */
const jackpotCycleDraws = 7;

function jackpotCentsOf(offer: DemoOffer, drawNo: number): number {
  if (offer.key === 'set_for_life') return offer.jackpot.nextCents ?? 0;
  const base = offer.jackpot.nextCents ?? cents(1_000_000);
  const step = drawNo % jackpotCycleDraws;
  return Math.round(base / 2 + (base / 2) * step);
}

/** The result rows of one drawn lottery draw. */
export function drawnLottery(offer: DemoOffer, drawNo: number) {
  const rules = lotteryRules[offer.key];
  if (!rules) throw new Error(`No lottery rules for ${offer.key}`);
  const random = seededRandom(`${offer.key}:${drawNo}`);
  const drawn = distinctNumbers(random, rules.mainCount + rules.supplementaryCount, rules.mainMax);
  const numberSets = [{ name: 'Numbers', numbers: drawn.slice(0, rules.mainCount) }];
  if (rules.powerballMax !== null) {
    numberSets.push({
      name: 'Powerball',
      numbers: distinctNumbers(random, 1, rules.powerballMax),
    });
  }
  const jackpotCents = jackpotCentsOf(offer, drawNo);
  const jackpotWon = drawNo % jackpotCycleDraws === jackpotCycleDraws - 1;
  const dividends = rules.divisions.map((division, index) => {
    const expected = rules.gamesSold / division.oddsOneIn;
    let winners = Math.max(0, Math.round(expected * (0.6 + random() * 0.8)));
    if (index === 0) winners = jackpotWon ? 1 + Math.floor(random() * 2) : 0;
    const prizeCents =
      winners === 0
        ? null
        : division.prizeCents === null
          ? Math.floor(jackpotCents / winners)
          : Math.round(division.prizeCents * (0.8 + random() * 0.4));
    return {
      division: index + 1,
      description: division.description,
      winners,
      prizeCents,
    };
  });
  return {
    numberSets,
    supplementaries: drawn.slice(rules.mainCount),
    jackpotCents,
    dividends,
  };
}

const firstNames = ['James', 'Olivia', 'Jack', 'Charlotte', 'William', 'Amelia', 'Noah', 'Isla'];
const lastNames = ['Smith', 'Nguyen', 'Williams', 'Brown', 'Jones', 'Wilson', 'Taylor', 'Kelly'];
const places = [
  'Parramatta NSW',
  'Ballarat VIC',
  'Toowoomba QLD',
  'Fremantle WA',
  'Glenelg SA',
  'Launceston TAS',
  'Belconnen ACT',
  'Palmerston NT',
  'Wollongong NSW',
  'Geelong VIC',
];

export const rafflePrizes = [
  { ranking: 1, name: 'Grand Prize: a furnished Gold Coast home', valueCents: cents(1_250_000) },
  { ranking: 2, name: 'Second Prize: an electric SUV and $20,000 cash', valueCents: cents(95_000) },
  { ranking: 3, name: 'Third Prize: $25,000 in gold bullion', valueCents: cents(25_000) },
  { ranking: 4, name: '$1,000 gift card', valueCents: cents(1_000), quantity: 10 },
] as const;

export async function insertRows<Table extends keyof Database>(
  transaction: Transaction<Database>,
  table: Table,
  rows: Array<Record<string, unknown>>,
): Promise<void> {
  for (let start = 0; start < rows.length; start += rowsPerInsert) {
    await transaction
      .insertInto(table)
      // Rows are built above against the table's columns; Kysely's per-table insert type
      // cannot be named generically.
      .values(rows.slice(start, start + rowsPerInsert) as never)
      .execute();
  }
}

/**
 * Seeds past lottery results (two years before `now`) with their dividends, and raffle draws:
 * past draws with winners, a sold-out draw (closed, its empty ticket list frozen, drawn by the
 * engine at its draw time), and prizes for every draw of the raffle that has none.
 */
export async function seedPastDraws(transaction: Transaction<Database>, now: Date): Promise<void> {
  const from = new Date(now.getTime());
  from.setUTCFullYear(from.getUTCFullYear() - pastDrawYears);
  const draws: Array<Record<string, unknown>> = [];
  const results: Array<Record<string, unknown>> = [];
  const dividends: Array<Record<string, unknown>> = [];
  const raffleDraws: Array<Record<string, unknown>> = [];
  const prizes: Array<Record<string, unknown>> = [];
  const winners: Array<Record<string, unknown>> = [];
  const verifications: Array<Record<string, unknown>> = [];

  // A shop seeded weeks ago already holds draws that have since closed: those keep their rows.
  const existing = new Set(
    (await transaction.selectFrom('draws').select(['product_offer_key', 'draw_no']).execute()).map(
      (row) => `${row.product_offer_key}:${row.draw_no}`,
    ),
  );
  const isNew = (offerKey: string, drawNo: number) => !existing.has(`${offerKey}:${drawNo}`);

  const addPrizes = (drawId: string) => {
    for (const prize of rafflePrizes) {
      prizes.push({
        draw_id: drawId,
        ranking: prize.ranking,
        name: prize.name,
        value_cents: prize.valueCents,
        image: null,
        quantity: 'quantity' in prize ? prize.quantity : 1,
      });
    }
  };

  for (const offer of demoOffers) {
    if (offer.type === 'lottery_ticket' && offer.schedule.kind === 'weekly') {
      for (const draw of weeklyDraws(offer.schedule, from, now)) {
        if (!isNew(offer.key, draw.drawNo)) continue;
        const id = randomUUID();
        const drawn = drawnLottery(offer, draw.drawNo);
        draws.push({
          id,
          product_offer_key: offer.key,
          draw_no: draw.drawNo,
          stop: draw.stop,
          draw_at: draw.drawAt,
          status: 'DRAW_EMAILED',
          prize_pool_cents: drawn.jackpotCents,
          prize_pool_suffix: offer.jackpot.suffix,
          is_prize_pool_unknown: false,
          purchase_status: null,
        });
        results.push({
          draw_id: id,
          drawn_at: draw.drawAt,
          number_sets: jsonb(drawn.numberSets),
          supplementaries: jsonb(drawn.supplementaries),
        });
        for (const dividend of drawn.dividends) {
          dividends.push({
            draw_id: id,
            division: dividend.division,
            description: dividend.description,
            winners: dividend.winners,
            prize_per_winner_cents: dividend.prizeCents,
          });
        }
      }
    }
    const schedule = offer.schedule;
    if (offer.type === 'raffle_ticket' && schedule.kind === 'periodic') {
      const past = periodicDraws(schedule, from, 40).filter(
        (draw) => draw.stop <= now && isNew(offer.key, draw.drawNo),
      );
      for (const draw of past) {
        const id = randomUUID();
        const random = seededRandom(`${offer.key}:${draw.drawNo}`);
        draws.push({
          id,
          product_offer_key: offer.key,
          draw_no: draw.drawNo,
          stop: draw.stop,
          draw_at: draw.drawAt,
          status: 'DRAW_EMAILED',
          prize_pool_cents: offer.jackpot.nextCents,
          prize_pool_suffix: offer.jackpot.suffix,
          is_prize_pool_unknown: false,
          purchase_status: 'past_draw',
        });
        raffleDraws.push({
          draw_id: id,
          name: `${offer.name} ${draw.drawNo}`,
          feature_image: null,
          pre_order_starts_at: null,
        });
        addPrizes(id);
        const ticketNumbers = new Set<string>();
        for (const prize of rafflePrizes) {
          const quantity = 'quantity' in prize ? prize.quantity : 1;
          for (let index = 0; index < quantity; index += 1) {
            let ticketNumber = String(1_000_000 + Math.floor(random() * 8_999_999));
            while (ticketNumbers.has(ticketNumber)) {
              ticketNumber = String(1_000_000 + Math.floor(random() * 8_999_999));
            }
            ticketNumbers.add(ticketNumber);
            const firstName = firstNames[Math.floor(random() * firstNames.length)] ?? 'A';
            const lastName = lastNames[Math.floor(random() * lastNames.length)] ?? 'B';
            winners.push({
              draw_id: id,
              prize_ranking: prize.ranking,
              ticket_number: ticketNumber,
              name: maskedName(firstName, lastName),
              location: places[Math.floor(random() * places.length)] ?? 'Sydney NSW',
            });
          }
        }
      }
      // Sales of the draw after the pre-order draw already sold out.
      const [, , soldOut] = periodicDraws(schedule, now, 3);
      if (soldOut && isNew(offer.key, soldOut.drawNo)) {
        const id = randomUUID();
        draws.push({
          id,
          product_offer_key: offer.key,
          draw_no: soldOut.drawNo,
          stop: soldOut.stop,
          draw_at: soldOut.drawAt,
          status: 'DRAW_CLOSED',
          prize_pool_cents: offer.jackpot.nextCents,
          prize_pool_suffix: offer.jackpot.suffix,
          is_prize_pool_unknown: false,
          purchase_status: 'sold_out',
        });
        raffleDraws.push({
          draw_id: id,
          name: `${offer.name} ${soldOut.drawNo}`,
          feature_image: null,
          pre_order_starts_at: null,
        });
        addPrizes(id);
        verifications.push({
          ...commitmentRowOf(id, now),
          tickets_root: freezeTicketLines([]).root,
          ticket_lines: 0,
          frozen_at: now,
        });
      }
    }
  }

  await insertRows(transaction, 'draws', draws);
  await insertRows(transaction, 'draw_verifications', verifications);
  await insertRows(transaction, 'draw_results', results);
  await insertRows(transaction, 'draw_dividends', dividends);

  // The open and pre-order raffle draws were made by the schedule keeper, before any draw had
  // prizes to copy: they get the demo's.
  const upcomingRaffleDraws = await transaction
    .selectFrom('draws')
    .innerJoin('product_offers', 'product_offers.key', 'draws.product_offer_key')
    .leftJoin('raffle_draws', 'raffle_draws.draw_id', 'draws.id')
    .select([
      'draws.id',
      'draws.draw_no',
      'draws.purchase_status',
      'product_offers.name',
      'raffle_draws.draw_id as raffle_draw_id',
    ])
    .where('product_offers.type', '=', 'raffle_ticket')
    .where('draws.purchase_status', 'in', ['open', 'pre_order'])
    .where((where) =>
      where.not(
        where.exists(
          where.selectFrom('raffle_prizes').select('ranking').whereRef('draw_id', '=', 'draws.id'),
        ),
      ),
    )
    .execute();
  for (const draw of upcomingRaffleDraws) {
    if (draw.raffle_draw_id === null) {
      raffleDraws.push({
        draw_id: draw.id,
        name: `${draw.name} ${draw.draw_no}`,
        feature_image: null,
        pre_order_starts_at: null,
      });
    }
    addPrizes(draw.id);
  }
  await insertRows(transaction, 'raffle_draws', raffleDraws);
  await insertRows(transaction, 'raffle_prizes', prizes);
  await insertRows(transaction, 'raffle_winners', winners);
}
