import { type Kysely } from 'kysely';
import { jsonb } from '../../database/json';
import { type Database } from '../../database/schema';
import { type CollectedEvent, type CustomerDataSink } from './customer-data-port';

/** The built-in collector: events kept in analytics_events for the shop's own reports. */
export class StoredAnalyticsEvents implements CustomerDataSink {
  readonly name = 'Shop analytics table (built in)';

  constructor(private readonly database: Kysely<Database>) {}

  async record(events: readonly CollectedEvent[]): Promise<void> {
    if (events.length === 0) return;
    await this.database
      .insertInto('analytics_events')
      .values(
        events.map((event) => ({
          type: event.type,
          name: event.name,
          anonymous_id: event.anonymousId,
          customer_id: event.customerId,
          session_id: event.sessionId,
          properties: jsonb(
            event.products.length > 0
              ? { ...event.properties, products: event.products }
              : event.properties,
          ),
          occurred_at: event.occurredAt,
          received_at: event.receivedAt,
        })),
      )
      .execute();
  }

  /** The latest events of an anonymous id, newest first (reports and tests). */
  async findByAnonymousId(anonymousId: string, limit = 50): Promise<CollectedEvent[]> {
    const rows = await this.database
      .selectFrom('analytics_events')
      .selectAll()
      .where('anonymous_id', '=', anonymousId)
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
    return rows.map((row) => {
      const { products, ...properties } = row.properties as Record<string, unknown> & {
        products?: Array<Record<string, unknown>>;
      };
      return {
        type: row.type,
        name: row.name,
        anonymousId: row.anonymous_id,
        customerId: row.customer_id,
        sessionId: row.session_id,
        properties,
        products: products ?? [],
        occurredAt: new Date(row.occurred_at),
        receivedAt: new Date(row.received_at),
      };
    });
  }
}
