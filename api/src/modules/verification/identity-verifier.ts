import { type VerificationOutcome } from 'shared-kernel/wire/verification';

/** A person as the shop holds them: the details the customer confirms on the verify screen. */
export interface PersonDetails {
  firstname: string;
  lastname: string;
  /** YYYY-MM-DD. */
  dateOfBirth: string;
  address: { street: string; suburb: string; postcode: string; state: string; country: string };
  email: string;
}

export interface LicenceDetails {
  licenceNumber: string;
  cardNumber: string | null;
  /** The issuing state or territory. */
  state: string;
}

/** A started external check: the provider's reference and where to send the customer. */
export interface RedirectStart {
  reference: string;
  redirectUrl: string;
}

/**
 * The identity verification port (product.md §3 Verification). Adapters: the built-in test
 * identities (`TestIdentities`, the default) and Stripe Identity (`StripeIdentityVerifier`, when a
 * key is set); `identityVerifierFor` chooses. A person who decides is the manual review queue.
 */
export interface IdentityVerifier {
  /** Shown to operators and written in the change log. */
  readonly name: string;
  /** Checks name, date of birth and address against the provider's records. */
  checkPerson(person: PersonDetails): Promise<VerificationOutcome>;
  /** Checks a driver licence belongs to the person. */
  checkLicence(person: PersonDetails, licence: LicenceDetails): Promise<VerificationOutcome>;
  /** Starts a ConnectID-style check: the customer leaves for the provider, then `returnUrl`. */
  startRedirect(input: {
    customerId: string;
    person: PersonDetails;
    returnUrl: string;
  }): Promise<RedirectStart>;
  /** What the provider concluded; `pending` while it is still deciding. */
  finishRedirect(reference: string): Promise<VerificationOutcome | 'pending'>;
}
