import { clientOf, type CallOptions } from '../call';
import { type IdentityDocumentType, type VerificationStatus } from './model';

// Identity verification (api.md §7.4).

function withSignal<Request extends object>(request: Request, options: CallOptions) {
  return options.signal ? { ...request, signal: options.signal } : request;
}

/** GET /v2/customer/verification: the flag, each method's status and the latest review. */
export async function fetchVerificationStatus(
  options: CallOptions = {},
): Promise<VerificationStatus> {
  const response = await clientOf(options).request<VerificationStatus>(
    withSignal({ path: '/customer/verification', cache: false as const }, options),
  );
  return response.result;
}

/** POST /v2/customer/verify: the automatic check of the name, birth date and address on file. */
export async function verifyAutomatically(options: CallOptions = {}): Promise<VerificationStatus> {
  const response = await clientOf(options).request<VerificationStatus>(
    withSignal(
      { method: 'POST' as const, path: '/customer/verify', body: { confirmDetails: true } },
      options,
    ),
  );
  return response.result;
}

export interface LicenceDetails {
  licenceNumber: string;
  cardNumber?: string;
  state: string;
}

/** POST /v2/customer/verification/licence: checks a driver licence with the provider. */
export async function verifyDriverLicence(
  licence: LicenceDetails,
  options: CallOptions = {},
): Promise<VerificationStatus> {
  const body: Record<string, string> = {
    licenceNumber: licence.licenceNumber,
    state: licence.state,
  };
  if (licence.cardNumber) body.cardNumber = licence.cardNumber;
  const response = await clientOf(options).request<VerificationStatus>(
    withSignal({ method: 'POST' as const, path: '/customer/verification/licence', body }, options),
  );
  return response.result;
}

export interface IdentityDocuments {
  documentType: IdentityDocumentType;
  frontImage: Blob;
  backImage?: Blob;
}

/** POST multipart /v2/customer/verification: photo ID for a person to review. */
export async function uploadIdentityDocuments(
  documents: IdentityDocuments,
  options: CallOptions = {},
): Promise<VerificationStatus> {
  const body: Record<string, unknown> = {
    documentType: documents.documentType,
    frontImage: documents.frontImage,
  };
  if (documents.backImage) body.backImage = documents.backImage;
  const response = await clientOf(options).request<VerificationStatus>(
    withSignal(
      { method: 'POST' as const, path: '/customer/verification', mode: 'multipart' as const, body },
      options,
    ),
  );
  return response.result;
}

/** POST /v2/customer/verification/connectid: where to send the customer for the external check. */
export async function startConnectId(options: CallOptions = {}): Promise<{ redirectUrl: string }> {
  const response = await clientOf(options).request<{ redirectUrl: string }>(
    withSignal(
      { method: 'POST' as const, path: '/customer/verification/connectid', body: {} },
      options,
    ),
  );
  return response.result;
}

/** POST /v2/customer/verification/connectid/callback: finishes the check the state names. */
export async function finishConnectId(
  state: string,
  options: CallOptions = {},
): Promise<VerificationStatus> {
  const response = await clientOf(options).request<VerificationStatus>(
    withSignal(
      {
        method: 'POST' as const,
        path: '/customer/verification/connectid/callback',
        body: { state },
      },
      options,
    ),
  );
  return response.result;
}
