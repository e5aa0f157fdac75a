import { formatCurrency, formatWholeCurrency } from './currency';

describe('formatCurrency', () => {
  it('shows AUD in en-AU with 2 decimals', () => {
    expect(formatCurrency(1234.5)).toBe('$1,234.50');
    expect(formatCurrency(0)).toBe('$0.00');
    expect(formatCurrency(0.005)).toBe('$0.01');
  });

  it('takes another currency and locale', () => {
    expect(formatCurrency(5, 'GBP', 'en-GB')).toBe('£5.00');
  });

  it('shows whole amounts without cents, floored', () => {
    expect(formatWholeCurrency(500_000.99)).toBe('$500,000');
  });
});
