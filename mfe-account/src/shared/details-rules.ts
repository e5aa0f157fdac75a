import { type CustomerDetails, type CustomerDetailsUpdate } from 'shared-kernel/contract/customer';
import {
  email,
  minimumAge,
  phone,
  postCode,
  required,
  type FieldRules,
} from 'shared-kernel/contract/validation';

/** The customer's own fields as the account's forms hold them. */
export type DetailsValues = Required<CustomerDetailsUpdate>;

/** product.md §5: the signup form's rules, for the same fields on my details and the upgrade. */
export const detailsRules: FieldRules<DetailsValues> = {
  firstname: required(),
  lastname: required(),
  dateOfBirth: [required(), minimumAge()],
  phoneNumber: [required(), phone()],
  address: required(),
  suburb: required(),
  state: required(),
  postcode: [required(), postCode()],
  country: required(),
  email: [required(), email()],
};

/** The form's values from the details on file (Australia when no country is kept). */
export function detailsValuesOf(details: CustomerDetails): DetailsValues {
  return {
    firstname: details.firstname,
    lastname: details.lastname,
    dateOfBirth: details.dateOfBirth,
    phoneNumber: details.phoneNumber,
    address: details.address,
    suburb: details.suburb,
    state: details.state,
    postcode: details.postcode,
    country: details.country || 'AU',
    email: details.email,
  };
}
