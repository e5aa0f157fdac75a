/**
 * Customer-data events (api.md §7.10: page, identify, reset and product events) as the collector
 * received them. The page sends them only with the visitor's non-essential cookie consent.
 */
export interface CollectedEvent {
  type: 'page' | 'identify' | 'track' | 'reset';
  name: string;
  anonymousId: string;
  /** The signed-in customer who sent it, from the bearer token (never from the body). */
  customerId: string | null;
  sessionId: string | null;
  properties: Record<string, unknown>;
  /** Product events carry the analytics product fields of product.md §3. */
  products: Array<Record<string, unknown>>;
  occurredAt: Date;
  receivedAt: Date;
}

/**
 * Where collected events go: the shop's own table (built in) or a customer-data service such as
 * Segment when one is configured.
 */
export interface CustomerDataSink {
  readonly name: string;
  record(events: readonly CollectedEvent[]): Promise<void>;
}
