import { formatJackpot } from './jackpot';

describe('formatJackpot (api.md §9)', () => {
  it.each([
    [1_000_000, '1 Million'],
    [2_450_000, '2.4 Million'],
    [2_999_999, '2.9 Million'],
    [20_000_000, '20 Million'],
    [20_090_000, '20 Million'],
    [150_500_000, '150.5 Million'],
    [1_234_500_000, '1,234.5 Million'],
  ])('shows %i as "%s": one decimal, floored, a trailing .0 dropped', (amount, text) => {
    expect(formatJackpot({ amount })).toBe(text);
  });

  it('reads amounts given as wire strings', () => {
    expect(formatJackpot({ amount: '20000000.00' })).toBe('20 Million');
  });

  it('shows smaller amounts with a prize suffix as "Win {N}k", floored', () => {
    expect(formatJackpot({ amount: 52_999 }, { prizePoolSuffix: 'in prizes' })).toBe('Win 52k');
    expect(formatJackpot({ amount: 999_999 }, { prizePoolSuffix: 'in prizes' })).toBe('Win 999k');
  });

  it('shows other amounts raw, as currency without cents', () => {
    expect(formatJackpot({ amount: 500_000 })).toBe('$500,000');
    expect(formatJackpot({ amount: 750.9 }, { prizePoolSuffix: 'in prizes' })).toBe('$750');
  });

  it('shows "Announced soon" when the prize pool is unknown', () => {
    expect(formatJackpot(null)).toBe('Announced soon');
    expect(formatJackpot(undefined)).toBe('Announced soon');
    expect(formatJackpot({ amount: 'n/a' })).toBe('Announced soon');
    expect(formatJackpot({ amount: 0 })).toBe('Announced soon');
    expect(formatJackpot({ amount: 5_000_000 }, { isPrizePoolUnknown: true })).toBe(
      'Announced soon',
    );
  });
});
