// Draw steps benchmark: a Powerball draw of BENCH_TICKETS tickets of 10 standard games each
// (1,000,000 lines by default), closed, drawn and scored by the draw engine's own steps on the
// database of DATABASE_URL (a database of its own on a postgres:// server, created and dropped;
// in-memory PGlite otherwise). The tickets are sold before the clock starts; each step's run is
// timed inside its transaction (targets: close under 10 s, score at most 5 s). Prints one line
// per step, then one JSON object.
//
//   BENCH_TICKETS   tickets sold (default 100000)
import { performance } from 'node:perf_hooks';
import { type DrawStep } from '../modules/draw-engine/engine/step';
import { DrawEngine } from '../modules/draw-engine/engine/engine';
import { keepSchedule } from '../modules/draw-engine/schedule/keeper';
import { closeStep } from '../modules/draw-engine/steps/close';
import { drawStep } from '../modules/draw-engine/steps/draw';
import { scoreStep } from '../modules/draw-engine/steps/score';
import {
  addCustomer,
  addTestOffers,
  openDrawTestDatabase,
  sellTickets,
  type TicketToSell,
  testSettings,
} from '../modules/draw-engine/steps/draw-test-support';
import { openDrawsOf, sydney } from '../modules/draw-engine/steps/draw-run-support';
import { noBeacon } from '../modules/draw-engine/verifiable/randomness-beacon';

const ticketCount = Number(process.env.BENCH_TICKETS ?? 100_000);
const gamesPerTicket = 10;
const customerCount = 1000;
const ticketsPerStatement = 2000;
const targetSeconds = { close: 10, score: 5 };

/** xorshift32: the same tickets on every run. */
function randomSource(seed: number): (bound: number) => number {
  let state = seed >>> 0 || 1;
  return (bound) => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) % bound;
  };
}

const pick = randomSource(20_261_119);

/** `count` distinct numbers of 1..max, ascending. */
function numbersOf(count: number, max: number): number[] {
  const chosen = new Set<number>();
  while (chosen.size < count) chosen.add(pick(max) + 1);
  return [...chosen].sort((left, right) => left - right);
}

async function main(): Promise<void> {
  const testDatabase = await openDrawTestDatabase();
  const { database } = testDatabase;
  try {
    const sellingAt = sydney('2026-11-19T10:00');
    await addTestOffers(database);
    const [draw] = await openDrawsOf(database, 'powerball', sellingAt);
    if (!draw) throw new Error('No open Powerball draw');
    const customers: string[] = [];
    for (let index = 0; index < customerCount; index += 1) {
      customers.push(
        await addCustomer(database, { firstname: `Player${index}`, lastname: 'Test' }),
      );
    }
    for (let start = 0; start < ticketCount; start += ticketsPerStatement) {
      const tickets: TicketToSell[] = [];
      for (
        let index = start;
        index < Math.min(ticketCount, start + ticketsPerStatement);
        index += 1
      ) {
        tickets.push({
          customerId: customers[index % customerCount] ?? '',
          drawId: draw.id,
          offerKey: 'powerball',
          games: Array.from({ length: gamesPerTicket }, () => ({
            Numbers: numbersOf(7, 35),
            Powerball: [pick(20) + 1],
          })),
          priceCents: 150 * gamesPerTicket,
        });
      }
      await sellTickets(database, tickets, sellingAt);
    }

    const seconds = new Map<string, number>();
    const timed = (step: DrawStep): DrawStep => ({
      ...step,
      async run(context) {
        const started = performance.now();
        const outcome = await step.run(context);
        if (context.draw.id === draw.id) {
          seconds.set(step.name, (performance.now() - started) / 1000);
        }
        return outcome;
      },
    });
    const afterTheDraw = sydney('2026-11-19T20:31');
    const engine = new DrawEngine(
      database,
      [timed(closeStep), timed(drawStep), timed(scoreStep)],
      keepSchedule,
      () => Promise.resolve(),
      testSettings,
      { beacon: noBeacon },
      () => afterTheDraw,
    );
    const summary = await engine.tick();
    if (summary.failures.length > 0) throw new Error(summary.failures[0]?.error);
    const winners = await database
      .selectFrom('prize_payouts')
      .select((select) => select.fn.countAll<string>().as('count'))
      .where('draw_id', '=', draw.id)
      .executeTakeFirstOrThrow();

    const lines = ticketCount * gamesPerTicket;
    const on = process.env.DATABASE_URL?.startsWith('postgres') ? 'PostgreSQL' : 'PGlite';
    for (const [step, taken] of seconds) {
      console.log(
        `${step}: ${lines.toLocaleString('en-AU')} lines in ${taken.toFixed(2)} s on ${on}`,
      );
    }
    const close = seconds.get('close') ?? Number.NaN;
    const score = seconds.get('score') ?? Number.NaN;
    console.log(
      JSON.stringify({
        lines,
        tickets: ticketCount,
        database: on,
        closeSeconds: Number(close.toFixed(3)),
        drawSeconds: Number((seconds.get('draw') ?? Number.NaN).toFixed(3)),
        scoreSeconds: Number(score.toFixed(3)),
        winningTickets: Number(winners.count),
        withinTarget: close < targetSeconds.close && score <= targetSeconds.score,
      }),
    );
    if (!(close < targetSeconds.close && score <= targetSeconds.score)) process.exitCode = 1;
  } finally {
    await testDatabase.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
