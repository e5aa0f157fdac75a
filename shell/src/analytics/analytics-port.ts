import { createUuid, mayRunAnalytics, sessionStore, type SessionAccessor } from 'shared-kernel';
import {
  sendAnalyticsEvents,
  type AnalyticsEventWire,
  type AnalyticsProductField,
} from 'shared-kernel/contract/support';
import {
  documentCookieJar,
  readCookie,
  readCookieConsent,
  writeCookie,
  type CookieJar,
} from '../session/session-cookies';

/**
 * Customer-data events (api.md §7.10): page views, identify, reset and product events. They run
 * only with the visitor's non-essential cookie consent (product.md §6); without it nothing is
 * sent and no analytics cookie is written.
 */
export type AnalyticsProduct = Partial<
  Record<AnalyticsProductField, string | number | boolean | null>
>;

export interface AnalyticsEvent {
  type: 'page' | 'identify' | 'reset' | 'track';
  /** The page's path, a product event's name (`Product Added`), `signed_out` for a reset. */
  name: string;
  properties?: Record<string, string | number | boolean | null>;
  /** Product events: the analytics product fields of product.md §3. */
  products?: AnalyticsProduct[];
}

export interface AnalyticsPort {
  /** Fire and forget: analytics never hold up or break what the customer is doing. */
  record: (event: AnalyticsEvent) => void;
}

/** The generated anonymous id, kept about a year (api.md §9), only with consent. */
export const anonymousIdCookie = { name: 'anonymous_id', maxAgeSeconds: 365 * 86_400 };

/** Events wait this long for company, so a page view and its product events go in one call. */
export const analyticsBatchDelayMs = 1_000;
const batchSizeMax = 20;

export interface CollectorAnalyticsOptions {
  cookies?: CookieJar;
  session?: SessionAccessor;
  now?: () => number;
  /** Default POST /v2/analytics/events through the page's API client. */
  send?: (events: AnalyticsEventWire[]) => Promise<void>;
  createId?: () => string;
}

/** The visitor's anonymous id, made and kept on first use (consent was checked before). */
function anonymousIdOf(cookies: CookieJar, createId: () => string): string {
  const kept = readCookie(cookies, anonymousIdCookie.name);
  if (kept) return kept;
  const made = createId();
  writeCookie(cookies, anonymousIdCookie.name, made, anonymousIdCookie.maxAgeSeconds);
  return made;
}

/**
 * The built-in adapter: events batched to the shop's collector, which hands them to the
 * configured customer-data service (or keeps them itself).
 */
export function createCollectorAnalytics(options: CollectorAnalyticsOptions = {}): AnalyticsPort {
  const cookies = options.cookies ?? documentCookieJar;
  const session = options.session ?? sessionStore;
  const now = options.now ?? Date.now;
  const createId = options.createId ?? createUuid;
  const send = options.send ?? ((events: AnalyticsEventWire[]) => sendAnalyticsEvents({ events }));
  let queue: AnalyticsEventWire[] = [];
  let timer: ReturnType<typeof setTimeout> | null = null;

  const flush = () => {
    timer = null;
    const events = queue;
    queue = [];
    if (events.length === 0) return;
    send(events).catch((error: unknown) => {
      console.warn('Analytics events were not recorded', error);
    });
  };

  return {
    record(event) {
      if (!mayRunAnalytics(readCookieConsent(cookies))) return;
      queue.push({
        type: event.type,
        name: event.name,
        anonymous_id: anonymousIdOf(cookies, createId),
        session_id: session.getSession().sessionId,
        occurred_at: new Date(now()).toISOString(),
        ...(event.properties ? { properties: event.properties } : {}),
        ...(event.products && event.products.length > 0 ? { products: event.products } : {}),
      });
      if (queue.length >= batchSizeMax) {
        if (timer !== null) clearTimeout(timer);
        flush();
      } else if (timer === null) {
        timer = setTimeout(flush, analyticsBatchDelayMs);
      }
    },
  };
}

/** Product.md §4: logout, expiry and account closure fire a signed-out event (a reset). */
export function signedOutEvent(reason: string): AnalyticsEvent {
  return { type: 'reset', name: 'signed_out', properties: { reason } };
}

export function pageViewEvent(path: string, title: string | null): AnalyticsEvent {
  return { type: 'page', name: path, properties: title ? { title } : {} };
}

export function identifyEvent(customerId: string): AnalyticsEvent {
  return { type: 'identify', name: 'identify', properties: { customer_id: customerId } };
}
