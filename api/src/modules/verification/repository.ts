import { type Kysely } from 'kysely';
import {
  type DocumentContentType,
  type IdentityDocumentType,
  type ReviewStatus,
  type VerificationMethodStatus,
  type VerificationMethodType,
} from 'shared-kernel/wire/verification';
import { type Database } from '../../database/schema';
import { type PersonDetails } from './identity-verifier';

export interface VerifiedPerson extends PersonDetails {
  customerId: string;
  isVerified: boolean;
}

export interface ReviewRecord {
  id: string;
  customerId: string;
  method: VerificationMethodType;
  documentType: IdentityDocumentType;
  status: ReviewStatus;
  submittedAt: Date;
  decidedAt: Date | null;
  decidedBy: string | null;
  reason: string | null;
}

export interface DocumentRecord {
  id: string;
  reviewId: string;
  side: 'front' | 'back';
  fileName: string;
  contentType: DocumentContentType;
  sizeBytes: number;
}

/** Verification methods, reviews, documents and redirects (migration 0017). */
export class VerificationRepository {
  constructor(private readonly database: Kysely<Database>) {}

  async findPerson(customerId: string): Promise<VerifiedPerson | null> {
    const row = await this.database
      .selectFrom('customers')
      .select([
        'id',
        'firstname',
        'lastname',
        'date_of_birth',
        'address',
        'suburb',
        'postcode',
        'state',
        'country',
        'email',
        'is_verified',
      ])
      .where('id', '=', customerId)
      .where('status', '=', 'active')
      .executeTakeFirst();
    if (!row) return null;
    return {
      customerId: row.id,
      firstname: row.firstname,
      lastname: row.lastname,
      dateOfBirth: row.date_of_birth,
      address: {
        street: row.address,
        suburb: row.suburb,
        postcode: row.postcode,
        state: row.state,
        country: row.country,
      },
      email: row.email,
      isVerified: row.is_verified,
    };
  }

  async setCustomerVerified(customerId: string): Promise<void> {
    await this.database
      .updateTable('customers')
      .set({ is_verified: true })
      .where('id', '=', customerId)
      .execute();
  }

  async findMethods(
    customerId: string,
  ): Promise<Partial<Record<VerificationMethodType, VerificationMethodStatus>>> {
    const rows = await this.database
      .selectFrom('verification_methods')
      .select(['type', 'status'])
      .where('customer_id', '=', customerId)
      .execute();
    return Object.fromEntries(rows.map((row) => [row.type, row.status]));
  }

  async setMethod(
    customerId: string,
    type: VerificationMethodType,
    status: VerificationMethodStatus,
    now: Date,
  ): Promise<void> {
    await this.database
      .insertInto('verification_methods')
      .values({ customer_id: customerId, type, status, updated_at: now })
      .onConflict((conflict) =>
        conflict.columns(['customer_id', 'type']).doUpdateSet({ status, updated_at: now }),
      )
      .execute();
  }

  async insertReview(review: {
    customerId: string;
    documentType: IdentityDocumentType;
    submittedAt: Date;
  }): Promise<string> {
    const row = await this.database
      .insertInto('verification_reviews')
      .values({
        customer_id: review.customerId,
        method: 'photo_id_upload',
        document_type: review.documentType,
        status: 'pending',
        submitted_at: review.submittedAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async insertDocument(document: Omit<DocumentRecord, 'id'>): Promise<void> {
    await this.database
      .insertInto('verification_documents')
      .values({
        review_id: document.reviewId,
        side: document.side,
        file_name: document.fileName,
        content_type: document.contentType,
        size_bytes: document.sizeBytes,
      })
      .execute();
  }

  async findLatestReviewOf(customerId: string): Promise<ReviewRecord | null> {
    const row = await this.reviews()
      .where('customer_id', '=', customerId)
      .orderBy('submitted_at', 'desc')
      .limit(1)
      .executeTakeFirst();
    return row ? reviewOf(row) : null;
  }

  async findReviewById(id: string): Promise<ReviewRecord | null> {
    const row = await this.reviews().where('id', '=', id).executeTakeFirst();
    return row ? reviewOf(row) : null;
  }

  /** Pending reviews, the longest waiting first. */
  async findPendingReviews(limit: number): Promise<ReviewRecord[]> {
    const rows = await this.reviews()
      .where('status', '=', 'pending')
      .orderBy('submitted_at', 'asc')
      .limit(limit)
      .execute();
    return rows.map(reviewOf);
  }

  /** Decides a pending review; false when it was no longer pending. */
  async decideReview(
    id: string,
    decision: { status: 'approved' | 'rejected'; operatorId: string; reason: string | null },
    now: Date,
  ): Promise<boolean> {
    const result = await this.database
      .updateTable('verification_reviews')
      .set({
        status: decision.status,
        decided_by: decision.operatorId,
        decided_at: now,
        reason: decision.reason,
      })
      .where('id', '=', id)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  async findDocumentsOf(reviewId: string): Promise<DocumentRecord[]> {
    const rows = await this.database
      .selectFrom('verification_documents')
      .select(['id', 'review_id', 'side', 'file_name', 'content_type', 'size_bytes'])
      .where('review_id', '=', reviewId)
      .orderBy('side', 'desc')
      .execute();
    return rows.map((row) => ({
      id: row.id,
      reviewId: row.review_id,
      side: row.side as DocumentRecord['side'],
      fileName: row.file_name,
      contentType: row.content_type as DocumentContentType,
      sizeBytes: row.size_bytes,
    }));
  }

  async insertRedirect(redirect: {
    stateHash: string;
    customerId: string;
    providerReference: string;
    expiresAt: Date;
  }): Promise<void> {
    await this.database
      .insertInto('verification_redirects')
      .values({
        state_hash: redirect.stateHash,
        customer_id: redirect.customerId,
        provider_reference: redirect.providerReference,
        expires_at: redirect.expiresAt,
      })
      .execute();
  }

  /** The customer's own unfinished, unexpired redirect with this state. */
  async findOpenRedirect(
    stateHash: string,
    customerId: string,
    now: Date,
  ): Promise<{ providerReference: string } | null> {
    const row = await this.database
      .selectFrom('verification_redirects')
      .select('provider_reference')
      .where('state_hash', '=', stateHash)
      .where('customer_id', '=', customerId)
      .where('finished_at', 'is', null)
      .where('expires_at', '>', now)
      .executeTakeFirst();
    return row ? { providerReference: row.provider_reference } : null;
  }

  async finishRedirect(stateHash: string, now: Date): Promise<void> {
    await this.database
      .updateTable('verification_redirects')
      .set({ finished_at: now })
      .where('state_hash', '=', stateHash)
      .execute();
  }

  private reviews() {
    return this.database
      .selectFrom('verification_reviews')
      .select([
        'id',
        'customer_id',
        'method',
        'document_type',
        'status',
        'submitted_at',
        'decided_at',
        'decided_by',
        'reason',
      ]);
  }
}

function reviewOf(row: {
  id: string;
  customer_id: string;
  method: string;
  document_type: string;
  status: string;
  submitted_at: Date;
  decided_at: Date | null;
  decided_by: string | null;
  reason: string | null;
}): ReviewRecord {
  return {
    id: row.id,
    customerId: row.customer_id,
    method: row.method as VerificationMethodType,
    documentType: row.document_type as IdentityDocumentType,
    status: row.status as ReviewStatus,
    submittedAt: row.submitted_at,
    decidedAt: row.decided_at,
    decidedBy: row.decided_by,
    reason: row.reason,
  };
}
