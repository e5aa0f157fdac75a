import { type VerificationOutcome } from 'shared-kernel/wire/verification';
import {
  type IdentityVerifier,
  type LicenceDetails,
  type PersonDetails,
  type RedirectStart,
} from './identity-verifier';

type Fetch = typeof fetch;

export interface StripeIdentitySettings {
  secretKey: string;
  /** Defaults to https://api.stripe.com. */
  apiBase?: string;
}

/** The fields of a VerificationSession the shop reads (docs.stripe.com/api/identity/verification_sessions). */
export interface StripeVerificationSession {
  id: string;
  object: 'identity.verification_session';
  status: 'requires_input' | 'processing' | 'verified' | 'canceled';
  url: string | null;
  last_error: { code: string | null; reason: string | null } | null;
}

/** Why Stripe could not verify: these mean the document itself failed, not an unfinished session. */
const documentFailures = new Set([
  'document_expired',
  'document_type_not_supported',
  'document_unverified_other',
  'selfie_document_missing_photo',
  'selfie_face_mismatch',
  'selfie_manipulated',
  'selfie_unverified_other',
  'under_supported_age',
]);

/** A session's status as the port answers it. */
export function outcomeOfSession(
  session: StripeVerificationSession,
): VerificationOutcome | 'pending' {
  switch (session.status) {
    case 'verified':
      return 'verified';
    case 'processing':
      return 'pending';
    case 'canceled':
      return 'failed';
    case 'requires_input':
      return session.last_error?.code && documentFailures.has(session.last_error.code)
        ? 'failed'
        : 'not_matched';
  }
}

/**
 * Stripe Identity over HTTPS (form-encoded, Bearer secret key; no SDK). Stripe verifies identity
 * documents with a selfie on its own hosted page: the ConnectID-style redirect of the port. It
 * holds no records to match a name and address against, and does not check a licence number
 * alone, so both checks answer "not matched" and the customer is offered the document methods.
 */
export class StripeIdentityVerifier implements IdentityVerifier {
  readonly name = 'Stripe Identity';
  private readonly apiBase: string;

  constructor(
    private readonly settings: StripeIdentitySettings,
    private readonly fetchImplementation: Fetch = fetch,
  ) {
    this.apiBase = settings.apiBase ?? 'https://api.stripe.com';
  }

  checkPerson(_person: PersonDetails): Promise<VerificationOutcome> {
    return Promise.resolve('not_matched');
  }

  checkLicence(_person: PersonDetails, _licence: LicenceDetails): Promise<VerificationOutcome> {
    return Promise.resolve('not_matched');
  }

  async startRedirect(input: {
    customerId: string;
    person: PersonDetails;
    returnUrl: string;
  }): Promise<RedirectStart> {
    const form = new URLSearchParams({
      type: 'document',
      return_url: input.returnUrl,
      client_reference_id: input.customerId,
      'metadata[customer_id]': input.customerId,
      'provided_details[email]': input.person.email,
      'options[document][require_matching_selfie]': 'true',
    });
    const session = await this.call('POST', '/v1/identity/verification_sessions', form);
    if (!session.url) throw new Error(`Stripe Identity session ${session.id} has no URL`);
    return { reference: session.id, redirectUrl: session.url };
  }

  async finishRedirect(reference: string): Promise<VerificationOutcome | 'pending'> {
    const session = await this.call(
      'GET',
      `/v1/identity/verification_sessions/${encodeURIComponent(reference)}`,
    );
    return outcomeOfSession(session);
  }

  private async call(
    method: 'GET' | 'POST',
    path: string,
    form?: URLSearchParams,
  ): Promise<StripeVerificationSession> {
    const response = await this.fetchImplementation(`${this.apiBase}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${this.settings.secretKey}`,
        ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      ...(form ? { body: form.toString() } : {}),
      signal: AbortSignal.timeout(15_000),
    });
    const body = (await response.json()) as StripeVerificationSession & {
      error?: { message?: string };
    };
    if (!response.ok) {
      throw new Error(`Stripe Identity answered ${response.status}: ${body.error?.message ?? ''}`);
    }
    return body;
  }
}
