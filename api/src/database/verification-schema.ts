import { type ColumnType } from 'kysely';

/** Identity verification (migration 0017). */

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type Timestamp = ColumnType<Date, Date | string, Date | string>;
type NullableTimestamp = ColumnType<
  Date | null,
  Date | string | null | undefined,
  Date | string | null
>;
type Nullable<Value> = ColumnType<Value | null, Value | null | undefined, Value | null>;

export interface VerificationMethodsTable {
  customer_id: string;
  type: string;
  status: string;
  updated_at: Timestamp;
}

export interface VerificationReviewsTable {
  id: ColumnType<string, string | undefined, never>;
  customer_id: string;
  method: string;
  document_type: string;
  status: string;
  submitted_at: Timestamp;
  decided_at: NullableTimestamp;
  decided_by: Nullable<string>;
  reason: Nullable<string>;
}

export interface VerificationDocumentsTable {
  id: ColumnType<string, string | undefined, never>;
  review_id: string;
  side: string;
  file_name: string;
  content_type: string;
  size_bytes: number;
  created_at: CreatedAt;
}

export interface VerificationRedirectsTable {
  state_hash: string;
  customer_id: string;
  provider_reference: string;
  expires_at: Timestamp;
  finished_at: NullableTimestamp;
  created_at: CreatedAt;
}

export interface VerificationTables {
  verification_methods: VerificationMethodsTable;
  verification_reviews: VerificationReviewsTable;
  verification_documents: VerificationDocumentsTable;
  verification_redirects: VerificationRedirectsTable;
}
