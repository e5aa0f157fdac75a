/**
 * The rules of every lottery the catalogue sells: the number pools a draw draws from and the
 * division table of the real game (what a game line must match, and how the division is paid).
 *
 * How a division is paid:
 * - `fixed`: every winning line is paid `cents` (Set for Life's top two divisions are annuities:
 *   `cents` is paid each month for `instalments` months; one instalment is due at the draw).
 * - `jackpot`: Division 1 shares the draw's jackpot (the advertised Division 1 prize pool, which
 *   the real game funds with `shareBasisPoints` of the prize fund plus the jackpots it rolled over).
 * - `pool`: the division pool is `shareBasisPoints` of the draw's prize fund, floored to cents
 *   (null: the draw states the division's pool itself).
 * Pool rule (jackpot and pool divisions alike): the prize per winning line is the division pool
 * divided by the number of winning lines in that division, floored to cents; the cents left over
 * (and the whole pool of a division nobody won) are kept by the prize pool, never paid.
 */

export type DivisionPrize =
  | { kind: 'fixed'; cents: number; instalments: number }
  | { kind: 'jackpot'; shareBasisPoints: number | null }
  | { kind: 'pool'; shareBasisPoints: number | null };

export interface DivisionRule {
  division: number;
  /** As the results page words it: '5 winning numbers + 1 supplementary'. */
  description: string;
  /** Main numbers the line must match, exactly. */
  mainMatches: number;
  /** Supplementary numbers the line must match at least (0: none needed). */
  supplementaryMatches: number;
  /** Whether the line must match the Powerball. */
  powerball: boolean;
  prize: DivisionPrize;
}

/** How many lines of an entry won a division. */
export interface DivisionWin {
  division: DivisionRule;
  lines: number;
}

export interface NumberPool {
  /** The set's name in a ticket's games: 'Numbers', 'Powerball'. */
  name: string;
  /** Numbers a standard game picks from the pool. */
  count: number;
  min: number;
  max: number;
}

export interface GameRules {
  offerKey: string;
  name: string;
  /** The main numbers, drawn first; the supplementaries are drawn after them from the same pool. */
  main: NumberPool;
  supplementaryCount: number;
  /** Supplementaries are called 'supplementary' or 'bonus number' on the results page. */
  supplementaryName: 'supplementary' | 'bonus number';
  /** A second pool (one Powerball drawn), or null. */
  powerball: NumberPool | null;
  /** Highest division first. */
  divisions: readonly DivisionRule[];
}

type DivisionRow = [
  mainMatches: number,
  extra: 'supplementary' | 'powerball' | null,
  DivisionPrize,
];

const pool = (percent: number): DivisionPrize => ({
  kind: 'pool',
  shareBasisPoints: Math.round(percent * 100),
});
const jackpot = (percent: number | null): DivisionPrize => ({
  kind: 'jackpot',
  shareBasisPoints: percent === null ? null : Math.round(percent * 100),
});
const fixedDollars = (dollars: number, instalments: number): DivisionPrize => ({
  kind: 'fixed',
  cents: dollars * 100,
  instalments,
});

function divisionsOf(
  rows: readonly DivisionRow[],
  supplementaryName: GameRules['supplementaryName'],
): DivisionRule[] {
  return rows.map(([mainMatches, extra, prize], index) => {
    const numbers = `${mainMatches} winning number${mainMatches === 1 ? '' : 's'}`;
    const description =
      extra === 'supplementary'
        ? `${numbers} + 1 ${supplementaryName}`
        : extra === 'powerball'
          ? `${numbers} + the Powerball`
          : numbers;
    return {
      division: index + 1,
      description,
      mainMatches,
      supplementaryMatches: extra === 'supplementary' ? 1 : 0,
      powerball: extra === 'powerball',
      prize,
    };
  });
}

const numbers = (count: number, max: number, name = 'Numbers'): NumberPool => ({
  name,
  count,
  min: 1,
  max,
});

