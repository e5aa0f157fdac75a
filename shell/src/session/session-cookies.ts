import { readCookie, removeCookie, writeCookie, type CookieJar } from 'remote-kit';
import { type SessionSnapshot, type SharedSessionSource } from 'shared-kernel';

// The shop's one way to read and write cookies, for the shell's modules that reach them here.
export {
  createMemoryCookieJar,
  documentCookieJar,
  readCookie,
  readCookieConsent,
  removeCookie,
  writeCookie,
  type CookieJar,
} from 'remote-kit';

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
  // document.cookie is read once: each read is a round trip to the browser's cookie store, and
  // the session is read before every call.
  const cookies = jar.read();
  const snapshot: CookieJar = { ...jar, read: () => cookies };
  const values = {} as Record<SessionCookieName, string | null>;
  for (const key of Object.keys(sessionCookieNames) as SessionCookieName[]) {
    values[key] = readCookie(snapshot, sessionCookieNames[key]);
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
