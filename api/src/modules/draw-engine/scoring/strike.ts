import { type DivisionRule, type DivisionWin } from './game-rules';

/**
 * Lotto Strike: a line is 4 numbers in order, played against the first 4 main numbers in the
 * order they were drawn. Division 1 matches all 4 in order, Division 2 the first 3, Division 3
 * the first 2, Division 4 the first 1 (a number in the wrong position matches nothing). A boxed
 * entry plays every order of its numbers (24 lines for 4 distinct numbers).
 */

export const strikePositions = 4;

export const strikeDivisions: readonly DivisionRule[] = [4, 3, 2, 1].map((positions, index) => ({
  division: index + 1,
  description:
    positions === strikePositions
      ? 'All 4 numbers in the order drawn'
      : `The first ${positions} number${positions === 1 ? '' : 's'} in the order drawn`,
  mainMatches: positions,
  supplementaryMatches: 0,
  powerball: false,
  prize:
    index === 0
      ? { kind: 'jackpot' as const, shareBasisPoints: null }
      : { kind: 'pool' as const, shareBasisPoints: null },
}));

/** How many leading positions of the line are the numbers drawn in those positions. */
function leadingMatches(line: readonly number[], drawnMain: readonly number[]): number {
  let matched = 0;
  while (
    matched < strikePositions &&
    line[matched] !== undefined &&
    line[matched] === drawnMain[matched]
  ) {
    matched += 1;
  }
  return matched;
}

function permutations(numbers: readonly number[]): number[][] {
  if (numbers.length <= 1) return [[...numbers]];
  return numbers.flatMap((first, index) =>
    permutations([...numbers.slice(0, index), ...numbers.slice(index + 1)]).map((rest) => [
      first,
      ...rest,
    ]),
  );
}

/** The divisions a strike line (or, boxed, every order of it) wins against the drawn order. */
export function strikeWinsOf(
  line: readonly number[],
  drawnMain: readonly number[],
  boxed: boolean,
): DivisionWin[] {
  if (line.length !== strikePositions) return [];
  const lines = boxed ? permutations(line) : [[...line]];
  const wins = new Map<number, DivisionWin>();
  for (const played of lines) {
    const matched = leadingMatches(played, drawnMain);
    const division = strikeDivisions[strikePositions - matched];
    if (matched === 0 || !division) continue;
    const known = wins.get(division.division);
    if (known) known.lines += 1;
    else wins.set(division.division, { division, lines: 1 });
  }
  return [...wins.values()].sort((a, b) => a.division.division - b.division.division);
}
