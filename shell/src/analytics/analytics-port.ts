import { getApiClient, type ApiClient } from 'shared-kernel';

/**
 * Analytics events go to a customer-data service: page, identify, reset and product events
 * (api.md §7.10). Callers check the visitor's consent first: analytics run only with
 * non-essential consent (product.md §6).
 */
export interface AnalyticsEvent {
  type: 'page' | 'identify' | 'reset' | 'track';
  /** What happened, e.g. `signed_out`. */
  name: string;
  properties?: Record<string, string | number | boolean | null>;
}

export interface AnalyticsPort {
  /** Fire and forget: analytics never hold up or break what the customer is doing. */
  record: (event: AnalyticsEvent) => void;
}

/** The built-in adapter: each event is posted to POST /v2/event as an `analytics_event`. */
export function createEventServiceAnalytics(client?: ApiClient): AnalyticsPort {
  return {
    record(event) {
      const body = {
        eventType: 'analytics_event',
        category: 'analytics',
        type: event.type,
        name: event.name,
        properties: event.properties ?? {},
        occurredAt: new Date().toISOString(),
      };
      (client ?? getApiClient())
        .request({ method: 'POST', path: '/event', body })
        .catch((error: unknown) => {
          console.warn('An analytics event was not recorded', error);
        });
    },
  };
}

/** Product.md §4: logout, expiry and account closure fire a signed-out event (a reset). */
export function signedOutEvent(reason: string): AnalyticsEvent {
  return { type: 'reset', name: 'signed_out', properties: { reason } };
}
