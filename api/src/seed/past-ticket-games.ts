import { type NumberSetRow } from '../database/schema';
import { seededRandom } from './catalog-draws';

/**
 * Games of the demo's past tickets, chosen from a drawn draw's result so that they win exactly
 * the division they are meant to (or nothing), and scored against a draw by its dividends' rules.
 */

export type Game = Record<string, number[]>;

/** A division as its dividend describes it: '4 winning numbers', '2 winning numbers + the Powerball'. */
export interface DivisionRule {
  division: number;
  description: string;
  prizePerWinnerCents: number | null;
  mainCount: number;
  extra: 'supplementary' | 'powerball' | null;
}

/** A drawn draw: its result and its dividends, highest division first. */
export interface DrawnDraw {
  id: string;
  drawNo: number;
  stop: Date;
  drawnAt: Date;
  mainName: string;
  main: number[];
  supplementaries: number[];
  /** The drawn Powerball; null for lotteries without one. */
  powerball: number[] | null;
  divisions: DivisionRule[];
}

const divisionPattern =
  /^(\d+) winning numbers?(?: \+ (?:(1 supplementary|1 bonus number)|(the Powerball)))?$/;

/** The rule of a dividend's description; null when the description is not a numbers rule. */
export function divisionRuleOf(dividend: {
  division: number;
  description: string;
  prizePerWinnerCents: number | null;
}): DivisionRule | null {
  const match = divisionPattern.exec(dividend.description);
  if (!match) return null;
  return {
    ...dividend,
    mainCount: Number(match[1]),
    extra: match[2] ? 'supplementary' : match[3] ? 'powerball' : null,
  };
}

/**
 * The division a game wins in the draw: the highest whose rule it meets (main numbers matched,
 * and the supplementary or the Powerball when the rule asks for one); null when it wins nothing.
 */
export function divisionOf(game: Game, draw: DrawnDraw): DivisionRule | null {
  const numbers = game[draw.mainName] ?? [];
  const mainMatched = numbers.filter((number) => draw.main.includes(number)).length;
  const hasSupplementary = numbers.some((number) => draw.supplementaries.includes(number));
  const drawnPowerball = draw.powerball ?? [];
  const hasPowerball = (game.Powerball ?? []).some((number) => drawnPowerball.includes(number));
  return (
    draw.divisions.find(
      (rule) =>
        rule.mainCount === mainMatched &&
        (rule.extra === null || (rule.extra === 'supplementary' ? hasSupplementary : hasPowerball)),
    ) ?? null
  );
}

function shuffled(numbers: readonly number[], random: () => number): number[] {
  const copy = [...numbers];
  for (let index = copy.length - 1; index > 0; index -= 1) {
    const other = Math.floor(random() * (index + 1));
    [copy[index], copy[other]] = [copy[other] ?? 0, copy[index] ?? 0];
  }
  return copy;
}

function range(set: NumberSetRow): number[] {
  return Array.from({ length: set.max - set.min + 1 }, (_, index) => set.min + index);
}

const ascending = (numbers: number[]) => [...numbers].sort((a, b) => a - b);

/**
 * A game of the offer's number sets that wins `target` in the draw, or, without a target, matches
 * `mainMatches` main numbers and wins nothing. Its other numbers were not drawn in the draw nor
 * in `avoid` (the numbers drawn in the ticket's other draws), so it wins nothing there by chance.
 */
export function gameFor(
  numberSets: readonly NumberSetRow[],
  draw: DrawnDraw,
  target: DivisionRule | null,
  mainMatches: number,
  avoid: ReadonlySet<number>,
  seedText: string,
): Game {
  const [mainSet, ...otherSets] = numberSets;
  if (!mainSet) throw new Error('a lottery game has numbers');
  const random = seededRandom(seedText);
  const drawn = new Set([...draw.main, ...draw.supplementaries]);
  const wanted = target ? target.mainCount : mainMatches;
  const matched = [
    ...shuffled(
      draw.main.filter((number) => !avoid.has(number)),
      random,
    ),
    ...shuffled(
      draw.main.filter((number) => avoid.has(number)),
      random,
    ),
  ].slice(0, wanted);
  const supplementary =
    target?.extra === 'supplementary' ? shuffled(draw.supplementaries, random).slice(0, 1) : [];
  const others = shuffled(
    range(mainSet).filter((number) => !drawn.has(number) && !avoid.has(number)),
    random,
  ).slice(0, mainSet.count - matched.length - supplementary.length);
  const game: Game = { [mainSet.name]: ascending([...matched, ...supplementary, ...others]) };
  for (const set of otherSets) {
    const drawnPowerball = draw.powerball ?? [];
    game[set.name] =
      target?.extra === 'powerball'
        ? drawnPowerball.slice(0, set.count)
        : ascending(
            shuffled(
              range(set).filter((number) => !drawnPowerball.includes(number)),
              random,
            ).slice(0, set.count),
          );
  }
  const won = divisionOf(game, draw);
  if ((won?.division ?? null) !== (target?.division ?? null)) {
    throw new Error(`game for draw ${draw.drawNo} wins ${won?.description ?? 'nothing'}`);
  }
  return game;
}

/**
 * What a ticket's games won in a draw: the best division among them and the sum of their prizes
 * (each winning game is paid its division's prize per winner).
 */
export function ticketScoreOf(
  games: readonly Game[],
  draw: DrawnDraw,
): { division: number | null; prizeCents: number } {
  let division: number | null = null;
  let prizeCents = 0;
  for (const game of games) {
    const won = divisionOf(game, draw);
    if (!won) continue;
    division = division === null ? won.division : Math.min(division, won.division);
    prizeCents += won.prizePerWinnerCents ?? 0;
  }
  return { division, prizeCents };
}
