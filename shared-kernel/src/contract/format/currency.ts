import { activeLocale, defaultShopLocale, wireCurrency } from './active-locale';

/** Default market of the shop. */
export const defaultLocale = defaultShopLocale.locale;
export const defaultCurrency = defaultShopLocale.currency;

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

/**
 * The locale and currency label an amount is shown with. Without a locale, the page's active
 * one applies, and the shop's wire currency (AUD) carries the active label: the en-GB market
 * relabels amounts with pounds, it does not convert them (product.md §1). An explicit locale
 * shows the currency as given.
 */
export function displayMarketOf(
  currency: string | undefined,
  locale: string | undefined,
): { locale: string; currency: string } {
  if (locale !== undefined) return { locale, currency: currency ?? defaultCurrency };
  const active = activeLocale();
  const isWireCurrency = currency === undefined || currency === wireCurrency;
  return { locale: active.locale, currency: isWireCurrency ? active.currency : currency };
}

/** `1234.5` → `$1,234.50` (api.md §9: currency shows 2 decimals), `£1,234.50` under en-GB. */
export function formatCurrency(amount: number, currency?: string, locale?: string): string {
  const market = displayMarketOf(currency, locale);
  return formatterFor(market.locale, market.currency, 2).format(amount);
}

/** Whole units, cents dropped (floored): `500000.99` → `$500,000`. */
export function formatWholeCurrency(amount: number, currency?: string, locale?: string): string {
  const market = displayMarketOf(currency, locale);
  return formatterFor(market.locale, market.currency, 0).format(Math.floor(amount));
}
