import { type CustomerDetailsUpdate } from 'shared-kernel/contract/customer';
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
