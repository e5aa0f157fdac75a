import { apiVersions } from 'shared-kernel';
import { clientOf, withSignal, type CallOptions } from '../call';
import {
  type AccountStatus,
  type CustomerDetails,
  type CustomerDetailsUpdate,
} from './details-model';
import { type FavouriteNumbers } from './favourite-numbers';

// The account details calls (api.md §7.4): details, confirmations, terms, favourite numbers.

const detailsBody = (input: CustomerDetailsUpdate): Record<string, string> => {
  const body: Record<string, string> = {};
  for (const [field, value] of Object.entries(input)) {
    if (typeof value === 'string') body[field] = value;
  }
  return body;
};

/** GET /v2/customer/details (v3.2). */
export async function fetchCustomerDetails(options: CallOptions = {}): Promise<CustomerDetails> {
  const response = await clientOf(options).request<CustomerDetails>(
    withSignal(
      { path: '/customer/details', version: apiVersions.customerDetails, cache: false },
      options,
    ),
  );
  return response.result;
}

/**
 * POST /v2/customer/details (v3.2): 422 with per-field messages when a field is refused. A new
 * email waits for its confirmation link (`pendingEmail`).
 */
export async function updateCustomerDetails(
  input: CustomerDetailsUpdate,
  options: CallOptions = {},
): Promise<CustomerDetails> {
  const response = await clientOf(options).request<CustomerDetails>(
    withSignal(
      {
        method: 'POST',
        path: '/customer/details',
        version: apiVersions.customerDetails,
        body: detailsBody(input),
      },
      options,
    ),
  );
  return response.result;
}

/** POST /v2/customer/details/email-confirmation: sends the pending email's link again. */
export async function resendEmailConfirmation(options: CallOptions = {}): Promise<void> {
  await clientOf(options).request(
    withSignal({ method: 'POST', path: '/customer/details/email-confirmation', body: {} }, options),
  );
}

/** PATCH /v2/customer/confirm-address: with an emailed token, or signed in without one. */
export async function confirmAddress(
  token: string | null,
  options: CallOptions = {},
): Promise<AccountStatus> {
  const response = await clientOf(options).request<AccountStatus>(
    withSignal(
      { method: 'PATCH', path: '/customer/confirm-address', body: token ? { token } : {} },
      options,
    ),
  );
  return response.result;
}

/** PATCH /v2/customer/confirm-email-address: the emailed token makes the new email the login. */
export async function confirmEmailAddress(
  token: string,
  options: CallOptions = {},
): Promise<AccountStatus> {
  const response = await clientOf(options).request<AccountStatus>(
    withSignal(
      { method: 'PATCH', path: '/customer/confirm-email-address', body: { token } },
      options,
    ),
  );
  return response.result;
}

/** POST /v2/customer/terms-and-conditions: accepts the current terms. */
export async function acceptTermsAndConditions(options: CallOptions = {}): Promise<AccountStatus> {
  const response = await clientOf(options).request<AccountStatus>(
    withSignal({ method: 'POST', path: '/customer/terms-and-conditions', body: {} }, options),
  );
  return response.result;
}

/** POST /v2/customer/terms-and-conditions/location: accepts the banned-country terms. */
export async function acceptLocationTerms(options: CallOptions = {}): Promise<AccountStatus> {
  const response = await clientOf(options).request<AccountStatus>(
    withSignal(
      { method: 'POST', path: '/customer/terms-and-conditions/location', body: {} },
      options,
    ),
  );
  return response.result;
}

/** PUT /v2/favourite-numbers: replaces the customer's favourite numbers. */
export async function saveFavouriteNumbers(
  favouriteNumbers: FavouriteNumbers,
  options: CallOptions = {},
): Promise<FavouriteNumbers> {
  const response = await clientOf(options).request<{ favouriteNumbers: FavouriteNumbers }>(
    withSignal(
      {
        method: 'PUT',
        path: '/favourite-numbers',
        body: { favouriteNumbers },
      },
      options,
    ),
  );
  return response.result.favouriteNumbers;
}
