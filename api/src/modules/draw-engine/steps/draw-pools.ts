import { type GameRules } from '../scoring/game-rules';
import { type DrawnNumbers } from '../scoring/score-line';
import { type DrawnSet, type DrawPool } from '../verifiable/number-derivation';

/** The pools a draw draws from, and how its drawn sets read as results. */

export const supplementaryPoolName = 'Supplementary';
export const rafflePoolName = 'Tickets';

/** A lottery's pools: the main barrel, supplementaries from the balls left, the Powerball. */
export function lotteryPools(rules: GameRules): DrawPool[] {
  const { main, powerball } = rules;
  const pools: DrawPool[] = [
    { name: main.name, kind: 'barrel', minimum: main.min, maximum: main.max, pick: main.count },
  ];
  if (rules.supplementaryCount > 0) {
    pools.push({
      name: supplementaryPoolName,
      kind: 'continued',
      barrel: main.name,
      pick: rules.supplementaryCount,
    });
  }
  if (powerball) {
    pools.push({
      name: powerball.name,
      kind: 'barrel',
      minimum: powerball.min,
      maximum: powerball.max,
      pick: powerball.count,
    });
  }
  return pools;
}

/**
 * A raffle's pool: the positions of its frozen ticket lines; as many drawn as there are prizes
 * (or lines). No line, no prize: nothing is drawn.
 */
export function rafflePools(ticketLines: number, prizeCount: number): DrawPool[] {
  const pick = Math.min(prizeCount, ticketLines);
  if (pick <= 0) return [];
  return [{ name: rafflePoolName, kind: 'barrel', minimum: 1, maximum: ticketLines, pick }];
}

/** A lottery draw's sets as the results pages read them: the supplementaries apart. */
export function resultsOf(drawn: readonly DrawnSet[]): {
  numberSets: DrawnSet[];
  supplementaries: number[];
} {
  return {
    numberSets: drawn.filter((set) => set.name !== supplementaryPoolName),
    supplementaries: drawn.find((set) => set.name === supplementaryPoolName)?.numbers ?? [],
  };
}

/** The drawn numbers as scoring reads them, from a draw's results. */
export function drawnNumbersOf(
  rules: GameRules,
  numberSets: readonly DrawnSet[],
  supplementaries: readonly number[],
): DrawnNumbers {
  const powerballName = rules.powerball?.name;
  return {
    main: numberSets.find((set) => set.name === rules.main.name)?.numbers ?? [],
    supplementaries,
    powerball:
      powerballName === undefined
        ? null
        : (numberSets.find((set) => set.name === powerballName)?.numbers ?? []),
  };
}
