import { fillText, type Translator } from './translator';

/**
 * The interface texts of the shell and of remote-kit's shared UI: each key with its en-AU value.
 * The demo content seeds these values as content items (locale en-AU), and each component falls
 * back to them while texts load, so a key exists once. A market only stores the texts it says
 * differently (en-GB items fall back to en-AU ones). `{name}` marks a value filled in on use.
 */

/** Category `layout`: the shell's layout, navigation, footer and banners. */
export const layoutTexts = {
  'nav.menu': 'Menu',
  'nav.home': '{siteName} home',
  'nav.lotto_tickets': 'Lotto tickets',
  'nav.charity_tickets': 'Charity tickets',
  'nav.syndicates': 'Syndicates',
  'nav.results': 'Results',
  'nav.daily_winners': 'Daily Winners',
  // The primary navigation item of this label carries the membership dot badge.
  'nav.special_label': 'Daily Winners',
  'nav.lotto_party': 'Lotto Party',
  'nav.my_account': 'My account',
  'nav.deposit': 'Deposit',
  'nav.cart': 'Cart',
  'nav.login': 'Login',
  'nav.account': 'Account',
  'nav.main_menu': 'Main menu',
  'nav.shop': 'Shop',
  'nav.your_account': 'Your account',
  'nav.account_menu': 'Account menu',
  'nav.greeting': 'Hi {firstname}',
  'nav.log_out': 'Log out',
  'footer.customer_support': 'Customer support',
  'footer.privacy_policy': 'Privacy policy',
  'footer.cookie_policy': 'Cookie policy',
  'footer.about_us': 'About us',
  'footer.terms_and_conditions': 'Terms and conditions',
  'footer.terms_of_use': 'Terms of use',
  'footer.news': 'News',
  'footer.responsible_gambling_link': 'Responsible gambling',
  'footer.responsible_gambling':
    'You must be 18 or over to play. Gambling can be addictive: set a limit and stick to it. ' +
    'For free, confidential support call Gambling Help on 1800 858 858 or visit ' +
    'gamblinghelponline.org.au.',
  'footer.copyright': '© {year} {siteName}. All rights reserved.',
  'footer.help_heading': 'Help and information',
  'footer.play_heading': 'Play',
  'footer.results_heading': 'Results',
  'footer.checkout_heading': 'Checkout help',
  'footer.legal_heading': 'Legal',
  'footer.offer_results': '{offerName} results',
  'footer.payment_methods': 'Payment methods we accept',
  'footer.region': 'Region',
  'footer.region_default': 'Australia',
  'cookie_consent.label': 'Cookie consent',
  'cookie_consent.text':
    'We use essential cookies to keep you signed in and your cart safe, and, with your ' +
    'consent, analytics cookies to improve the shop.',
  'cookie_consent.policy_link': 'Cookie policy',
  'cookie_consent.accept_all': 'Accept all cookies',
  'cookie_consent.essential_only': 'Essential cookies only',
  'update_banner.label': 'Shop update',
  'update_banner.text': 'A new version of the shop is available.',
  'update_banner.reload': 'Reload',
  'update_banner.later': 'Later',
  'login.heading': 'Log in',
  'login.two_factor_heading': 'Two-factor authentication',
  'login.code_resent': 'We sent you a new code.',
  'login.verify': 'Verify and log in',
  'login.email': 'Email',
  'login.password': 'Password',
  'login.submit': 'Log in',
  'login.forgot_password': 'Forgot your password?',
  'login.new_here': 'New here?',
  'login.create_account': 'Create an account',
} as const;

/** Category `ui`: remote-kit's shared components, used by every remote. */
export const sharedUiTexts = {
  'ui.not_found_heading': 'Page not found',
  'ui.home_link': 'Go to the homepage',
  'ui.page_loading': 'Loading…',
  'ui.loading_what': 'Loading {what}…',
  'ui.try_again': 'Try again',
  'ui.pages': 'Pages',
  'ui.previous_page': 'Previous page',
  'ui.next_page': 'Next page',
  'ui.page_of': 'Page {page} of {pageCount}',
} as const;

/** Category `wallet`: the wallet remote's screens. */
export const walletTexts = {
  'wallet.transactions_heading': 'Transactions',
  'wallet.filter_label': 'Filter transactions',
  'wallet.filter_kind': 'Kind',
  'wallet.filter_all_kinds': 'All kinds',
  'wallet.filter_from': 'From',
  'wallet.filter_to': 'To',
  'wallet.filter_apply': 'Apply filters',
  'wallet.filter_clear': 'Clear filters',
  'wallet.download_csv': 'Download CSV',
  'wallet.download_preparing': 'Preparing CSV…',
  'wallet.transactions_loading': 'your transactions',
  'wallet.transactions_none_matching': 'No transactions match these filters.',
  'wallet.transactions_none': 'You have no transactions yet.',
  'wallet.transactions_caption': 'Transactions, page {page} of {pageCount}',
  'wallet.transactions_pages': 'Pages of transactions',
  'wallet.column_date': 'Date',
  'wallet.column_kind': 'Kind',
  'wallet.column_description': 'Description',
  'wallet.column_amount': 'Amount',
  'wallet.column_balance': 'Balance',
  'wallet.column_status': 'Status',
  'wallet.promo_credit': 'promo credit',
} as const;

export type LayoutTextKey = keyof typeof layoutTexts;
export type SharedUiTextKey = keyof typeof sharedUiTexts;
export type WalletTextKey = keyof typeof walletTexts;
export type TextKey = LayoutTextKey | SharedUiTextKey | WalletTextKey;

/** Every catalogue by the content category its items are stored under. */
export const textCatalogue = {
  layout: layoutTexts,
  ui: sharedUiTexts,
  wallet: walletTexts,
} as const satisfies Record<string, Readonly<Record<string, string>>>;

/** The categories the shell loads for the page. */
export const textCategories = Object.keys(textCatalogue) as Array<keyof typeof textCatalogue>;

const defaultTexts: Readonly<Record<string, string>> = Object.assign(
  {},
  ...Object.values(textCatalogue),
) as Record<string, string>;

/** The en-AU value of a key (the value shown while texts load or when a market lacks one). */
export function defaultTextOf(key: TextKey): string {
  return defaultTexts[key] ?? '';
}

export type TextValues = Readonly<Record<string, string | number>>;

/** Looks a key up: the loaded text, else its en-AU value, with `{name}` places filled. */
export type TextFunction = (key: TextKey, values?: TextValues) => string;

export function textFunctionOf(translator: Translator): TextFunction {
  return (key, values) => fillText(translator(key, '').trim() || defaultTextOf(key), values);
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
