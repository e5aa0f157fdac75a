import { type Kysely } from 'kysely';
import { type Database } from '../../database/schema';
import { ApiError } from '../../http/envelope';
import { CustomerChanges } from '../customer/changes';
import { type OutboxService } from '../outbox/service';
import { type DocumentStore } from './documents';
import {
  type DocumentRecord,
  type ReviewRecord,
  VerificationRepository,
  type VerifiedPerson,
} from './repository';

export interface ReviewDetails {
  review: ReviewRecord;
  person: VerifiedPerson;
  documents: DocumentRecord[];
}

export const reasonLengthMax = 500;
const reviewsShownMax = 100;

/**
 * The manual review queue (operators with the reviewer role): pending photo ID submissions, their
 * documents, and the decision. Approving verifies the customer; both decisions email them and are
 * written to the change log.
 */
export class ReviewService {
  constructor(
    private readonly database: Kysely<Database>,
    private readonly documents: DocumentStore,
    private readonly outbox: OutboxService,
    private readonly settings: { publicUrl: string; now: () => Date },
  ) {}

  async pending(): Promise<Array<{ review: ReviewRecord; person: VerifiedPerson | null }>> {
    const repository = new VerificationRepository(this.database);
    const reviews = await repository.findPendingReviews(reviewsShownMax);
    return Promise.all(
      reviews.map(async (review) => ({
        review,
        person: await repository.findPerson(review.customerId),
      })),
    );
  }

  async details(reviewId: string): Promise<ReviewDetails> {
    const repository = new VerificationRepository(this.database);
    const review = await repository.findReviewById(reviewId);
    const person = review ? await repository.findPerson(review.customerId) : null;
    if (!review || !person) throw notFound();
    return { review, person, documents: await repository.findDocumentsOf(reviewId) };
  }

  async document(
    reviewId: string,
    documentId: string,
  ): Promise<{ contentType: string; bytes: Buffer }> {
    const documents = await new VerificationRepository(this.database).findDocumentsOf(reviewId);
    const document = documents.find((candidate) => candidate.id === documentId);
    if (!document) throw new ApiError(404, 'not_found', 'There is no such document.');
    return {
      contentType: document.contentType,
      bytes: await this.documents.read(document.fileName),
    };
  }

  async approve(reviewId: string, operatorId: string): Promise<void> {
    const { person } = await this.decide(reviewId, operatorId, 'approved', null);
    await this.outbox.send({
      recipient: person.email,
      subject: 'Your identity is verified',
      textBody:
        `Hi ${person.firstname},\n\nThank you for sending your ID. We have checked it and your ` +
        `account is now verified.\n\nSee your account: ${this.settings.publicUrl}/account-verification\n`,
    });
  }

  async reject(reviewId: string, operatorId: string, reasonText: string): Promise<void> {
    const reason = reasonText.trim();
    if (reason === '' || reason.length > reasonLengthMax) {
      throw new ApiError(422, 'validation_failed', 'The request is not valid.', {
        reason: [`Give the customer a reason (1 to ${reasonLengthMax} characters).`],
      });
    }
    const { person } = await this.decide(reviewId, operatorId, 'rejected', reason);
    await this.outbox.send({
      recipient: person.email,
      subject: 'We could not verify your ID',
      textBody:
        `Hi ${person.firstname},\n\nWe could not verify your identity from the documents you ` +
        `sent.\n\nReason: ${reason}\n\nPlease upload your ID again: ` +
        `${this.settings.publicUrl}/my-account/manual-verification\n`,
    });
  }

  private async decide(
    reviewId: string,
    operatorId: string,
    status: 'approved' | 'rejected',
    reason: string | null,
  ): Promise<{ person: VerifiedPerson }> {
    const now = this.settings.now();
    return this.database.transaction().execute(async (transaction) => {
      const repository = new VerificationRepository(transaction);
      const review = await repository.findReviewById(reviewId);
      const person = review ? await repository.findPerson(review.customerId) : null;
      if (!review || !person) throw notFound();
      if (!(await repository.decideReview(reviewId, { status, operatorId, reason }, now))) {
        throw new ApiError(409, 'review_decided', 'This review has already been decided.');
      }
      await repository.setMethod(person.customerId, review.method, 'attempted', now);
      if (status === 'approved' && !person.isVerified) {
        await repository.setCustomerVerified(person.customerId);
      }
      await new CustomerChanges(transaction).record(person.customerId, {
        kind: 'verification',
        actor: { kind: 'operator', operatorId },
        changes: {
          method: review.method,
          review: reviewId,
          decision: status,
          ...(reason ? { reason } : {}),
          ...(status === 'approved' && !person.isVerified
            ? { isVerified: { from: false, to: true } }
            : {}),
        },
      });
      return { person };
    });
  }
}

function notFound(): ApiError {
  return new ApiError(404, 'not_found', 'There is no such review.');
}
