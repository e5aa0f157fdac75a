import { type NumberSetRow } from '../database/schema';
import { type DivisionRule, gameRulesOf, scoreLine } from '../modules/draw-engine/scoring';
import { seededRandom } from './catalog-draws';

/**
 * Games of the demo's past tickets, chosen from a drawn draw's result so that they win exactly
 * the division they are meant to (or nothing), and scored by the draw engine's game rules.
 */

export type Game = Record<string, number[]>;

/** A division of a drawn draw: the engine's rule, and the dividend the draw paid for it. */
export interface DrawDivision {
  division: number;
  description: string;
  prizePerWinnerCents: number | null;
  rule: DivisionRule;
}

/** A drawn draw: its result and its dividends, highest division first. */
export interface DrawnDraw {
  id: string;
  offerKey: string;
  drawNo: number;
  stop: Date;
  drawnAt: Date;
  mainName: string;
  main: number[];
  supplementaries: number[];
  /** The drawn Powerball; null for lotteries without one. */
  powerball: number[] | null;
  divisions: DrawDivision[];
}

/**
 * The division of a draw's dividend by the offer's game rules; null when the dividend is not
 * a division of the game (a draw seeded by other rules).
 */
export function drawDivisionOf(
  offerKey: string,
  dividend: { division: number; description: string; prizePerWinnerCents: number | null },
): DrawDivision | null {
  const rule = gameRulesOf(offerKey).divisions.find(
    (candidate) =>
      candidate.division === dividend.division && candidate.description === dividend.description,
  );
  return rule ? { ...dividend, rule } : null;
}

/**
 * The division a game wins in the draw, scored by the draw engine (the highest whose rule the
 * game meets), with the draw's dividend for it; null when it wins nothing.
 */
export function divisionOf(game: Game, draw: DrawnDraw): DrawDivision | null {
  const won = scoreLine(gameRulesOf(draw.offerKey), game, {
    main: draw.main,
    supplementaries: draw.supplementaries,
    powerball: draw.powerball,
  });
  if (!won) return null;
  return (
    draw.divisions.find((division) => division.division === won.division) ?? {
      division: won.division,
      description: won.description,
      prizePerWinnerCents: null,
      rule: won,
    }
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
  target: DrawDivision | null,
  mainMatches: number,
  avoid: ReadonlySet<number>,
  seedText: string,
): Game {
  const [mainSet, ...otherSets] = numberSets;
  if (!mainSet) throw new Error('a lottery game has numbers');
  const random = seededRandom(seedText);
  const drawn = new Set([...draw.main, ...draw.supplementaries]);
  const wanted = target ? target.rule.mainMatches : mainMatches;
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
  const supplementary = shuffled(draw.supplementaries, random).slice(
    0,
    target?.rule.supplementaryMatches ?? 0,
  );
  const others = shuffled(
    range(mainSet).filter((number) => !drawn.has(number) && !avoid.has(number)),
    random,
  ).slice(0, mainSet.count - matched.length - supplementary.length);
  const game: Game = { [mainSet.name]: ascending([...matched, ...supplementary, ...others]) };
  for (const set of otherSets) {
    const drawnPowerball = draw.powerball ?? [];
    game[set.name] = target?.rule.powerball
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
