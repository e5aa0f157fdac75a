import { jackpotReason } from './skip-reasons';

describe('why an autoplay with a minimum jackpot skips a draw', () => {
  it('buys every draw when no minimum is set, whatever the jackpot', () => {
    expect(jackpotReason(null, null)).toBeNull();
    expect(jackpotReason(null, 100)).toBeNull();
  });

  it('buys when the jackpot reaches the minimum', () => {
    expect(jackpotReason(1_000_000_00, 1_000_000_00)).toBeNull();
  });

  it('names both amounts when the jackpot is below the minimum', () => {
    expect(jackpotReason(10_000_000_00, 5_000_000_00)).toBe(
      'The jackpot of A$5,000,000.00 is below your minimum of A$10,000,000.00.',
    );
  });

  it('says the jackpot is not announced rather than calling it A$0.00', () => {
    expect(jackpotReason(10_000_000_00, null)).toBe(
      'The jackpot for this draw has not been announced; your minimum is A$10,000,000.00.',
    );
  });
});
