import { type DivisionRule, type GameRules } from './game-rules';

/**
 * Scoring of one game line against a draw's numbers. Mains, supplementaries and the Powerball
 * never stand in for each other: a supplementary counts only where a division asks for one, and
 * a main number picked as the Powerball (or the other way round) matches nothing.
 */

/** A game line as a ticket stores it: numbers by set name ('Numbers', 'Powerball'). */
export type GameLine = Readonly<Record<string, readonly number[]>>;

/** What a draw drew: main numbers in the order drawn, then supplementaries, and the Powerball. */
export interface DrawnNumbers {
  main: readonly number[];
  supplementaries: readonly number[];
  /** The drawn Powerball; empty or null when the lottery has none. */
  powerball: readonly number[] | null;
}

const mainMark = 1;
const supplementaryMark = 2;

/**
 * A draw prepared for fast scoring: a mark per number of the main pool and of the Powerball
 * pool, and a table of the division won by each (mains, supplementaries, Powerball) count.
 */
export interface PreparedDraw {
  rules: GameRules;
  drawn: DrawnNumbers;
  marks: Uint8Array;
  powerballMarks: Uint8Array;
  /** divisionByCounts[(mains * (supplementaryCount + 1) + supplementaries) * 2 + powerball]. */
  divisionByCounts: Array<DivisionRule | null>;
}

function divisionFor(
  rules: GameRules,
  mains: number,
  supplementaries: number,
  powerball: boolean,
): DivisionRule | null {
  return (
    rules.divisions.find(
      (rule) =>
        rule.mainMatches === mains &&
        supplementaries >= rule.supplementaryMatches &&
        (!rule.powerball || powerball),
    ) ?? null
  );
}

const prepared = new WeakMap<DrawnNumbers, PreparedDraw>();

/** Prepares (once per drawn object) the marks and division table of a draw. */
export function prepareDraw(rules: GameRules, drawn: DrawnNumbers): PreparedDraw {
  const known = prepared.get(drawn);
  if (known && known.rules === rules) return known;
  const marks = new Uint8Array(rules.main.max + 1);
  for (const number of drawn.main) marks[number] = mainMark;
  for (const number of drawn.supplementaries) marks[number] = supplementaryMark;
  const powerballMarks = new Uint8Array((rules.powerball?.max ?? 0) + 1);
  for (const number of drawn.powerball ?? []) powerballMarks[number] = 1;
  const divisionByCounts: Array<DivisionRule | null> = [];
  for (let mains = 0; mains <= rules.main.count; mains += 1) {
    for (
      let supplementaries = 0;
      supplementaries <= rules.supplementaryCount;
      supplementaries += 1
    ) {
      divisionByCounts.push(divisionFor(rules, mains, supplementaries, false));
      divisionByCounts.push(divisionFor(rules, mains, supplementaries, true));
    }
  }
  const draw = { rules, drawn, marks, powerballMarks, divisionByCounts };
  prepared.set(drawn, draw);
  return draw;
}

/** The division won by a line of `mains` main and `supplementaries` supplementary matches. */
export function divisionOfCounts(
  draw: PreparedDraw,
  mains: number,
  supplementaries: number,
  powerball: boolean,
): DivisionRule | null {
  const { main, supplementaryCount } = draw.rules;
  if (mains > main.count) return null;
  const index =
    (mains * (supplementaryCount + 1) + Math.min(supplementaries, supplementaryCount)) * 2 +
    (powerball ? 1 : 0);
  return draw.divisionByCounts[index] ?? null;
}

export interface LineMatches {
  mains: number;
  supplementaries: number;
  /** Powerballs of the line that are the drawn Powerball (0 or 1 per line). */
  powerballs: number;
}

/** How many of the line's numbers are drawn mains, supplementaries and the Powerball. */
export function matchesOf(
  draw: PreparedDraw,
  numbers: readonly number[],
  powerballs: readonly number[] = [],
): LineMatches {
  let mains = 0;
  let supplementaries = 0;
  for (const number of numbers) {
    const mark = draw.marks[number];
    if (mark === mainMark) mains += 1;
    else if (mark === supplementaryMark) supplementaries += 1;
  }
  let powerballHits = 0;
  for (const number of powerballs) if (draw.powerballMarks[number] === 1) powerballHits += 1;
  return { mains, supplementaries, powerballs: powerballHits };
}

/**
 * The highest division one standard game line wins, or null. A line is the main pool's numbers
 * (`rules.main.name`) and, for a Powerball game, one Powerball.
 */
export function scoreLine(
  rules: GameRules,
  line: GameLine,
  drawn: DrawnNumbers | PreparedDraw,
): DivisionRule | null {
  const draw = 'marks' in drawn ? drawn : prepareDraw(rules, drawn);
  const numbers = line[rules.main.name] ?? [];
  const powerballs = rules.powerball ? (line[rules.powerball.name] ?? []) : [];
  const matches = matchesOf(draw, numbers, powerballs);
  return divisionOfCounts(draw, matches.mains, matches.supplementaries, matches.powerballs > 0);
}
