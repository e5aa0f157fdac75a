import { type Static, Type } from '@sinclair/typebox';
import { ResultEnvelopeWire } from '../envelope/wire';
import {
  identityDocumentTypes,
  reviewStatuses,
  verificationMethodStatuses,
  verificationMethodTypes,
  verificationOutcomes,
} from './model';

/** Identity verification (api.md §7.4): POST /customer/verify, /verification, /licence, connectid. */

const literals = <Names extends readonly string[]>(names: Names) =>
  Type.Union(names.map((name) => Type.Literal(name)));

export const VerificationMethodWire = Type.Object({
  type: literals(verificationMethodTypes),
  status: literals(verificationMethodStatuses),
});
export type VerificationMethodWire = Static<typeof VerificationMethodWire>;

/** `verification` of the customer overview. */
export const CustomerVerificationWire = Type.Object({
  methods: Type.Array(VerificationMethodWire),
});
export type CustomerVerificationWire = Static<typeof CustomerVerificationWire>;

export const VerificationReviewWire = Type.Object({
  status: literals(reviewStatuses),
  submitted_at: Type.String({ format: 'date-time' }),
  reason: Type.Union([Type.String(), Type.Null()]),
});

export const VerificationStatusWire = Type.Object({
  is_verified: Type.Boolean(),
  methods: Type.Array(VerificationMethodWire),
  review: Type.Union([VerificationReviewWire, Type.Null()]),
  /** What the automatic check reads, for the customer to confirm. */
  details: Type.Object({
    name: Type.String(),
    date_of_birth: Type.String({ description: 'YYYY-MM-DD' }),
    address: Type.String(),
  }),
  outcome: Type.Optional(literals(verificationOutcomes)),
});
export type VerificationStatusWire = Static<typeof VerificationStatusWire>;
export const VerificationStatusEnvelopeWire = ResultEnvelopeWire(VerificationStatusWire);

/** POST /v2/customer/verify: the customer confirms the name, birth date and address on file. */
export const AutoVerificationRequestWire = Type.Object({
  confirm_details: Type.Optional(Type.Boolean()),
});
export type AutoVerificationRequestWire = Static<typeof AutoVerificationRequestWire>;

/** POST /v2/customer/verification/licence; the api words what is wrong with each field. */
export const LicenceVerificationRequestWire = Type.Object({
  licence_number: Type.String({ maxLength: 64 }),
  card_number: Type.Optional(Type.String({ maxLength: 64 })),
  state: Type.String({ maxLength: 16 }),
});
export type LicenceVerificationRequestWire = Static<typeof LicenceVerificationRequestWire>;

/** The multipart fields of POST /v2/customer/verification (files: front_image, back_image). */
export const documentTypeWire = literals(identityDocumentTypes);

/** POST /v2/customer/verification/connectid: where to send the customer. */
export const ConnectIdStartWire = Type.Object({ redirect_url: Type.String() });
export const ConnectIdStartEnvelopeWire = ResultEnvelopeWire(ConnectIdStartWire);

/** POST /v2/customer/verification/connectid/callback: the state the provider sent back. */
export const ConnectIdCallbackRequestWire = Type.Object({
  state: Type.String({ minLength: 16, maxLength: 128, pattern: '^[A-Za-z0-9_-]+$' }),
});
export type ConnectIdCallbackRequestWire = Static<typeof ConnectIdCallbackRequestWire>;

export {
  documentContentTypes,
  documentSizeBytesMax,
  identityDocumentNames,
  identityDocumentTypes,
  verificationMessages,
  verificationMethodTypes,
  type DocumentContentType,
  type IdentityDocumentType,
  type ReviewStatus,
  type VerificationMethodStatus,
  type VerificationMethodType,
  type VerificationOutcome,
} from './model';
