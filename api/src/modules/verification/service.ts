import { createHash, randomBytes } from 'node:crypto';
import { type Kysely } from 'kysely';
import {
  type DocumentContentType,
  type IdentityDocumentType,
  verificationMessages,
  type VerificationMethodStatus,
  verificationMethodTypes,
  type VerificationMethodType,
  type VerificationOutcome,
} from 'shared-kernel/wire/verification';
import { type Database } from '../../database/schema';
import { ApiError } from '../../http/envelope';
import { type ChangeActor, CustomerChanges } from '../customer/changes';
import { type DocumentStore } from './documents';
import {
  type IdentityVerifier,
  type LicenceDetails,
  type PersonDetails,
} from './identity-verifier';
import { type ReviewRecord, VerificationRepository, type VerifiedPerson } from './repository';

export interface VerificationState {
  isVerified: boolean;
  methods: Array<{ type: VerificationMethodType; status: VerificationMethodStatus }>;
  review: ReviewRecord | null;
  details: { name: string; dateOfBirth: string; address: string };
  outcome?: VerificationOutcome;
}

export interface UploadedDocument {
  side: 'front' | 'back';
  contentType: DocumentContentType;
  bytes: Buffer;
}

const licenceStates = ['ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA'];
const redirectLifetimeMs = 60 * 60 * 1000;
const customerActor: ChangeActor = { kind: 'customer' };
const systemActor: ChangeActor = { kind: 'system' };

/** The methods a customer may use, from what is stored (nothing stored: the automatic check). */
export function methodsFrom(
  stored: Partial<Record<VerificationMethodType, VerificationMethodStatus>>,
  isVerified: boolean,
): VerificationState['methods'] {
  return verificationMethodTypes.map((type) => {
    const status =
      stored[type] ?? (type === 'auto_verification' && !isVerified ? 'not_attempted' : 'disabled');
    return { type, status: isVerified && status === 'not_attempted' ? 'disabled' : status };
  });
}

function hashOf(state: string): string {
  return createHash('sha256').update(state).digest('hex');
}

/**
 * Identity verification (product.md §3): the automatic check first; when it does not match, a
 * driver licence, the external (ConnectID-style) check and photo ID for a reviewer. Every attempt
 * and decision is written to the customer's change log (never the documents).
 */
export class VerificationService {
  constructor(
    private readonly database: Kysely<Database>,
    private readonly verifier: IdentityVerifier,
    private readonly documents: DocumentStore,
    private readonly settings: { publicUrl: string; now: () => Date },
  ) {}

  private now(): Date {
    return this.settings.now();
  }

  async stateOf(customerId: string): Promise<VerificationState> {
    const repository = new VerificationRepository(this.database);
    const person = await this.personOf(repository, customerId);
    return this.stateFrom(repository, person);
  }

  async verifyAutomatically(customerId: string): Promise<VerificationState> {
    const person = await this.usablePerson(customerId, 'auto_verification', ['not_attempted']);
    const outcome = await this.verifier.checkPerson(person);
    const opened: VerificationMethodType[] =
      outcome === 'not_matched'
        ? ['drivers_licence', 'connect_id', 'photo_id_upload']
        : outcome === 'failed'
          ? ['photo_id_upload']
          : [];
    return this.settle(person, 'auto_verification', outcome, customerActor, async (repository) => {
      const methods = await repository.findMethods(customerId);
      for (const type of opened) {
        if ((methods[type] ?? 'disabled') === 'disabled') {
          await repository.setMethod(customerId, type, 'not_attempted', this.now());
        }
      }
    });
  }

  async verifyLicence(
    customerId: string,
    input: { licenceNumber: string; cardNumber?: string | undefined; state: string },
  ): Promise<VerificationState> {
    const licence = licenceOf(input);
    const person = await this.usablePerson(customerId, 'drivers_licence', ['not_attempted']);
    const outcome = await this.verifier.checkLicence(person, licence);
    return this.settle(person, 'drivers_licence', outcome, customerActor);
  }

