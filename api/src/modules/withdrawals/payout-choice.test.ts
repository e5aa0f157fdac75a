import { approvalThresholdCentsOf } from './payout-choice';

const thresholdOf = (value: string | undefined) =>
  approvalThresholdCentsOf({ WITHDRAWAL_APPROVAL_THRESHOLD: value });

describe('WITHDRAWAL_APPROVAL_THRESHOLD', () => {
  it('is A$1,000.00 when unset or blank', () => {
    expect(thresholdOf(undefined)).toBe(100_000);
    expect(thresholdOf('  ')).toBe(100_000);
  });

  it('reads whole dollars and dollars with cents', () => {
    expect(thresholdOf('250')).toBe(25_000);
    expect(thresholdOf(' 1500.5 ')).toBe(150_050);
    expect(thresholdOf('0.01')).toBe(1);
    expect(thresholdOf('0')).toBe(0);
  });

  it.each(['abc', '-5', '1,000', '1e3', '0x10', '10.005', 'Infinity', '$1000'])(
    'stops the start on %s, naming the variable',
    (value) => {
      expect(() => thresholdOf(value)).toThrow(
        `WITHDRAWAL_APPROVAL_THRESHOLD "${value}" is not an amount of dollars (like 1000 or 1500.50)`,
      );
    },
  );
});
