import { type ContentItem } from '../content/model';

export interface Translator {
  /** The value of content item `id`, or `fallback` (default '') when it is absent. */
  (id: string, fallback?: string): string;
  has(id: string): boolean;
}

/**
 * i18n lookup over content items (GET /{locale}/items). An item counts only if it has both a
 * type and a value (product.md §3); the last item with an id wins.
 */
export function createTranslator(items: ReadonlyArray<Partial<ContentItem>>): Translator {
  const values = new Map<string, string>();
  for (const item of items) {
    if (item.id && item.type && item.value) values.set(item.id, item.value);
  }
  const translate = (id: string, fallback = ''): string => values.get(id) ?? fallback;
  return Object.assign(translate, { has: (id: string) => values.has(id) });
}

/** Fills `{name}` places of a text: `fillText('© {year}', { year: 2026 })` → `© 2026`. */
export function fillText(text: string, values: Readonly<Record<string, string | number>> = {}) {
  return text.replace(/\{(\w+)\}/g, (place, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : place,
  );
}
