import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import multipart from '@fastify/multipart';
import { type FastifyInstance, type FastifyPluginAsync, type FastifyRequest } from 'fastify';
import {
  AutoVerificationRequestWire,
  ConnectIdCallbackRequestWire,
  ConnectIdStartEnvelopeWire,
  documentSizeBytesMax,
  identityDocumentTypes,
  type IdentityDocumentType,
  LicenceVerificationRequestWire,
  verificationMessages,
  VerificationStatusEnvelopeWire,
  type VerificationStatusWire,
} from 'shared-kernel/wire/verification';
import { ApiError, resultEnvelope } from '../../http/envelope';
import { LocalDiskStore } from '../../object-store/local-disk-store';
import { responses } from '../../http/response-schemas';
import { customerOf } from '../auth/bearer-token';
import { DocumentStore, sniffDocumentType } from './documents';
import { ReviewService } from './review-service';
import { reviewRoutes } from './review-routes';
import { type UploadedDocument, type VerificationState, VerificationService } from './service';
import { identityVerifierFor } from './verifier-choice';

export function verificationToWire(state: VerificationState): VerificationStatusWire {
  return {
    is_verified: state.isVerified,
    methods: state.methods,
    review: state.review
      ? {
          status: state.review.status,
          submitted_at: state.review.submittedAt.toISOString(),
          reason: state.review.reason,
        }
      : null,
    details: {
      name: state.details.name,
      date_of_birth: state.details.dateOfBirth,
      address: state.details.address,
    },
    ...(state.outcome ? { outcome: state.outcome } : {}),
  };
}

const fileFields: Record<string, UploadedDocument['side']> = {
  front_image: 'front',
  back_image: 'back',
};

function uploadRefused(fieldErrors: Record<string, string[]>): ApiError {
  const first = Object.values(fieldErrors)[0]?.[0] ?? verificationMessages.documentWrongType;
  return new ApiError(422, 'invalid_document', first, fieldErrors);
}

/**
 * Reads POST /v2/customer/verification: `document_type`, `front_image` and optionally
 * `back_image`, each at most 10 MB and a JPEG, PNG or PDF by its content. Nothing is kept when
 * any part is refused.
 */
async function readUpload(
  request: FastifyRequest,
): Promise<{ documentType: IdentityDocumentType; uploads: UploadedDocument[] }> {
  const fieldErrors: Record<string, string[]> = {};
  const uploads: UploadedDocument[] = [];
  let documentType: string | undefined;
  let field = 'front_image';
  try {
    for await (const part of request.parts()) {
      field = part.fieldname;
      if (part.type !== 'file') {
        if (part.fieldname === 'document_type') documentType = String(part.value);
        continue;
      }
      const bytes = await part.toBuffer();
      const side = fileFields[part.fieldname];
      if (!side || uploads.some((upload) => upload.side === side)) {
        (fieldErrors[part.fieldname] ??= []).push(
          'Send one front_image and at most one back_image.',
        );
        continue;
      }
      if (bytes.length === 0) continue;
      const contentType = sniffDocumentType(bytes);
      if (contentType) uploads.push({ side, contentType, bytes });
      else (fieldErrors[part.fieldname] ??= []).push(verificationMessages.documentWrongType);
    }
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      throw uploadRefused({ [field]: [verificationMessages.documentTooLarge] });
    }
    if (typeof code === 'string' && code.startsWith('FST_')) {
      throw uploadRefused({
        [field]: ['Send the documents as multipart/form-data, at most two files.'],
      });
    }
    throw error;
  }
  if (!identityDocumentTypes.includes(documentType as IdentityDocumentType)) {
    fieldErrors.document_type = ['Choose the kind of ID you are uploading.'];
  }
  if (!uploads.some((upload) => upload.side === 'front') && !fieldErrors.front_image) {
    fieldErrors.front_image = [verificationMessages.documentMissing];
  }
  if (Object.keys(fieldErrors).length > 0) throw uploadRefused(fieldErrors);
  return { documentType: documentType as IdentityDocumentType, uploads };
}

