// Draw scoring benchmark: scores 1,000,000 standard game lines of Oz Lotto (7 from 47 with 3
// supplementaries) plus a mix of system entries (System 8 to 12) through the draw engine's
// `prizesOf`, and prints lines per second. Tickets are made before the clock starts; only the
// scoring step is timed (target: at most 5 s). Prints one JSON object on the line after its
// summary; then freezes the standard lines as the close step does (their Merkle root, line by
// line in the frozen order; target: under 10 s) and prints its own; then payout-bench.ts pays
// 10,000 winners on PostgreSQL and prints its own.
//
//   BENCH_LINES           standard lines (default 1000000)
//   BENCH_SYSTEM_ENTRIES  system entries (default 20000)
import { performance } from 'node:perf_hooks';
import { runPayoutBench } from './payout-bench';
import { choose } from '../modules/draw-engine/scoring/entries';
import { gameRulesOf } from '../modules/draw-engine/scoring/game-rules';
import { type EntryToScore, prizesOf } from '../modules/draw-engine/scoring/prizes';
import { type DrawnNumbers } from '../modules/draw-engine/scoring/score-line';
import {
  type TicketLine,
  TicketListBuilder,
} from '../modules/draw-engine/verifiable/ticket-merkle';

const standardLines = Number(process.env.BENCH_LINES ?? 1_000_000);
const systemEntries = Number(process.env.BENCH_SYSTEM_ENTRIES ?? 20_000);
const gamesPerTicket = 10;
const targetSeconds = 5;

/** xorshift32: a fast deterministic source, so every run scores the same tickets. */
function randomSource(seed: number): (bound: number) => number {
  let state = seed >>> 0 || 1;
  return (bound) => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) % bound;
  };
}

const rules = gameRulesOf('oz_lotto');
const pick = randomSource(20_260_101);
const pool = Array.from({ length: rules.main.max }, (_, index) => index + 1);

/** `count` distinct numbers of the pool (a partial Fisher–Yates shuffle). */
function numbersOf(count: number): number[] {
  for (let index = 0; index < count; index += 1) {
    const other = index + pick(pool.length - index);
    const swapped = pool[other] ?? 0;
    pool[other] = pool[index] ?? 0;
    pool[index] = swapped;
  }
  return pool.slice(0, count);
}

const drawnNumbers = numbersOf(rules.main.count + rules.supplementaryCount);
const drawn: DrawnNumbers = {
  main: drawnNumbers.slice(0, rules.main.count),
  supplementaries: drawnNumbers.slice(rules.main.count),
  powerball: null,
};

const entries: EntryToScore[] = [];
for (let ticket = 0; ticket * gamesPerTicket < standardLines; ticket += 1) {
  const games = Math.min(gamesPerTicket, standardLines - ticket * gamesPerTicket);
  entries.push({
    ticketId: `standard-${ticket}`,
    gameType: 'standard',
    games: Array.from({ length: games }, () => ({ Numbers: numbersOf(rules.main.count) })),
  });
}
let systemLines = 0;
for (let entry = 0; entry < systemEntries; entry += 1) {
  const size = 8 + (entry % 5);
  systemLines += choose(size, rules.main.count);
  entries.push({
    ticketId: `system-${entry}`,
    gameType: 'standard',
    games: [{ Numbers: numbersOf(size) }],
  });
}

const started = performance.now();
const prizes = prizesOf({ rules, drawn }, entries, {
  jackpotCents: 30_000_000_00,
  prizeFundCents: 12_000_000_00,
});
const seconds = (performance.now() - started) / 1000;

const lines = standardLines + systemLines;
const winners = prizes.dividends.map(
  (dividend) => `Division ${dividend.division}: ${dividend.winners}`,
);
console.log(`Drawn ${drawn.main.join(' ')}, supplementaries ${drawn.supplementaries.join(' ')}`);
console.log(winners.join(', '));
console.log(
  `Scored ${standardLines.toLocaleString('en-AU')} standard lines and ${systemEntries.toLocaleString('en-AU')} system entries (${systemLines.toLocaleString('en-AU')} lines) in ${seconds.toFixed(2)} s: ${Math.round(lines / seconds).toLocaleString('en-AU')} lines/second`,
);
console.log(
  JSON.stringify({
    standardLines,
    systemEntries,
    systemLines,
    seconds: Number(seconds.toFixed(3)),
    linesPerSecond: Math.round(lines / seconds),
    paidCents: prizes.paidCents,
    withinTarget: seconds <= targetSeconds,
  }),
);
if (seconds > targetSeconds) process.exitCode = 1;

// The close step's freeze of the standard lines: ticket ids in the frozen (byte) order.
const freezeTargetSeconds = 10;
const ticketLines: TicketLine[] = [];
for (const [index, entry] of entries.entries()) {
  if (!entry.ticketId.startsWith('standard-')) continue;
  const ticketId = `standard-${String(index).padStart(7, '0')}`;
  entry.games.forEach((numbers, lineIndex) => ticketLines.push({ ticketId, lineIndex, numbers }));
}
const freezeStarted = performance.now();
const list = new TicketListBuilder();
for (const line of ticketLines) list.add(line);
const frozen = list.root();
const freezeSeconds = (performance.now() - freezeStarted) / 1000;
console.log(
  `Froze ${frozen.leafCount.toLocaleString('en-AU')} ticket lines (root ${frozen.root.slice(0, 12)}…) in ${freezeSeconds.toFixed(2)} s: ${Math.round(frozen.leafCount / freezeSeconds).toLocaleString('en-AU')} lines/second`,
);
console.log(
  JSON.stringify({
    frozenLines: frozen.leafCount,
    seconds: Number(freezeSeconds.toFixed(3)),
    linesPerSecond: Math.round(frozen.leafCount / freezeSeconds),
    withinTarget: freezeSeconds < freezeTargetSeconds,
  }),
);
if (freezeSeconds >= freezeTargetSeconds) process.exitCode = 1;

// Then the payout of 10,000 winners on PostgreSQL (skipped without a postgres:// DATABASE_URL).
runPayoutBench().then(
  (payout) => {
    if (payout && !payout.withinTarget) process.exitCode = 1;
  },
  (error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  },
);
