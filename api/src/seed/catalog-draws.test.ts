import { demoOffers } from './demo-data';
import { drawnLottery, lotteryRules, maskedName, seededRandom } from './catalog-draws';

function offer(key: string) {
  const found = demoOffers.find((candidate) => candidate.key === key);
  if (!found) throw new Error(`no demo offer ${key}`);
  return found;
}

describe('demo draw results', () => {
  it('draws the same numbers for a draw every time', () => {
    expect(drawnLottery(offer('powerball'), 1500)).toEqual(drawnLottery(offer('powerball'), 1500));
    expect(drawnLottery(offer('powerball'), 1500).numberSets).not.toEqual(
      drawnLottery(offer('powerball'), 1501).numberSets,
    );
    expect(seededRandom('a')()).toBe(seededRandom('a')());
  });

  it.each(['saturday_lotto', 'oz_lotto', 'powerball', 'set_for_life', 'weekday_windfall'])(
    'draws distinct numbers within the ranges of %s',
    (key) => {
      const rules = lotteryRules[key];
      for (let drawNo = 1; drawNo <= 200; drawNo += 1) {
        const drawn = drawnLottery(offer(key), drawNo);
        const main = drawn.numberSets[0]?.numbers ?? [];
        const all = [...main, ...drawn.supplementaries];
        expect(main).toHaveLength(rules?.mainCount ?? -1);
        expect(drawn.supplementaries).toHaveLength(rules?.supplementaryCount ?? -1);
        expect(new Set(all).size).toBe(all.length);
        for (const number of all) {
          expect(number).toBeGreaterThanOrEqual(1);
          expect(number).toBeLessThanOrEqual(rules?.mainMax ?? 0);
        }
      }
    },
  );

  it('pays division 1 only when it has winners, sharing the jackpot', () => {
    const drawn = Array.from({ length: 14 }, (_, index) =>
      drawnLottery(offer('saturday_lotto'), 4000 + index),
    );
    const won = drawn.filter((draw) => (draw.dividends[0]?.winners ?? 0) > 0);
    expect(won.length).toBe(2);
    for (const draw of drawn) {
      const [first] = draw.dividends;
      if (first?.winners)
        expect(first.prizeCents).toBe(Math.floor(draw.jackpotCents / first.winners));
      else expect(first?.prizeCents).toBeNull();
    }
  });

  it('masks winner names to initials', () => {
    expect(maskedName('Jack', 'Smith')).toBe('J. S.');
  });
});
