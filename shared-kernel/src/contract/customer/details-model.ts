/** The customer's details as the details page reads them (camelCase of `CustomerDetailsWire`). */
export interface CustomerDetails {
  firstname: string;
  lastname: string;
  /** YYYY-MM-DD; read-only once the customer is verified. */
  dateOfBirth: string;
  phoneNumber: string;
  address: string;
  suburb: string;
  postcode: string;
  state: string;
  country: string;
  email: string;
  /** A new email address waiting for its confirmation link. */
  pendingEmail: string | null;
  isVerified: boolean;
  addressConfirmationRequired: boolean;
  emailAddressConfirmationRequired: boolean;
  accountUpgrade: boolean;
  /** Required fields (wire names, e.g. `phone_number`) the account is missing. */
  missingFields: string[];
  /** Whether the current terms and conditions are accepted. */
  termsAccepted: boolean;
  termsAcceptedAt: string | null;
}

/** The fields the details form changes; a field left out keeps its value. */
export type CustomerDetailsUpdate = Partial<
  Pick<
    CustomerDetails,
    | 'firstname'
    | 'lastname'
    | 'dateOfBirth'
    | 'phoneNumber'
    | 'address'
    | 'suburb'
    | 'postcode'
    | 'state'
    | 'country'
    | 'email'
  >
>;

/** The account's flags after a confirmation or accepting the terms. */
export interface AccountStatus {
  email: string;
  addressConfirmationRequired: boolean;
  emailAddressConfirmationRequired: boolean;
  accountUpgrade: boolean;
  countryBannedConfirmationRequired: boolean;
  termsAccepted: boolean;
}

/** The error code of a confirmation link that was used, expired or never existed. */
export const emailLinkInvalidCode = 'email_link_invalid';

/** Page messages of the account details screens (api.md §8.2, product.md §5). */
export const accountDetailsMessages = {
  emailLinkInvalid: 'Email link no longer valid',
  somethingWentWrong: 'Something went wrong',
  detailsSaved: 'Your details have been saved.',
  addressConfirmed: 'Thank you, your address is confirmed.',
  emailConfirmed: 'Your email address is confirmed. Use it to log in from now on.',
  emailLinkSent: (email: string) =>
    `We sent a link to ${email}. Open it to confirm your new email address.`,
} as const;
