import { type ContentItem } from '../content/model';
import {
  type TextCatalogue,
  type TextFunction,
  textFunctionOf,
  type TextKey,
} from './text-catalogue';
import { createTranslator, type Translator } from './translator';

/** The market a page shows: its locale and the currency label its money carries. */
export interface ShopLocale {
  locale: string;
  currency: string;
}

/** Default market of the shop (api.md §9). */
export const defaultShopLocale: ShopLocale = { locale: 'en-AU', currency: 'AUD' };

/** The currency the API labels money with: the shop sells in one currency whatever the label. */
export const wireCurrency = 'AUD';

interface ActiveLocaleHolder {
  locale: ShopLocale;
  translator: Translator;
  listeners: Set<() => void>;
  /** Counts changes, so a view can tell that it must render again. */
  revision: number;
}

// The contract is bundled into every package, so the page's one value lives on the global
// object: the shell sets it, and each remote's copy of this module reads the same holder.
const holderKey = Symbol.for('lotto-shop.active-locale');

function holder(): ActiveLocaleHolder {
  const page = globalThis as { [holderKey]?: ActiveLocaleHolder };
  page[holderKey] ??= {
    locale: defaultShopLocale,
    translator: createTranslator([]),
    listeners: new Set(),
    revision: 0,
  };
  return page[holderKey];
}

function announce(): void {
  holder().revision += 1;
  for (const listener of [...holder().listeners]) listener();
}

/** The page's locale and currency label (en-AU / AUD until the shell sets another). */
export function activeLocale(): ShopLocale {
  return holder().locale;
}

/** Sets the page's locale and currency label; listeners hear of a change only. */
export function setActiveLocale(next: ShopLocale): void {
  const current = holder().locale;
  if (current.locale === next.locale && current.currency === next.currency) return;
  holder().locale = { locale: next.locale, currency: next.currency };
  announce();
}

/** The page's texts, as the shell loaded them for the active locale. */
export function activeTranslator(): Translator {
  return holder().translator;
}

/** Replaces the page's texts (content items of the active locale). */
export function setActiveTranslations(items: ReadonlyArray<Partial<ContentItem>>): void {
  holder().translator = createTranslator(items);
  announce();
}

/** Grows with every change of the locale or the texts. */
export function activeLocaleRevision(): number {
  return holder().revision;
}

/** Calls `listener` when the locale or the texts change; returns the unsubscribe. */
export function subscribeToActiveLocale(listener: () => void): () => void {
  const { listeners } = holder();
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/**
 * A lookup for code outside components (sagas, text helpers): each call reads the page's texts
 * as they are then, so it follows a change of region. `pageTextsOf(walletTexts)('wallet.x')`.
 */
export function pageTextsOf<Key extends string = never>(
  catalogue?: TextCatalogue<Key>,
): TextFunction<Key | TextKey> {
  return (key, values) => textFunctionOf(activeTranslator(), catalogue)(key, values);
}
