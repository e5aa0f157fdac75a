import { amountOf, fromCents, parseMoney, toCents, toMoney, toWireMoney } from './money';

describe('money', () => {
  it.each([
    ['20000000.00', 2_000_000_000],
    ['1234.5', 123_450],
    ['1,234.56', 123_456],
    ['0.01', 1],
    ['-0.50', -50],
    ['7', 700],
    ['1.005', 101],
    ['0.129', 13],
  ])('parseMoney(%s) is %i cents', (text, cents) => {
    expect(parseMoney(text)).toBe(cents);
  });

  it('rejects text that is not an amount', () => {
    expect(() => parseMoney('abc')).toThrow(RangeError);
    expect(() => parseMoney('1.2.3')).toThrow(RangeError);
  });

  it('converts dollars to cents without floating-point drift', () => {
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(toCents(1.005)).toBe(101);
    expect(toCents(19.99)).toBe(1999);
    expect(toCents('21.60')).toBe(2160);
  });

  it('writes cents as the wire decimal string', () => {
    expect(fromCents(123_450)).toBe('1234.50');
    expect(fromCents(5)).toBe('0.05');
    expect(fromCents(-50)).toBe('-0.50');
    expect(() => fromCents(1.5)).toThrow(RangeError);
  });

  it('turns wire money into numbers and back', () => {
    expect(amountOf('20000000.00')).toBe(20_000_000);
    expect(toMoney({ amount: '21.60', currency: 'AUD' })).toEqual({
      amount: 21.6,
      currency: 'AUD',
    });
    expect(toWireMoney({ amount: 21.6, currency: 'AUD' })).toEqual({
      amount: '21.60',
      currency: 'AUD',
    });
  });
});
