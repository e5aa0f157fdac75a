import { choose, scoreEntry } from './entries';
import { gameRulesOf } from './game-rules';
import { type DrawnNumbers, scoreLine } from './score-line';

/**
 * Each division table against examples of the published rules of the real games (The Lott's
 * "how to win" tables and dividend pages): only the highest division of a line counts, and
 * mains, supplementaries and the Powerball never stand in for each other.
 */

const divisionOf = (offerKey: string, drawn: DrawnNumbers, line: Record<string, number[]>) =>
  scoreLine(gameRulesOf(offerKey), line, drawn)?.division ?? null;

describe('Powerball: 7 from 35 and a Powerball from 20, nine divisions', () => {
  // Published: Div 1 7 + PB, 2 7, 3 6 + PB, 4 6, 5 5 + PB, 6 4 + PB, 7 5, 8 3 + PB, 9 2 + PB;
  // "there is no prize for matching four numbers without the Powerball".
  const drawn: DrawnNumbers = {
    main: [5, 12, 19, 23, 28, 31, 34],
    supplementaries: [],
    powerball: [7],
  };
  it.each([
    [[5, 12, 19, 23, 28, 31, 34], 7, 1],
    [[5, 12, 19, 23, 28, 31, 34], 8, 2],
    [[5, 12, 19, 23, 28, 31, 1], 7, 3],
    [[5, 12, 19, 23, 28, 31, 1], 8, 4],
    [[5, 12, 19, 23, 28, 1, 2], 7, 5],
    [[5, 12, 19, 23, 1, 2, 3], 7, 6],
    [[5, 12, 19, 23, 28, 1, 2], 8, 7],
    [[5, 12, 19, 1, 2, 3, 4], 7, 8],
    [[5, 12, 1, 2, 3, 4, 6], 7, 9],
    [[5, 12, 19, 23, 1, 2, 3], 8, null],
    [[5, 1, 2, 3, 4, 6, 8], 7, null],
  ])('%j with Powerball %i wins division %p', (numbers, powerball, division) => {
    expect(divisionOf('powerball', drawn, { Numbers: numbers, Powerball: [powerball] })).toBe(
      division,
    );
  });

  it('does not count the drawn Powerball picked as a main number, nor a main as the Powerball', () => {
    // Published example: results 1 2 3 4 5 6 (mains), Powerball 7; a line 1 4 7 + Powerball 8
    // has two mains, but its 7 is not in the Powerball's place, so it wins nothing.
    const example: DrawnNumbers = {
      main: [1, 2, 3, 4, 5, 6, 9],
      supplementaries: [],
      powerball: [7],
    };
    expect(
      divisionOf('powerball', example, { Numbers: [1, 4, 7, 20, 21, 22, 23], Powerball: [8] }),
    ).toBeNull();
    expect(
      divisionOf('powerball', example, { Numbers: [1, 4, 20, 21, 22, 23, 24], Powerball: [1] }),
    ).toBeNull();
  });
});

describe('Oz Lotto: 7 from 47 with 3 supplementaries, seven divisions', () => {
  // Published: Div 1 7, 2 6 + 1 supp, 3 6, 4 5 + 1 supp, 5 5, 6 4, 7 3 + 1 supp.
  const drawn: DrawnNumbers = {
    main: [1, 2, 3, 4, 5, 6, 7],
    supplementaries: [8, 9, 10],
    powerball: null,
  };
  it.each([
    [[1, 2, 3, 4, 5, 6, 7], 1],
    [[1, 2, 3, 4, 5, 6, 8], 2],
    [[1, 2, 3, 4, 5, 6, 40], 3],
    [[1, 2, 3, 4, 5, 9, 10], 4],
    [[1, 2, 3, 4, 5, 40, 41], 5],
    [[1, 2, 3, 4, 8, 9, 10], 6],
    [[1, 2, 3, 8, 40, 41, 42], 7],
    [[1, 2, 3, 40, 41, 42, 43], null],
    // Published example: mains 1 2 and both supps 8 9 need one more main to win.
    [[1, 2, 8, 9, 40, 41, 42], null],
  ])('%j wins division %p', (numbers, division) => {
    expect(divisionOf('oz_lotto', drawn, { Numbers: numbers })).toBe(division);
  });
});

describe.each(['saturday_lotto', 'weekday_windfall'])(
  '%s: 6 from 45 with 2 supplementaries, six divisions',
  (offerKey) => {
    // Published (since 2023, overall odds 1 in 42): Div 1 6, 2 5 + 1 supp, 3 5, 4 4,
    // 5 3 + 1 supp, 6 3.
    const drawn: DrawnNumbers = {
      main: [3, 11, 17, 24, 38, 42],
      supplementaries: [9, 30],
      powerball: null,
    };
    it.each([
      [[3, 11, 17, 24, 38, 42], 1],
      [[3, 11, 17, 24, 38, 9], 2],
      [[3, 11, 17, 24, 38, 1], 3],
      [[3, 11, 17, 24, 9, 30], 4],
      [[3, 11, 17, 30, 1, 2], 5],
      [[3, 11, 17, 1, 2, 4], 6],
      [[3, 11, 9, 30, 1, 2], null],
    ])('%j wins division %p', (numbers, division) => {
      expect(divisionOf(offerKey, drawn, { Numbers: numbers })).toBe(division);
    });
  },
);

