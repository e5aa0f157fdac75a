import { activeLocale } from './active-locale';
import { formatWholeCurrency } from './currency';

export const jackpotUnknownText = 'Announced soon';

export interface JackpotDisplayOptions {
  /** A prize-pool suffix (e.g. `in prizes`) turns amounts under a million into `Win {N}k`. */
  prizePoolSuffix?: string | null;
  isPrizePoolUnknown?: boolean;
  currency?: string;
  locale?: string;
}

/**
 * Jackpot text of api.md §9:
 * - at least 1 000 000 → `{N} Million`, N with one decimal, floored, a trailing `.0` dropped
 *   (2 450 000 → `2.4 Million`, 20 000 000 → `20 Million`);
 * - under a million with a prize-pool suffix → `Win {N}k`, floored (52 999 → `Win 52k`),
 *   from 1 000 up (smaller amounts show as the raw amount);
 * - otherwise the raw amount as currency without cents (`$500`);
 * - no amount, a non-positive amount, or a prize pool marked unknown → `Announced soon`.
 */
export function formatJackpot(
  prizePool: { amount: number | string } | null | undefined,
  options: JackpotDisplayOptions = {},
): string {
  const amount = prizePool ? Number(prizePool.amount) : Number.NaN;
  if (options.isPrizePoolUnknown || !Number.isFinite(amount) || amount <= 0) {
    return jackpotUnknownText;
  }
  const locale = options.locale ?? activeLocale().locale;
  if (amount >= 1_000_000) {
    const millions = Math.floor(amount / 100_000) / 10;
    const text = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(millions);
    return `${text} Million`;
  }
  if (options.prizePoolSuffix && amount >= 1_000) {
    return `Win ${Math.floor(amount / 1_000)}k`;
  }
  return formatWholeCurrency(amount, options.currency, options.locale);
}
