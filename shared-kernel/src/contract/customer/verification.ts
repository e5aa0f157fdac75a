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