  async startRedirect(customerId: string): Promise<{ redirectUrl: string }> {
    const person = await this.usablePerson(customerId, 'connect_id', [
      'not_attempted',
      'in_progress',
      'attempted',
    ]);
    const state = randomBytes(32).toString('base64url');
    const returnUrl = `${this.settings.publicUrl}/account-verification?state=${state}`;
    const start = await this.verifier.startRedirect({ customerId, person, returnUrl });
    await this.database.transaction().execute(async (transaction) => {
      const repository = new VerificationRepository(transaction);
      await repository.insertRedirect({
        stateHash: hashOf(state),
        customerId,
        providerReference: start.reference,
        expiresAt: new Date(this.now().getTime() + redirectLifetimeMs),
      });
      await repository.setMethod(customerId, 'connect_id', 'in_progress', this.now());
      await new CustomerChanges(transaction).record(customerId, {
        kind: 'verification',
        actor: customerActor,
        changes: { method: 'connect_id', started: true, provider: this.verifier.name },
      });
    });
    return { redirectUrl: start.redirectUrl };
  }

  async finishRedirect(customerId: string, state: string): Promise<VerificationState> {
    const repository = new VerificationRepository(this.database);
    const redirect = await repository.findOpenRedirect(hashOf(state), customerId, this.now());
    if (!redirect) {
      throw new ApiError(
        422,
        'verification_link_invalid',
        'This verification link is no longer valid.',
        {
          state: ['This verification link is no longer valid.'],
        },
      );
    }
    const person = await this.personOf(repository, customerId);
    const outcome = await this.verifier.finishRedirect(redirect.providerReference);
    if (outcome === 'pending') {
      await repository.setMethod(customerId, 'connect_id', 'pending', this.now());
      return this.stateFrom(repository, person);
    }
    return this.settle(person, 'connect_id', outcome, systemActor, (transactionRepository) =>
      transactionRepository.finishRedirect(hashOf(state), this.now()),
    );
  }

  /** Stores photo ID for a reviewer: checked by the route (type by content, size), then kept. */
  async submitDocuments(
    customerId: string,
    documentType: IdentityDocumentType,
    uploads: UploadedDocument[],
  ): Promise<VerificationState> {
    await this.usablePerson(customerId, 'photo_id_upload', ['not_attempted', 'attempted']);
    const stored: Array<UploadedDocument & { fileName: string }> = [];
    try {
      for (const upload of uploads) {
        stored.push({
          ...upload,
          fileName: await this.documents.write(upload.bytes, upload.contentType),
        });
      }
      await this.database.transaction().execute(async (transaction) => {
        const repository = new VerificationRepository(transaction);
        const reviewId = await repository.insertReview({
          customerId,
          documentType,
          submittedAt: this.now(),
        });
        for (const document of stored) {
          await repository.insertDocument({
            reviewId,
            side: document.side,
            fileName: document.fileName,
            contentType: document.contentType,
            sizeBytes: document.bytes.length,
          });
        }
        await repository.setMethod(customerId, 'photo_id_upload', 'pending', this.now());
        await new CustomerChanges(transaction).record(customerId, {
          kind: 'verification',
          actor: customerActor,
          changes: {
            method: 'photo_id_upload',
            submitted: { documentType, files: stored.length },
          },
        });
      });
    } catch (error) {
      await Promise.all(stored.map((document) => this.documents.remove(document.fileName)));
      throw error;
    }
    return this.stateOf(customerId);
  }

  private async personOf(
    repository: VerificationRepository,
    customerId: string,
  ): Promise<VerifiedPerson> {
    const person = await repository.findPerson(customerId);
    if (!person) throw new ApiError(404, 'customer_not_found', 'The customer does not exist.');
    return person;
  }

  /** The person, when unverified and `method` is in one of `allowed` statuses; 409 otherwise. */
  private async usablePerson(
    customerId: string,
    method: VerificationMethodType,
    allowed: VerificationMethodStatus[],
  ): Promise<VerifiedPerson> {
    const repository = new VerificationRepository(this.database);
    const person = await this.personOf(repository, customerId);
    if (person.isVerified) {
      throw new ApiError(409, 'already_verified', verificationMessages.alreadyVerified);
    }
    const status = methodsFrom(await repository.findMethods(customerId), false).find(
      (entry) => entry.type === method,
    )?.status;
    if (status === 'pending' && method === 'photo_id_upload') {
      throw new ApiError(409, 'review_pending', verificationMessages.reviewPending);
    }
    if (!status || !allowed.includes(status)) {
      throw new ApiError(409, 'method_unavailable', verificationMessages.methodUnavailable);
    }
    return person;
  }

