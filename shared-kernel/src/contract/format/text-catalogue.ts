import { type RemoteName } from '../../routing/route-ownership';
import { sharedUiTexts, type SharedUiTextKey } from '../texts/shared-ui';
import { fillText, type Translator } from './translator';

/**
 * Interface texts come from catalogues (contract/texts): each key with its en-AU value. The demo
 * content seeds these values as content items (locale en-AU), and each component falls back to
 * them while texts load, so a key exists once. A market only stores the texts it says
 * differently (en-GB items fall back to en-AU ones). `{name}` marks a value filled in on use.
 * remote-kit's shared-UI catalogue is the base every lookup knows; the shell adds the layout
 * catalogue and each remote its own, so a page bundles only the texts it shows.
 */

export type TextKey = SharedUiTextKey;

/** A catalogue: each key with its en-AU value. */
export type TextCatalogue<Key extends string = string> = Readonly<Record<Key, string>>;

/** The content categories the shell loads with the page: its layout and the shared UI. */
export const startTextCategories = ['layout', 'ui'] as const;

/**
 * The categories each remote's views use. The shell asks for them as it starts loading the
 * remote's bundle, so they arrive with it, also for a remote built before remotes asked for
 * their texts themselves (a test keeps this equal to the catalogues each remote imports).
 */
export const textCategoriesOfRemote = {
  'mfe-catalog': ['catalog'],
  'mfe-cart-checkout': ['cart'],
  'mfe-account': ['account', 'account_play'],
  'mfe-wallet': ['wallet'],
  'mfe-membership': ['membership'],
  'mfe-lotto-party': ['lotto_party'],
} as const satisfies Record<RemoteName, readonly string[]>;

/**
 * The remotes' content categories, each loaded when a view first uses its catalogue (see
 * `requestTextCategory`). Every key of such a catalogue starts with `{category}.`, which is how
 * a catalogue names its category (a test keeps these equal to contract/texts).
 */
export const remoteTextCategories = Object.values(textCategoriesOfRemote).flat();

/** The remote category a catalogue's texts are stored under; null for the shell's and the UI's. */
export function textCategoryOf(catalogue: TextCatalogue | undefined): string | null {
  if (!catalogue) return null;
  for (const key in catalogue) {
    const prefix = key.slice(0, key.indexOf('.'));
    return (remoteTextCategories as readonly string[]).includes(prefix) ? prefix : null;
  }
  return null;
}

const defaultTexts: TextCatalogue = sharedUiTexts;

/** The en-AU value of a key (the value shown while texts load or when a market lacks one). */
export function defaultTextOf(key: TextKey): string {
  return defaultTexts[key] ?? '';
}

export type TextValues = Readonly<Record<string, string | number>>;

/** Looks a key up: the loaded text, else its en-AU value, with `{name}` places filled. */
export type TextFunction<Key extends string = TextKey> = (key: Key, values?: TextValues) => string;

/**
 * The lookup of the base keys and, when given, of a remote's own catalogue:
 * `textFunctionOf(activeTranslator(), walletTexts)('wallet.column_date')`.
 */
export function textFunctionOf<Key extends string = never>(
  translator: Translator,
  catalogue?: TextCatalogue<Key>,
): TextFunction<Key | TextKey> {
  return (key, values) =>
    fillText(
      translator(key, '').trim() ||
        (catalogue as Readonly<Record<string, string>> | undefined)?.[key] ||
        defaultTexts[key] ||
        '',
      values,
    );
}

/**
 * A navigation item's label in the page's locale: the text `nav.<label in snake_case>` when the
 * texts have one (`Lotto tickets` → `nav.lotto_tickets`), else the label as configured.
 */
export function navigationLabelOf(translator: Translator, label: string): string {
  const id = `nav.${label
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')}`;
  return translator(id, '').trim() || label;
}
