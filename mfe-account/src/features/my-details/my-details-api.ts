import {
  confirmAddress,
  fetchCustomerDetails,
  resendEmailConfirmation,
  updateCustomerDetails,
  type CustomerDetails,
  type CustomerDetailsUpdate,
} from 'shared-kernel/contract/customer';

/** The calls of the details screen (api.md §7.4); tests pass their own. */
export interface MyDetailsApi {
  fetchDetails: () => Promise<CustomerDetails>;
  updateDetails: (input: CustomerDetailsUpdate) => Promise<CustomerDetails>;
  resendEmailConfirmation: () => Promise<void>;
  /** Signed in, without a token: confirms the address on file. */
  confirmAddress: () => Promise<unknown>;
}

export const kernelMyDetailsApi: MyDetailsApi = {
  fetchDetails: () => fetchCustomerDetails(),
  updateDetails: (input) => updateCustomerDetails(input),
  resendEmailConfirmation: () => resendEmailConfirmation(),
  confirmAddress: () => confirmAddress(null),
};
