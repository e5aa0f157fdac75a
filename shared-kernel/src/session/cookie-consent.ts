/**
 * Cookie consent (product.md §3 "Cookies kept" and "Cookie consent categories", §6, api.md §9):
 * essential cookies (consent, affiliate code, customer id, tokens, cart, sub-variant and the
 * other cookies the shop needs to work) are always written; non-essential ones (analytics ids,
 * utm, the analytics session id, ad-network ids, exit intent) only with non-essential consent.
 */
export type CookieCategory = 'essential' | 'non_essential';

/** What the visitor chose: essential cookies only, or non-essential ones as well. */
export type CookieConsent = 'essential' | 'non_essential';

export const cookieConsentCookie = { name: 'cookie_consent', maxAgeSeconds: 365 * 86_400 };

/** Every cookie the shop writes, by name, with its category. */
export const cookieCategories: Readonly<Record<string, CookieCategory>> = {
  cookie_consent: 'essential',
  access_token: 'essential',
  refresh_token: 'essential',
  customer_id: 'essential',
  customer_token: 'essential',
  affiliate_code: 'essential',
  anonymous_cart_token: 'essential',
  pricing_id: 'essential',
  segment_name: 'essential',
  sub_variant: 'essential',
  migration_modal_dismissed: 'essential',
  session_id: 'non_essential',
  utm: 'non_essential',
  anonymous_id: 'non_essential',
  average_transaction_values: 'non_essential',
  exit_intent: 'non_essential',
};

/** A cookie the shop does not know counts as non-essential: it waits for consent. */
export function cookieCategoryOf(name: string): CookieCategory {
  return cookieCategories[name] ?? 'non_essential';
}

export function cookieConsentFrom(value: string | null): CookieConsent | null {
  return value === 'essential' || value === 'non_essential' ? value : null;
}

/** Whether a cookie may be written under the visitor's consent (null: not asked yet). */
export function mayWriteCookie(name: string, consent: CookieConsent | null): boolean {
  return cookieCategoryOf(name) === 'essential' || consent === 'non_essential';
}

/** Analytics run only with non-essential consent (product.md §6). */
export function mayRunAnalytics(consent: CookieConsent | null): boolean {
  return consent === 'non_essential';
}

/** The names a visitor who chose essential cookies only should no longer keep. */
export function nonEssentialCookieNames(): string[] {
  return Object.keys(cookieCategories).filter((name) => cookieCategories[name] === 'non_essential');
}
