export interface Money {
  /** Dollars, e.g. 1234.5. */
  amount: number;
  /** ISO 4217 code, `AUD` in this market. */
  currency: string;
}

/** Money as it travels on the wire. */
export interface WireMoney {
  amount: string;
  /** ISO 4217 code, `AUD` in this market. */
  currency: string;
}

const decimalPattern = /^([+-])?(\d+)(?:\.(\d+))?$/;

/**
 * Integer cents of a decimal string (`"1234.50"` → 123450, `"-0.5"` → -50). Thousands
 * separators are ignored; more than two decimals round half away from zero. Throws a RangeError
 * for anything else.
 */
export function parseMoney(value: string): number {
  const match = decimalPattern.exec(value.trim().replace(/,/g, ''));
  if (!match) throw new RangeError(`Not a money amount: "${value}"`);
  const [, sign, whole = '0', fraction = ''] = match;
  const hundredths = Number(`${fraction}00`.slice(0, 2));
  const roundsUp = Number(fraction[2] ?? '0') >= 5;
  const cents = Number(whole) * 100 + hundredths + (roundsUp ? 1 : 0);
  return sign === '-' && cents !== 0 ? -cents : cents;
}

/** Integer cents of a decimal string or a number of dollars (`12.5` → 1250, `1.005` → 101). */
export function toCents(amount: string | number): number {
  if (typeof amount === 'string') return parseMoney(amount);
  if (!Number.isFinite(amount)) throw new RangeError(`Not a money amount: ${amount}`);
  const text = String(amount);
  return /e/i.test(text) ? Math.round(amount * 100) : parseMoney(text);
}

/** Decimal string of a number of cents, as the wire wants it (`123450` → `"1234.50"`). */
export function fromCents(cents: number): string {
  if (!Number.isInteger(cents)) throw new RangeError(`Not a whole number of cents: ${cents}`);
  const sign = cents < 0 ? '-' : '';
  const absolute = Math.abs(cents);
  return `${sign}${Math.floor(absolute / 100)}.${String(absolute % 100).padStart(2, '0')}`;
}

/** Number of dollars of a decimal string, exact to the cent (`"20000000.00"` → 20000000). */
export function amountOf(value: string | number): number {
  return toCents(value) / 100;
}

/** Client money from wire money; amounts that are already numbers are kept. */
export function toMoney(wire: { amount: string | number; currency: string }): Money {
  return { amount: amountOf(wire.amount), currency: wire.currency };
}

/** Wire money from client money. */
export function toWireMoney(money: Money): WireMoney {
  return { amount: fromCents(toCents(money.amount)), currency: money.currency };
}
