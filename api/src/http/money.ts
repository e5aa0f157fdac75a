/** Money is integer cents inside the services and a decimal string on the wire ("12.50"). */
export function centsToDecimalString(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Not a whole number of cents: ${cents}`);
  const sign = cents < 0 ? '-' : '';
  const absolute = Math.abs(cents);
  const dollars = Math.floor(absolute / 100);
  const remainder = absolute % 100;
  return `${sign}${dollars}.${remainder.toString().padStart(2, '0')}`;
}

/** Cents as the wire's money (`MoneyWire`): `{ amount: "12.50", currency: "AUD" }`. */
export function audMoney(cents: number): { amount: string; currency: 'AUD' } {
  return { amount: centsToDecimalString(cents), currency: 'AUD' };
}
