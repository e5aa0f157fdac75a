import { pageTextsOf, type TextFunction, type TextKey } from 'shared-kernel/contract/format';
import { cartTexts, type CartTextKey } from 'shared-kernel/contract/texts';

/** The lookup of the cart's texts and the base ones (`useTranslation(cartTexts).t`). */
export type CartText = TextFunction<CartTextKey | TextKey>;

/** The cart's texts in the page's locale, for code outside a component. */
export function cartTextOf(): CartText {
  return pageTextsOf(cartTexts);
}
