/** Default market of the shop. */
export const defaultLocale = 'en-AU';
export const defaultCurrency = 'AUD';

const formatters = new Map<string, Intl.NumberFormat>();

function formatterFor(locale: string, currency: string, fractionDigits: number): Intl.NumberFormat {
  const key = `${locale}|${currency}|${fractionDigits}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: fractionDigits,
    });
    formatters.set(key, formatter);
  }
  return formatter;
}

/** `1234.5` → `$1,234.50` (api.md §9: currency shows 2 decimals). */
export function formatCurrency(
  amount: number,
  currency: string = defaultCurrency,
  locale: string = defaultLocale,
): string {
  return formatterFor(locale, currency, 2).format(amount);
}

/** Whole units, cents dropped (floored): `500000.99` → `$500,000`. */
export function formatWholeCurrency(
  amount: number,
  currency: string = defaultCurrency,
  locale: string = defaultLocale,
): string {
  return formatterFor(locale, currency, 0).format(Math.floor(amount));
}
