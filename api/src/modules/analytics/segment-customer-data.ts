import { type CollectedEvent, type CustomerDataSink } from './customer-data-port';

export interface SegmentSettings {
  writeKey: string;
  /** Segment's HTTP tracking API, or a compatible one (RudderStack, Jitsu…). */
  apiUrl: string;
}

type Fetch = typeof fetch;

const requestTimeoutMs = 10_000;

/** One Segment batch message of a collected event. */
export function segmentMessageOf(event: CollectedEvent): Record<string, unknown> {
  const common = {
    anonymousId: event.anonymousId,
    ...(event.customerId ? { userId: event.customerId } : {}),
    timestamp: event.occurredAt.toISOString(),
    context: event.sessionId ? { sessionId: event.sessionId } : {},
  };
  switch (event.type) {
    case 'page':
      return { ...common, type: 'page', name: event.name, properties: event.properties };
    case 'identify':
      return { ...common, type: 'identify', traits: event.properties };
    case 'reset':
      // Segment resets on the device only; the server records that the visitor signed out.
      return { ...common, type: 'track', event: 'Signed Out', properties: event.properties };
    case 'track':
      return {
        ...common,
        type: 'track',
        event: event.name,
        properties:
          event.products.length > 0
            ? { ...event.properties, products: event.products }
            : event.properties,
      };
  }
}

/**
 * A customer-data service speaking Segment's HTTP tracking API (POST /v1/batch, the write key as
 * the basic-auth user), configured by SEGMENT_WRITE_KEY (and SEGMENT_API_URL for a compatible
 * service).
 */
export class SegmentCustomerData implements CustomerDataSink {
  readonly name = 'Segment';

  constructor(
    private readonly settings: SegmentSettings,
    private readonly fetchImpl: Fetch = fetch,
  ) {}

  async record(events: readonly CollectedEvent[]): Promise<void> {
    if (events.length === 0) return;
    const response = await this.fetchImpl(`${this.settings.apiUrl.replace(/\/+$/, '')}/v1/batch`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Basic ${Buffer.from(`${this.settings.writeKey}:`).toString('base64')}`,
      },
      body: JSON.stringify({ batch: events.map(segmentMessageOf) }),
      signal: AbortSignal.timeout(requestTimeoutMs),
    });
    if (!response.ok) throw new Error(`Segment answered ${response.status} to a batch`);
  }
}

export function segmentSettingsFrom(environment: NodeJS.ProcessEnv): SegmentSettings | null {
  const writeKey = environment.SEGMENT_WRITE_KEY?.trim();
  if (!writeKey) return null;
  return { writeKey, apiUrl: environment.SEGMENT_API_URL?.trim() || 'https://api.segment.io' };
}
