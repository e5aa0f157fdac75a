import { type ColumnType, type Generated } from 'kysely';
import { type Jsonb } from './schema';

/** Support chat and the built-in analytics collector (migration 0034). */

type Timestamp = ColumnType<Date, Date | string, Date | string>;
type NullableTimestamp = ColumnType<
  Date | null,
  Date | string | null | undefined,
  Date | string | null
>;
type Nullable<Value> = ColumnType<Value | null, Value | null | undefined, Value | null>;

export type SupportConversationStatusColumn = 'open' | 'closed';
export type SupportMessageAuthorColumn = 'customer' | 'support';
export type AnalyticsEventTypeColumn = 'page' | 'identify' | 'track' | 'reset';

export interface SupportConversationsTable {
  id: Generated<string>;
  customer_id: string;
  status: SupportConversationStatusColumn;
  provider_reference: Nullable<string>;
  created_at: Timestamp;
  last_message_at: Timestamp;
  closed_at: NullableTimestamp;
  closed_by_operator_id: Nullable<string>;
}

export interface SupportMessagesTable {
  /** bigserial: read as a string by `pg`, a number by PGlite; repositories convert. */
  id: ColumnType<string | number, never, never>;
  conversation_id: string;
  author: SupportMessageAuthorColumn;
  operator_id: Nullable<string>;
  body: string;
  created_at: Timestamp;
}

export interface AnalyticsEventsTable {
  id: ColumnType<string | number, never, never>;
  type: AnalyticsEventTypeColumn;
  name: string;
  anonymous_id: string;
  customer_id: Nullable<string>;
  session_id: Nullable<string>;
  properties: Jsonb<Record<string, unknown>>;
  occurred_at: Timestamp;
  received_at: Timestamp;
}

export interface SupportTables {
  support_conversations: SupportConversationsTable;
  support_messages: SupportMessagesTable;
  analytics_events: AnalyticsEventsTable;
}