/**
 * Saturday Lotto and Weekday Windfall (6 from 45, 2 supplementaries): the six divisions of the
 * published Saturday Lotto rules since 2023 (overall odds 1 in 42); Division 1 is the jackpot,
 * divisions 2–6 share the prize fund 4.5/7/19.5/27/42 %.
 */
function sixFromFortyFive(offerKey: string, name: string): GameRules {
  return {
    offerKey,
    name,
    main: numbers(6, 45),
    supplementaryCount: 2,
    supplementaryName: 'supplementary',
    powerball: null,
    divisions: divisionsOf(
      [
        [6, null, jackpot(null)],
        [5, 'supplementary', pool(4.5)],
        [5, null, pool(7)],
        [4, null, pool(19.5)],
        [3, 'supplementary', pool(27)],
        [3, null, pool(42)],
      ],
      'supplementary',
    ),
  };
}

export const gameRules: Readonly<Record<string, GameRules>> = {
  /** Powerball (7 from 35, 1 Powerball from 20): nine divisions; 2 + the Powerball wins Division 9. */
  powerball: {
    offerKey: 'powerball',
    name: 'Powerball',
    main: numbers(7, 35),
    supplementaryCount: 0,
    supplementaryName: 'supplementary',
    powerball: numbers(1, 20, 'Powerball'),
    divisions: divisionsOf(
      [
        [7, 'powerball', jackpot(35)],
        [7, null, pool(1.8)],
        [6, 'powerball', pool(1.1)],
        [6, null, pool(2)],
        [5, 'powerball', pool(1.5)],
        [4, 'powerball', pool(9.7)],
        [5, null, pool(7.6)],
        [3, 'powerball', pool(15)],
        [2, 'powerball', pool(26.3)],
      ],
      'supplementary',
    ),
  },
  /** Oz Lotto (7 from 47, 3 supplementaries): seven divisions; 3 + 1 supplementary wins Division 7. */
  oz_lotto: {
    offerKey: 'oz_lotto',
    name: 'Oz Lotto',
    main: numbers(7, 47),
    supplementaryCount: 3,
    supplementaryName: 'supplementary',
    powerball: null,
    divisions: divisionsOf(
      [
        [7, null, jackpot(40)],
        [6, 'supplementary', pool(1.7)],
        [6, null, pool(3.5)],
        [5, 'supplementary', pool(1.8)],
        [5, null, pool(2.1)],
        [4, null, pool(24)],
        [3, 'supplementary', pool(26.9)],
      ],
      'supplementary',
    ),
  },
  saturday_lotto: sixFromFortyFive('saturday_lotto', 'Saturday Lotto'),
  weekday_windfall: sixFromFortyFive('weekday_windfall', 'Weekday Windfall'),
  /**
   * Set for Life (7 from 44, 2 bonus numbers): eight divisions. Division 1 is $20,000 a month for
   * 20 years and Division 2 $5,000 a month for a year; divisions 3–8 share the prize fund
   * 2.2/2/4.6/10.6/28.2/52.4 %.
   */
  set_for_life: {
    offerKey: 'set_for_life',
    name: 'Set for Life',
    main: numbers(7, 44),
    supplementaryCount: 2,
    supplementaryName: 'bonus number',
    powerball: null,
    divisions: divisionsOf(
      [
        [7, null, fixedDollars(20_000, 240)],
        [6, 'supplementary', fixedDollars(5_000, 12)],
        [6, null, pool(2.2)],
        [5, 'supplementary', pool(2)],
        [5, null, pool(4.6)],
        [4, 'supplementary', pool(10.6)],
        [4, null, pool(28.2)],
        [3, 'supplementary', pool(52.4)],
      ],
      'bonus number',
    ),
  },
};

/** The rules of an offer's lottery; the Powerball Syndicate plays Powerball. */
export function gameRulesOf(offerKey: string): GameRules {
  const rules = gameRules[offerKey === 'powerball_syndicate' ? 'powerball' : offerKey];
  if (!rules) throw new Error(`No game rules for ${offerKey}`);
  return rules;
}
