import { type ContentItem } from '../content/model';
import {
  type TextCatalogue,
  textCategoryOf,
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

/**
 * Sets the page's locale and currency label; listeners hear of a change only. A new locale
 * loads again every remote category the page's views asked for.
 */
export function setActiveLocale(next: ShopLocale): void {
  const current = holder().locale;
  if (current.locale === next.locale && current.currency === next.currency) return;
  holder().locale = { locale: next.locale, currency: next.currency };
  announce();
  if (current.locale !== next.locale) {
    for (const category of categories().wanted) requestTextCategory(category);
  }
}

/** The page's texts, as the shell loaded them for the active locale. */
export function activeTranslator(): Translator {
  return holder().translator;
}

/** Loads a locale's texts of some content categories (GET /{locale}/items?c=…). */
export type TextCategoryLoader = (
  locale: string,
  categories: readonly string[],
) => Promise<ReadonlyArray<Partial<ContentItem>>>;

interface TextCategories {
  loader: TextCategoryLoader | null;
  /** The shell's texts (its start categories). */
  base: ReadonlyArray<Partial<ContentItem>>;
  /** Every remote category a view asked for. */
  wanted: Set<string>;
  /** Each category's items, as last loaded (of `locale`, or of the one before while it loads). */
  loaded: Map<string, ReadonlyArray<Partial<ContentItem>>>;
  /** The locale `asked` is for. */
  locale: string;
  /** Categories asked of the loader for `locale`: loading, loaded or failed. */
  asked: Set<string>;
  /** Categories asked in this turn of the event loop, loaded in one call. */
  batch: string[] | null;
  /**
   * Each category's catalogue, as its views show it before texts land (absent in state made by
   * a remote built with an older kernel, hence optional).
   */
  catalogues?: Map<string, TextCatalogue>;
}

// Kept apart from the locale holder, so a remote built with an older kernel shares that one.
const categoriesKey = Symbol.for('lotto-shop.text-categories');

function categories(): TextCategories {
  const page = globalThis as { [categoriesKey]?: TextCategories };
  page[categoriesKey] ??= {
    loader: null,
    base: [],
    wanted: new Set(),
    loaded: new Map(),
    locale: holder().locale.locale,
    asked: new Set(),
    batch: null,
  };
  return page[categoriesKey];
}

function rebuildTranslator({ isSeen = true } = {}): void {
  const { base, loaded } = categories();
  holder().translator = createTranslator([...base, ...[...loaded.values()].flat()]);
  if (isSeen) announce();
}

/**
 * Whether a category's new texts change what its views show: a text shows when it is not blank,
 * else its catalogue's value does. Unknown without the catalogue.
 */
function changesWhatShows(
  before: ReadonlyArray<Partial<ContentItem>> | undefined,
  after: ReadonlyArray<Partial<ContentItem>>,
  catalogue: TextCatalogue | undefined,
): boolean {
  if (!catalogue) return true;
  const shown = (items: ReadonlyArray<Partial<ContentItem>> | undefined) => {
    const texts = new Map<string, string>();
    for (const item of items ?? []) {
      if (item.id) texts.set(item.id, item.value?.trim() || catalogue[item.id] || '');
    }
    return texts;
  };
  const [was, is] = [shown(before), shown(after)];
  return [...new Set([...was.keys(), ...is.keys()])].some(
    (id) => (was.get(id) ?? catalogue[id] ?? '') !== (is.get(id) ?? catalogue[id] ?? ''),
  );
}

/** Replaces the shell's texts (content items of the active locale). */
export function setActiveTranslations(items: ReadonlyArray<Partial<ContentItem>>): void {
  categories().base = items;
  rebuildTranslator();
}

/**
 * How the page loads a remote's texts (the shell sets it at start). Without one, views show their
 * catalogues' en-AU values.
 */
export function setTextCategoryLoader(loader: TextCategoryLoader | null): void {
  const state = categories();
  state.loader = loader;
  state.asked.clear();
  for (const category of state.wanted) requestTextCategory(category);
}

/**
 * Asks for a remote category's texts in the active locale, once per locale: the categories
 * asked in one turn of the event loop load in one call, and views render again when they land,
 * unless they show what the views already show (the `catalogue`'s values, when given). A failed
 * load leaves the catalogue's en-AU values, until the locale changes.
 */
export function requestTextCategory(category: string, catalogue?: TextCatalogue): void {
  const state = categories();
  state.wanted.add(category);
  if (catalogue) (state.catalogues ??= new Map()).set(category, catalogue);
  const locale = activeLocale().locale;
  if (state.locale !== locale) {
    state.locale = locale;
    state.asked.clear();
  }
  const loader = state.loader;
  if (!loader || state.asked.has(category)) return;
  state.asked.add(category);
  if (state.batch) {
    state.batch.push(category);
    return;
  }
  const batch = [category];
  state.batch = batch;
  queueMicrotask(() => {
    state.batch = null;
    loader(locale, batch).then(
      (items) => {
        if (categories().locale !== locale) return;
        let isSeen = false;
        for (const asked of batch) {
          const texts = items.filter((item) => (item.category ?? item.id?.split('.')[0]) === asked);
          isSeen ||= changesWhatShows(state.loaded.get(asked), texts, state.catalogues?.get(asked));
          state.loaded.set(asked, texts);
        }
        rebuildTranslator({ isSeen });
      },
      (error: unknown) => console.error('Texts did not load', batch, error),
    );
  });
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
  const category = textCategoryOf(catalogue);
  return (key, values) => {
    if (category) requestTextCategory(category, catalogue);
    return textFunctionOf(activeTranslator(), catalogue)(key, values);
  };
}
