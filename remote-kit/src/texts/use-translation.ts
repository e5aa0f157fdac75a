import { useEffect, useMemo, useSyncExternalStore } from 'react';
import {
  activeLocale,
  activeLocaleRevision,
  activeTranslator,
  requestTextCategory,
  subscribeToActiveLocale,
  textCategoryOf,
  textFunctionOf,
  type ShopLocale,
  type TextCatalogue,
  type TextFunction,
  type TextKey,
  type Translator,
} from 'shared-kernel/contract/format';

/**
 * The page's texts and market as the shell set them: `t(key, values)` gives the text of the
 * active locale, else the key's en-AU value from the base catalogues or the remote's own
 * (`useTranslation(walletTexts)`). A component using it renders again when the visitor changes
 * region or the texts arrive, so amounts it formats follow the market too. A remote's catalogue
 * asks for its category's texts when a view first uses it.
 */
export function useTranslation<Key extends string = never>(
  catalogue?: TextCatalogue<Key>,
): {
  t: TextFunction<Key | TextKey>;
  market: ShopLocale;
  /** Lookup of any text id (ids made at run time, such as navigation labels). */
  translator: Translator;
} {
  const revision = useSyncExternalStore(
    subscribeToActiveLocale,
    activeLocaleRevision,
    activeLocaleRevision,
  );
  const category = textCategoryOf(catalogue);
  useEffect(() => {
    if (category) requestTextCategory(category, catalogue);
  }, [category, catalogue]);
  // The revision is what changes; the holder's values are read again for it.
  return useMemo(
    () => {
      const translator = activeTranslator();
      return { t: textFunctionOf(translator, catalogue), market: activeLocale(), translator };
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [revision, catalogue],
  );
}
