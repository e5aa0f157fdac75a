// Identity verification (product.md §3 Verification): methods, their statuses, and the rules the
// screens and the api share for uploaded documents.

export const verificationMethodStatuses = [
  'disabled',
  'not_attempted',
  'pending',
  'in_progress',
  'attempted',
] as const;
export type VerificationMethodStatus = (typeof verificationMethodStatuses)[number];

export const verificationMethodTypes = [
  'auto_verification',
  'connect_id',
  'drivers_licence',
  'greenid_ui',
  'pdf_form',
  'photo_id_upload',
] as const;
export type VerificationMethodType = (typeof verificationMethodTypes)[number];

export interface VerificationMethod {
  type: VerificationMethodType;
  status: VerificationMethodStatus;
}

export interface Verification {
  isVerified: boolean;
  methods: VerificationMethod[];
}

/** What one check answered: verified, not matched (documents needed) or failed. */
export const verificationOutcomes = ['verified', 'not_matched', 'failed'] as const;
export type VerificationOutcome = (typeof verificationOutcomes)[number];

export const reviewStatuses = ['pending', 'approved', 'rejected'] as const;
export type ReviewStatus = (typeof reviewStatuses)[number];

/** The latest document submission and what a reviewer decided. */
export interface VerificationReview {
  status: ReviewStatus;
  submittedAt: string;
  reason: string | null;
}

/** The signed-in customer's verification: the flag, each method and the latest review. */
export interface VerificationStatus extends Verification {
  review: VerificationReview | null;
  /** What the automatic check reads, for the customer to confirm. */
  details: { name: string; dateOfBirth: string; address: string };
  /** What the call just made answered; absent on a plain read. */
  outcome?: VerificationOutcome;
}

export const identityDocumentTypes = ['drivers_licence', 'passport', 'proof_of_age_card'] as const;
export type IdentityDocumentType = (typeof identityDocumentTypes)[number];

export const identityDocumentNames: Record<IdentityDocumentType, string> = {
  drivers_licence: 'Driver licence',
  passport: 'Passport',
  proof_of_age_card: 'Proof of age card',
};

/** Each uploaded file: at most 10 MB, a JPEG, PNG or PDF (the api checks the content itself). */
export const documentSizeBytesMax = 10 * 1024 * 1024;
export const documentContentTypes = ['image/jpeg', 'image/png', 'application/pdf'] as const;
export type DocumentContentType = (typeof documentContentTypes)[number];

export const verificationMessages = {
  documentTooLarge: 'Each file must be 10 MB or smaller.',
  documentWrongType: 'Upload a JPEG, PNG or PDF file.',
  documentMissing: 'Upload the front of your ID.',
  alreadyVerified: 'Your identity is already verified.',
  reviewPending: 'Your documents are waiting for review.',
  methodUnavailable: 'This way of verifying is not available for your account.',
} as const;

/**
 * Whether a verification is under way that should hold the cart's verification banner back
 * (product.md §4 Cart): any method other than photo upload is pending.
 */
export function hasPendingVerification(methods: readonly VerificationMethod[]): boolean {
  return methods.some((method) => method.type !== 'photo_id_upload' && method.status === 'pending');
}
