import fc from 'fast-check';
import { UnscoredGameTypeError, choose, scoreEntry } from './entries';
import { gameRulesOf } from './game-rules';
import { type DrawnNumbers, scoreLine } from './score-line';

const saturdayLotto = gameRulesOf('saturday_lotto');
const powerball = gameRulesOf('powerball');
const ozLotto = gameRulesOf('oz_lotto');

const winsOf = (wins: ReturnType<typeof scoreEntry>) =>
  wins.map((win) => [win.division.division, win.lines]);

function combinationsOf(numbers: readonly number[], size: number): number[][] {
  if (size === 0) return [[]];
  if (numbers.length < size) return [];
  const [first = 0, ...rest] = numbers;
  return [
    ...combinationsOf(rest, size - 1).map((tail) => [first, ...tail]),
    ...combinationsOf(rest, size),
  ];
}

/** A system entry scored the slow way: every combination written out as a line. */
function enumeratedWins(
  rules: typeof saturdayLotto,
  numbers: number[],
  powerballs: number[],
  drawn: DrawnNumbers,
) {
  const wins = new Map<number, number>();
  for (const line of combinationsOf(numbers, rules.main.count)) {
    for (const ball of rules.powerball ? powerballs : [0]) {
      const won = scoreLine(rules, { Numbers: line, Powerball: [ball] }, drawn);
      if (won) wins.set(won.division, (wins.get(won.division) ?? 0) + 1);
    }
  }
  return [...wins].sort(([a], [b]) => a - b);
}

describe('system entries', () => {
  const drawn: DrawnNumbers = {
    main: [3, 11, 17, 24, 38, 42],
    supplementaries: [9, 30],
    powerball: null,
  };

  it('wins several divisions: a System 7 with 4 winning numbers wins 3 × Division 4 and 4 × Division 6', () => {
    // Of its 7 games, the 3 that leave out a losing number hold all 4 winning numbers; the 4
    // that leave out a winning number hold 3.
    const wins = scoreEntry(
      saturdayLotto,
      'reduced_system',
      { Numbers: [3, 11, 17, 24, 1, 2, 4] },
      drawn,
    );
    expect(winsOf(wins)).toEqual([
      [4, 3],
      [6, 4],
    ]);
  });

  it('counts a System 9 with 5 winning numbers and a supplementary across four divisions', () => {
    const wins = scoreEntry(
      saturdayLotto,
      'reduced_system',
      { Numbers: [3, 11, 17, 24, 38, 9, 1, 2, 4] },
      drawn,
    );
    expect(wins.reduce((sum, win) => sum + win.lines, 0)).toBeLessThanOrEqual(choose(9, 6));
    expect(winsOf(wins)).toEqual(
      enumeratedWins(saturdayLotto, [3, 11, 17, 24, 38, 9, 1, 2, 4], [], drawn),
    );
    expect(winsOf(wins).map(([division]) => division)).toEqual([2, 3, 4, 5, 6]);
  });

  it('scores only the listed games of a reduced system', () => {
    const wins = scoreEntry(
      saturdayLotto,
      'reduced_system',
      { Numbers: [3, 11, 17, 24, 1, 2, 4] },
      drawn,
      // Positions in the sorted numbers 1 2 3 4 11 17 24: the first game holds 3 11 17 24.
      {
        reducedCombinations: [
          [0, 2, 3, 4, 5, 6],
          [0, 1, 2, 3, 4, 5],
        ],
      },
    );
    expect(winsOf(wins)).toEqual([
      [4, 1],
      [6, 1],
    ]);
  });

  it('scores any system like its games written out one by one', () => {
    const drawnOf = (numbers: number[]): DrawnNumbers => ({
      main: numbers.slice(0, 7),
      supplementaries: numbers.slice(7, 10),
      powerball: null,
    });
    fc.assert(
      fc.property(
        fc.shuffledSubarray(
          Array.from({ length: 47 }, (_, index) => index + 1),
          { minLength: 10, maxLength: 10 },
        ),
        fc.shuffledSubarray(
          Array.from({ length: 47 }, (_, index) => index + 1),
          { minLength: 7, maxLength: 11 },
        ),
        (drawnNumbers, entry) => {
          const drawnDraw = drawnOf(drawnNumbers);
          expect(winsOf(scoreEntry(ozLotto, 'standard', { Numbers: entry }, drawnDraw))).toEqual(
            enumeratedWins(ozLotto, entry, [], drawnDraw),
          );
        },
      ),
      { numRuns: 300 },
    );
  });

  it('plays a Powerball system with each of its Powerballs', () => {
    const powerballDrawn: DrawnNumbers = {
      main: [1, 2, 3, 4, 5, 6, 7],
      supplementaries: [],
      powerball: [12],
    };
    const numbers = [1, 2, 3, 4, 5, 20, 21, 22];
    const wins = scoreEntry(
      powerball,
      'powerpik_system',
      { Numbers: numbers, Powerball: [12, 13] },
      powerballDrawn,
    );
    expect(winsOf(wins)).toEqual(enumeratedWins(powerball, numbers, [12, 13], powerballDrawn));
  });
});

