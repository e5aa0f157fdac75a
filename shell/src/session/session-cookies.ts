import {
  cookieConsentCookie,
  cookieConsentFrom,
  mayWriteCookie,
  type CookieConsent,
  type SessionSnapshot,
  type SharedSessionSource,
} from 'shared-kernel';

/**
 * The session's cookies (product.md §3 "Cookies kept", api.md §9): SameSite=Lax, path /, Secure on
 * https. Tokens live in cookies readable by the page because the page signs every call with them.
 */
export const sessionCookieNames = {
  accessToken: 'access_token',
  refreshToken: 'refresh_token',
  customerId: 'customer_id',
  customerToken: 'customer_token',
  segmentName: 'segment_name',
  pricingId: 'pricing_id',
  sessionId: 'session_id',
  subVariant: 'sub_variant',
  anonymousCartToken: 'anonymous_cart_token',
} as const;

export type SessionCookieName = keyof typeof sessionCookieNames;

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

export function readCookie(jar: CookieJar, name: string): string | null {
  for (const part of jar.read().split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0) continue;
    if (part.slice(0, separator).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(separator + 1).trim());
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
 * Writes one cookie; without `maxAgeSeconds` it lasts for the browser session. A non-essential
 * cookie is written only with non-essential consent (product.md §6); removals always go through.
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

/** What the login sequence stores (product.md §4, api.md §9). */
export interface SessionCookieValues {
  accessToken: string;
  refreshToken: string;
  customerId: string;
  customerToken: string;
  segmentName: string | null;
  pricingId: string | null;
  sessionId: string | null;
}

export function writeSessionCookies(jar: CookieJar, values: SessionCookieValues): void {
  for (const key of Object.keys(values) as Array<keyof SessionCookieValues>) {
    const value = values[key];
    if (value) writeCookie(jar, sessionCookieNames[key], value);
    else removeCookie(jar, sessionCookieNames[key]);
  }
}

/**
 * Logout, expiry or closure clear tokens, ids, segment, pricing, session, sub-variant and the
 * anonymous cart token (product.md §4).
 */
export function clearSessionCookies(jar: CookieJar): void {
  for (const name of Object.values(sessionCookieNames)) removeCookie(jar, name);
}

export function readSessionCookies(jar: CookieJar): Record<SessionCookieName, string | null> {
  const values = {} as Record<SessionCookieName, string | null>;
  for (const key of Object.keys(sessionCookieNames) as SessionCookieName[]) {
    values[key] = readCookie(jar, sessionCookieNames[key]);
  }
  return values;
}

/**
 * The session as every tab of the site shares it: its cookies. The page's session store reads
 * them at every use and writes a signed-in session straight back, so a token one tab refreshed
 * is the token every tab sends next.
 */
export function sessionCookieSource(jar: CookieJar): SharedSessionSource {
  return {
    read: () => {
      const stored = readSessionCookies(jar);
      return {
        customerId: stored.customerId,
        customerToken: stored.customerToken,
        accessToken: stored.accessToken,
        refreshToken: stored.refreshToken,
        sessionId: stored.sessionId,
      };
    },
    write: (session: SessionSnapshot) => {
      if (!session.customerId || !session.customerToken) return;
      if (!session.accessToken || !session.refreshToken) return;
      writeSessionCookies(jar, {
        accessToken: session.accessToken,
        refreshToken: session.refreshToken,
        customerId: session.customerId,
        customerToken: session.customerToken,
        segmentName: session.segmentName,
        pricingId: session.pricingId,
        sessionId: session.sessionId,
      });
    },
  };
}

/** An in-memory jar that honours Max-Age=0 removals (tests and non-browser runs). */
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