describe('Set for Life: 7 from 44 with 2 bonus numbers, eight divisions', () => {
  // Published: Div 1 7, 2 6 + 1 bonus, 3 6, 4 5 + 1 bonus, 5 5, 6 4 + 1 bonus, 7 4,
  // 8 3 + 1 bonus; supplementaries "are not interchangeable with the main numbers".
  const drawn: DrawnNumbers = {
    main: [2, 8, 15, 21, 29, 36, 44],
    supplementaries: [10, 33],
    powerball: null,
  };
  it.each([
    [[2, 8, 15, 21, 29, 36, 44], 1],
    [[2, 8, 15, 21, 29, 36, 10], 2],
    [[2, 8, 15, 21, 29, 36, 1], 3],
    [[2, 8, 15, 21, 29, 10, 33], 4],
    [[2, 8, 15, 21, 29, 1, 3], 5],
    [[2, 8, 15, 21, 33, 1, 3], 6],
    [[2, 8, 15, 21, 1, 3, 4], 7],
    [[2, 8, 15, 10, 1, 3, 4], 8],
    [[2, 8, 15, 1, 3, 4, 5], null],
    // Two mains and both bonus numbers are not four mains.
    [[2, 8, 10, 33, 1, 3, 4], null],
  ])('%j wins division %p', (numbers, division) => {
    expect(divisionOf('set_for_life', drawn, { Numbers: numbers })).toBe(division);
  });
});

it('words the divisions as the results pages do', () => {
  expect(gameRulesOf('powerball').divisions.map((rule) => rule.description)).toContain(
    '2 winning numbers + the Powerball',
  );
  expect(gameRulesOf('oz_lotto').divisions[1]?.description).toBe(
    '6 winning numbers + 1 supplementary',
  );
  expect(gameRulesOf('set_for_life').divisions[7]?.description).toBe(
    '3 winning numbers + 1 bonus number',
  );
  expect(gameRulesOf('powerball_syndicate')).toBe(gameRulesOf('powerball'));
  expect(() => gameRulesOf('hearts_raffle')).toThrow('No game rules for hearts_raffle');
});

it('shares every pool division fund exactly: the shares of a table add up to 100 %', () => {
  for (const offerKey of ['powerball', 'oz_lotto', 'saturday_lotto', 'set_for_life']) {
    const shares = gameRulesOf(offerKey).divisions.reduce(
      (sum, rule) => sum + (rule.prize.kind === 'fixed' ? 0 : (rule.prize.shareBasisPoints ?? 0)),
      0,
    );
    expect(shares).toBe(10_000);
  }
});

describe('the odds of every division are the published odds', () => {
  // Every line of the game at once: a system entry of the whole pool (and, for Powerball, every
  // Powerball) counts, for each division, the lines of the game that win it.
  function oddsOf(offerKey: string, drawn: DrawnNumbers): number[] {
    const rules = gameRulesOf(offerKey);
    const every = (max: number) => Array.from({ length: max }, (_, index) => index + 1);
    const wins = scoreEntry(
      rules,
      rules.powerball ? 'powerpik_system' : 'standard',
      { Numbers: every(rules.main.max), Powerball: every(rules.powerball?.max ?? 0) },
      drawn,
    );
    const lines = wins.reduce((sum, win) => sum + win.lines, 0);
    const total =
      choose(rules.main.max, rules.main.count) *
      (rules.powerball ? rules.powerball.max - rules.powerball.min + 1 : 1);
    expect(wins.map((win) => win.division.division)).toEqual(
      rules.divisions.map((rule) => rule.division),
    );
    expect(lines).toBeLessThan(total);
    return wins.map((win) => Math.round(total / win.lines));
  }

  it.each([
    // Published by The Lott ("chances of winning", one standard game).
    [
      'powerball',
      { main: [1, 2, 3, 4, 5, 6, 7], supplementaries: [], powerball: [1] },
      [134_490_400, 7_078_443, 686_176, 36_115, 16_943, 1_173, 892, 188, 66],
    ],
    [
      'saturday_lotto',
      { main: [1, 2, 3, 4, 5, 6], supplementaries: [7, 8], powerball: null },
      [8_145_060, 678_755, 36_689, 733, 297, 53],
    ],
    [
      'set_for_life',
      { main: [1, 2, 3, 4, 5, 6, 7], supplementaries: [8, 9], powerball: null },
      [38_320_568, 2_737_184, 156_411, 25_702, 3_067, 894, 167, 80],
    ],
    // Oz Lotto since 2022 (7 from 47, 3 supplementaries): Division 1 1 in 62,891,499 as
    // published; the other figures are worked out from the division rules.
    [
      'oz_lotto',
      { main: [1, 2, 3, 4, 5, 6, 7], supplementaries: [8, 9, 10], powerball: null },
      [62_891_499, 2_994_833, 242_824, 26_271, 4_497, 182, 71],
    ],
  ])('%s', (offerKey, drawn, published) => {
    const odds = oddsOf(offerKey, drawn);
    // Published odds are rounded either way: within one of the exact figure.
    odds.forEach((exact, index) =>
      expect(Math.abs(exact - (published[index] ?? 0))).toBeLessThanOrEqual(1),
    );
  });
});
