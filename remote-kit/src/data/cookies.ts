import {
  cookieConsentCookie,
  cookieConsentFrom,
  mayWriteCookie,
  type CookieConsent,
} from 'shared-kernel';

/** Where cookies are read and written; the page's `document` by default, a fake in tests. */
export interface CookieJar {
  read: () => string;
  write: (cookie: string) => void;
  isSecure: () => boolean;
}

export const documentCookieJar: CookieJar = {
  read: () => document.cookie,
  write: (cookie) => {
    document.cookie = cookie;
  },
  isSecure: () => window.location.protocol === 'https:',
};

/** A jar that keeps cookies in memory (tests), with every cookie written, in order. */
export function createMemoryCookieJar(isSecure = false): CookieJar & { written: string[] } {
  const values = new Map<string, string>();
  const written: string[] = [];
  return {
    written,
    read: () => [...values].map(([name, value]) => `${name}=${value}`).join('; '),
    write: (cookie) => {
      written.push(cookie);
      const [pair = ''] = cookie.split(';');
      const separator = pair.indexOf('=');
      const name = pair.slice(0, separator);
      if (/Max-Age=0(;|$)/.test(cookie)) values.delete(name);
      else values.set(name, pair.slice(separator + 1));
    },
    isSecure: () => isSecure,
  };
}

export function readCookie(jar: CookieJar, name: string): string | null {
  for (const part of jar.read().split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0 || part.slice(0, separator).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(separator + 1).trim()) || null;
    } catch {
      return null;
    }
  }
  return null;
}

/** What the visitor chose in the cookie consent banner; null until asked. */
export function readCookieConsent(jar: CookieJar): CookieConsent | null {
  return cookieConsentFrom(readCookie(jar, cookieConsentCookie.name));
}

/**
 * Writes one cookie as the shop writes them (SameSite=Lax, path /, Secure on https); without
 * `maxAgeSeconds` it lasts for the browser session. A non-essential cookie is written only with
 * non-essential consent (product.md §6); removals always go through.
 */
export function writeCookie(
  jar: CookieJar,
  name: string,
  value: string,
  maxAgeSeconds?: number,
): void {
  const isRemoval = maxAgeSeconds === 0;
  if (!isRemoval && !mayWriteCookie(name, readCookieConsent(jar))) return;
  const parts = [`${name}=${encodeURIComponent(value)}`, 'Path=/', 'SameSite=Lax'];
  if (maxAgeSeconds !== undefined) parts.push(`Max-Age=${Math.floor(maxAgeSeconds)}`);
  if (jar.isSecure()) parts.push('Secure');
  jar.write(parts.join('; '));
}

export function removeCookie(jar: CookieJar, name: string): void {
  writeCookie(jar, name, '', 0);
}

/** api.md §9: the anonymous cart token is kept 14 days. */
export const anonymousCartCookie = { name: 'anonymous_cart_token', maxAgeSeconds: 14 * 86_400 };

/** The visitor's anonymous cart, as the catalogue, the checkout and the shell keep it. */
export const anonymousCartToken = {
  read: (jar: CookieJar = documentCookieJar) => readCookie(jar, anonymousCartCookie.name),
  write: (token: string, jar: CookieJar = documentCookieJar) =>
    writeCookie(jar, anonymousCartCookie.name, token, anonymousCartCookie.maxAgeSeconds),
  drop: (jar: CookieJar = documentCookieJar) => removeCookie(jar, anonymousCartCookie.name),
};
