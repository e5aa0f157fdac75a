import { type DivisionRule, type DivisionWin, type GameRules } from './game-rules';
import {
  type DrawnNumbers,
  type GameLine,
  type PreparedDraw,
  divisionOfCounts,
  matchesOf,
  prepareDraw,
} from './score-line';
import { strikeWinsOf } from './strike';

/**
 * Scoring of one entry (one stored game of a ticket) by its game type. A standard game is one
 * line; a system entry stands for every combination of its numbers (each combination a line
 * that wins at most its highest division, so the entry can win several divisions); PowerHit and
 * PowerPick play the main numbers with every Powerball.
 */

/** A game type the engine cannot score: its entries are refused, never scored as losing. */
export class UnscoredGameTypeError extends Error {
  constructor(gameType: string) {
    super(`Entries of game type ${gameType} cannot be scored`);
  }
}

const binomials: number[][] = [];

/** n choose k, from a table (exact for the pools of every game sold). */
export function choose(n: number, k: number): number {
  if (k < 0 || n < 0 || k > n) return 0;
  for (let row = binomials.length; row <= n; row += 1) {
    const previous = binomials[row - 1];
    binomials.push(
      Array.from({ length: row + 1 }, (_, column) =>
        column === 0 || column === row
          ? 1
          : (previous?.[column - 1] ?? 0) + (previous?.[column] ?? 0),
      ),
    );
  }
  return binomials[n]?.[k] ?? 0;
}

function add(wins: Map<number, DivisionWin>, division: DivisionRule | null, lines: number) {
  if (!division || lines === 0) return;
  const known = wins.get(division.division);
  if (known) known.lines += lines;
  else wins.set(division.division, { division, lines });
}

const sortedWins = (wins: Map<number, DivisionWin>) =>
  [...wins.values()].sort((a, b) => a.division.division - b.division.division);

/**
 * The wins of a full system entry, by counting: with m drawn mains, s supplementaries and o
 * other numbers among the entry's numbers, C(m,i)·C(s,j)·C(o,n−i−j) of its n-number
 * combinations match i mains and j supplementaries. Each combination is played with each of
 * the entry's Powerballs (`powerballHits` of `powerballCount` are the drawn one).
 */
function fullSystemWins(
  draw: PreparedDraw,
  numbers: readonly number[],
  powerballHits: number,
  powerballCount: number,
): DivisionWin[] {
  const size = draw.rules.main.count;
  const { mains, supplementaries } = matchesOf(draw, numbers);
  const others = numbers.length - mains - supplementaries;
  const wins = new Map<number, DivisionWin>();
  for (let mainMatches = 0; mainMatches <= Math.min(mains, size); mainMatches += 1) {
    for (
      let supplementaryMatches = 0;
      supplementaryMatches <= supplementaries;
      supplementaryMatches += 1
    ) {
      const combinations =
        choose(mains, mainMatches) *
        choose(supplementaries, supplementaryMatches) *
        choose(others, size - mainMatches - supplementaryMatches);
      if (combinations === 0) continue;
      add(
        wins,
        divisionOfCounts(draw, mainMatches, supplementaryMatches, true),
        combinations * powerballHits,
      );
      add(
        wins,
        divisionOfCounts(draw, mainMatches, supplementaryMatches, false),
        combinations * (powerballCount - powerballHits),
      );
    }
  }
  return sortedWins(wins);
}

/**
 * The wins of a reduced system entry: only the listed combinations (positions in the entry's
 * numbers, ascending) are played, so they are scored one by one.
 */
function reducedSystemWins(
  draw: PreparedDraw,
  numbers: readonly number[],
  combinations: ReadonlyArray<readonly number[]>,
  powerballHits: number,
  powerballCount: number,
): DivisionWin[] {
  const sorted = [...numbers].sort((a, b) => a - b);
  const wins = new Map<number, DivisionWin>();
  for (const positions of combinations) {
    const line = positions.map((position) => sorted[position] ?? 0);
    const { mains, supplementaries } = matchesOf(draw, line);
    add(wins, divisionOfCounts(draw, mains, supplementaries, true), powerballHits);
    add(
      wins,
      divisionOfCounts(draw, mains, supplementaries, false),
      powerballCount - powerballHits,
    );
  }
  return sortedWins(wins);
}

/** Game types scored as lines of the main pool (plus Powerball): one line or a full system. */
const lineGameTypes = new Set([
  'standard',
  'random',
  'sequential',
  'deferred',
  'syndicate',
  'lotto_party',
  'reduced_system',
  'powerpik_system',
]);
/** Game types that play every Powerball with the entry's main numbers. */
const everyPowerballGameTypes = new Set(['powerhit', 'powerpik']);

export interface EntryOptions {
  /** A reduced system's combinations (positions in the entry's sorted numbers). */
  reducedCombinations?: ReadonlyArray<readonly number[]>;
}

/**
 * The divisions an entry wins in a draw, with how many of its lines won each, highest first.
 * A standard entry wins at most one line; a system entry can win several divisions.
 */
export function scoreEntry(
  rules: GameRules,
  gameType: string,
  game: GameLine,
  drawn: DrawnNumbers | PreparedDraw,
  options: EntryOptions = {},
): DivisionWin[] {
  const draw = 'marks' in drawn ? drawn : prepareDraw(rules, drawn);
  if (gameType === 'strike_standard' || gameType === 'strike_boxed') {
    return strikeWinsOf(game[rules.main.name] ?? [], draw.drawn.main, gameType === 'strike_boxed');
  }
  const numbers = game[rules.main.name] ?? [];
  let powerballHits = 0;
  let powerballCount = 1;
  if (rules.powerball) {
    const drawnPowerballs = draw.drawn.powerball ?? [];
    if (everyPowerballGameTypes.has(gameType)) {
      powerballCount = rules.powerball.max - rules.powerball.min + 1;
      powerballHits = drawnPowerballs.length > 0 ? 1 : 0;
    } else if (lineGameTypes.has(gameType)) {
      const powerballs = game[rules.powerball.name] ?? [];
      powerballCount = powerballs.length;
      powerballHits = matchesOf(draw, [], powerballs).powerballs;
    } else throw new UnscoredGameTypeError(gameType);
  } else if (!lineGameTypes.has(gameType)) throw new UnscoredGameTypeError(gameType);
  if (numbers.length < rules.main.count || powerballCount === 0) return [];
  if (numbers.length === rules.main.count && powerballCount === 1) {
    const { mains, supplementaries } = matchesOf(draw, numbers);
    const division = divisionOfCounts(draw, mains, supplementaries, powerballHits > 0);
    return division ? [{ division, lines: 1 }] : [];
  }
  if (options.reducedCombinations) {
    return reducedSystemWins(
      draw,
      numbers,
      options.reducedCombinations,
      powerballHits,
      powerballCount,
    );
  }
  return fullSystemWins(draw, numbers, powerballHits, powerballCount);
}