describe('PowerHit and PowerPick: the main numbers with every Powerball', () => {
  const drawn: DrawnNumbers = { main: [1, 2, 3, 4, 5, 6, 7], supplementaries: [], powerball: [12] };

  it.each(['powerhit', 'powerpik'])(
    '%s with 5 winning numbers wins Division 5 once and Division 7 19 times',
    (gameType) => {
      const wins = scoreEntry(powerball, gameType, { Numbers: [1, 2, 3, 4, 5, 30, 31] }, drawn);
      expect(winsOf(wins)).toEqual([
        [5, 1],
        [7, 19],
      ]);
    },
  );

  it('always wins with 2 winning numbers: Division 9 with the drawn Powerball', () => {
    const wins = scoreEntry(powerball, 'powerhit', { Numbers: [1, 2, 30, 31, 32, 33, 34] }, drawn);
    expect(winsOf(wins)).toEqual([[9, 1]]);
  });
});

describe('standard, quick pick and other lines', () => {
  const drawn: DrawnNumbers = { main: [1, 2, 3, 4, 5, 6, 7], supplementaries: [], powerball: [12] };

  it.each(['standard', 'random', 'syndicate', 'lotto_party'])(
    'scores a %s game as one line',
    (gameType) => {
      const wins = scoreEntry(
        powerball,
        gameType,
        { Numbers: [1, 2, 3, 30, 31, 32, 33], Powerball: [12] },
        drawn,
      );
      expect(winsOf(wins)).toEqual([[8, 1]]);
    },
  );

  it('wins nothing with an incomplete game', () => {
    expect(
      scoreEntry(powerball, 'standard', { Numbers: [1, 2, 3], Powerball: [12] }, drawn),
    ).toEqual([]);
    expect(scoreEntry(powerball, 'standard', { Numbers: [1, 2, 3, 4, 5, 6, 7] }, drawn)).toEqual(
      [],
    );
  });

  it('refuses a game type it cannot score rather than calling it a loss', () => {
    expect(() =>
      scoreEntry(ozLotto, 'mega_combo', { Numbers: [1, 2, 3, 4, 5, 6, 7] }, drawn),
    ).toThrow(UnscoredGameTypeError);
  });
});

describe('Strike: order matters', () => {
  // Drawn in this order; a strike line must match the first numbers in the order drawn.
  const drawn: DrawnNumbers = {
    main: [17, 4, 33, 8, 21, 40],
    supplementaries: [2, 9],
    powerball: null,
  };

  it.each([
    [[17, 4, 33, 8], [[1, 1]]],
    [[17, 4, 33, 1], [[2, 1]]],
    [[17, 4, 1, 8], [[3, 1]]],
    [[17, 1, 33, 8], [[4, 1]]],
    [[8, 33, 4, 17], []],
    [[4, 17, 33, 8], []],
  ])('%j wins %j', (numbers, wins) => {
    expect(
      winsOf(scoreEntry(saturdayLotto, 'strike_standard', { Numbers: numbers }, drawn)),
    ).toEqual(wins);
  });

  it('plays every order of a boxed entry', () => {
    // Of the 24 orders, 6 start with 17; 2 of those go on with 4, and 1 of those with 33 and 8:
    // 1 × Division 1, none of Division 2 (17 4 33 can only end with 8), 1 × Division 3
    // (17 4 8 33) and 4 × Division 4.
    expect(
      winsOf(scoreEntry(saturdayLotto, 'strike_boxed', { Numbers: [8, 33, 4, 17] }, drawn)),
    ).toEqual([
      [1, 1],
      [3, 1],
      [4, 4],
    ]);
  });
});