/** Where documents are kept: DOCUMENTS_DIR, a throw-away folder for an in-memory database, or .data/documents. */
async function documentsDirectoryOf(app: FastifyInstance): Promise<string> {
  const configured = process.env.DOCUMENTS_DIR?.trim();
  if (configured) return path.resolve(configured);
  if (app.config.databaseUrl !== 'pglite://memory') return path.resolve('.data/documents');
  const directory = await mkdtemp(path.join(tmpdir(), 'shop-documents-'));
  app.addHook('onClose', () => rm(directory, { recursive: true, force: true }));
  return directory;
}

/**
 * Identity verification (api.md §7.4): the customer's calls, and the reviewers' queue under
 * /ops/reviews. Encapsulated: multipart bodies are accepted by these routes only.
 */
export const verificationModule: FastifyPluginAsync = async (app) => {
  const documents = app.objectStore
    ? new DocumentStore(app.objectStore, 'documents/')
    : new DocumentStore(new LocalDiskStore(await documentsDirectoryOf(app)));
  const verifier = identityVerifierFor(process.env);
  const settings = { publicUrl: app.config.publicUrl, now: app.config.now };
  const verification = new VerificationService(app.database, verifier, documents, settings);
  await app.register(reviewRoutes, {
    reviews: new ReviewService(app.database, documents, app.outbox, settings),
    verifierName: verifier.name,
  });

  await app.register(multipart, {
    limits: { fileSize: documentSizeBytesMax, files: 2, fields: 4, parts: 6, fieldSize: 1024 },
  });
  const status = { response: responses(VerificationStatusEnvelopeWire) };

  // The customer-verify service (api.md §7.2, under /customer-verify) answers the same status.
  for (const url of ['/v2/customer/verification', '/customer-verify/status']) {
    app.get(url, { config: { access: 'customer' }, schema: status }, async (request) =>
      resultEnvelope(
        verificationToWire(await verification.stateOf(customerOf(request).customerId)),
      ),
    );
  }

  app.post(
    '/v2/customer/verify',
    {
      config: { access: 'customer', capability: 'verify_id' },
      schema: { body: AutoVerificationRequestWire, ...status },
    },
    async (request) =>
      resultEnvelope(
        verificationToWire(await verification.verifyAutomatically(customerOf(request).customerId)),
      ),
  );

  app.post(
    '/v2/customer/verification',
    { config: { access: 'customer', capability: 'verify_id' }, schema: status },
    async (request) => {
      const { customerId } = customerOf(request);
      const { documentType, uploads } = await readUpload(request);
      return resultEnvelope(
        verificationToWire(await verification.submitDocuments(customerId, documentType, uploads)),
      );
    },
  );

  app.post<{ Body: LicenceVerificationRequestWire }>(
    '/v2/customer/verification/licence',
    {
      config: { access: 'customer', capability: 'verify_id' },
      schema: { body: LicenceVerificationRequestWire, ...status },
    },
    async (request) => {
      const { licence_number, card_number, state } = request.body;
      const result = await verification.verifyLicence(customerOf(request).customerId, {
        licenceNumber: licence_number,
        cardNumber: card_number,
        state,
      });
      return resultEnvelope(verificationToWire(result));
    },
  );

  app.post(
    '/v2/customer/verification/connectid',
    {
      config: { access: 'customer', capability: 'verify_id' },
      schema: { response: responses(ConnectIdStartEnvelopeWire) },
    },
    async (request) => {
      const start = await verification.startRedirect(customerOf(request).customerId);
      return resultEnvelope({ redirect_url: start.redirectUrl });
    },
  );

  app.post<{ Body: ConnectIdCallbackRequestWire }>(
    '/v2/customer/verification/connectid/callback',
    {
      config: { access: 'customer', capability: 'verify_id' },
      schema: { body: ConnectIdCallbackRequestWire, ...status },
    },
    async (request) => {
      const result = await verification.finishRedirect(
        customerOf(request).customerId,
        request.body.state,
      );
      return resultEnvelope(verificationToWire(result));
    },
  );
};
