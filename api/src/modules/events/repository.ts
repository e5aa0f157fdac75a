import { type Kysely, sql } from 'kysely';
import { jsonb } from '../../database/json';
import { type Database } from '../../database/schema';

/** A feedback event as operators read it (product.md §3 Feedback event payload). */
export interface FeedbackEntry {
  id: string;
  at: Date;
  rating: number;
  comment: string | null;
  email: string | null;
  source: string;
  variant: string | null;
  /** The signed-in customer who gave it; null for a visitor. */
  customerId: string | null;
}

interface StoredFeedback {
  rating?: unknown;
  comment?: unknown;
  email?: unknown;
  source?: unknown;
  variant?: unknown;
}

const textOrNull = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);
const toDate = (value: Date | string) => (value instanceof Date ? value : new Date(value));

/** Client events (POST /v2/event): feedback and analytics events, as sent. */
export class EventsRepository {
  constructor(private readonly database: Kysely<Database>) {}

  /** Stores a client event; returns its id. */
  async insertEvent(
    eventType: string,
    payload: unknown,
    customerId: string | null,
  ): Promise<string> {
    const row = await this.database
      .insertInto('client_events')
      .values({ event_type: eventType, payload: jsonb(payload), customer_id: customerId })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async countEvents(eventType: string): Promise<number> {
    const row = await this.database
      .selectFrom('client_events')
      .select(sql<number>`count(*)::int`.as('total'))
      .where('event_type', '=', eventType)
      .executeTakeFirstOrThrow();
    return row.total;
  }

  /** Feedback, newest first, one page at a time. */
  async findFeedback(page: {
    limit: number;
    offset: number;
  }): Promise<{ entries: FeedbackEntry[]; total: number }> {
    const feedback = this.database
      .selectFrom('client_events')
      .where('event_type', '=', 'feedback_event');
    const [rows, count] = await Promise.all([
      feedback
        .select(['id', 'payload', 'customer_id', 'created_at'])
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(page.limit)
        .offset(page.offset)
        .execute(),
      feedback.select(sql<number>`count(*)::int`.as('total')).executeTakeFirstOrThrow(),
    ]);
    return {
      total: count.total,
      entries: rows.map((row) => {
        const payload = (row.payload ?? {}) as StoredFeedback;
        return {
          id: row.id,
          at: toDate(row.created_at),
          rating: typeof payload.rating === 'number' ? payload.rating : 0,
          comment: textOrNull(payload.comment),
          email: textOrNull(payload.email),
          source: textOrNull(payload.source) ?? '',
          variant: textOrNull(payload.variant),
          customerId: row.customer_id,
        };
      }),
    };
  }
}