  /** Records a check's outcome: the method attempted, the customer verified when it passed. */
  private async settle(
    person: VerifiedPerson,
    method: VerificationMethodType,
    outcome: VerificationOutcome,
    actor: ChangeActor,
    alsoDo?: (repository: VerificationRepository) => Promise<void>,
  ): Promise<VerificationState> {
    const { customerId } = person;
    await this.database.transaction().execute(async (transaction) => {
      const repository = new VerificationRepository(transaction);
      await repository.setMethod(customerId, method, 'attempted', this.now());
      if (outcome === 'verified') await repository.setCustomerVerified(customerId);
      await alsoDo?.(repository);
      await new CustomerChanges(transaction).record(customerId, {
        kind: 'verification',
        actor,
        changes: {
          method,
          outcome,
          provider: this.verifier.name,
          ...(outcome === 'verified' ? { isVerified: { from: false, to: true } } : {}),
        },
      });
    });
    return { ...(await this.stateOf(customerId)), outcome };
  }

  private async stateFrom(
    repository: VerificationRepository,
    person: VerifiedPerson,
  ): Promise<VerificationState> {
    const stored = await repository.findMethods(person.customerId);
    return {
      isVerified: person.isVerified,
      methods: methodsFrom(stored, person.isVerified),
      review: await repository.findLatestReviewOf(person.customerId),
      details: {
        name: `${person.firstname} ${person.lastname}`,
        dateOfBirth: person.dateOfBirth,
        address: addressLineOf(person),
      },
    };
  }
}

export function addressLineOf(person: PersonDetails): string {
  const { street, suburb, state, postcode, country } = person.address;
  return `${street}, ${suburb} ${state} ${postcode}, ${country}`;
}

/** The licence as entered, or 422 with what is wrong with each field. */
function licenceOf(input: {
  licenceNumber: string;
  cardNumber?: string | undefined;
  state: string;
}): LicenceDetails {
  const licenceNumber = input.licenceNumber.replace(/\s+/g, '').toUpperCase();
  const cardNumber = (input.cardNumber ?? '').replace(/\s+/g, '').toUpperCase();
  const fieldErrors: Record<string, string[]> = {};
  if (!/^[A-Z0-9]{4,12}$/.test(licenceNumber)) {
    fieldErrors.licence_number = ['Enter your licence number: 4 to 12 letters or digits.'];
  }
  if (!/^[A-Z0-9]{0,12}$/.test(cardNumber)) {
    fieldErrors.card_number = ['Enter the card number: up to 12 letters or digits.'];
  }
  if (!licenceStates.includes(input.state)) {
    fieldErrors.state = ['Choose the state or territory that issued your licence.'];
  }
  if (Object.keys(fieldErrors).length > 0) {
    throw new ApiError(422, 'validation_failed', 'The request is not valid.', fieldErrors);
  }
  return { licenceNumber, cardNumber: cardNumber || null, state: input.state };
}

/** The overview's `verification` and the withdrawals' check: the flag and each method's status. */
export async function customerVerificationOf(
  database: Kysely<Database>,
  customerId: string,
): Promise<{ isVerified: boolean; methods: VerificationState['methods'] }> {
  const isVerified =
    (await new VerificationRepository(database).findPerson(customerId))?.isVerified ?? false;
  return { isVerified, methods: await verificationMethodsOf(database, customerId, isVerified) };
}

/** Each method's status, for a customer whose verified flag the caller has already read. */
export async function verificationMethodsOf(
  database: Kysely<Database>,
  customerId: string,
  isVerified: boolean,
): Promise<VerificationState['methods']> {
  return methodsFrom(
    await new VerificationRepository(database).findMethods(customerId),
    isVerified,
  );
}
