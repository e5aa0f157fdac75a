import { centsToDecimalString } from './money';

describe('centsToDecimalString', () => {
  it.each([
    [0, '0.00'],
    [5, '0.05'],
    [1350, '13.50'],
    [2_000_000_000, '20000000.00'],
    [-1999, '-19.99'],
  ])('writes %i cents as %s', (cents, text) => {
    expect(centsToDecimalString(cents)).toBe(text);
  });

  it('refuses a fraction of a cent', () => {
    expect(() => centsToDecimalString(1.5)).toThrow(RangeError);
  });
});
