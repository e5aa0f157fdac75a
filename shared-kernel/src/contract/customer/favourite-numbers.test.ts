import {
  favouriteNumbersFromText,
  favouriteNumbersOf,
  withFavouriteNumbers,
} from './favourite-numbers';

const powerball = { lotteryKey: 'powerball', numbers: [[1, 2, 3, 4, 5, 6, 7], [20]] };
const ozLotto = { lotteryKey: 'oz_lotto', numbers: [[1, 2, 3, 4, 5, 6, 7]] };

describe('favourite numbers', () => {
  it("finds one lottery's numbers, and none for a lottery without", () => {
    expect(favouriteNumbersOf([powerball, ozLotto], 'oz_lotto')).toEqual(ozLotto.numbers);
    expect(favouriteNumbersOf([powerball], 'oz_lotto')).toEqual([]);
  });

  it("replaces one lottery's numbers and leaves the others; empty numbers remove it", () => {
    const replaced = withFavouriteNumbers([powerball, ozLotto], 'powerball', [[8], [9]]);
    expect(replaced).toEqual([ozLotto, { lotteryKey: 'powerball', numbers: [[8], [9]] }]);
    expect(withFavouriteNumbers([powerball, ozLotto], 'powerball', [])).toEqual([ozLotto]);
  });

  it('reads back what was stored, leaving out what is not favourite numbers', () => {
    expect(favouriteNumbersFromText(JSON.stringify([powerball, ozLotto]))).toEqual([
      powerball,
      ozLotto,
    ]);
    expect(
      favouriteNumbersFromText(
        JSON.stringify([{ lotteryKey: 'a', numbers: [['1']] }, { numbers: [[1]] }, 7, ozLotto]),
      ),
    ).toEqual([ozLotto]);
    expect(favouriteNumbersFromText('true')).toBeNull();
    expect(favouriteNumbersFromText('{not json')).toBeNull();
    expect(favouriteNumbersFromText(null)).toBeNull();
  });
});
